import { useTranslation } from 'react-i18next';
import type { PromotionStatus } from '@/shared/contract/promotions-operator';
import { Badge, type BadgeTone } from '@/shared/console/badge';

const tones: Record<PromotionStatus, BadgeTone> = { scheduled: 'info', running: 'good', ended: 'neutral', paused: 'warn' };

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('operator');
  return <Badge tone={tones[status]}>{t(`promotions.statuses.${status}`)}</Badge>;
}
