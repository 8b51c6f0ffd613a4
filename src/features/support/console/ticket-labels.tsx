import { useTranslation } from 'react-i18next';
import type { TicketState } from '@/shared/contract/support';
import { Badge, type BadgeTone } from '@/shared/console/badge';

const tones: Record<TicketState, BadgeTone> = { open: 'warn', answered: 'info', closed: 'neutral' };

/** A ticket's state as staff read it: open is waiting for them. */
export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useTranslation('operator');
  return <Badge tone={tones[state]}>{t(`support.states.${state}`)}</Badge>;
}
