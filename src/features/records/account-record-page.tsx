import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { RECORDS_PAGE_SIZE, transactionTypes, type TransactionRecord, type TransactionRecordsRequest } from '@/shared/contract/records';
import { useAppDispatch } from '@/shared/store/hooks';
import { allPages } from './all-pages';
import { ClampNote } from './clamp-note';
import { ExportButton } from './export-button';
import { RecordDetail } from './record-detail';
import { RecordFilters, type FilterValues } from './record-filters';
import { defaultRange, instantsOf } from './records-range';
import { recordsApi, useTransactionRecordsQuery } from './records-api';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './records.module.css';

type Filters = FilterValues & { type: string };

function requestOf(filters: Filters, pageNo: number, pageSize = RECORDS_PAGE_SIZE): TransactionRecordsRequest {
  return {
    ...instantsOf(filters),
    ...(filters.type ? { type: filters.type as TransactionRecordsRequest['type'] } : {}),
    pageNo,
    pageSize,
  };
}

/** Account record (transactionHistory): every movement of the member's money, typed, with the balance after it. */
export function Component() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { money, dateTime } = useFormat();
  const [filters, setFilters] = useState<Filters>(() => ({ ...defaultRange(), type: '' }));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TransactionRecord | null>(null);
  const records = useTransactionRecordsQuery(requestOf(filters, page), { refetchOnMountOrArgChange: true });
  const data = records.data;
  const typeName = (type: string) => t(`records.types.${type}` as never);
  const walletName = (r: TransactionRecord) => (r.wallet === 'vendor' ? t('records.wallets.vendor', { vendor: r.vendor ?? '' }) : t(`records.wallets.${r.wallet}` as never));
  const referenceOf = (r: TransactionRecord) => (r.reference ? `${r.reference.type}/${r.reference.id}` : '—');

  const columns: Column<TransactionRecord>[] = [
    { key: 'time', header: t('records.transactions.time'), cell: (r) => dateTime(r.createdAt) },
    { key: 'type', header: t('records.transactions.type'), cell: (r) => <span className={styles.strong}>{typeName(r.type)}</span> },
    { key: 'amount', header: t('records.transactions.amount'), align: 'end', cell: (r) => <span className={r.amount > 0 ? styles.win : styles.loss}>{money(r.amount, { signed: true })}</span> },
    { key: 'balance', header: t('records.transactions.balanceAfter'), align: 'end', cell: (r) => money(r.balanceAfter) },
    { key: 'wallet', header: t('records.transactions.wallet'), cell: walletName },
  ];
  const headers = [t('records.transactions.id'), t('records.transactions.time'), t('records.transactions.type'), t('records.transactions.amount'), t('records.transactions.balanceAfter'), t('records.transactions.wallet'), t('records.transactions.reference'), t('records.transactions.memo')];
  const exportRows = async () => {
    const rows = await allPages((pageNo, pageSize) =>
      dispatch(recordsApi.endpoints.transactionRecords.initiate(requestOf(filters, pageNo, pageSize), { subscribe: false, forceRefetch: true })).unwrap(),
    );
    return rows.map((r) => [r.id, dateTime(r.createdAt), typeName(r.type), r.amount, r.balanceAfter, walletName(r), referenceOf(r), r.memo]);
  };

  return (
    <div className={styles.page}>
      <RecordFilters
        defaultValues={filters}
        selects={[{ name: 'type', label: t('records.transactions.type'), options: transactionTypes.map((type) => ({ value: type, label: typeName(type) })) }]}
        onApply={(values) => {
          setFilters(values as Filters);
          setPage(1);
        }}
        actions={<ExportButton spec={{ name: 'account-record', headers, rows: exportRows }} disabled={!data || data.totalCount === 0} />}
      />
      <ClampNote clampedFrom={data?.clampedFrom} />
      <DataTable
        caption={t('memberCentre.transactionHistory')}
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.id}
        loading={records.isFetching}
        error={records.isError}
        onRetry={() => void records.refetch()}
        emptyText={t('table.emptyText')}
        onRowClick={setOpen}
      />
      {data && <Pager page={data.pageNo} pageCount={data.totalPages} onPage={setPage} disabled={records.isFetching} />}
      {open && (
        <RecordDetail
          title={t('records.transactions.detail')}
          onClose={() => setOpen(null)}
          fields={[
            [t('records.transactions.id'), <code key="id">{open.id}</code>],
            [t('records.transactions.time'), dateTime(open.createdAt)],
            [t('records.transactions.type'), typeName(open.type)],
            [t('records.transactions.amount'), money(open.amount, { signed: true })],
            [t('records.transactions.balanceAfter'), money(open.balanceAfter)],
            [t('records.transactions.wallet'), walletName(open)],
            [t('records.transactions.reference'), <code key="ref">{referenceOf(open)}</code>],
            [t('records.transactions.memo'), open.memo || '—'],
          ]}
        />
      )}
    </div>
  );
}
