import { SeamlessPage } from '@/features/lobby/seamless-page';

/** Page group "seamless": /seamless, the SEA lottery's dedicated view. */
export function Component() {
  return <SeamlessPage />;
}
