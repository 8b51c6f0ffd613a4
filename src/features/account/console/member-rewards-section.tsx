import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '@/shared/components/data-table';
import type { Reward } from '@/shared/contract/promotions';
import { Badge, type BadgeTone } from '@/shared/console/badge';
import card from '@/shared/console/card.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { ListPager } from '@/shared/console/list-pager';
import { EmptyNote, ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { useMemberPointsQuery, useMemberRewardsQuery } from './member-rewards-api';
import styles from './member-page.module.css';

const POINTS_PAGE = 10;
const rewardTones: Record<Reward['state'], BadgeTone> = { claimable: 'warn', claimed: 'good', issued: 'good', expired: 'neutral' };
const applicationTones = { pending: 'warn', approved: 'good', rejected: 'neutral' } as const satisfies Record<string, BadgeTone>;

/**
 * The member page's "Rewards and points": the member's promotion rewards
 * (waiting, claimed, issued, expired) and applications, the points balance
 * and the points' history. A section of its own beside the page's others.
 */
export function MemberRewardsSection({ memberId }: { memberId: number }) {
  const { t } = useTranslation('operator');
  const { money, number, dateTime } = useFormat();
  const [page, setPage] = useState(1);
  const rewards = useMemberRewardsQuery(memberId);
  const points = useMemberPointsQuery({ memberId, page, pageSize: POINTS_PAGE });

  return (
    <section className={card.section} aria-labelledby="member-rewards">
      <h2 id="member-rewards" className={card.sectionTitle}>
        {t('memberRewards.title')}
      </h2>
      {rewards.isLoading ? (
        <LoadingState />
      ) : rewards.isError || !rewards.data ? (
        <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : (
        <>
          <h3 className={styles.subTitle}>{t('memberRewards.rewards')}</h3>
          {rewards.data.rewards.length === 0 ? (
            <EmptyNote title={t('memberRewards.noRewards')} />
          ) : (
            <div className={table.dense}>
              <DataTable
                caption={t('memberRewards.rewards')}
                rows={rewards.data.rewards}
                rowKey={(r) => r.id}
                columns={[
                  { key: 'title', header: t('memberRewards.promotion'), cell: (r) => r.title },
                  { key: 'amount', header: t('memberRewards.amount'), align: 'end', cell: (r) => money(r.amount, { symbol: rewards.data?.currencySymbol }) },
                  { key: 'turnover', header: t('memberRewards.turnover'), align: 'end', cell: (r) => (r.turnoverMultiple > 0 ? `×${r.turnoverMultiple}` : '—') },
                  { key: 'state', header: t('memberRewards.state'), cell: (r) => <Badge tone={rewardTones[r.state]}>{t(`memberRewards.states.${r.state}`)}</Badge> },
                  { key: 'created', header: t('memberRewards.created'), cell: (r) => <span className={table.muted}>{dateTime(r.createdAt)}</span> },
                  { key: 'expires', header: t('memberRewards.expires'), cell: (r) => <span className={table.muted}>{r.expiresAt ? dateTime(r.expiresAt) : '—'}</span> },
                ]}
              />
            </div>
          )}
          {rewards.data.applications.length > 0 && (
            <>
              <h3 className={styles.subTitle}>{t('memberRewards.applications')}</h3>
              <div className={table.dense}>
                <DataTable
                  caption={t('memberRewards.applications')}
                  rows={rewards.data.applications}
                  rowKey={(a) => a.id}
                  columns={[
                    {
                      key: 'title',
                      header: t('memberRewards.promotion'),
                      cell: (a) => (
                        <Link className={table.rowLink} to={consolePaths.application(a.id)}>
                          {a.promotionTitle}
                        </Link>
                      ),
                    },
                    { key: 'state', header: t('memberRewards.state'), cell: (a) => <Badge tone={applicationTones[a.state]}>{t(`applications.states.${a.state}`)}</Badge> },
                    { key: 'amount', header: t('memberRewards.amount'), align: 'end', cell: (a) => (a.amount === null ? '—' : money(a.amount, { symbol: rewards.data?.currencySymbol })) },
                    { key: 'reason', header: t('applications.reason'), cell: (a) => <span className={table.clip}>{a.reason ?? '—'}</span> },
                    { key: 'created', header: t('memberRewards.created'), cell: (a) => <span className={table.muted}>{dateTime(a.createdAt)}</span> },
                  ]}
                />
              </div>
            </>
          )}
        </>
      )}

      <h3 className={styles.subTitle}>{t('memberRewards.points')}</h3>
      {points.isLoading ? (
        <LoadingState />
      ) : points.isError || !points.data ? (
        <ErrorState error={points.error} onRetry={() => void points.refetch()} />
      ) : (
        <>
          <p className={styles.pointsLine}>
            {t('memberRewards.balance', { points: number(points.data.points), earned: number(points.data.earned) })}
          </p>
          {points.data.items.length === 0 ? (
            <EmptyNote title={t('memberRewards.noPoints')} />
          ) : (
            <>
              <div className={table.dense}>
                <DataTable
                  caption={t('memberRewards.pointsHistory')}
                  rows={points.data.items}
                  rowKey={(e) => e.id}
                  columns={[
                    { key: 'kind', header: t('memberRewards.kind'), cell: (e) => t(`memberRewards.kinds.${e.kind}`) },
                    { key: 'points', header: t('memberRewards.pointsColumn'), align: 'end', cell: (e) => (e.points > 0 ? `+${number(e.points)}` : number(e.points)) },
                    { key: 'turnover', header: t('memberRewards.byTurnover'), align: 'end', cell: (e) => (e.turnover === null ? '—' : money(e.turnover, { symbol: rewards.data?.currencySymbol })) },
                    { key: 'time', header: t('memberRewards.created'), cell: (e) => <span className={table.muted}>{dateTime(e.createdAt)}</span> },
                  ]}
                />
              </div>
              <ListPager page={page} pageSize={POINTS_PAGE} total={points.data.total} onPage={setPage} label={t('memberRewards.pointsPages')} />
            </>
          )}
        </>
      )}
    </section>
  );
}
