import { useTranslation } from 'react-i18next';
import type { RedemptionStatus } from '@/shared/contract/points';
import { Badge, type BadgeTone } from '@/shared/console/badge';

const tones: Record<RedemptionStatus, BadgeTone> = { in_process: 'warn', approved: 'good', rejected: 'neutral' };

export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation('operator');
  return <Badge tone={tones[status]}>{t(`points.statuses.${status}`)}</Badge>;
}
