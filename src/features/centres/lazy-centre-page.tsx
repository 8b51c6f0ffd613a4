import { Component, Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Spinner, StateView } from '@/shared/components/feedback';
import { AlertIcon } from '@/shared/components/icons';
import styles from './centre-layout.module.css';

/** A page module of a centre, loaded on first use; it exports its page as `Component`, like a route module. */
export type CentrePageLoader = () => Promise<{ Component: ComponentType }>;

const lazyPage = (load: CentrePageLoader): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module.Component })));

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateView
      role="alert"
      icon={<AlertIcon size={28} />}
      title={t('errors.pageLoadFailed')}
      text={t('errors.chunkOther')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

class PageBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * The host of a built centre page, made once per page (not while drawing):
 * the page's chunk loads the first time it shows, with a spinner in its
 * place meanwhile; a chunk that fails to load says so, with a retry that
 * loads it again (React keeps a failed `lazy` for good, so the retry makes a
 * new one). A chunk a new deploy removed is handled by the site's
 * preload-error recovery (app/page-groups.tsx).
 */
export function lazyCentrePage(load: CentrePageLoader): ComponentType {
  let Page = lazyPage(load);
  function CentrePageHost() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Page = lazyPage(load);
      setAttempt((n) => n + 1);
    };
    return (
      <PageBoundary key={attempt} onRetry={retry}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner />
            </div>
          }
        >
          <Page />
        </Suspense>
      </PageBoundary>
    );
  }
  return CentrePageHost;
}
