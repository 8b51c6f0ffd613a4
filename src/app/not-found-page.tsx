import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StateView } from '@/shared/components/feedback';
import { SearchIcon } from '@/shared/components/icons';
import { paths } from '@/shared/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StateView
      icon={<SearchIcon size={28} />}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      action={<Link to={paths.home.href()}>{t('common.backHome')}</Link>}
    />
  );
}
