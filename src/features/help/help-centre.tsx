import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { AlertIcon } from '@/shared/components/icons';
import { HelpIcon } from '@/shared/components/more-icons';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import { useAppSelector } from '@/shared/store/hooks';
import { selectImageHosts } from '@/shared/store/system-status';
import { useHelpCenterQuery } from './help-api';
import styles from './help-centre.module.css';

export function HelpCentre() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, isLoading, isError, refetch } = useHelpCenterQuery();
  const imageHosts = useAppSelector(selectImageHosts);
  const [chosen, setChosen] = useState<string | null>(params.get('section'));
  const sections = data ?? [];
  const current = sections.find((s) => s.id === chosen) ?? sections[0];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('nav.helpCentre')}</h1>
      {isLoading && (
        <>
          <Skeleton style={{ height: 240 }} />
          <Skeleton style={{ height: 320 }} />
        </>
      )}
      {isError && (
        <div style={{ gridColumn: '1 / -1' }}>
          <StateView
            role="alert"
            icon={<AlertIcon size={28} />}
            title={t('errors.loadFailed')}
            action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          />
        </div>
      )}
      {!isLoading && !isError && sections.length === 0 && (
        <div style={{ gridColumn: '1 / -1' }}>
          <StateView icon={<HelpIcon size={28} />} title={t('help.empty')} />
        </div>
      )}
      {current && (
        <>
          <nav className={styles.sections} aria-label={t('nav.helpCentre')}>
            {sections.map((s) => (
              <button
                key={s.id}
                type="button"
                className={styles.section}
                aria-current={s.id === current.id ? 'true' : undefined}
                onClick={() => setChosen(s.id)}
              >
                {s.title}
              </button>
            ))}
          </nav>
          <div className={styles.articles}>
            {current.articles.map((a, index) => (
              <details key={a.id} className={styles.article} open={index === 0}>
                <summary>{a.title}</summary>
                <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content, { imageHosts }) }} />
              </details>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
