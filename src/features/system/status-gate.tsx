import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_STATUS_ARGS, useSystemStatusQuery } from '@/shared/api/core-api';
import { Spinner } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import styles from './status-gate.module.css';

function Splash() {
  return (
    <div className={styles.splash}>
      <Spinner />
    </div>
  );
}

/** The status could not be had (or the page of a closed site could not load): say so, with a retry. */
function GateError({ network, retrying, onRetry }: { network: boolean; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <LoadFailed title={network ? t('errors.network') : t('errors.unknown')} text={t('errors.tryAgainLater')} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

/**
 * The maintenance and IP restriction pages: their own chunk, fetched only
 * when the status answer closes the site, so nobody else downloads them.
 */
const ClosedSitePage = lazy(() =>
  import('./closed-site-page').then(
    (m) => ({ default: m.ClosedSitePage }),
    () => ({ default: () => <GateError network retrying={false} onRetry={() => window.location.reload()} /> }),
  ),
);

/**
 * Asks the platform about this host before anything else: 0 shows the site,
 * 1 the maintenance page, 2 the IP restriction page.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, error, isLoading, refetch, isFetching } = useSystemStatusQuery(SITE_STATUS_ARGS);

  if (isLoading) return <Splash />;
  if (!data) {
    return (
      <GateError
        network={error !== undefined && 'kind' in error && error.kind === 'network'}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.status !== 0) {
    return (
      <Suspense fallback={<Splash />}>
        <ClosedSitePage status={data} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
