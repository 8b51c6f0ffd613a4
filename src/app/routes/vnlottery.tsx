import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/shared/components/page-placeholder';
import { LotteryIcon } from '@/shared/components/icons';

/** Page group "vnlottery": /vnlottery. */
export function Component() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('nav.vnLottery')} icon={<LotteryIcon size={28} />} />;
}
