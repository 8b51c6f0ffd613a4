import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/shared/components/page-placeholder';
import { GiftIcon } from '@/shared/components/icons';

/** Page group "promo": /promotions. */
export function Component() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('nav.promotions')} icon={<GiftIcon size={28} />} />;
}
