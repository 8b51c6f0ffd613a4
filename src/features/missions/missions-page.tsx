import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { GiftIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { Tabs } from '@/shared/components/tabs';
import { missionsFailureReasons, type Mission, type MissionClaim, type MissionLeaderEntry, type MissionPeriod } from '@/shared/contract/missions';
import { failureProblem, reasonProblem } from '@/shared/form/failure';
import { translateProblem } from '@/shared/form/problem';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppSelector } from '@/shared/store/hooks';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import { useClaimMissionMutation, useMissionLeaderboardQuery, useMissionSummaryQuery } from './missions-api';
import { MISSIONS_NS, MissionsTexts } from './missions-texts';
import styles from './missions.module.css';

/** Missions (missionLeaderboard): the daily and weekly missions with their progress and claims, and this week's leaderboard. */
export function Component() {
  return (
    <MissionsTexts placeholder={<Skeleton style={{ height: 320 }} />}>
      <Missions />
    </MissionsTexts>
  );
}

function useMoney() {
  const format = useFormat({ symbol: useAppSelector(selectCurrencySymbol) });
  return format;
}

function Missions() {
  const { t } = useTranslation(MISSIONS_NS);
  const [period, setPeriod] = useState<MissionPeriod>('D');
  const summary = useMissionSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const tabs = [
    { key: 'D' as const, label: t('missions:missions.tabs.daily') },
    { key: 'W' as const, label: t('missions:missions.tabs.weekly') },
  ];
  let body;
  if (summary.isLoading) body = <Skeleton style={{ height: 240 }} />;
  else if (summary.isError || !summary.data) body = <LoadFailed title={t('missions:missions.failed')} onRetry={() => void summary.refetch()} />;
  else {
    const shown = summary.data.missions.filter((m) => m.period === period);
    body =
      shown.length === 0 ? (
        <StateView icon={<GiftIcon size={28} />} title={t('missions:missions.emptyTitle')} text={t('missions:missions.emptyText')} />
      ) : (
        <ul className={styles.list} data-testid="mission-list">
          {shown.map((m) => (
            <MissionCard key={`${m.id}:${m.periodKey}`} mission={m} blocked={summary.data?.claimBlocked !== null} />
          ))}
        </ul>
      );
  }
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('missions:missions.intro')}</p>
      {summary.data?.claimBlocked && (
        <p className={styles.note} role="note">
          {t('missions:missions.blocked')}
        </p>
      )}
      <Tabs items={tabs} selected={period} onSelect={setPeriod} label={t('missions:missions.tabs.label')} className={styles.tabs}>
        {body}
      </Tabs>
      <Leaderboard />
    </div>
  );
}

function MissionCard({ mission, blocked }: { mission: Mission; blocked: boolean }) {
  const { t } = useTranslation(MISSIONS_NS);
  const format = useMoney();
  const [claim, claiming] = useClaimMissionMutation();
  const action = useIdempotencyKey();
  const [paid, setPaid] = useState<MissionClaim | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const value = (n: number) => (mission.metric === 'turnover' ? format.money(n) : format.number(n));
  const done = Math.min(mission.progress, mission.target);
  const percent = Math.round((done / mission.target) * 100);
  const reward =
    mission.rewardType === 'points'
      ? t('missions:missions.reward.points', { points: format.number(mission.reward) })
      : t(`missions:missions.reward.${mission.rewardType}`, { amount: format.money(mission.reward) });
  const onClaim = async () => {
    setFailure(null);
    const result = await claim({ missionId: mission.id, idempotencyKey: action.key });
    action.settle('error' in result ? result.error : undefined);
    if ('error' in result) {
      const error = result.error;
      setFailure(
        isApiErrorData(error)
          ? translateProblem(t, reasonProblem('missions', missionsFailureReasons, error, { namespace: 'missions' }) ?? failureProblem(error))
          : t('missions:missions.errors.generic'),
      );
      return;
    }
    setPaid(result.data);
  };
  const paidText = paid
    ? paid.rewardType === 'points'
      ? t('missions:missions.paid.points', { points: format.number(paid.amount) })
      : t(`missions:missions.paid.${paid.rewardType}`, { amount: format.money(paid.amount), times: paid.turnoverMultiple })
    : null;
  return (
    <li className={styles.card} data-testid={`mission-${mission.code}`} data-state={mission.state}>
      <div className={styles.head}>
        <h3 className={styles.title}>{mission.title}</h3>
        <span className={`${styles.badge} ${styles[mission.state]}`}>{t(`missions:missions.state.${mission.state}`)}</span>
      </div>
      <p className={styles.reward}>
        <GiftIcon size={16} />
        <span>{reward}</span>
        {mission.rewardType === 'bonus' && mission.turnoverMultiple > 0 && <span className={styles.hint}>{t('missions:missions.turnover', { times: mission.turnoverMultiple })}</span>}
      </p>
      <div className={styles.progress}>
        <div
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={mission.target}
          aria-valuenow={done}
          aria-valuetext={`${value(done)} / ${value(mission.target)}`}
          aria-label={t('missions:missions.progressLabel', { title: mission.title, done: value(done), target: value(mission.target) })}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <span className={styles.count} data-testid="mission-progress">
          {value(done)} / {value(mission.target)}
        </span>
      </div>
      <div className={styles.foot}>
        <span className={styles.hint}>{t('missions:missions.resets', { at: format.dateTime(mission.endsAt) })}</span>
        {mission.state === 'claimable' && !blocked && (
          <Button variant="accent" loading={claiming.isLoading} onClick={() => void onClaim()}>
            {t('missions:missions.claim')}
          </Button>
        )}
      </div>
      {paidText && (
        <p role="status" className={styles.success}>
          {paidText}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </li>
  );
}

function Leaderboard() {
  const { t } = useTranslation(MISSIONS_NS);
  const format = useMoney();
  const board = useMissionLeaderboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const columns: Column<MissionLeaderEntry>[] = [
    { key: 'rank', header: t('missions:missions.leaderboard.rank'), align: 'center', cell: (e) => <span className={e.rank <= 3 ? styles.top : undefined}>{e.rank}</span> },
    { key: 'account', header: t('missions:missions.leaderboard.account'), cell: (e) => e.account },
    { key: 'completed', header: t('missions:missions.leaderboard.completed'), align: 'end', cell: (e) => format.number(e.completed) },
    { key: 'points', header: t('missions:missions.leaderboard.points'), align: 'end', cell: (e) => format.number(e.points) },
  ];
  const me = board.data?.me;
  return (
    <section aria-labelledby="missions-leaderboard" className={styles.board}>
      <h3 id="missions-leaderboard" className={styles.sectionTitle}>
        {t('missions:missions.leaderboard.title')}
      </h3>
      {me && (
        <p className={styles.me} data-testid="mission-me">
          {me.rank === null
            ? t('missions:missions.leaderboard.meUnranked')
            : t('missions:missions.leaderboard.me', { rank: me.rank, completed: format.number(me.completed), points: format.number(me.points) })}
        </p>
      )}
      {board.isError ? (
        <LoadFailed title={t('missions:missions.leaderboard.failed')} onRetry={() => void board.refetch()} />
      ) : (
        <DataTable
          caption={t('missions:missions.leaderboard.caption')}
          columns={columns}
          rows={board.data?.entries}
          rowKey={(e) => e.rank}
          loading={board.isLoading}
          error={false}
          onRetry={() => void board.refetch()}
          emptyTitle={t('missions:missions.leaderboard.emptyTitle')}
          emptyText={t('missions:missions.leaderboard.emptyText')}
        />
      )}
    </section>
  );
}
