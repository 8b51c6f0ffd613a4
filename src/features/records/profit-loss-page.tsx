import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import type { ProfitLoss } from '@/shared/contract/records';
import { useFormat } from '@/shared/i18n/use-format';
import { Amount, toneOf } from '@/shared/report/amount';
import { ClampNote } from '@/shared/report/clamp-note';
import { ExportButton } from '@/shared/report/export-button';
import { ReportFilters, type FilterValues } from '@/shared/report/report-filters';
import { defaultRange, instantsOf } from '@/shared/report/report-range';
import { ReportTable, type ReportColumn } from '@/shared/report/report-table';
import { useReportFilters } from '@/shared/report/use-report-filters';
import panels from '@/shared/styles/panels.module.css';
import { useProfitLossQuery } from './records-api';
import styles from './records.module.css';

type Row = ProfitLoss['byCategory'][number];

const figures = [
  ['bets', 'records.pl.bets'],
  ['validBets', 'records.pl.validBets'],
  ['payouts', 'records.pl.payouts'],
  ['winLoss', 'records.pl.winLoss'],
  ['bonuses', 'records.pl.bonuses'],
  ['rebates', 'records.pl.rebates'],
  ['deposits', 'records.pl.deposits'],
  ['withdrawals', 'records.pl.withdrawals'],
  ['netDeposits', 'records.pl.netDeposits'],
] as const;

/** A line of the exported statement: an item and its amount. */
type Line = readonly [string, number];

/** Personal profit and loss (personalProfit): a period's bets, payouts, gifts and cash flow, and the bets by game category. */
export function Component() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { filters, apply } = useReportFilters<FilterValues>(() => ({ ...defaultRange() }));
  const report = useProfitLossQuery(instantsOf(filters), { refetchOnMountOrArgChange: true });
  const data = report.data;
  const categoryName = (c: string) => t(`records.categories.${c}` as never);

  const columns: ReportColumn<Row>[] = [
    { key: 'category', header: t('records.bets.category'), cell: (r) => <span className={panels.strong}>{categoryName(r.category)}</span> },
    { key: 'count', header: t('records.pl.count'), align: 'end', cell: (r) => r.count },
    { key: 'stake', header: t('records.bets.stake'), align: 'end', cell: (r) => money(r.stake) },
    { key: 'valid', header: t('records.bets.validBet'), align: 'end', cell: (r) => money(r.validBet) },
    { key: 'payout', header: t('records.bets.payout'), align: 'end', cell: (r) => money(r.payout) },
    { key: 'winLoss', header: t('records.bets.winLoss'), align: 'end', cell: (r) => <Amount value={r.winLoss} signed /> },
  ];
  const statement: ReportColumn<Line>[] = [
    { key: 'item', header: t('records.pl.item'), csv: ([item]) => item },
    { key: 'amount', header: t('records.pl.amount'), csv: ([, amount]) => amount },
  ];
  const statementLines = async (): Promise<Line[]> =>
    data
      ? [...figures.map(([part, key]): Line => [t(key), data[part]]), ...data.byCategory.map((r): Line => [`${t('records.pl.winLoss')} · ${categoryName(r.category)}`, r.winLoss])]
      : [];

  return (
    <div className={panels.page}>
      <ReportFilters defaultValues={filters} onApply={apply} actions={<ExportButton name="profit-and-loss" columns={statement} rows={statementLines} disabled={!data} />} />
      <ClampNote clampedFrom={data?.clampedFrom} />
      {report.isError ? (
        <LoadFailed title={t('table.errorTitle')} text={t('table.errorText')} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <dl className={`${panels.figures} ${styles.statement}`} aria-busy={report.isFetching || undefined} aria-label={t('memberCentre.personalProfit')}>
            {figures.map(([part, key]) => (
              <div key={part} className={part === 'winLoss' || part === 'netDeposits' ? `${panels.figure} ${panels.figureKey}` : panels.figure}>
                <dt>{t(key)}</dt>
                <dd className={part === 'winLoss' && data ? toneOf(data.winLoss) : undefined}>
                  {data ? money(data[part], { signed: part === 'winLoss', symbol: data.currencySymbol }) : <Skeleton className={panels.figureSkeleton} />}
                </dd>
              </div>
            ))}
          </dl>
          <ReportTable caption={t('records.pl.byCategory')} columns={columns} rows={data?.byCategory} rowKey={(r) => r.category} query={report} emptyText={t('records.pl.noBets')} skeletonRows={3} />
        </>
      )}
    </div>
  );
}
