import { useTranslation } from 'react-i18next';
import type { Jackpot, LotteryMenuItem } from '@/shared/contract/lottery';
import { siteKindOf } from './kinds/registry';
import { LOTTERY_NS } from './lottery-texts';
import styles from './lottery.module.css';

/** The name of a kind's pool, or the pool's code where the kind names none. */
function useJackpotName(kind: LotteryMenuItem['kind']) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = siteKindOf(kind).jackpotNames ?? {};
  return (pool: string) => (names[pool] ? t(names[pool]) : pool);
}

/** What each pool of the game holds now: the jackpots the open draw is played for. */
export function CurrentJackpots({ kind, jackpots, money }: { kind: LotteryMenuItem['kind']; jackpots: readonly Jackpot[]; money: (n: number) => string }) {
  const name = useJackpotName(kind);
  return (
    <>
      {jackpots.map((j) => (
        <div key={j.pool}>
          <dt>{name(j.pool)}</dt>
          <dd className={styles.jackpot} data-testid="jackpot">
            {money(j.amount)}
          </dd>
        </div>
      ))}
    </>
  );
}

/** A drawn draw's jackpots: won and shared by so many tickets' points, or rolled over. */
export function DrawJackpots({ kind, jackpots, money }: { kind: LotteryMenuItem['kind']; jackpots: readonly Jackpot[]; money: (n: number) => string }) {
  const { t } = useTranslation(LOTTERY_NS);
  const name = useJackpotName(kind);
  return (
    <ul className={styles.jackpotList} data-testid="draw-jackpots">
      {jackpots.map((j) => (
        <li key={j.pool}>
          {(j.shares ?? 0) > 0
            ? t('lottery:jackpot.won', { name: name(j.pool), amount: money(j.amount), count: j.shares ?? 0 })
            : t('lottery:jackpot.notWon', { name: name(j.pool), amount: money(j.amount) })}
        </li>
      ))}
    </ul>
  );
}
