import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/components/feedback';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppSelector } from '@/shared/store/hooks';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import { useWinnerBoardQuery } from './winners-api';
import styles from './winners.module.css';

const NS = ['ranking'] as const;

/**
 * The home page's winners board (the specification's "winner board GET"):
 * real recent big wins of the games and the lottery, and the leaderboards'
 * and raffles' winners, accounts masked, newest first. Loaded below the
 * first screen (see the home route), with its own texts (`ranking`).
 */
export function WinnersBoard() {
  const { t, i18n, ready } = useTranslation(NS);
  const symbol = useAppSelector(selectCurrencySymbol);
  const format = useFormat({ symbol });
  const board = useWinnerBoardQuery({ language: i18n.language });
  const items = board.data?.items ?? [];
  if (!ready) return null;
  return (
    <section className={styles.board} aria-labelledby="winners-title" data-testid="winners-board">
      <div className={styles.head}>
        <h2 id="winners-title" className={styles.title}>
          {t('ranking:winners.title')}
        </h2>
        <p className={styles.lead}>{t('ranking:winners.lead')}</p>
      </div>
      {board.isLoading ? (
        <div className={styles.list}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : board.isError ? (
        <p className={styles.lead}>{t('ranking:winners.failed')}</p>
      ) : items.length === 0 ? (
        <p className={styles.lead}>{t('ranking:winners.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((w, i) => (
            <li key={`${w.at}-${w.account}-${i}`} className={styles.item}>
              <span className={styles.kind}>{t(`ranking:winners.kind.${w.kind}`)}</span>
              <span className={styles.amount}>{format.money(w.amount)}</span>
              <span className={styles.who} title={w.title}>
                {w.account} · {w.title}
              </span>
              <time className={styles.lead} dateTime={w.at}>
                {format.dateTime(w.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
