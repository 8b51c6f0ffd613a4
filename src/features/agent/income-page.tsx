import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/shared/components/data-table';
import { Skeleton } from '@/shared/components/feedback';
import { agentPeriods, type AgentPeriod, type IncomeReport, type IncomeSource } from '@/shared/contract/agent';
import { presetRange } from '@/shared/form/date-range';
import { useAgentIncomeQuery } from './agent-api';
import { AgentFilters, instantsOf, type FilterValues } from './agent-filters';
import { useBucketLabel } from './period-labels';
import { TrendChart, type ChartSeries } from './trend-chart';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './agent.module.css';
import { AGENT_NS, AgentTexts } from './agent-texts';

type Row = IncomeReport['rows'][number];

const tones: Record<IncomeSource, ChartSeries['tone']> = {
  dividend: 'accent',
  dailySalary: 'primary',
  hourSalary: 'success',
  realtimeSalary: 'danger',
  rebate: 'primary',
};

/** My income (agentIncome): what the agent earned by source (dividend, wages, salaries, rebates) and period; only the kinds of pay the brand's switches leave on, as the menu's entries. */
function IncomePage() {
  const { t } = useTranslation(AGENT_NS);
  const { money } = useFormat();
  const bucketLabel = useBucketLabel();
  const [filters, setFilters] = useState<FilterValues>(() => ({ ...presetRange('previous30') }));
  const [period, setPeriod] = useState<AgentPeriod>('D');
  const report = useAgentIncomeQuery({ ...instantsOf(filters), period }, { refetchOnMountOrArgChange: true });
  const data = report.data?.period === period ? report.data : undefined;
  const label = (at: string) => bucketLabel(at, period === 'M' ? 'dayYear' : 'day');
  const columns: Column<Row>[] = [
    { key: 'at', header: t('agentCentre:income.period'), cell: (r) => <span className={styles.strong}>{label(r.at)}</span>, total: t('agentCentre:loss.total') },
    // the kinds of pay the brand's switches leave on: the server sends no other
    ...(data?.sources ?? []).map(
      (source): Column<Row> => ({
        key: source,
        header: t(`agentCentre:income.sources.${source}`),
        align: 'end',
        cell: (r) => money(r[source] ?? 0),
        total: money(data?.totals[source] ?? 0),
      }),
    ),
    { key: 'total', header: t('agentCentre:income.total'), align: 'end', cell: (r) => <span className={styles.strong}>{money(r.total)}</span>, total: data && money(data.totals.total) },
  ];
  const chart = useMemo(() => {
    if (!data || data.rows.length === 0) return null;
    return {
      labels: data.rows.map((r) => bucketLabel(r.at, period === 'M' ? 'dayYear' : 'day')),
      series: [
        { key: 'total', label: t('agentCentre:income.total'), values: data.rows.map((r) => r.total), kind: 'bar', tone: 'primary' },
        ...data.sources
          .filter((s) => s !== 'rebate' && (data.totals[s] ?? 0) !== 0)
          .map((s): ChartSeries => ({ key: s, label: t(`agentCentre:income.sources.${s}`), values: data.rows.map((r) => r[s] ?? 0), kind: 'line', tone: tones[s] })),
      ] satisfies ChartSeries[],
    };
  }, [data, bucketLabel, period, t]);
  const formatMoney = useMemo(() => (n: number) => money(n), [money]);

  return (
    <div className={styles.page}>
      <AgentFilters label={t('report.filters')} defaultValues={filters} onApply={setFilters} />
      <div className={styles.segmented} role="group" aria-label={t('agentCentre:income.groupBy')}>
        {agentPeriods.map((p) => (
          <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {t(`agentCentre:periods.${p}`)}
          </button>
        ))}
      </div>
      {data ? (
        <dl className={styles.figures} aria-label={t('agentCentre:income.bySource')}>
          {data.sources.map((s) => (
            <div key={s} className={styles.figure}>
              <dt>{t(`agentCentre:income.sources.${s}`)}</dt>
              <dd>{money(data.totals[s] ?? 0)}</dd>
            </div>
          ))}
          <div className={`${styles.figure} ${styles.figureKey}`}>
            <dt>{t('agentCentre:income.total')}</dt>
            <dd>{money(data.totals.total)}</dd>
          </div>
        </dl>
      ) : (
        !report.isError && <Skeleton style={{ height: 72 }} />
      )}
      {chart && <TrendChart title={t('agentCentre:income.chart')} labels={chart.labels} series={chart.series} format={formatMoney} />}
      <DataTable
        caption={t('agentCentre:income.table')}
        columns={columns}
        rows={data?.rows}
        rowKey={(r) => r.at}
        loading={report.isFetching}
        error={report.isError}
        onRetry={() => void report.refetch()}
        emptyTitle={t('agentCentre:income.none')}
      />
    </div>
  );
}

export function Component() {
  return (
    <AgentTexts>
      <IncomePage />
    </AgentTexts>
  );
}
