import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { StateView } from '@/shared/components/feedback';
import { AlertIcon } from '@/shared/components/icons';

/** Last line of defence: a render error shows a way back instead of a blank page. */
export function RouteErrorView() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <StateView
      role="alert"
      icon={<AlertIcon size={28} />}
      title={t('errors.unknown')}
      text={t('errors.tryAgainLater')}
      action={<Button onClick={() => window.location.assign('/')}>{t('common.backHome')}</Button>}
    />
  );
}
