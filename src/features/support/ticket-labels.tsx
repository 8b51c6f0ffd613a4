import type { TicketState } from '@/shared/contract/support';
import panels from '@/shared/styles/panels.module.css';
import { useSupportT } from './support-texts';

const tone: Record<TicketState, string> = {
  open: `${panels.badge} ${panels.badgeInfo}`,
  answered: `${panels.badge} ${panels.badgeGood}`,
  closed: `${panels.badge}`,
};

/** A ticket's state as the member reads it. */
export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useSupportT();
  return <span className={tone[state]}>{t(`states.${state}`)}</span>;
}
