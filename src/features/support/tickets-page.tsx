import { useState } from 'react';
import { Button } from '@/shared/components/button';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { MessageIcon } from '@/shared/components/more-icons';
import type { TicketSummary } from '@/shared/contract/support';
import { useFormat } from '@/shared/i18n/use-format';
import panels from '@/shared/styles/panels.module.css';
import { useMyTicketsQuery } from './support-api';
import { SupportTexts, useSupportT } from './support-texts';
import { TicketForm } from './ticket-form';
import { TicketStateBadge } from './ticket-labels';
import { TicketThread } from './ticket-thread';
import styles from './support.module.css';

/** Support tickets (member centre): the member's tickets with a mark on those staff answered, a new ticket, and a ticket's thread. */
export function Component() {
  return (
    <SupportTexts placeholder={<Skeleton style={{ height: 320 }} />}>
      <TicketsDesk />
    </SupportTexts>
  );
}

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; id: number };

function TicketsDesk() {
  const [view, setView] = useState<View>({ kind: 'list' });
  if (view.kind === 'new') return <TicketForm onDone={(id) => setView({ kind: 'thread', id })} onCancel={() => setView({ kind: 'list' })} />;
  if (view.kind === 'thread') return <TicketThread id={view.id} onBack={() => setView({ kind: 'list' })} />;
  return <TicketList onOpen={(id) => setView({ kind: 'thread', id })} onNew={() => setView({ kind: 'new' })} />;
}

function TicketRow({ ticket, onOpen }: { ticket: TicketSummary; onOpen: () => void }) {
  const { t } = useSupportT();
  const { dateTime } = useFormat();
  return (
    <li>
      <button type="button" className={ticket.unread ? `${styles.row} ${styles.unread}` : styles.row} onClick={onOpen}>
        <span className={styles.rowMain}>
          <span className={styles.rowTitle}>
            {ticket.unread && <span className={styles.dot} aria-hidden="true" />}
            {t('tickets.number', { id: ticket.id })} · {t(`types.${ticket.type}`)}
            {ticket.unread && <span className="visually-hidden"> ({t('tickets.unread')})</span>}
          </span>
          <span className={styles.preview}>{ticket.preview}</span>
        </span>
        <span className={styles.rowSide}>
          <TicketStateBadge state={ticket.state} />
          <time className={panels.sub} dateTime={ticket.lastMessageAt}>
            {dateTime(ticket.lastMessageAt)}
          </time>
        </span>
      </button>
    </li>
  );
}

function TicketList({ onOpen, onNew }: { onOpen: (id: number) => void; onNew: () => void }) {
  const { t } = useSupportT();
  const tickets = useMyTicketsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className={panels.page}>
      <div className={styles.intro}>
        <p className={styles.lead}>{t('tickets.lead')}</p>
        <Button onClick={onNew}>{t('tickets.new')}</Button>
      </div>
      {tickets.isLoading ? (
        <Skeleton style={{ height: 240 }} />
      ) : tickets.isError || !tickets.data ? (
        <LoadFailed title={t('tickets.failed')} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.items.length === 0 ? (
        <StateView icon={<MessageIcon size={28} />} title={t('tickets.emptyTitle')} text={t('tickets.emptyText')} />
      ) : (
        <section aria-labelledby="my-tickets">
          <h3 id="my-tickets" className={styles.sectionTitle}>
            {t('tickets.list')}
            {tickets.data.unread > 0 && <span className={`${panels.badge} ${panels.badgeGood} ${styles.count}`}>{t('tickets.unreadCount', { count: tickets.data.unread })}</span>}
          </h3>
          <ul className={styles.rows}>
            {tickets.data.items.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} onOpen={() => onOpen(ticket.id)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
