import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { GlobeIcon, RefreshIcon } from '@/shared/components/icons';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSiteInfo } from '@/shared/store/system-status';
import { useDomainRouteQuery } from './download-api';
import { DownloadTexts, DOWNLOAD_NS } from './download-texts';
import { measureMirror, sortMirrors, type Mirror } from './speed-test';
import styles from './download.module.css';

/** Opening another mirror leaves the page (replaceable because jsdom cannot navigate). */
export const mirrorNavigation = {
  open: (address: string) => window.location.assign(address),
};

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};

export function MirrorsPage() {
  const { t } = useTranslation(DOWNLOAD_NS);
  return (
    <div className={styles.page}>
      <DownloadTexts placeholder={<Skeleton style={{ height: 360 }} />}>
        <h1 className={styles.title}>{t('download:mirrors.title')}</h1>
        <MirrorsContent />
      </DownloadTexts>
    </div>
  );
}

function MirrorsContent() {
  const { t } = useTranslation(DOWNLOAD_NS);
  const brand = useAppSelector(selectSiteInfo)?.brandName ?? '';
  const { data, isLoading, isError, refetch } = useDomainRouteQuery();
  // each test is a round: "Test again" starts a new one, and the answers of a round the page moved past are dropped
  const [round, setRound] = useState(0);
  const [results, setResults] = useState<{ round: number; byOrigin: Partial<Record<string, Omit<Mirror, 'origin'>>> }>({ round: 0, byOrigin: {} });

  useEffect(() => {
    if (!data) return;
    const stop = new AbortController();
    for (const origin of data.domainList) {
      void measureMirror(origin, undefined, stop.signal).then((speed) => {
        if (stop.signal.aborted) return;
        const result: Omit<Mirror, 'origin'> = speed === null ? { speed: 0, state: 'unreachable' } : { speed, state: 'measured' };
        setResults((before) => ({ round, byOrigin: { ...(before.round === round ? before.byOrigin : {}), [origin]: result } }));
      });
    }
    // leaving the page, or a new round, cancels the probes still under way
    return () => stop.abort();
  }, [data, round]);

  // every speed starts at 0 (spec) until its mirror has answered in this round
  const byOrigin = results.round === round ? results.byOrigin : {};
  const mirrors: Mirror[] = (data?.domainList ?? []).map((origin) => ({ origin, ...(byOrigin[origin] ?? { speed: 0, state: 'measuring' }) }));

  if (isLoading) return <Skeleton style={{ height: 320 }} />;
  if (isError || !data) return <LoadFailed title={t('errors.loadFailed')} onRetry={() => void refetch()} />;

  const sorted = sortMirrors(mirrors);
  const busy = mirrors.some((m) => m.state === 'measuring');
  const here = window.location.origin;
  const fastest = sorted[0]?.state === 'measured' ? sorted[0].origin : null;

  return (
    <>
      <p className={styles.intro}>{t('download:mirrors.intro', { brand })}</p>
      <div className={styles.mirrorsBar}>
        <p className={styles.note}>{t('download:mirrors.note')}</p>
        <Button variant="ghost" size="small" icon={<RefreshIcon size={16} />} disabled={busy} onClick={() => setRound((n) => n + 1)}>
          {t('download:mirrors.retest')}
        </Button>
      </div>
      {sorted.length === 0 ? (
        <p className={styles.noLink}>{t('download:mirrors.empty')}</p>
      ) : (
        <ul className={styles.mirrors} aria-label={t('download:mirrors.title')} aria-busy={busy}>
          {sorted.map((mirror) => {
            const host = hostOf(mirror.origin);
            const current = mirror.origin === here;
            return (
              <li key={mirror.origin} className={styles.mirror} data-state={mirror.state}>
                <GlobeIcon size={20} />
                <span className={styles.mirrorHost}>
                  {host}
                  {current && <span className={styles.badge}>{t('download:mirrors.current')}</span>}
                  {mirror.origin === fastest && <span className={`${styles.badge} ${styles.fastest}`}>{t('download:mirrors.fastest')}</span>}
                </span>
                <span className={styles.speed} data-speed={mirror.speed}>
                  {mirror.state === 'measuring'
                    ? t('download:mirrors.measuring')
                    : mirror.state === 'unreachable'
                      ? t('download:mirrors.unreachable')
                      : t('download:mirrors.ms', { ms: mirror.speed })}
                </span>
                {current ? (
                  <span className={styles.switchPlaceholder} />
                ) : (
                  <Button
                    size="small"
                    variant={mirror.origin === fastest ? 'primary' : 'subtle'}
                    aria-label={t('download:mirrors.switchTo', { domain: host })}
                    disabled={mirror.state === 'unreachable'}
                    onClick={() => mirrorNavigation.open(`${mirror.origin}/`)}
                  >
                    {t('download:mirrors.switch')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
