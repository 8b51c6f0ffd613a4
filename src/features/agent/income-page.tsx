import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/components/feedback';
import { agentPeriods, type AgentPeriod, type IncomeReport, type IncomeSource } from '@/shared/contract/agent';
import { presetRange } from '@/shared/form/date-range';
import { useFormat } from '@/shared/i18n/use-format';
import { ExportButton } from '@/shared/report/export-button';
import { ReportFilters, type FilterValues } from '@/shared/report/report-filters';
import { instantsOf } from '@/shared/report/report-range';
import { ReportTable, type ReportColumn } from '@/shared/report/report-table';
import { useReportFilters } from '@/shared/report/use-report-filters';
import panels from '@/shared/styles/panels.module.css';
import { useAgentIncomeQuery } from './agent-api';
import { AGENT_NS, AgentTexts } from './agent-texts';
import { useBucketLabel } from './period-labels';
import { TrendChart, type ChartSeries } from './trend-chart';

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
  const { filters, apply } = useReportFilters<FilterValues>(() => ({ ...presetRange('previous30') }));
  const [period, setPeriod] = useState<AgentPeriod>('D');
  const report = useAgentIncomeQuery({ ...instantsOf(filters), period }, { refetchOnMountOrArgChange: true });
  const data = report.data?.period === period ? report.data : undefined;
  const label = (at: string) => bucketLabel(at, period === 'M' ? 'dayYear' : 'day');
  const columns: ReportColumn<Row>[] = [
    {
      key: 'at',
      header: t('agentCentre:income.period'),
      cell: (r) => <span className={panels.strong}>{label(r.at)}</span>,
      csv: (r) => label(r.at),
      total: t('agentCentre:loss.total'),
      csvTotal: t('agentCentre:loss.total'),
    },
    // the kinds of pay the brand's switches leave on: the server sends no other
    ...(data?.sources ?? []).map(
      (source): ReportColumn<Row> => ({
        key: source,
        header: t(`agentCentre:income.sources.${source}`),
        align: 'end',
        cell: (r) => money(r[source] ?? 0),
        csv: (r) => r[source] ?? 0,
        total: money(data?.totals[source] ?? 0),
        csvTotal: data?.totals[source] ?? 0,
      }),
    ),
    {
      key: 'total',
      header: t('agentCentre:income.total'),
      align: 'end',
      cell: (r) => <span className={panels.strong}>{money(r.total)}</span>,
      csv: (r) => r.total,
      total: data && money(data.totals.total),
      csvTotal: data?.totals.total,
    },
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
    <div className={panels.page}>
      <ReportFilters
        defaultValues={filters}
        onApply={apply}
        actions={<ExportButton name="income" columns={columns} rows={async () => data?.rows ?? []} disabled={!data || data.rows.length === 0} />}
      />
      <div className={panels.segmented} role="group" aria-label={t('agentCentre:income.groupBy')}>
        {agentPeriods.map((p) => (
          <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {t(`agentCentre:periods.${p}`)}
          </button>
        ))}
      </div>
      {data ? (
        <dl className={panels.figures} aria-label={t('agentCentre:income.bySource')}>
          {data.sources.map((s) => (
            <div key={s} className={panels.figure}>
              <dt>{t(`agentCentre:income.sources.${s}`)}</dt>
              <dd>{money(data.totals[s] ?? 0)}</dd>
            </div>
          ))}
          <div className={`${panels.figure} ${panels.figureKey}`}>
            <dt>{t('agentCentre:income.total')}</dt>
            <dd>{money(data.totals.total)}</dd>
          </div>
        </dl>
      ) : (
        !report.isError && <Skeleton style={{ height: 72 }} />
      )}
      {chart && <TrendChart title={t('agentCentre:income.chart')} labels={chart.labels} series={chart.series} format={formatMoney} />}
      <ReportTable caption={t('agentCentre:income.table')} columns={columns} rows={data?.rows} rowKey={(r) => r.at} query={report} emptyTitle={t('agentCentre:income.none')} />
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
