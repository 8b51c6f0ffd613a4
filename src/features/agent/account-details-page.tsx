import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { AGENT_PAGE_SIZE, downlineTransactionTypes, type DownlineTransaction, type DownlineTransactionType } from '@/shared/contract/agent';
import { useAgentAccountDetailsQuery } from './agent-api';
import { AgentFilters, defaultRange, instantsOf, type FilterValues } from './agent-filters';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './agent.module.css';
import { AGENT_NS, AgentTexts } from './agent-texts';

/** Account details (agentAccountDetails): the downline's deposits, withdrawals, transfers, bonuses and the rest, with filters. */
function AccountDetailsPage() {
  const { t } = useTranslation(AGENT_NS);
  const { money, dateTime } = useFormat();
  const [filters, setFilters] = useState<FilterValues>(() => ({ ...defaultRange(), account: '', type: '' }));
  const [page, setPage] = useState(1);
  const details = useAgentAccountDetailsQuery(
    {
      ...instantsOf(filters),
      ...(filters.account?.trim() ? { account: filters.account.trim() } : {}),
      ...(filters.type ? { type: filters.type as DownlineTransactionType } : {}),
      pageNo: page,
      pageSize: AGENT_PAGE_SIZE,
    },
    { refetchOnMountOrArgChange: true },
  );
  const signedClass = (n: number) => (n > 0 ? styles.win : n < 0 ? styles.loss : undefined);
  const columns: Column<DownlineTransaction>[] = [
    { key: 'createdAt', header: t('agentCentre:columns.time'), cell: (r) => dateTime(r.createdAt) },
    {
      key: 'account',
      header: t('agentCentre:columns.account'),
      cell: (r) => (
        <>
          <span className={styles.strong}>{r.account}</span>
          <span className={styles.sub}>{t('agentCentre:columns.levelN', { level: r.level })}</span>
        </>
      ),
    },
    { key: 'type', header: t('agentCentre:columns.type'), cell: (r) => t(`records.types.${r.type}`) },
    { key: 'amount', header: t('agentCentre:payments.amount'), align: 'end', cell: (r) => <span className={signedClass(r.amount)}>{money(r.amount, { signed: true })}</span> },
    { key: 'balanceAfter', header: t('withdraw.upline.balanceAfter'), align: 'end', cell: (r) => (r.balanceAfter === null ? '—' : money(r.balanceAfter)) },
    { key: 'memo', header: t('agentCentre:columns.memo'), cell: (r) => <span className={styles.sub}>{r.memo}</span> },
  ];
  return (
    <div className={styles.page}>
      <AgentFilters
        label={t('report.filters')}
        defaultValues={filters}
        texts={[{ name: 'account', label: t('agentCentre:columns.account'), maxLength: 64 }]}
        selects={[{ name: 'type', label: t('agentCentre:columns.type'), options: downlineTransactionTypes.map((type) => ({ value: type, label: t(`records.types.${type}`) })) }]}
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <DataTable
        caption={t('agentCentre.agentAccountDetails')}
        columns={columns}
        rows={details.data?.items}
        rowKey={(r) => r.id}
        loading={details.isFetching}
        error={details.isError}
        onRetry={() => void details.refetch()}
        emptyTitle={t('agentCentre:details.none')}
      />
      {(details.data?.totalPages ?? 1) > 1 && <Pager page={page} pageCount={details.data?.totalPages ?? 1} onPage={setPage} disabled={details.isFetching} />}
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
