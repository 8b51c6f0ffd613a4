import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/use-format';
import { useHomeNoticeQuery } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Spinner, StateView } from '@/shared/components/feedback';
import { MegaphoneIcon } from '@/shared/components/more-icons';
import { Modal } from '@/shared/components/modal';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed } from '@/shared/store/modals-slice';
import { selectImageHosts } from '@/shared/store/system-status';
import styles from './announcements-modal.module.css';

/** Announcements per page of the announcement dialog (spec section 9). */
export const ANNOUNCEMENTS_PER_PAGE = 9;

export function AnnouncementsModal() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const dispatch = useAppDispatch();
  const { data, isLoading } = useHomeNoticeQuery();
  const imageHosts = useAppSelector(selectImageHosts);
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const all = data?.popup ?? [];
  const pages = Math.max(1, Math.ceil(all.length / ANNOUNCEMENTS_PER_PAGE));
  const visible = all.slice(page * ANNOUNCEMENTS_PER_PAGE, (page + 1) * ANNOUNCEMENTS_PER_PAGE);
  const selected = all.find((a) => a.id === selectedId) ?? visible[0] ?? null;

  return (
    <Modal title={t('nav.announcements')} onClose={() => dispatch(modalClosed('announcements'))} width={880}>
      {isLoading ? (
        <Spinner />
      ) : all.length === 0 ? (
        <StateView icon={<MegaphoneIcon size={28} />} title={t('announcements.empty')} />
      ) : (
        <div className={styles.layout}>
          <div>
            <ul className={styles.list}>
              {visible.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    className={styles.titleButton}
                    aria-current={selected?.id === a.id ? 'true' : undefined}
                    onClick={() => setSelectedId(a.id)}
                  >
                    {a.title}
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <div className={styles.pager}>
                <Button size="small" variant="subtle" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                  {t('common.previous')}
                </Button>
                <span>{t('common.pageOf', { page: page + 1, pages })}</span>
                <Button size="small" variant="subtle" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
                  {t('common.next')}
                </Button>
              </div>
            )}
          </div>
          {selected && (
            <article className={styles.detail}>
              <h3 className={styles.detailTitle}>{selected.title}</h3>
              <p className={styles.date}>{dateTime(selected.date)}</p>
              <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(selected.content, { imageHosts }) }} />
            </article>
          )}
        </div>
      )}
    </Modal>
  );
}
