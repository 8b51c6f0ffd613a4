import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { GiftIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import type { Reward } from '@/shared/contract/promotions';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppSelector } from '@/shared/store/hooks';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import { failureKeyOf } from './failure-key';
import { useClaimRewardMutation, useRewardCentreQuery } from './promotions-api';
import { PROMOTIONS_NS, PromotionTexts } from './promotion-texts';
import { badgeClass } from './badge-class';
import styles from './promotions.module.css';

/** Reward centre (rewardCenter): the rewards waiting to be claimed, with their expiry, and the history of those paid or expired. */
export function Component() {
  return (
    <PromotionTexts placeholder={<Skeleton style={{ height: 320 }} />}>
      <RewardCentre />
    </PromotionTexts>
  );
}

function RewardCentre() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const format = useFormat({ symbol: useAppSelector(selectCurrencySymbol) });
  const money = (amount: number) => format.money(amount);
  const rewards = useRewardCentreQuery(undefined, { refetchOnMountOrArgChange: true });
  if (rewards.isLoading) return <Skeleton style={{ height: 320 }} />;
  if (rewards.isError || !rewards.data) return <LoadFailed title={t('promotions:rewards.failed')} onRetry={() => void rewards.refetch()} />;
  const { waiting, history } = rewards.data;
  // the VIP ladder's rewards are titled by the level's name
  const rewardTitle = (r: Reward) =>
    r.source === 'rankUp' ? t('promotions:rewards.rankUp', { name: r.title }) : r.source === 'birthday' ? t('promotions:rewards.birthday', { name: r.title }) : r.title;

  const columns: Column<Reward>[] = [
    { key: 'title', header: t('promotions:rewards.promotion'), cell: (r) => <span className={styles.strong}>{rewardTitle(r)}</span> },
    { key: 'amount', header: t('promotions:rewards.amount'), align: 'end', cell: (r) => money(r.amount) },
    { key: 'state', header: t('promotions:rewards.state'), align: 'center', cell: (r) => <span className={badgeClass(r.state)}>{t(`promotions:rewards.states.${r.state}`)}</span> },
    { key: 'time', header: t('promotions:rewards.time'), cell: (r) => format.dateTime(r.issuedAt ?? r.expiresAt ?? r.createdAt) },
  ];

  return (
    <div className={styles.centre}>
      <section aria-labelledby="rewards-waiting">
        <h3 id="rewards-waiting" className={styles.sectionTitle}>
          {t('promotions:rewards.waiting')}
        </h3>
        {waiting.length === 0 ? (
          <StateView icon={<GiftIcon size={28} />} title={t('promotions:rewards.emptyTitle')} text={t('promotions:rewards.emptyText')} />
        ) : (
          <ul className={styles.waiting}>
            {waiting.map((r) => (
              <WaitingReward key={r.id} reward={r} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rewards-history">
        <h3 id="rewards-history" className={styles.sectionTitle}>
          {t('promotions:rewards.history')}
        </h3>
        <DataTable
          caption={t('promotions:rewards.history')}
          columns={columns}
          rows={history}
          rowKey={(r) => `${r.source ?? 'promotion'}-${r.id}`}
          loading={rewards.isFetching}
          error={false}
          onRetry={() => void rewards.refetch()}
          emptyTitle={t('promotions:rewards.historyEmpty')}
          emptyText=""
        />
      </section>
    </div>
  );
}

function WaitingReward({ reward }: { reward: Reward }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const format = useFormat({ symbol: useAppSelector(selectCurrencySymbol) });
  const money = (amount: number) => format.money(amount);
  const [claim, claiming] = useClaimRewardMutation();
  const action = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const onClaim = async () => {
    setFailure(null);
    const result = await claim({ rewardId: reward.id, idempotencyKey: action.key });
    action.settle('error' in result ? result.error : undefined);
    if ('error' in result) {
      const key = failureKeyOf(result.error);
      setFailure(key ? t(key as never) : t('promotions:errors.generic'));
    }
  };
  return (
    <li className={styles.reward}>
      <div>
        <span className={styles.strong}>{reward.title}</span>
        <span className={styles.amount}>{money(reward.amount)}</span>
        {reward.turnoverMultiple > 0 && <span className={styles.hint}>{t('promotions:detail.turnoverTimes', { times: reward.turnoverMultiple })}</span>}
        {reward.expiresAt && <span className={styles.hint}>{t('promotions:rewards.expires', { at: format.dateTime(reward.expiresAt) })}</span>}
        {failure && (
          <span role="alert" className={styles.error}>
            {failure}
          </span>
        )}
      </div>
      <Button variant="accent" loading={claiming.isLoading} onClick={() => void onClaim()}>
        {t('promotions:state.claim')}
      </Button>
    </li>
  );
}
