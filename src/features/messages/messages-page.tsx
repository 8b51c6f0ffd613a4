import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { LoadingBlock, Skeleton, StateView } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { Modal } from '@/shared/components/modal';
import { MessageIcon } from '@/shared/components/more-icons';
import type { PlatformMessage } from '@/shared/contract/messages';
import { useFormat } from '@/shared/i18n/use-format';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import { useAppSelector } from '@/shared/store/hooks';
import { selectImageHosts } from '@/shared/store/system-status';
import { useDeleteMessageMutation, useMarkMessageMutation, useMessageListQuery, useReadAllMessagesMutation } from './messages-api';
import { MESSAGES_NS, MessagesTexts } from './messages-texts';
import styles from './messages.module.css';

/** Messages per page of the inbox. */
export const MESSAGES_PER_PAGE = 10;

/**
 * Platform messages (messageV2): the inbox, unread first and emphasised,
 * paged; a message opens in a dialog showing its sanitised HTML and is
 * marked read as it opens; there it can be marked unread again or deleted;
 * all can be marked read at once. The header's count and the menu's badge
 * follow every change (the calls refetch the balance, and the live channel's
 * `message` event refetches both on the member's other pages).
 */
export function Component() {
  return (
    <MessagesTexts placeholder={<Skeleton style={{ height: 320 }} />}>
      <Messages />
    </MessagesTexts>
  );
}

/** The message's text without markup, for the line under its title. */
function previewOf(html: string): string {
  // a space after each block, so that paragraphs and list items do not run together
  const spaced = sanitizeHtml(html).replace(/(<\/(?:p|li|h2|h3|h4|td|th|tr|blockquote|caption)>|<br\s*\/?>)/gi, '$1 ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function Messages() {
  const { t } = useTranslation(MESSAGES_NS);
  const { dateTime } = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const inbox = useMessageListQuery({ pageNo, pageSize: MESSAGES_PER_PAGE }, { refetchOnMountOrArgChange: true });
  const [readAll, readingAll] = useReadAllMessagesMutation();
  // the message shown: kept while open, even once reading it moves it to another page
  const [open, setOpen] = useState<PlatformMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = inbox.data;

  // a page emptied by a delete steps back to the last page there is (adjusted while rendering, once per emptied page)
  if (data && data.list.length === 0 && data.pageNo > 1 && pageNo === data.pageNo) setPageNo(Math.max(1, Math.min(data.pageNo - 1, data.totalPages)));

  if (inbox.isLoading) {
    return (
      <LoadingBlock className={styles.page}>
        <Skeleton style={{ height: 44 }} />
        <Skeleton style={{ height: 280 }} />
      </LoadingBlock>
    );
  }
  if (inbox.isError || !data) return <LoadFailed title={t('messages:failed')} onRetry={() => void inbox.refetch()} />;

  const opened = open && (data.list.find((m) => m.id === open.id) ?? open);
  const onReadAll = async () => {
    setNotice(null);
    const result = await readAll();
    setNotice('error' in result ? t('messages:actionFailed') : t('messages:allRead'));
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.summary} data-testid="messages-summary">
          {data.total === 0 ? t('messages:none') : t('messages:unreadSummary', { count: data.unread })}
        </p>
        <Button size="small" variant="subtle" disabled={data.unread === 0} loading={readingAll.isLoading} onClick={() => void onReadAll()}>
          {t('messages:markAllRead')}
        </Button>
      </div>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {data.total === 0 ? (
        <StateView icon={<MessageIcon size={28} />} title={t('messages:empty')} text={t('messages:emptyText')} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('messages:inbox')} aria-busy={inbox.isFetching || undefined}>
            {data.list.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={`${styles.row} ${m.readAt === null ? styles.unread : ''}`}
                  onClick={() => {
                    setNotice(null);
                    setOpen(m);
                  }}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>
                      {m.readAt === null && <span className="visually-hidden">{t('messages:unreadLabel')} </span>}
                      {m.title}
                    </span>
                    <span className={styles.preview}>{previewOf(m.content)}</span>
                  </span>
                  <span className={styles.rowMeta}>
                    {m.kind === 'marketing' && <span className={styles.tag}>{t('messages:kinds.marketing')}</span>}
                    <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav className={styles.pager} aria-label={t('messages:pages')}>
              <Button size="small" variant="subtle" disabled={pageNo <= 1} onClick={() => setPageNo((p) => p - 1)}>
                {t('common.previous')}
              </Button>
              <span>{t('common.pageOf', { page: data.pageNo, pages: data.totalPages })}</span>
              <Button size="small" variant="subtle" disabled={pageNo >= data.totalPages} onClick={() => setPageNo((p) => p + 1)}>
                {t('common.next')}
              </Button>
            </nav>
          )}
        </>
      )}
      {opened && (
        <MessageDialog
          message={opened}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            setNotice(t('messages:deleted'));
          }}
        />
      )}
    </div>
  );
}

/** One message: marked read as it opens; mark unread (and close) or delete. */
function MessageDialog({ message, onClose, onDeleted }: { message: PlatformMessage; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation(MESSAGES_NS);
  const { dateTime } = useFormat();
  const imageHosts = useAppSelector(selectImageHosts);
  const [mark, marking] = useMarkMessageMutation();
  const [remove, removing] = useDeleteMessageMutation();
  const [failed, setFailed] = useState(false);
  const unread = message.readAt === null;

  // opening it reads it, once
  const [opened] = useState(message.id);
  useEffect(() => {
    if (unread) void mark({ id: opened, read: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [opened]);

  const onUnread = async () => {
    const result = await mark({ id: message.id, read: false });
    if ('error' in result) setFailed(true);
    else onClose();
  };
  const onDelete = async () => {
    const result = await remove({ id: message.id });
    if ('error' in result) setFailed(true);
    else onDeleted();
  };

  return (
    <Modal title={message.title} onClose={onClose} width={680}>
      <article className={styles.detail}>
        <p className={styles.detailMeta}>
          <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
          <span className={styles.tag}>{t(`messages:kinds.${message.kind}`)}</span>
        </p>
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.content, { imageHosts }) }} />
        {failed && (
          <p className={styles.error} role="alert">
            {t('messages:actionFailed')}
          </p>
        )}
        <div className={styles.actions}>
          <Button size="small" variant="ghost" loading={marking.isLoading && marking.originalArgs?.read === false} disabled={removing.isLoading} onClick={() => void onUnread()}>
            {t('messages:markUnread')}
          </Button>
          <Button size="small" variant="danger" loading={removing.isLoading} onClick={() => void onDelete()}>
            {t('messages:delete')}
          </Button>
        </div>
      </article>
    </Modal>
  );
}
