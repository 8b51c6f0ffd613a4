import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { AGENT_PAGE_SIZE, type TeamBet } from '@/shared/contract/agent';
import { gameCategories, type GameCategory } from '@/shared/contract/games';
import { useAgentTeamBetsQuery, useAgentVendorsQuery } from './agent-api';
import { AgentFilters, defaultRange, instantsOf, type FilterValues } from './agent-filters';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './agent.module.css';
import { AGENT_NS, AgentTexts } from './agent-texts';

/** Team betting (agentTeamBetting): the downline's bets by member, category, vendor and date, with the totals of the filter. */
function TeamBettingPage() {
  const { t } = useTranslation(AGENT_NS);
  const { money, dateTime } = useFormat();
  const [filters, setFilters] = useState<FilterValues>(() => ({ ...defaultRange(), account: '', category: '', vendor: '' }));
  const [page, setPage] = useState(1);
  const vendors = useAgentVendorsQuery();
  const bets = useAgentTeamBetsQuery(
    {
      ...instantsOf(filters),
      ...(filters.account?.trim() ? { account: filters.account.trim() } : {}),
      ...(filters.category ? { category: filters.category as GameCategory } : {}),
      ...(filters.vendor ? { vendor: filters.vendor } : {}),
      pageNo: page,
      pageSize: AGENT_PAGE_SIZE,
    },
    { refetchOnMountOrArgChange: true },
  );
  const totals = bets.data?.totals;
  const signedClass = (n: number) => (n > 0 ? styles.win : n < 0 ? styles.loss : undefined);
  const columns: Column<TeamBet>[] = [
    {
      key: 'account',
      header: t('agentCentre:columns.account'),
      cell: (b) => (
        <>
          <span className={styles.strong}>{b.account}</span>
          <span className={styles.sub}>{t('agentCentre:columns.levelN', { level: b.level })}</span>
        </>
      ),
      total: t('agentCentre:bets.total', { count: totals?.count ?? 0, members: totals?.members ?? 0 }),
    },
    {
      key: 'game',
      header: t('agentCentre:columns.game'),
      cell: (b) => (
        <>
          <span className={styles.strong}>{b.game}</span>
          <span className={styles.sub}>
            {b.vendorName} · {t(`records.categories.${b.category}`)}
          </span>
        </>
      ),
    },
    { key: 'betAt', header: t('agentCentre:columns.time'), cell: (b) => dateTime(b.betAt) },
    { key: 'stake', header: t('records.bets.stake'), align: 'end', cell: (b) => money(b.stake), total: totals && money(totals.stake) },
    { key: 'validBet', header: t('records.bets.validBet'), align: 'end', cell: (b) => money(b.validBet), total: totals && money(totals.validBet) },
    { key: 'payout', header: t('records.bets.payout'), align: 'end', cell: (b) => money(b.payout), total: totals && money(totals.payout) },
    {
      key: 'winLoss',
      header: t('records.bets.winLoss'),
      align: 'end',
      cell: (b) => <span className={signedClass(b.winLoss)}>{money(b.winLoss, { signed: true })}</span>,
      total: totals && <span className={signedClass(totals.winLoss)}>{money(totals.winLoss, { signed: true })}</span>,
    },
    { key: 'status', header: t('agentCentre:columns.status'), cell: (b) => t(`records.status.${b.status}`) },
  ];
  return (
    <div className={styles.page}>
      <AgentFilters
        label={t('report.filters')}
        defaultValues={filters}
        texts={[{ name: 'account', label: t('agentCentre:columns.account'), maxLength: 64 }]}
        selects={[
          { name: 'category', label: t('records.bets.category'), options: gameCategories.map((c) => ({ value: c, label: t(`records.categories.${c}`) })) },
          { name: 'vendor', label: t('records.bets.vendor'), options: (vendors.data ?? []).map((v) => ({ value: v.code, label: v.name })), loading: vendors.isLoading },
        ]}
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <DataTable
        caption={t('agentCentre.agentTeamBetting')}
        columns={columns}
        rows={bets.data?.items}
        rowKey={(b) => b.id}
        loading={bets.isFetching}
        error={bets.isError}
        onRetry={() => void bets.refetch()}
        emptyTitle={t('agentCentre:bets.none')}
      />
      {(bets.data?.totalPages ?? 1) > 1 && <Pager page={page} pageCount={bets.data?.totalPages ?? 1} onPage={setPage} disabled={bets.isFetching} />}
    </div>
  );
}

export function Component() {
  return (
    <AgentTexts>
      <TeamBettingPage />
    </AgentTexts>
  );
}
