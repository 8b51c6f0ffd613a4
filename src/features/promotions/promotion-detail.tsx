import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { paths } from '@/shared/config/paths';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { useFormat } from '@/shared/i18n/use-format';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectCurrencySymbol, selectImageHosts } from '@/shared/store/system-status';
import { ApplyForm } from './apply-form';
import { LeaderboardView } from './leaderboard-view';
import { RaffleView } from './raffle-view';
import { CodeForm, IneligibleNote } from './code-form';
import { failureKeyOf } from './failure-key';
import { PeriodText } from './promotion-card';
import { useActivityQuery, useClaimRewardMutation, useJoinActivityMutation } from './promotions-api';
import { PROMOTIONS_NS } from './promotion-texts';
import { StateAction } from './state-action';
import styles from './promotions.module.css';

/**
 * One promotion: banner, period, the whole content (sanitised), its rules,
 * the member's progress and the action its state allows (Join, Apply with
 * its form, Claim). A visitor sees everything and is asked to log in at the
 * action.
 */
export function PromotionDetail({ id }: { id: number }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const imageHosts = useAppSelector(selectImageHosts);
  const symbol = useAppSelector(selectCurrencySymbol);
  const detail = useActivityQuery({ id, token });
  const [join, joining] = useJoinActivityMutation();
  const [claim, claiming] = useClaimRewardMutation();
  const claimKey = useIdempotencyKey();
  const [applyOpen, setApplyOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const format = useFormat({ symbol });
  const money = (amount: number) => format.money(amount);

  if (detail.isLoading) return <Skeleton style={{ height: 420 }} />;
  if (detail.isError || !detail.data) {
    const notFound = detail.error && 'status' in detail.error && detail.error.status === 404;
    return notFound ? (
      <LoadFailed title={t('promotions:errors.notFound')} onRetry={() => void detail.refetch()} />
    ) : (
      <LoadFailed title={t('promotions:list.failed')} onRetry={() => void detail.refetch()} />
    );
  }
  const p = detail.data;

  const act = async () => {
    setFailure(null);
    if (!token) {
      dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
      return;
    }
    try {
      if (p.state === 'claim' && p.claimableRewardId !== null) {
        await claim({ rewardId: p.claimableRewardId, idempotencyKey: claimKey.key }).unwrap();
        claimKey.settle();
      } else if (p.joinMode === 'application') {
        setApplyOpen(true);
      } else {
        await join({ id }).unwrap();
      }
    } catch (error) {
      claimKey.settle(error);
      const key = failureKeyOf(error);
      setFailure(key ? t(key as never) : t('promotions:errors.generic'));
    }
  };

  return (
    <article className={styles.detail} aria-labelledby="promotion-title">
      <p className={styles.back}>
        <Link to={paths.promotions.href()}>{t('promotions:detail.back')}</Link>
      </p>
      <img className={styles.detailBanner} src={p.imageUrl} alt="" width={1280} height={480} />
      <header className={styles.detailHead}>
        <div>
          <h1 id="promotion-title" className={styles.title}>
            {p.title}
          </h1>
          <p className={styles.period}>
            <PeriodText startsAt={p.startsAt} endsAt={p.endsAt} />
          </p>
        </div>
        {/* a promotion joined by code: the member types the code below instead of pressing Join */}
        {!(token && p.joinMode === 'code' && p.state === 'join') && (
          <StateAction state={p.state} onAct={() => void act()} busy={joining.isLoading || claiming.isLoading} applyLabel={p.joinMode === 'application'} />
        )}
      </header>
      {token && p.joinMode === 'code' && p.state === 'join' && <CodeForm id={id} />}
      {p.ineligible && <IneligibleNote ineligible={p.ineligible} />}
      {!token && p.state !== null && <p className={styles.hint}>{t('promotions:detail.loginToJoin')}</p>}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {p.state === 'rejected' && p.rejectReason && <p className={styles.note}>{t('promotions:detail.rejected', { reason: p.rejectReason })}</p>}
      {applyOpen && token && <ApplyForm id={id} onDone={() => setApplyOpen(false)} />}
      {p.progress && (
        <div className={styles.progress}>
          <span>{t('promotions:detail.progress', { done: money(p.progress.done), target: money(p.progress.target) })}</span>
          <progress max={p.progress.target} value={p.progress.done} aria-label={t('promotions:detail.progress', { done: money(p.progress.done), target: money(p.progress.target) })} />
        </div>
      )}
      {p.rewardType && (
        <dl className={styles.rules}>
          <div>
            <dt>{t('promotions:detail.reward')}</dt>
            <dd>{t(`promotions:reward.${p.rewardType}`)}</dd>
          </div>
          {p.cap !== null && (
            <div>
              <dt>{t('promotions:detail.cap')}</dt>
              <dd>{money(p.cap)}</dd>
            </div>
          )}
          {p.turnoverMultiple > 0 && (
            <div>
              <dt>{t('promotions:detail.turnover')}</dt>
              <dd>{t('promotions:detail.turnoverTimes', { times: p.turnoverMultiple })}</dd>
            </div>
          )}
          {p.joinMode && (
            <div>
              <dt>{t('promotions:detail.howToJoin')}</dt>
              <dd>{t(`promotions:join.${p.joinMode}`)}</dd>
            </div>
          )}
        </dl>
      )}
      {p.kind === 'leaderboard' && <LeaderboardView id={id} />}
      {p.kind === 'raffle' && <RaffleView id={id} />}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.content, { imageHosts }) }} />
    </article>
  );
}
