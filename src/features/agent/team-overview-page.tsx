import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { overviewRanges, type AgentFlags, type OverviewRange, type OverviewTotals, type TeamOverview } from '@/shared/contract/agent';
import { agentCentreOpened, type AgentCentrePage } from '@/shared/store/centres';
import { useAppDispatch } from '@/shared/store/hooks';
import { useAgentProfileQuery, useAgentTeamOverviewQuery } from './agent-api';
import { useBucketLabel } from './period-labels';
import { TrendChart, type ChartSeries } from './trend-chart';
import { useFormat } from '@/shared/i18n/use-format';
import panels from '@/shared/styles/panels.module.css';
import styles from './agent.module.css';
import { AGENT_NS, AgentTexts } from './agent-texts';

type Figure = keyof OverviewTotals;

/** The figures of the overview, in reading order; money ones are amounts, the others counts. */
const figures: ReadonlyArray<{ key: Figure; money: boolean; highlight?: boolean }> = [
  { key: 'teamSize', money: false, highlight: true },
  { key: 'levels', money: false },
  { key: 'directMembers', money: false },
  { key: 'subAgents', money: false },
  { key: 'newMembers', money: false },
  { key: 'activeMembers', money: false },
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  { key: 'bets', money: true },
  { key: 'validBets', money: true },
  { key: 'payouts', money: true },
  { key: 'netProfitLoss', money: true, highlight: true },
  { key: 'commission', money: true, highlight: true },
];

/** The offers waiting for the agent (spec section 3's `…req` flags) and the entry that answers each. */
const requestFlags: ReadonlyArray<[keyof AgentFlags, AgentCentrePage]> = [
  ['divtypereq', 'agentDividend'],
  ['dailysalreqtype', 'agentDailyWages'],
  ['contracthoursalreq', 'agentHourlySalary'],
  ['realtimesalreqtype', 'agentRealtimeSalary'],
];

function WaitingOffers({ flags }: { flags: AgentFlags }) {
  const { t } = useTranslation(AGENT_NS);
  const dispatch = useAppDispatch();
  const waiting = requestFlags.filter(([flag]) => flags[flag] === 1);
  if (waiting.length === 0) return null;
  return (
    <section className={styles.request} aria-labelledby="agent-offers-waiting">
      <h3 className={styles.cardTitle} id="agent-offers-waiting">
        {t('agentCentre:overview.offersWaiting')}
      </h3>
      <p className={styles.muted}>{t('agentCentre:overview.offersWaitingText')}</p>
      <div className={styles.actions}>
        {waiting.map(([flag, page]) => (
          <Button key={flag} size="small" onClick={() => dispatch(agentCentreOpened(page))}>
            {t(`agentCentre.${page}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}

function Charts({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation(AGENT_NS);
  const { money } = useFormat();
  const label = useBucketLabel();
  const count = useMemo(() => (n: number) => String(Math.round(n)), []);
  const formatMoney = useMemo(() => (n: number) => money(n), [money]);
  const labels = useMemo(() => overview.series.map((p) => label(p.at, overview.bucket)), [overview, label]);
  const series = useMemo(() => {
    const pick = (key: Exclude<keyof TeamOverview['series'][number], 'at'>) => overview.series.map((p) => p[key]);
    const s = (key: Exclude<keyof TeamOverview['series'][number], 'at'>, kind: ChartSeries['kind'], tone: ChartSeries['tone']): ChartSeries => ({
      key,
      label: t(`agentCentre:overview.figures.${key}`),
      values: pick(key),
      kind,
      tone,
    });
    return {
      cash: [s('deposits', 'bar', 'success'), s('withdrawals', 'bar', 'danger')],
      play: [s('validBets', 'line', 'primary'), s('payouts', 'line', 'accent'), s('netProfitLoss', 'line', 'danger')],
      people: [s('newMembers', 'bar', 'accent'), s('activeMembers', 'line', 'primary')],
    };
  }, [overview, t]);
  if (overview.series.length === 0) return null;
  return (
    <div className={styles.charts}>
      <TrendChart title={t('agentCentre:overview.charts.cash')} labels={labels} series={series.cash} format={formatMoney} />
      <TrendChart title={t('agentCentre:overview.charts.play')} labels={labels} series={series.play} format={formatMoney} />
      <TrendChart title={t('agentCentre:overview.charts.people')} labels={labels} series={series.people} format={count} />
    </div>
  );
}

/** Team overview (agentTeamOverview, the centre's default page): the team's size and activity over a range, in figures and charts. */
function TeamOverviewPage() {
  const { t } = useTranslation(AGENT_NS);
  const { money, date } = useFormat();
  const [range, setRange] = useState<OverviewRange>('7d');
  const profile = useAgentProfileQuery();
  const overview = useAgentTeamOverviewQuery({ range }, { refetchOnMountOrArgChange: true });
  const data = overview.data?.range === range ? overview.data : undefined;
  const symbol = profile.data?.currencySymbol ?? '';
  const signedClass = (n: number) => (n > 0 ? panels.win : n < 0 ? panels.loss : undefined);

  return (
    <div className={panels.page}>
      {profile.data && <WaitingOffers flags={profile.data.flags} />}
      <div className={styles.toolbar}>
        <div className={panels.segmented} role="group" aria-label={t('agentCentre:overview.range')}>
          {overviewRanges.map((r) => (
            <button key={r} type="button" aria-pressed={r === range} onClick={() => setRange(r)}>
              {t(`agentCentre:overview.ranges.${r}`)}
            </button>
          ))}
        </div>
        {data && (
          <p className={styles.muted}>
            {t('agentCentre:overview.since', { from: date(data.from), to: date(new Date(data.to).getTime() - 1) })}
          </p>
        )}
      </div>
      {overview.isError ? (
        <LoadFailed title={t('agentCentre:loadFailed')} text={t('table.errorText')} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <dl className={panels.figures} aria-busy={overview.isFetching || undefined} aria-label={t('agentCentre.agentTeamOverview')}>
            {figures.map(({ key, money: isMoney, highlight }) => (
              <div key={key} className={highlight ? `${panels.figure} ${panels.figureKey}` : panels.figure}>
                <dt>{t(`agentCentre:overview.figures.${key}`)}</dt>
                <dd className={key === 'netProfitLoss' && data ? signedClass(data.totals.netProfitLoss) : undefined}>
                  {data ? (isMoney ? money(data.totals[key], { signed: key === 'netProfitLoss', symbol }) : data.totals[key]) : <Skeleton className={panels.figureSkeleton} />}
                </dd>
              </div>
            ))}
          </dl>
          {data && data.series.length === 0 && <p className={styles.muted}>{t('agentCentre:overview.noActivity')}</p>}
          {data && <Charts overview={data} />}
        </>
      )}
    </div>
  );
}

export function Component() {
  return (
    <AgentTexts>
      <TeamOverviewPage />
    </AgentTexts>
  );
}
