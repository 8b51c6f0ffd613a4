import { useTranslation } from 'react-i18next';
import { AGENT_MAX_PAGE_SIZE, AGENT_PAGE_SIZE, downlineTransactionTypes, type DownlineTransaction, type DownlineTransactionType } from '@/shared/contract/agent';
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
import { agentApi, useAgentAccountDetailsQuery } from './agent-api';
import { AGENT_NS, AgentTexts } from './agent-texts';

function requestOf(filters: FilterValues, pageNo: number, pageSize = AGENT_PAGE_SIZE): RequestOf<typeof api.agentAccountDetails> {
  const { account, type } = chosen(filters, ['account', 'type']);
  return { ...instantsOf(filters), ...(account ? { account } : {}), ...(type ? { type: type as DownlineTransactionType } : {}), pageNo, pageSize };
}

/** Account details (agentAccountDetails): the downline's deposits, withdrawals, transfers, bonuses and the rest, with filters. */
function AccountDetailsPage() {
  const { t } = useTranslation(AGENT_NS);
  const dispatch = useAppDispatch();
  const { money, dateTime } = useFormat();
  const { filters, page, setPage, apply } = useReportFilters<FilterValues>(() => ({ ...defaultRange(), account: '', type: '' }));
  const details = useAgentAccountDetailsQuery(requestOf(filters, page), { refetchOnMountOrArgChange: true });
  const data = details.data;
  const typeName = (type: string) => t(`records.types.${type}` as never);
  const columns: ReportColumn<DownlineTransaction>[] = [
    { key: 'createdAt', header: t('agentCentre:columns.time'), cell: (r) => dateTime(r.createdAt), csv: (r) => dateTime(r.createdAt) },
    {
      key: 'account',
      header: t('agentCentre:columns.account'),
      cell: (r) => (
        <>
          <span className={panels.strong}>{r.account}</span>
          <span className={panels.sub}>{t('agentCentre:columns.levelN', { level: r.level })}</span>
        </>
      ),
      csv: (r) => r.account,
    },
    { key: 'level', header: t('agentCentre:columns.level'), csv: (r) => r.level },
    { key: 'type', header: t('agentCentre:columns.type'), cell: (r) => typeName(r.type), csv: (r) => typeName(r.type) },
    { key: 'amount', header: t('agentCentre:payments.amount'), align: 'end', cell: (r) => <Amount value={r.amount} signed />, csv: (r) => r.amount },
    { key: 'balanceAfter', header: t('withdraw.upline.balanceAfter'), align: 'end', cell: (r) => (r.balanceAfter === null ? '—' : money(r.balanceAfter)), csv: (r) => r.balanceAfter },
    { key: 'memo', header: t('agentCentre:columns.memo'), cell: (r) => <span className={panels.sub}>{r.memo}</span>, csv: (r) => r.memo },
  ];
  const exportRows = () =>
    allPages(AGENT_MAX_PAGE_SIZE, (pageNo, pageSize) => dispatch(agentApi.endpoints.agentAccountDetails.initiate(requestOf(filters, pageNo, pageSize), { subscribe: false, forceRefetch: true })).unwrap());
  return (
    <div className={panels.page}>
      <ReportFilters
        defaultValues={filters}
        texts={[{ name: 'account', label: t('agentCentre:columns.account'), maxLength: 64 }]}
        selects={[{ name: 'type', label: t('agentCentre:columns.type'), options: downlineTransactionTypes.map((type) => ({ value: type, label: typeName(type) })) }]}
        onApply={apply}
        actions={<ExportButton name="account-details" columns={columns} rows={exportRows} disabled={!data || data.totalCount === 0} />}
      />
      <ReportTable
        caption={t('agentCentre.agentAccountDetails')}
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.id}
        query={details}
        pager={{ page, pageCount: data?.totalPages ?? 1, onPage: setPage }}
        emptyTitle={t('agentCentre:details.none')}
      />
    </div>
  );
}

export function Component() {
  return (
    <AgentTexts>
      <AccountDetailsPage />
    </AgentTexts>
  );
}
