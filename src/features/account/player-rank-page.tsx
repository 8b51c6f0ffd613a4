import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/components/feedback';
import { StarIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import type { PlayerRank, RankLevel } from '@/shared/contract/account';
import { formatCurrency, formatMoney } from '@/shared/lib/format';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { usePlayerRankQuery } from './account-api';
import { PageTitle } from './account-bits';
import styles from './account.module.css';

/** How far the member's totals have come toward a level (0 to 100), both conditions counted. */
export function progressTo(rank: Pick<PlayerRank, 'deposit' | 'turnover'>, level: Pick<RankLevel, 'requiredDeposit' | 'requiredTurnover'>): number {
  const part = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));
  return Math.floor(((part(rank.deposit, level.requiredDeposit) + part(rank.turnover, level.requiredTurnover)) / 2) * 100);
}

/** VIP rank: the member's level, the ladder of levels with what each gives, and the way to the next one. */
export function Component() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const rank = usePlayerRankQuery();
  const money = (n: number) => formatMoney(n, language);

  if (rank.isError) {
    return (
      <LoadFailed title={t('account.loadFailed')} onRetry={() => void rank.refetch()} />
    );
  }
  if (!rank.data) {
    return (
      <div className={styles.page} aria-busy="true">
<PageTitle page="playerRank" />
        <Skeleton className={styles.skeletonHero} />
        <Skeleton className={styles.skeletonList} />
      </div>
    );
  }
  const data = rank.data;
  const current = data.levels.find((l) => l.level === data.currentLevel) ?? null;
  const next = data.levels.find((l) => l.level > (data.currentLevel ?? 0)) ?? null;
  const progress = next ? progressTo(data, next) : 100;

  return (
    <div className={styles.page}>
<PageTitle page="playerRank" />
      <section className={styles.rankHero} aria-label={t('account.rank.yours')}>
        <span
          className={styles.rankEmblem}
          style={current ? { background: `linear-gradient(135deg, ${current.color}, ${current.color2})` } : undefined}
          aria-hidden="true"
        >
          <StarIcon size={30} />
        </span>
        <div className={styles.heroText}>
          <p className={styles.muted}>{t('account.rank.yours')}</p>
          <p className={styles.heroName}>{current?.name ?? t('account.rank.none')}</p>
          <p className={styles.muted}>
            {t('account.rank.totals', { deposit: formatCurrency(data.deposit, language, { symbol: data.currency }), turnover: formatCurrency(data.turnover, language, { symbol: data.currency }) })}
          </p>
        </div>
        <div className={styles.meter}>
          {next ? (
            <>
              <span className={styles.muted}>{t('account.rank.toNext', { name: next.name })}</span>
              <div
                className={styles.meterTrack}
                role="progressbar"
                aria-label={t('account.rank.toNext', { name: next.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
              >
                <span className={`${styles.meterFill} ${styles.fill_high}`} style={{ width: `${progress}%` }} />
              </div>
              <span className={styles.muted}>
                {t('account.rank.stillNeeded', {
                  deposit: money(Math.max(0, next.requiredDeposit - data.deposit)),
                  turnover: money(Math.max(0, next.requiredTurnover - data.turnover)),
                })}
              </span>
            </>
          ) : (
            <strong>{t('account.rank.top')}</strong>
          )}
        </div>
      </section>

      <ol className={styles.ladder} aria-label={t('account.rank.ladder')}>
        {data.levels.map((level) => {
          const state = level.level === data.currentLevel ? 'current' : level.level < (data.currentLevel ?? 0) ? 'reached' : 'ahead';
          return (
            <li key={level.level} className={`${styles.rung} ${styles[`rung_${state}`]}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.rungBadge} style={{ background: `linear-gradient(135deg, ${level.color}, ${level.color2})` }}>
                {level.name}
              </span>
              <dl className={styles.rungFacts}>
                <div>
                  <dt>{t('account.rank.requiredDeposit')}</dt>
                  <dd>{money(level.requiredDeposit)}</dd>
                </div>
                <div>
                  <dt>{t('account.rank.requiredTurnover')}</dt>
                  <dd>{money(level.requiredTurnover)}</dd>
                </div>
                <div>
                  <dt>{t('account.rank.rebate')}</dt>
                  <dd>{level.rebateRate.toFixed(2)}%</dd>
                </div>
                <div>
                  <dt>{t('account.rank.withdrawals')}</dt>
                  <dd>{t('account.rank.withdrawalsValue', { count: level.dailyWithdrawals, amount: money(level.dailyWithdrawalLimit) })}</dd>
                </div>
                <div>
                  <dt>{t('account.rank.birthdayBonus')}</dt>
                  <dd>{level.birthdayBonus > 0 ? money(level.birthdayBonus) : '—'}</dd>
                </div>
                <div>
                  <dt>{t('account.rank.upgradeBonus')}</dt>
                  <dd>{level.upgradeBonus > 0 ? money(level.upgradeBonus) : '—'}</dd>
                </div>
              </dl>
              {state === 'current' && <span className={styles.stateGood}>{t('account.rank.current')}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
