import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/shared/components/page-placeholder';
import { UserIcon } from '@/shared/components/icons';

/** Page group "register": /register and /register.html. */
export function Component() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('auth.createAccount')} icon={<UserIcon size={28} />} />;
}
