import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/components/feedback';
import type { RaffleDraw } from '@/shared/contract/promotions-ranking';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppSelector } from '@/shared/store/hooks';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import { useRaffleQuery } from './promotions-api';
import { verifyRaffle, type RaffleCheck } from './verify-raffle';
import styles from './ranking.module.css';

const NS = ['ranking'] as const;

/** The last draw's winners and its proof, checked in this browser. */
function LastDraw({ draw, promotionId }: { draw: RaffleDraw; promotionId: number }) {
  const { t } = useTranslation(NS);
  const symbol = useAppSelector(selectCurrencySymbol);
  const format = useFormat({ symbol });
  const key = `${promotionId}:${draw.period}:${draw.seed}`;
  const [checked, setChecked] = useState<{ key: string; check: RaffleCheck | null } | null>(null);
  useEffect(() => {
    let live = true;
    verifyRaffle(draw, promotionId)
      .then((check) => live && setChecked({ key, check }))
      .catch(() => live && setChecked({ key, check: null }));
    return () => {
      live = false;
    };
  }, [draw, promotionId, key]);
  const check = checked?.key === key ? checked.check : 'pending';
  return (
    <>
      <h3 className={styles.heading}>{t('ranking:raffle.last', { period: draw.period })}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="raffle-winners">
          <caption className="visually-hidden">{t('ranking:raffle.winners')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('ranking:leaderboard.player')}</th>
              <th scope="col">{t('ranking:raffle.winners')}</th>
              <th scope="col" className={styles.num}>
                {t('ranking:leaderboard.prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {draw.winners.map((w) => (
              <tr key={w.place}>
                <td>{w.place}</td>
                <td>{w.account}</td>
                <td>{t('ranking:raffle.ticket', { number: w.ticket })}</td>
                <td className={styles.num}>{format.money(w.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className={styles.proof} data-testid="raffle-proof">
        <summary>{t('ranking:raffle.seed')}</summary>
        <dl className={styles.proofList}>
          <dt>{t('ranking:raffle.seedHash')}</dt>
          <dd className={styles.seed}>{draw.seedHash}</dd>
          <dt>{t('ranking:raffle.seed')}</dt>
          <dd className={styles.seed}>{draw.seed}</dd>
          <dt>{t('ranking:raffle.entries')}</dt>
          <dd>{draw.entries.map((e) => `${e.account} (${t('ranking:raffle.tickets', { count: e.tickets })})`).join(', ')}</dd>
        </dl>
        <p className={styles.muted}>{t('ranking:raffle.explain')}</p>
      </details>
      {check !== 'pending' && check !== null && (
        <p className={check.hashMatches && check.winnersMatch ? styles.ok : styles.bad} role="status">
          {check.hashMatches && check.winnersMatch ? t('ranking:raffle.verified') : t('ranking:raffle.mismatch')}
        </p>
      )}
    </>
  );
}

/** A raffle on its promotion's page: the prizes, the member's tickets, this period's commitment, the last draw with its proof. */
export function RaffleView({ id }: { id: number }) {
  const { t, ready } = useTranslation(NS);
  const token = useAppSelector((s) => s.session.token);
  const symbol = useAppSelector(selectCurrencySymbol);
  const format = useFormat({ symbol });
  const raffle = useRaffleQuery({ id, token }, { pollingInterval: 60_000 });
  if (raffle.isLoading || !ready) return <Skeleton style={{ height: 240 }} />;
  if (!raffle.data) return <p className={styles.muted}>{t('ranking:raffle.failed')}</p>;
  const r = raffle.data;
  return (
    <section className={styles.board} aria-labelledby="raffle-title" data-testid="raffle">
      <h2 id="raffle-title" className={styles.heading}>
        {t('ranking:raffle.title')}
      </h2>
      <p className={styles.muted}>
        {t('ranking:leaderboard.period', { from: format.dateTime(r.current.period.start), to: format.dateTime(r.current.period.end) })} ·{' '}
        {t('ranking:raffle.ticketStake', { amount: format.money(r.ticketStake) })}
      </p>
      {r.prizes.length > 0 && (
        <ul className={styles.prizes} aria-label={t('ranking:raffle.prizes')}>
          {r.prizes.map((p) => (
            <li key={p.place}>
              #{p.place} · {format.money(p.amount)}
            </li>
          ))}
        </ul>
      )}
      {r.me ? (
        <p className={styles.mine} data-testid="raffle-me">
          {t('ranking:raffle.mine', { count: r.me.tickets, turnover: format.money(r.me.turnover) })}
        </p>
      ) : (
        <p className={styles.muted}>{t('ranking:raffle.visitor')}</p>
      )}
      <p className={styles.muted}>{t('ranking:raffle.total', { tickets: format.number(r.current.totalTickets), entrants: format.number(r.current.entrants) })}</p>
      <div>
        <p className={styles.muted}>{t('ranking:raffle.commitment')}</p>
        <p className={styles.seed}>{r.current.seedHash}</p>
      </div>
      {r.last ? <LastDraw draw={r.last} promotionId={r.promotionId} /> : <p className={styles.muted}>{t('ranking:raffle.noDraw')}</p>}
    </section>
  );
}
