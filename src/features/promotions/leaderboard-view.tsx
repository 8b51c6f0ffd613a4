import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/components/feedback';
import { useFormat } from '@/shared/i18n/use-format';
import type { Standing } from '@/shared/contract/promotions-ranking';
import { useAppSelector } from '@/shared/store/hooks';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import { useLeaderboardQuery } from './promotions-api';
import styles from './ranking.module.css';

const NS = ['ranking'] as const;

function StandingsTable({ rows, caption, mine }: { rows: Standing[]; caption: string; mine?: number | null }) {
  const { t } = useTranslation(NS);
  const symbol = useAppSelector(selectCurrencySymbol);
  const format = useFormat({ symbol });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ranking:leaderboard.place')}</th>
            <th scope="col">{t('ranking:leaderboard.player')}</th>
            <th scope="col" className={styles.num}>
              {t('ranking:leaderboard.turnover')}
            </th>
            <th scope="col" className={styles.num}>
              {t('ranking:leaderboard.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.place} className={mine === r.place ? styles.me : undefined} aria-current={mine === r.place ? 'true' : undefined}>
              <td>{r.place}</td>
              <td>{r.account}</td>
              <td className={styles.num}>{format.money(r.turnover)}</td>
              <td className={styles.num}>{r.prize === null ? '—' : format.money(r.prize)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A leaderboard's live standings on its promotion's page: the prizes, the top places, the member's own place, the last winners. */
export function LeaderboardView({ id }: { id: number }) {
  const { t, ready } = useTranslation(NS);
  const token = useAppSelector((s) => s.session.token);
  const symbol = useAppSelector(selectCurrencySymbol);
  const format = useFormat({ symbol });
  // live: asked again every minute while the page is open
  const board = useLeaderboardQuery({ id, token }, { pollingInterval: 60_000 });
  if (board.isLoading || !ready) return <Skeleton style={{ height: 240 }} />;
  if (!board.data) return <p className={styles.muted}>{t('ranking:leaderboard.failed')}</p>;
  const b = board.data;
  return (
    <section className={styles.board} aria-labelledby="leaderboard-title" data-testid="leaderboard">
      <h2 id="leaderboard-title" className={styles.heading}>
        {t('ranking:leaderboard.title')}
      </h2>
      <p className={styles.muted}>
        {t('ranking:leaderboard.period', { from: format.dateTime(b.period.start), to: format.dateTime(b.period.end) })} ·{' '}
        {t('ranking:leaderboard.counted', { list: b.categories.length > 0 ? b.categories.join(', ') : t('ranking:leaderboard.allGames') })}
      </p>
      {b.prizes.length > 0 && (
        <>
          <h3 className={styles.muted}>{t('ranking:leaderboard.prizes')}</h3>
          <ul className={styles.prizes}>
            {b.prizes.map((p) => (
              <li key={p.place}>
                #{p.place} · {format.money(p.amount)}
              </li>
            ))}
          </ul>
        </>
      )}
      {b.me ? (
        <p className={styles.mine} data-testid="leaderboard-me">
          {b.me.place === null ? t('ranking:leaderboard.meNone') : t('ranking:leaderboard.me', { place: b.me.place, turnover: format.money(b.me.turnover) })}
        </p>
      ) : (
        <p className={styles.muted}>{t('ranking:leaderboard.visitor')}</p>
      )}
      {b.top.length === 0 ? <p className={styles.muted}>{t('ranking:leaderboard.empty')}</p> : <StandingsTable rows={b.top} caption={t('ranking:leaderboard.title')} mine={b.me?.place ?? null} />}
      <p className={styles.muted}>{t('ranking:leaderboard.tie')}</p>
      {b.last && b.last.places.length > 0 && (
        <>
          <h3 className={styles.heading}>{t('ranking:leaderboard.last', { period: b.last.period })}</h3>
          <StandingsTable rows={b.last.places} caption={t('ranking:leaderboard.last', { period: b.last.period })} />
        </>
      )}
    </section>
  );
}
