import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/use-format';
import { Button } from '@/shared/components/button';
import { type Ticket, type TicketState } from '@/shared/contract/lottery';
import { toastShown } from '@/shared/store/toasts-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { useCancelLotteryBetMutation, useMyLotteryBetsQuery } from './lottery-api';
import { lotteryFailureText } from './lottery-failure';
import { playNameKey, wordKeys } from '@/shared/lib/lottery-names';
import { LOTTERY_NS } from './lottery-texts';
import frame from './lottery-page.module.css';
import styles from './lottery.module.css';
import { FRESH_STATE } from '@/shared/api/fresh-state';

export const ticketStateKeys = {
  pending: 'lottery:bets.states.pending',
  won: 'lottery:bets.states.won',
  lost: 'lottery:bets.states.lost',
  cancelled: 'lottery:bets.states.cancelled',
  refunded: 'lottery:bets.states.refunded',
} as const satisfies Record<TicketState, string>;

/** Past this many numbers a ticket's numbers fold under their count (a đề on all 100 is one line, not a hundred). */
const NUMBERS_SHOWN = 12;

/** A ticket's numbers as a wrapped list, folded under their count when there are many; then its points. */
function TicketNumbers({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation(LOTTERY_NS);
  const list = ticket.numbers.map((n) => (wordKeys[n] ? t(wordKeys[n]) : n)).join(', ');
  if (ticket.numbers.length <= NUMBERS_SHOWN) return <>{`${list} ×${ticket.points}`}</>;
  return (
    <details className={styles.numbersFold}>
      <summary>
        {t('lottery:slip.chosen', { count: ticket.numbers.length })} ×{ticket.points}
      </summary>
      <p className={styles.numbersList}>{list}</p>
    </details>
  );
}

const toneOf = (state: TicketState) => (state === 'won' ? styles.won : state === 'pending' ? styles.pending : styles.lost);
const PAGE_SIZE = 10;

/**
 * The member's tickets of this game, newest first, with their states; a
 * pending ticket of a draw still open can be cancelled (the stake comes
 * back). While a ticket waits for a draw that is past, the list asks again
 * every few seconds until it is settled.
 */
export function MyBets({ gameCode, money, now }: { gameCode: string; money: (n: number) => string; now: number }) {
  const { t } = useTranslation(LOTTERY_NS);
  const { dateTime } = useFormat();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [waiting, setWaiting] = useState(false);
  const bets = useMyLotteryBetsQuery({ gameCode, pageNo: page, pageSize: PAGE_SIZE }, { ...FRESH_STATE, pollingInterval: waiting ? 3000 : 0 });
  const [cancel, cancelling] = useCancelLotteryBetMutation();
  const items = bets.data?.items ?? [];
  const overdue = items.some((ticket) => ticket.state === 'pending' && Date.parse(ticket.drawAt) <= now);
  if (waiting !== overdue) setWaiting(overdue);

  const label = {
    period: t('lottery:draw.period'),
    playType: t('lottery:slip.playType'),
    numbers: t('lottery:slip.numbers'),
    stake: t('lottery:bets.stake'),
    payout: t('lottery:bets.payout'),
    state: t('lottery:bets.state'),
    actions: t('lottery:bets.actions'),
  };
  const columns = Object.entries(label).map(([key, text]) => ({ key, label: text }));

  const cancelTicket = async (ticket: Ticket) => {
    const result = await cancel({ ticketId: ticket.id });
    if ('error' in result) dispatch(toastShown({ tone: 'error', key: null, text: lotteryFailureText(t, result.error) }));
    else dispatch(toastShown({ tone: 'success', key: null, text: t('lottery:bets.cancelled', { amount: money(ticket.stake) }) }));
  };

  return (
    <section className={styles.card} aria-labelledby="lottery-my-bets">
      <div className={frame.headRow}>
        <h2 id="lottery-my-bets" className={styles.cardTitle}>
          {t('lottery:bets.title')}
        </h2>
      </div>
      {bets.isError ? (
        <div role="alert" className={frame.headRow}>
          <p className={styles.error}>{t('lottery:bets.loadFailed')}</p>
          <Button size="small" variant="ghost" onClick={() => void bets.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !bets.data ? (
        <p className={frame.muted} aria-busy="true">
          {t('common.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className={frame.muted}>{t('lottery:bets.empty')}</p>
      ) : (
        // on a phone the rows are stacked cards, each cell under its column's name (data-label); the roles keep
        // the table's semantics where the styles turn its parts into blocks
        <table className={styles.list} data-testid="my-bets" role="table">
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.key} scope="col" role="columnheader">
                  {column.key === 'actions' ? <span className="visually-hidden">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {items.map((ticket) => (
              <tr key={ticket.id} data-state={ticket.state} role="row">
                <td role="cell" data-label={label.period}>
                  {ticket.period}
                  <div className={frame.muted}>{dateTime(ticket.createdAt)}</div>
                </td>
                <td role="cell" data-label={label.playType}>
                  {t(playNameKey(ticket.playType))}
                  {ticket.position != null && ` · ${t('lottery:slip.ballN', { n: ticket.position })}`}
                </td>
                <td role="cell" data-label={label.numbers} className={styles.chosen}>
                  <TicketNumbers ticket={ticket} />
                </td>
                <td role="cell" data-label={label.stake}>
                  {money(ticket.stake)}
                </td>
                <td role="cell" data-label={label.payout} className={ticket.payout > 0 ? styles.won : undefined}>
                  {ticket.state === 'pending' ? '–' : money(ticket.payout)}
                </td>
                <td role="cell" data-label={label.state} className={toneOf(ticket.state)}>
                  {t(ticketStateKeys[ticket.state])}
                </td>
                <td role="cell" className={styles.ticketActions}>
                  {ticket.cancellable && Date.parse(ticket.closeAt) > now && (
                    <Button size="small" variant="ghost" loading={cancelling.isLoading && cancelling.originalArgs?.ticketId === ticket.id} onClick={() => void cancelTicket(ticket)}>
                      {t('lottery:bets.cancel')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(bets.data?.totalPages ?? 1) > 1 && (
        <div className={styles.pager}>
          <Button size="small" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className={frame.muted}>{t('common.pageOf', { page, pages: bets.data?.totalPages ?? 1 })}</span>
          <Button size="small" variant="ghost" disabled={page >= (bets.data?.totalPages ?? 1)} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
