import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/shared/components/data-table';
import type { CreditReport, CreditReportDay } from '@/shared/contract/records';
import { ClampNote } from './clamp-note';
import { ExportButton } from './export-button';
import { RecordFilters, type FilterValues } from './record-filters';
import { defaultRange, instantsOf, utcOffsetOf } from './records-range';
import { useCreditReportQuery } from './records-api';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './records.module.css';

type Figure = Exclude<keyof CreditReport['totals'], 'betCount'>;

/** The money columns, in order, with their headings; win/loss and net are signed. */
const figures = [
  ['stake', 'records.credit.stake', false],
  ['validBet', 'records.credit.validBet', false],
  ['winLoss', 'records.credit.winLoss', true],
  ['rebates', 'records.credit.rebates', false],
  ['bonuses', 'records.credit.bonuses', false],
  ['net', 'records.credit.net', true],
] as const satisfies ReadonlyArray<readonly [Figure, string, boolean]>;

/**
 * Credit report (creditReport): the member's statement by day over the
 * range of the records' filter bar, each of the member's own days with its
 * bets, valid turnover, win or loss, rebates and bonuses, totalled and
 * exported.
 */
export function Component() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const [filters, setFilters] = useState<FilterValues>(() => ({ ...defaultRange() }));
  const report = useCreditReportQuery({ ...instantsOf(filters), utcOffset: utcOffsetOf(filters) }, { refetchOnMountOrArgChange: true });
  const data = report.data;
  const signedClass = (n: number) => (n > 0 ? styles.win : n < 0 ? styles.loss : undefined);
  const amount = (n: number, signed: boolean) => (signed ? <span className={signedClass(n)}>{money(n, { signed: true })}</span> : money(n));

  const columns: Column<CreditReportDay>[] = [
    { key: 'day', header: t('records.credit.day'), cell: (d) => <span className={styles.strong}>{d.day}</span>, total: t('table.totals') },
    { key: 'betCount', header: t('records.credit.betCount'), align: 'end', cell: (d) => d.betCount, total: data?.totals.betCount },
    ...figures.map(
      ([figure, key, signed]): Column<CreditReportDay> => ({
        key: figure,
        header: t(key),
        align: 'end',
        cell: (d) => amount(d[figure], signed),
        total: data && amount(data.totals[figure], signed),
      }),
    ),
  ];
  const headers = [t('records.credit.day'), t('records.credit.betCount'), ...figures.map(([, key]) => t(key))];
  const exportRows = async () => {
    if (!data) return [];
    return [
      ...data.days.map((d) => [d.day, d.betCount, ...figures.map(([figure]) => d[figure])]),
      [t('table.totals'), data.totals.betCount, ...figures.map(([figure]) => data.totals[figure])],
    ];
  };

  return (
    <div className={styles.page}>
      <RecordFilters
        defaultValues={filters}
        onApply={setFilters}
        actions={<ExportButton spec={{ name: 'credit-report', headers, rows: exportRows }} disabled={!data || data.days.length === 0} />}
      />
      <ClampNote clampedFrom={data?.clampedFrom} />
      <DataTable
        caption={t('memberCentre.creditReport')}
        columns={columns}
        rows={data?.days}
        rowKey={(d) => d.day}
        loading={report.isFetching}
        error={report.isError}
        onRetry={() => void report.refetch()}
        emptyText={t('records.credit.none')}
      />
    </div>
  );
}
