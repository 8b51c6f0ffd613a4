import { useTranslation } from 'react-i18next';
import type { MemberStatus } from '@/shared/contract/operator';
import { Badge } from '@/shared/console/badge';

export function StatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('operator');
  return <Badge tone={status === 'locked' ? 'bad' : 'good'}>{t(`memberStatus.${status}`)}</Badge>;
}

/** 0 member, 1/2/41/42 agent (4, the free-play guest, never reaches the console). */
export function useMemberType(): (isAgent: number) => string {
  const { t } = useTranslation('operator');
  return (isAgent) => (isAgent === 0 ? t('memberType.member') : t('memberType.agent'));
}
