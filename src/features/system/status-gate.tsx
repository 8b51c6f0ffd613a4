import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_STATUS_ARGS, useSystemStatusQuery } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Spinner, StateView } from '@/shared/components/feedback';
import { AlertIcon } from '@/shared/components/icons';
import { IpRestrictionPage } from './ip-restriction-page';
import { MaintenancePage } from './maintenance-page';
import styles from './status-page.module.css';

/**
 * Asks the platform about this host before anything else: 0 shows the site,
 * 1 the maintenance page, 2 the IP restriction page.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch, isFetching } = useSystemStatusQuery(SITE_STATUS_ARGS);

  if (isLoading) {
    return (
      <div className={styles.splash}>
        <Spinner />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page}>
        <StateView
          role="alert"
          icon={<AlertIcon size={28} />}
          title={error && 'kind' in error && error.kind === 'network' ? t('errors.network') : t('errors.unknown')}
          text={t('errors.tryAgainLater')}
          action={
            <Button loading={isFetching} onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (data.status === 1) return <MaintenancePage status={data} />;
  if (data.status === 2) return <IpRestrictionPage status={data} />;
  return <>{children}</>;
}
