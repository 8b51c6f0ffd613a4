import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/use-format';
import { Pager } from '@/shared/components/data-table';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { MegaphoneIcon } from '@/shared/components/more-icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import { useAppSelector } from '@/shared/store/hooks';
import { selectImageHosts } from '@/shared/store/system-status';
import { useAgentAnnouncementsQuery } from './agent-api';
import panels from '@/shared/styles/panels.module.css';
import styles from './agent.module.css';
import { AGENT_NS, AgentTexts } from './agent-texts';

/** Announcements a page (spec section 9: the announcement list shows 9). */
export const AGENT_ANNOUNCEMENTS_PER_PAGE = 9;

/**
 * The agents' announcements (agentAnnouncement): the list, newest first,
 * the ones that pop up marked, and the chosen one read beside it, its server
 * HTML sanitised as the members' announcements are.
 */
function AnnouncementPage() {
  const { t } = useTranslation(AGENT_NS);
  const { dateTime } = useFormat();
  const imageHosts = useAppSelector(selectImageHosts);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = useAgentAnnouncementsQuery({ pageNo: page, pageSize: AGENT_ANNOUNCEMENTS_PER_PAGE }, { refetchOnMountOrArgChange: true });
  const items = list.data?.items ?? [];
  const selected = items.find((a) => a.id === selectedId) ?? items[0] ?? null;

  if (list.isError) return <LoadFailed title={t('agentCentre:loadFailed')} text={t('table.errorText')} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div className={styles.announcements} aria-busy="true">
        <Skeleton style={{ height: 240 }} />
        <Skeleton style={{ height: 240 }} />
      </div>
    );
  }
  if (items.length === 0) return <StateView role="status" icon={<MegaphoneIcon size={28} />} title={t('announcements.empty')} />;
  return (
    <div className={panels.page}>
      <div className={styles.announcements}>
        <nav aria-label={t('agentCentre.agentAnnouncement')}>
          <ul className={styles.announcementList}>
            {items.map((a) => (
              <li key={a.id}>
                <button type="button" className={styles.announcementButton} aria-current={selected?.id === a.id ? 'true' : undefined} onClick={() => setSelectedId(a.id)}>
                  <span className={panels.strong}>{a.title}</span>
                  <span className={panels.sub}>
                    {dateTime(a.date)}
                    {a.popup && (
                      <>
                        {' · '}
                        <span className={`${panels.badge} ${panels.badgeInfo}`}>{t('agentCentre:announcement.popup')}</span>
                      </>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {selected && (
          <article className={styles.article} aria-labelledby={`agent-announcement-${selected.id}`}>
            <h3 id={`agent-announcement-${selected.id}`}>{selected.title}</h3>
            <p className={styles.muted}>{dateTime(selected.date)}</p>
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(selected.content, { imageHosts }) }} />
          </article>
        )}
      </div>
      {list.data.totalPages > 1 && <Pager page={page} pageCount={list.data.totalPages} onPage={setPage} disabled={list.isFetching} />}
    </div>
  );
}

export function Component() {
  return (
    <AgentTexts>
      <AnnouncementPage />
    </AgentTexts>
  );
}
