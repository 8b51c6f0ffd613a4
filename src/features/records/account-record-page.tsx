import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_EXPORT_PAGE_SIZE, RECORDS_PAGE_SIZE, transactionTypes, type TransactionRecord, type TransactionRecordsRequest } from '@/shared/contract/records';
import { useFormat } from '@/shared/i18n/use-format';
import { allPages } from '@/shared/report/all-pages';
import { Amount } from '@/shared/report/amount';
import { ClampNote } from '@/shared/report/clamp-note';
import { ExportButton } from '@/shared/report/export-button';
import { ReportFilters, type FilterValues } from '@/shared/report/report-filters';
import { defaultRange, instantsOf } from '@/shared/report/report-range';
import { ReportTable, type ReportColumn } from '@/shared/report/report-table';
import { useReportFilters } from '@/shared/report/use-report-filters';
import { useAppDispatch } from '@/shared/store/hooks';
import panels from '@/shared/styles/panels.module.css';
import { RecordDetail } from './record-detail';
import { recordsApi, useTransactionRecordsQuery } from './records-api';

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
  const { filters, page, setPage, apply } = useReportFilters<Filters>(() => ({ ...defaultRange(), type: '' }));
  const [open, setOpen] = useState<TransactionRecord | null>(null);
  const records = useTransactionRecordsQuery(requestOf(filters, page), { refetchOnMountOrArgChange: true });
  const data = records.data;
  const typeName = (type: string) => t(`records.types.${type}` as never);
  const walletName = (r: TransactionRecord) => (r.wallet === 'vendor' ? t('records.wallets.vendor', { vendor: r.vendor ?? '' }) : t(`records.wallets.${r.wallet}` as never));
  const referenceOf = (r: TransactionRecord) => (r.reference ? `${r.reference.type}/${r.reference.id}` : '—');

  const columns: ReportColumn<TransactionRecord>[] = [
    { key: 'id', header: t('records.transactions.id'), csv: (r) => r.id },
    { key: 'time', header: t('records.transactions.time'), cell: (r) => dateTime(r.createdAt), csv: (r) => dateTime(r.createdAt) },
    { key: 'type', header: t('records.transactions.type'), cell: (r) => <span className={panels.strong}>{typeName(r.type)}</span>, csv: (r) => typeName(r.type) },
    { key: 'amount', header: t('records.transactions.amount'), align: 'end', cell: (r) => <Amount value={r.amount} signed />, csv: (r) => r.amount },
    { key: 'balance', header: t('records.transactions.balanceAfter'), align: 'end', cell: (r) => money(r.balanceAfter), csv: (r) => r.balanceAfter },
    { key: 'wallet', header: t('records.transactions.wallet'), cell: walletName, csv: walletName },
    { key: 'reference', header: t('records.transactions.reference'), csv: referenceOf },
    { key: 'memo', header: t('records.transactions.memo'), csv: (r) => r.memo },
  ];
  const exportRows = () =>
    allPages(RECORDS_EXPORT_PAGE_SIZE, (pageNo, pageSize) =>
      dispatch(recordsApi.endpoints.transactionRecords.initiate(requestOf(filters, pageNo, pageSize), { subscribe: false, forceRefetch: true })).unwrap(),
    );

  return (
    <div className={panels.page}>
      <ReportFilters
        defaultValues={filters}
        selects={[{ name: 'type', label: t('records.transactions.type'), options: transactionTypes.map((type) => ({ value: type, label: typeName(type) })) }]}
        onApply={apply}
        actions={<ExportButton name="account-record" columns={columns} rows={exportRows} disabled={!data || data.totalCount === 0} />}
      />
      <ClampNote clampedFrom={data?.clampedFrom} />
      <ReportTable
        caption={t('memberCentre.transactionHistory')}
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.id}
        query={records}
        pager={data && { page: data.pageNo, pageCount: data.totalPages, onPage: setPage }}
        emptyText={t('table.emptyText')}
        onRowClick={setOpen}
      />
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
