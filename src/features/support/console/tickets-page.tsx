import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '@/shared/components/data-table';
import { ticketStates, type TicketState } from '@/shared/contract/support';
import type { OperatorFeedback, OperatorTicket } from '@/shared/contract/support-operator';
import { BrandTag } from '@/shared/console/brand-tag';
import { consolePaths } from '@/shared/console/console-paths';
import { ListPager } from '@/shared/console/list-pager';
import { PageHeader } from '@/shared/console/page-header';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { useFeedbackQuery, useTicketsQuery } from './desk-api';
import { TicketStateBadge } from './ticket-labels';
import panels from '@/shared/styles/panels.module.css';
import styles from './desk.module.css';

const PAGE_SIZE = 20;
/** The queue's filters: the tickets of a state, or members' feedback. */
const views = [...ticketStates, 'feedback'] as const;
type ViewName = (typeof views)[number];

/** Support tickets: waiting (open, oldest first), answered, closed, and members' feedback; the filter and the page live in the address. */
export default function TicketsPage() {
  const { t } = useTranslation('operator');
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const view: ViewName = (views as readonly string[]).includes(raw ?? '') ? (raw as ViewName) : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: ViewName, nextPage = 1) => setParams({ ...(next === 'open' ? {} : { state: next }), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  return (
    <>
      <PageHeader title={t('pages.tickets')} subtitle={t('support.lead')} />
      <div className={`${panels.segmented} ${styles.segmentedSpaced}`} role="group" aria-label={t('support.filter')}>
        {views.map((v) => (
          <button key={v} type="button" aria-pressed={v === view} onClick={() => go(v)}>
            {t(`support.views.${v}`)}
          </button>
        ))}
      </div>
      {view === 'feedback' ? <FeedbackList page={page} onPage={(p) => go('feedback', p)} /> : <TicketList state={view} page={page} onPage={(p) => go(view, p)} />}
    </>
  );
}

function TicketList({ state, page, onPage }: { state: TicketState; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('operator');
  const { dateTime } = useFormat();
  const list = useTicketsQuery({ state, page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const columns: Column<OperatorTicket>[] = [
    {
      key: 'ticket',
      header: t('support.ticket'),
      cell: (row) => (
        <Link className={table.rowLink} to={consolePaths.ticket(row.id)}>
          #{row.id} · {t(`support.types.${row.type}`)}
        </Link>
      ),
    },
    {
      key: 'member',
      header: t('support.member'),
      cell: (row) => (
        <>
          {row.member.account}
          <BrandTag code={row.merchantCode} />
        </>
      ),
    },
    { key: 'preview', header: t('support.preview'), cell: (row) => <span className={styles.clip}>{row.preview}</span> },
    { key: 'messages', header: t('support.messages'), align: 'end', cell: (row) => row.messageCount },
    { key: 'state', header: t('support.state'), cell: (row) => <TicketStateBadge state={row.state} /> },
    { key: 'last', header: t('support.lastMessage'), cell: (row) => <span className={table.muted}>{dateTime(row.lastMessageAt)}</span> },
  ];
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <div className={table.dense}>
        <DataTable caption={t(`support.views.${state}`)} columns={columns} rows={list.data?.items} rowKey={(row) => row.id} loading={list.isFetching} emptyTitle={t(`support.none.${state}`)} />
      </div>
      {list.data && list.data.total > PAGE_SIZE && <ListPager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={onPage} label={t('support.pages')} />}
    </>
  );
}

function FeedbackList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('operator');
  const { dateTime } = useFormat();
  const list = useFeedbackQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const columns: Column<OperatorFeedback>[] = [
    {
      key: 'member',
      header: t('support.member'),
      cell: (row) => (
        <>
          <Link className={table.rowLink} to={consolePaths.member(row.member.id)}>
            {row.member.account}
          </Link>
          <BrandTag code={row.merchantCode} />
        </>
      ),
    },
    { key: 'content', header: t('support.feedback'), cell: (row) => <span className={styles.text}>{row.content}</span> },
    { key: 'time', header: t('support.sentAt'), cell: (row) => <span className={table.muted}>{dateTime(row.createdAt)}</span> },
  ];
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <div className={table.dense}>
        <DataTable caption={t('support.views.feedback')} columns={columns} rows={list.data?.items} rowKey={(row) => row.id} loading={list.isFetching} emptyTitle={t('support.none.feedback')} />
      </div>
      {list.data && list.data.total > PAGE_SIZE && <ListPager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={onPage} label={t('support.pages')} />}
    </>
  );
}
