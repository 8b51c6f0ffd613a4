import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import type { DepositOrder } from '@/shared/contract/deposit';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatCurrency } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';
import { useDepositHistoryQuery } from './deposit-api';
import { StateBadge } from './state-badge';
import styles from './deposit.module.css';
import { FRESH_STATE } from '@/shared/api/fresh-state';

export const HISTORY_PAGE_SIZE = 10;

/** The member's deposits, newest first, ten a page; a row opens its order. */
export function DepositHistory({ currencySymbol, onOpen }: { currencySymbol: string; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useDepositHistoryQuery({ page, pageSize: HISTORY_PAGE_SIZE }, FRESH_STATE);
  const columns: Column<DepositOrder>[] = [
    { key: 'time', header: t('deposit.history.time'), cell: (o) => formatDateTime(o.createdAt, language) },
    { key: 'channel', header: t('deposit.history.channel'), cell: (o) => t(`deposit.kind.${o.kind}`) },
    { key: 'reference', header: t('deposit.reference'), cell: (o) => <span className={styles.mono}>{o.reference}</span> },
    {
      key: 'amount',
      header: t('deposit.amount'),
      align: 'end',
      cell: (o) => formatCurrency(o.creditedAmount ?? o.amount, language, { symbol: currencySymbol }),
    },
    { key: 'state', header: t('deposit.history.state'), align: 'center', cell: (o) => <StateBadge state={o.state} /> },
  ];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className={styles.history}>
      <DataTable
        caption={t('deposit.history.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(o) => o.id}
        loading={isLoading || isFetching}
        error={isError}
        onRetry={() => void refetch()}
        emptyTitle={t('deposit.history.emptyTitle')}
        emptyText={t('deposit.history.emptyText')}
        onRowClick={(o) => onOpen(o.id)}
      />
      <Pager page={page} pageCount={pageCount} onPage={setPage} disabled={isFetching} />
    </div>
  );
}
