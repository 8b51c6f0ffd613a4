import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/shared/components/page-placeholder';
import { DiceIcon } from '@/shared/components/icons';

/** Page group "seamless": /seamless. */
export function Component() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('nav.seamless')} icon={<DiceIcon size={28} />} />;
}
