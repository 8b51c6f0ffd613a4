import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { StateView } from '@/shared/components/feedback';
import { AlertIcon, SearchIcon } from '@/shared/components/icons';
import { Link } from 'react-router-dom';
import { consolePaths } from '@/shared/console/console-paths';

/** A page that failed to load or to draw (a deploy removed its chunk, a bug): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation('operator');
  return (
    <StateView
      role="alert"
      icon={<AlertIcon size={28} />}
      title={t('states.pageErrorTitle')}
      text={t('states.pageErrorText')}
      action={
        <Button variant="ghost" size="small" onClick={() => window.location.reload()}>
          {t('states.reload')}
        </Button>
      }
    />
  );
}

export function NotFound() {
  const { t } = useTranslation('operator');
  return (
    <StateView
      icon={<SearchIcon size={28} />}
      title={t('states.notFoundTitle')}
      text={t('states.notFoundText')}
      action={<Link to={consolePaths.dashboard}>{t('pages.dashboard')}</Link>}
    />
  );
}
