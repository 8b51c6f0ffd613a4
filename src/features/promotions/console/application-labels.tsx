import { useTranslation } from 'react-i18next';
import type { OperatorApplication } from '@/shared/contract/promotions-operator';
import { Badge, type BadgeTone } from '@/shared/console/badge';

const tones: Record<OperatorApplication['state'], BadgeTone> = { pending: 'warn', approved: 'good', rejected: 'neutral' };

export function ApplicationStateBadge({ state }: { state: OperatorApplication['state'] }) {
  const { t } = useTranslation('operator');
  return <Badge tone={tones[state]}>{t(`applications.states.${state}`)}</Badge>;
}
