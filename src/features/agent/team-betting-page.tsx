import { useTranslation } from 'react-i18next';
import { AGENT_MAX_PAGE_SIZE, AGENT_PAGE_SIZE, type TeamBet } from '@/shared/contract/agent';
import type { api } from '@/shared/contract/api';
import type { RequestOf } from '@/shared/contract/endpoint';
import { gameCategories, type GameCategory } from '@/shared/contract/games';
import { useFormat } from '@/shared/i18n/use-format';
import { allPages } from '@/shared/report/all-pages';
import { Amount } from '@/shared/report/amount';
import { ExportButton } from '@/shared/report/export-button';
import { ReportFilters, type FilterValues } from '@/shared/report/report-filters';
import { chosen, defaultRange, instantsOf } from '@/shared/report/report-range';
import { ReportTable, type ReportColumn } from '@/shared/report/report-table';
import { useReportFilters } from '@/shared/report/use-report-filters';
import { useAppDispatch } from '@/shared/store/hooks';
import panels from '@/shared/styles/panels.module.css';
import { agentApi, useAgentTeamBetsQuery, useAgentVendorsQuery } from './agent-api';
import { AGENT_NS, AgentTexts } from './agent-texts';

function requestOf(filters: FilterValues, pageNo: number, pageSize = AGENT_PAGE_SIZE): RequestOf<typeof api.agentTeamBets> {
  const { account, category, vendor } = chosen(filters, ['account', 'category', 'vendor']);
  return { ...instantsOf(filters), ...(account ? { account } : {}), ...(category ? { category: category as GameCategory } : {}), ...(vendor ? { vendor } : {}), pageNo, pageSize };
}

/** Team betting (agentTeamBetting): the downline's bets by member, category, vendor and date, with the totals of the filter. */
function TeamBettingPage() {
  const { t } = useTranslation(AGENT_NS);
  const dispatch = useAppDispatch();
  const { money, dateTime } = useFormat();
  const { filters, page, setPage, apply } = useReportFilters<FilterValues>(() => ({ ...defaultRange(), account: '', category: '', vendor: '' }));
  const vendors = useAgentVendorsQuery();
  const bets = useAgentTeamBetsQuery(requestOf(filters, page), { refetchOnMountOrArgChange: true });
  const data = bets.data;
  const totals = data?.totals;
  const categoryName = (c: string) => t(`records.categories.${c}` as never);
  const statusName = (s: string) => t(`records.status.${s}` as never);
  const columns: ReportColumn<TeamBet>[] = [
    {
      key: 'account',
      header: t('agentCentre:columns.account'),
      cell: (b) => (
        <>
          <span className={panels.strong}>{b.account}</span>
          <span className={panels.sub}>{t('agentCentre:columns.levelN', { level: b.level })}</span>
        </>
      ),
      csv: (b) => b.account,
      total: t('agentCentre:bets.total', { count: totals?.count ?? 0, members: totals?.members ?? 0 }),
    },
    { key: 'level', header: t('agentCentre:columns.level'), csv: (b) => b.level },
    {
      key: 'game',
      header: t('agentCentre:columns.game'),
      cell: (b) => (
        <>
          <span className={panels.strong}>{b.game}</span>
          <span className={panels.sub}>
            {b.vendorName} · {categoryName(b.category)}
          </span>
        </>
      ),
      csv: (b) => b.game,
    },
    { key: 'vendor', header: t('records.bets.vendor'), csv: (b) => b.vendorName },
    { key: 'category', header: t('records.bets.category'), csv: (b) => categoryName(b.category) },
    { key: 'betAt', header: t('agentCentre:columns.time'), cell: (b) => dateTime(b.betAt), csv: (b) => dateTime(b.betAt) },
    { key: 'stake', header: t('records.bets.stake'), align: 'end', cell: (b) => money(b.stake), csv: (b) => b.stake, total: totals && money(totals.stake) },
    { key: 'validBet', header: t('records.bets.validBet'), align: 'end', cell: (b) => money(b.validBet), csv: (b) => b.validBet, total: totals && money(totals.validBet) },
    { key: 'payout', header: t('records.bets.payout'), align: 'end', cell: (b) => money(b.payout), csv: (b) => b.payout, total: totals && money(totals.payout) },
    {
      key: 'winLoss',
      header: t('records.bets.winLoss'),
      align: 'end',
      cell: (b) => <Amount value={b.winLoss} signed />,
      csv: (b) => b.winLoss,
      total: totals && <Amount value={totals.winLoss} signed />,
    },
    { key: 'status', header: t('agentCentre:columns.status'), cell: (b) => statusName(b.status), csv: (b) => statusName(b.status) },
  ];
  const exportRows = () =>
    allPages(AGENT_MAX_PAGE_SIZE, (pageNo, pageSize) => dispatch(agentApi.endpoints.agentTeamBets.initiate(requestOf(filters, pageNo, pageSize), { subscribe: false, forceRefetch: true })).unwrap());
  return (
    <div className={panels.page}>
      <ReportFilters
        defaultValues={filters}
        texts={[{ name: 'account', label: t('agentCentre:columns.account'), maxLength: 64 }]}
        selects={[
          { name: 'category', label: t('records.bets.category'), options: gameCategories.map((c) => ({ value: c, label: categoryName(c) })) },
          { name: 'vendor', label: t('records.bets.vendor'), options: (vendors.data ?? []).map((v) => ({ value: v.code, label: v.name })), loading: vendors.isLoading },
        ]}
        onApply={apply}
        actions={<ExportButton name="team-betting" columns={columns} rows={exportRows} disabled={!data || data.totalCount === 0} />}
      />
      <ReportTable
        caption={t('agentCentre.agentTeamBetting')}
        columns={columns}
        rows={data?.items}
        rowKey={(b) => b.id}
        query={bets}
        pager={{ page, pageCount: data?.totalPages ?? 1, onPage: setPage }}
        emptyTitle={t('agentCentre:bets.none')}
      />
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
