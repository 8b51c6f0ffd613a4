import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { AGENT_PAGE_SIZE, type UserLossRow } from '@/shared/contract/agent';
import { useAgentUserLossQuery } from './agent-api';
import { AgentFilters, defaultRange, instantsOf, type FilterValues } from './agent-filters';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './agent.module.css';
import { AGENT_NS, AgentTexts } from './agent-texts';

type Order = 'loss' | 'win';

/** User loss (agentUserLoss): the downline ranked by what each lost (or won) over a period. */
function UserLossPage() {
  const { t } = useTranslation(AGENT_NS);
  const { money } = useFormat();
  const [filters, setFilters] = useState<FilterValues>(() => ({ ...defaultRange(), account: '' }));
  const [order, setOrder] = useState<Order>('loss');
  const [page, setPage] = useState(1);
  const ranking = useAgentUserLossQuery(
    { ...instantsOf(filters), order, ...(filters.account?.trim() ? { account: filters.account.trim() } : {}), pageNo: page, pageSize: AGENT_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const totals = ranking.data?.totals;
  const signedLoss = (n: number) => (n > 0 ? styles.loss : n < 0 ? styles.win : undefined);
  const columns: Column<UserLossRow>[] = [
    { key: 'rank', header: t('agentCentre:loss.rank'), align: 'center', cell: (r) => <span className={styles.strong}>{r.rank}</span>, total: t('agentCentre:loss.total') },
    {
      key: 'account',
      header: t('agentCentre:columns.account'),
      cell: (r) => (
        <>
          <span className={styles.strong}>{r.account}</span>
          <span className={styles.sub}>
            {t(`agentCentre:kinds.${r.kind}`)} · {t('agentCentre:columns.levelN', { level: r.level })}
          </span>
        </>
      ),
    },
    { key: 'bets', header: t('agentCentre:loss.bets'), align: 'end', cell: (r) => r.betCount },
    { key: 'stake', header: t('records.bets.stake'), align: 'end', cell: (r) => money(r.stake), total: totals && money(totals.stake) },
    { key: 'validBet', header: t('records.bets.validBet'), align: 'end', cell: (r) => money(r.validBet), total: totals && money(totals.validBet) },
    { key: 'payout', header: t('records.bets.payout'), align: 'end', cell: (r) => money(r.payout), total: totals && money(totals.payout) },
    {
      key: 'loss',
      header: t('agentCentre:loss.loss'),
      align: 'end',
      cell: (r) => <span className={signedLoss(r.loss)}>{money(r.loss)}</span>,
      total: totals && <span className={signedLoss(totals.loss)}>{money(totals.loss)}</span>,
    },
  ];
  return (
    <div className={styles.page}>
      <AgentFilters
        label={t('report.filters')}
        defaultValues={filters}
        texts={[{ name: 'account', label: t('agentCentre:columns.account'), maxLength: 64 }]}
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <div className={styles.segmented} role="group" aria-label={t('agentCentre:loss.orderBy')}>
        {(['loss', 'win'] as const).map((o) => (
          <button
            key={o}
            type="button"
            aria-pressed={o === order}
            onClick={() => {
              setOrder(o);
              setPage(1);
            }}
          >
            {t(`agentCentre:loss.by.${o}`)}
          </button>
        ))}
      </div>
      <DataTable
        caption={t(`agentCentre:loss.caption.${order}`)}
        columns={columns}
        rows={ranking.data?.items}
        rowKey={(r) => r.account}
        loading={ranking.isFetching}
        error={ranking.isError}
        onRetry={() => void ranking.refetch()}
        emptyTitle={t('agentCentre:bets.none')}
      />
      {(ranking.data?.totalPages ?? 1) > 1 && <Pager page={page} pageCount={ranking.data?.totalPages ?? 1} onPage={setPage} disabled={ranking.isFetching} />}
    </div>
  );
}

export function Component() {
  return (
    <AgentTexts>
      <UserLossPage />
    </AgentTexts>
  );
}
