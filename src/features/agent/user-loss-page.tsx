import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_MAX_PAGE_SIZE, AGENT_PAGE_SIZE, type UserLossRow } from '@/shared/contract/agent';
import type { api } from '@/shared/contract/api';
import type { RequestOf } from '@/shared/contract/endpoint';
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
import { agentApi, useAgentUserLossQuery } from './agent-api';
import { AGENT_NS, AgentTexts } from './agent-texts';

type Order = 'loss' | 'win';

function requestOf(filters: FilterValues, order: Order, pageNo: number, pageSize = AGENT_PAGE_SIZE): RequestOf<typeof api.agentUserLoss> {
  const { account } = chosen(filters, ['account']);
  return { ...instantsOf(filters), order, ...(account ? { account } : {}), pageNo, pageSize };
}

/** User loss (agentUserLoss): the downline ranked by what each lost (or won) over a period. */
function UserLossPage() {
  const { t } = useTranslation(AGENT_NS);
  const dispatch = useAppDispatch();
  const { money } = useFormat();
  const { filters, page, setPage, apply } = useReportFilters<FilterValues>(() => ({ ...defaultRange(), account: '' }));
  const [order, setOrder] = useState<Order>('loss');
  const ranking = useAgentUserLossQuery(requestOf(filters, order, page), { refetchOnMountOrArgChange: true });
  const data = ranking.data;
  const totals = data?.totals;
  const columns: ReportColumn<UserLossRow>[] = [
    { key: 'rank', header: t('agentCentre:loss.rank'), align: 'center', cell: (r) => <span className={panels.strong}>{r.rank}</span>, csv: (r) => r.rank, total: t('agentCentre:loss.total') },
    {
      key: 'account',
      header: t('agentCentre:columns.account'),
      cell: (r) => (
        <>
          <span className={panels.strong}>{r.account}</span>
          <span className={panels.sub}>
            {t(`agentCentre:kinds.${r.kind}`)} · {t('agentCentre:columns.levelN', { level: r.level })}
          </span>
        </>
      ),
      csv: (r) => r.account,
    },
    { key: 'kind', header: t('agentCentre:columns.type'), csv: (r) => t(`agentCentre:kinds.${r.kind}`) },
    { key: 'level', header: t('agentCentre:columns.level'), csv: (r) => r.level },
    { key: 'bets', header: t('agentCentre:loss.bets'), align: 'end', cell: (r) => r.betCount, csv: (r) => r.betCount },
    { key: 'stake', header: t('records.bets.stake'), align: 'end', cell: (r) => money(r.stake), csv: (r) => r.stake, total: totals && money(totals.stake) },
    { key: 'validBet', header: t('records.bets.validBet'), align: 'end', cell: (r) => money(r.validBet), csv: (r) => r.validBet, total: totals && money(totals.validBet) },
    { key: 'payout', header: t('records.bets.payout'), align: 'end', cell: (r) => money(r.payout), csv: (r) => r.payout, total: totals && money(totals.payout) },
    {
      key: 'loss',
      header: t('agentCentre:loss.loss'),
      align: 'end',
      // a member's loss is the figure this report ranks: red when they lost, green when they won
      cell: (r) => <Amount value={r.loss} toned invert />,
      csv: (r) => r.loss,
      total: totals && <Amount value={totals.loss} toned invert />,
    },
  ];
  const exportRows = () =>
    allPages(AGENT_MAX_PAGE_SIZE, (pageNo, pageSize) => dispatch(agentApi.endpoints.agentUserLoss.initiate(requestOf(filters, order, pageNo, pageSize), { subscribe: false, forceRefetch: true })).unwrap());
  return (
    <div className={panels.page}>
      <ReportFilters
        defaultValues={filters}
        texts={[{ name: 'account', label: t('agentCentre:columns.account'), maxLength: 64 }]}
        onApply={apply}
        actions={<ExportButton name="user-loss" columns={columns} rows={exportRows} disabled={!data || data.totalCount === 0} />}
      />
      <div className={panels.segmented} role="group" aria-label={t('agentCentre:loss.orderBy')}>
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
      <ReportTable
        caption={t(`agentCentre:loss.caption.${order}`)}
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.account}
        query={ranking}
        pager={{ page, pageCount: data?.totalPages ?? 1, onPage: setPage }}
        emptyTitle={t('agentCentre:bets.none')}
      />
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
