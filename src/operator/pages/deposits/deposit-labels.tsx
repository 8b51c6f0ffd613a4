import { useTranslation } from 'react-i18next';
import type { DepositState } from '@/shared/contract/deposit';
import { Badge, type BadgeTone } from '../../components/badge';

const tones: Record<DepositState, BadgeTone> = {
  pending: 'warn',
  paid: 'info',
  credited: 'good',
  expired: 'neutral',
  cancelled: 'neutral',
  failed: 'bad',
};

export function DepositStateBadge({ state }: { state: DepositState }) {
  const { t } = useTranslation('operator');
  return <Badge tone={tones[state]}>{t(`deposits.state.${state}`)}</Badge>;
}
