import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/shared/components/data-table';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import type { ProfitLoss } from '@/shared/contract/records';
import { ClampNote } from './clamp-note';
import { ExportButton } from './export-button';
import { RecordFilters, type FilterValues } from './record-filters';
import { defaultRange, instantsOf } from './records-range';
import { useProfitLossQuery } from './records-api';
import { useFormat } from '@/shared/i18n/use-format';
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

/** Personal profit and loss (personalProfit): a period's bets, payouts, gifts and cash flow, and the bets by game category. */
export function Component() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const [filters, setFilters] = useState<FilterValues>(() => ({ ...defaultRange() }));
  const report = useProfitLossQuery(instantsOf(filters), { refetchOnMountOrArgChange: true });
  const data = report.data;
  const categoryName = (c: string) => t(`records.categories.${c}` as never);
  const signedClass = (n: number) => (n > 0 ? styles.win : n < 0 ? styles.loss : undefined);

  const columns: Column<Row>[] = [
    { key: 'category', header: t('records.bets.category'), cell: (r) => <span className={styles.strong}>{categoryName(r.category)}</span> },
    { key: 'count', header: t('records.pl.count'), align: 'end', cell: (r) => r.count },
    { key: 'stake', header: t('records.bets.stake'), align: 'end', cell: (r) => money(r.stake) },
    { key: 'valid', header: t('records.bets.validBet'), align: 'end', cell: (r) => money(r.validBet) },
    { key: 'payout', header: t('records.bets.payout'), align: 'end', cell: (r) => money(r.payout) },
    { key: 'winLoss', header: t('records.bets.winLoss'), align: 'end', cell: (r) => <span className={signedClass(r.winLoss)}>{money(r.winLoss, { signed: true })}</span> },
  ];
  const exportRows = async () => {
    if (!data) return [];
    return [
      ...figures.map(([part, key]) => [t(key), data[part]]),
      ...data.byCategory.map((r) => [`${t('records.pl.winLoss')} · ${categoryName(r.category)}`, r.winLoss]),
    ];
  };

  return (
    <div className={styles.page}>
      <RecordFilters
        defaultValues={filters}
        onApply={setFilters}
        actions={<ExportButton spec={{ name: 'profit-and-loss', headers: [t('records.pl.item'), t('records.pl.amount')], rows: exportRows }} disabled={!data} />}
      />
      <ClampNote clampedFrom={data?.clampedFrom} />
      {report.isError ? (
        <LoadFailed title={t('table.errorTitle')} text={t('table.errorText')} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <dl className={styles.figures} aria-busy={report.isFetching || undefined} aria-label={t('memberCentre.personalProfit')}>
            {figures.map(([part, key]) => (
              <div key={part} className={part === 'winLoss' || part === 'netDeposits' ? `${styles.figure} ${styles.figureKey}` : styles.figure}>
                <dt>{t(key)}</dt>
                <dd className={part === 'winLoss' && data ? signedClass(data.winLoss) : undefined}>
                  {data ? money(data[part], { signed: part === 'winLoss', symbol: data.currencySymbol }) : <Skeleton className={styles.figureSkeleton} />}
                </dd>
              </div>
            ))}
          </dl>
          <DataTable
            caption={t('records.pl.byCategory')}
            columns={columns}
            rows={data?.byCategory}
            rowKey={(r) => r.category}
            loading={report.isFetching}
            emptyText={t('records.pl.noBets')}
            skeletonRows={3}
          />
        </>
      )}
    </div>
  );
}
