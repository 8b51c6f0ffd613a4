import { HelpCentre } from '@/features/help/help-centre';

/** Page group "help": /help and the bare /helpmc. */
export function Component() {
  return <HelpCentre />;
}
