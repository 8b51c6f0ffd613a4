import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/shared/components/page-placeholder';
import { DownloadIcon } from '@/shared/components/icons';

/** Page group "download": /down. */
export function Component() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('nav.download')} icon={<DownloadIcon size={28} />} />;
}
