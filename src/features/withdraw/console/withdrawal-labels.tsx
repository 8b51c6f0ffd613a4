import { useTranslation } from 'react-i18next';
import type { WithdrawalState } from '@/shared/contract/withdraw';
import { Badge, type BadgeTone } from '@/shared/console/badge';

const tones: Record<WithdrawalState, BadgeTone> = {
  pending: 'warn',
  approved: 'info',
  disbursing: 'info',
  awaitingReceipt: 'info',
  notReceived: 'bad',
  rejected: 'neutral',
  received: 'good',
  fullPayment: 'good',
  forcedReceived: 'good',
};

export function WithdrawalStateBadge({ state }: { state: WithdrawalState }) {
  const { t } = useTranslation('operator');
  return <Badge tone={tones[state]}>{t(`withdrawalStates.${state}`)}</Badge>;
}
