import { useTranslation } from 'react-i18next';
import type { CreditReport, CreditReportDay } from '@/shared/contract/records';
import { Amount } from '@/shared/report/amount';
import { ClampNote } from '@/shared/report/clamp-note';
import { ExportButton } from '@/shared/report/export-button';
import { ReportFilters, type FilterValues } from '@/shared/report/report-filters';
import { defaultRange, instantsOf, utcOffsetOf } from '@/shared/report/report-range';
import { ReportTable, type ReportColumn } from '@/shared/report/report-table';
import { useReportFilters } from '@/shared/report/use-report-filters';
import panels from '@/shared/styles/panels.module.css';
import { useCreditReportQuery } from './records-api';

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
 * range of the filter bar, each of the member's own days with its bets,
 * valid turnover, win or loss, rebates and bonuses, totalled and exported
 * (the file ends with the totals).
 */
export function Component() {
  const { t } = useTranslation();
  const { filters, apply } = useReportFilters<FilterValues>(() => ({ ...defaultRange() }));
  const report = useCreditReportQuery({ ...instantsOf(filters), utcOffset: utcOffsetOf(filters) }, { refetchOnMountOrArgChange: true });
  const data = report.data;

  const columns: ReportColumn<CreditReportDay>[] = [
    { key: 'day', header: t('records.credit.day'), cell: (d) => <span className={panels.strong}>{d.day}</span>, csv: (d) => d.day, total: t('table.totals'), csvTotal: t('table.totals') },
    { key: 'betCount', header: t('records.credit.betCount'), align: 'end', cell: (d) => d.betCount, csv: (d) => d.betCount, total: data?.totals.betCount, csvTotal: data?.totals.betCount },
    ...figures.map(
      ([figure, key, signed]): ReportColumn<CreditReportDay> => ({
        key: figure,
        header: t(key),
        align: 'end',
        cell: (d) => <Amount value={d[figure]} signed={signed} />,
        csv: (d) => d[figure],
        total: data && <Amount value={data.totals[figure]} signed={signed} />,
        csvTotal: data?.totals[figure],
      }),
    ),
  ];

  return (
    <div className={panels.page}>
      <ReportFilters
        defaultValues={filters}
        onApply={apply}
        actions={<ExportButton name="credit-report" columns={columns} rows={async () => data?.days ?? []} disabled={!data || data.days.length === 0} />}
      />
      <ClampNote clampedFrom={data?.clampedFrom} />
      <ReportTable caption={t('memberCentre.creditReport')} columns={columns} rows={data?.days} rowKey={(d) => d.day} query={report} emptyText={t('records.credit.none')} />
    </div>
  );
}
