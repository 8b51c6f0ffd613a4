import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/shared/components/data-table';
import type { OperatorMission, OperatorMissionClaim } from '@/shared/contract/missions-operator';
import { PageHeader } from '@/shared/console/page-header';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { useStaffMissionsQuery } from './missions-console-api';

/** Missions, read-only: the brand's daily and weekly missions with their reward and claims, and the latest 50 claims. */
export default function MissionsConsolePage() {
  const { t } = useTranslation('operator');
  const { number, money, dateTime } = useFormat();
  const list = useStaffMissionsQuery();
  const reward = (type: OperatorMission['rewardType'], amount: number) => (type === 'points' ? t('missions.points', { points: number(amount) }) : money(amount));

  const missionColumns: Column<OperatorMission>[] = [
    { key: 'title', header: t('missions.mission'), cell: (m) => m.title },
    { key: 'period', header: t('missions.period'), cell: (m) => t(`missions.periods.${m.period}`) },
    { key: 'target', header: t('missions.target'), align: 'end', cell: (m) => (m.metric === 'turnover' ? money(m.target) : number(m.target)) },
    {
      key: 'reward',
      header: t('missions.reward'),
      align: 'end',
      cell: (m) => `${t(`missions.rewardTypes.${m.rewardType}`)} · ${reward(m.rewardType, m.reward)}${m.turnoverMultiple > 0 ? ` · ×${m.turnoverMultiple}` : ''}`,
    },
    { key: 'brand', header: t('missions.brand'), cell: (m) => m.merchantCode },
    { key: 'enabled', header: t('missions.status'), cell: (m) => (m.enabled ? t('missions.on') : <span className={table.muted}>{t('missions.off')}</span>) },
    { key: 'claims', header: t('missions.claims'), align: 'end', cell: (m) => number(m.claims) },
  ];
  const claimColumns: Column<OperatorMissionClaim>[] = [
    { key: 'at', header: t('missions.claimedAt'), cell: (c) => dateTime(c.claimedAt) },
    { key: 'member', header: t('missions.member'), cell: (c) => c.member.account },
    { key: 'mission', header: t('missions.mission'), cell: (c) => c.title },
    { key: 'periodKey', header: t('missions.periodKey'), cell: (c) => c.periodKey },
    { key: 'amount', header: t('missions.reward'), align: 'end', cell: (c) => reward(c.rewardType, c.amount) },
  ];

  return (
    <>
      <PageHeader title={t('pages.missions')} subtitle={t('missions.lead')} />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className={table.dense}>
            <DataTable caption={t('pages.missions')} columns={missionColumns} rows={list.data?.missions} rowKey={(m) => m.id} loading={list.isFetching} emptyTitle={t('missions.none')} />
          </div>
          <h2>{t('missions.latestClaims')}</h2>
          <div className={table.dense}>
            <DataTable caption={t('missions.latestClaims')} columns={claimColumns} rows={list.data?.claims} rowKey={(c) => c.id} loading={list.isFetching} emptyTitle={t('missions.noClaims')} />
          </div>
        </>
      )}
    </>
  );
}
