import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { deriveResult, lineWin, type BetLine, type LotteryResult, type PlayTypeCode } from '../../../../src/shared/contract/lottery-rules';
import { queryRows, type Db, type Tx } from '../../db/client';
import { lotteryDraws, lotteryTickets } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { accountOf, houseAccountOf, jackpotAccountOf, type Account } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { drawTimesBetween, horizonMs, lotteries, lotteryByCode, plannedAt, type LotteryOptions } from './catalogue';
import { jackpotParts, resolveJackpots, textArray } from './jackpots';

/*
 * The draw engine (docs/architecture.md, "Lottery"): draws are created ahead
 * with a committed seed, closed at their closing time, drawn at their draw
 * time (the seed revealed, the result derived from it), then settled: every
 * pending ticket judged by the shared rules and every win paid through the
 * ledger, exactly once, in batches. Every step is safe to run on any number
 * of instances at once and again after a crash.
 */

export const hmacSha256 = (key: string, message: string): Uint8Array => createHmac('sha256', key).update(message, 'utf8').digest();
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Rows per insert of new draws: 10 columns × 200 stays far below the bind limit. */
const CREATE_BATCH = 200;

/**
 * Creates the draws of every lottery up to its horizon (an hour of fast
 * draws, two days of daily ones), from the last one that exists or now:
 * periods missed while no server ran are not created afterwards (nobody
 * could bet on them). Idempotent: a draw is unique by lottery and period.
 */
export async function scheduleDraws(db: Db | Tx, now: Date, options: LotteryOptions = {}): Promise<number> {
  const last = await queryRows<{ lottery_code: string; last: Date | string }>(
    db,
    sql`select lottery_code, max(draw_at) as last from lottery_draws group by lottery_code`,
  );
  const lastOf = new Map(last.map((r) => [r.lottery_code, new Date(r.last).getTime()]));
  const rows: (typeof lotteryDraws.$inferInsert)[] = [];
  for (const def of lotteries(options)) {
    const after = Math.max(lastOf.get(def.code) ?? 0, now.getTime());
    for (const t of drawTimesBetween(def, after, now.getTime() + horizonMs(def))) {
      const plan = plannedAt(def, t);
      const seed = randomBytes(32).toString('hex');
      rows.push({
        lotteryCode: def.code,
        period: plan.period,
        state: 'open',
        openAt: plan.openAt,
        closeAt: plan.closeAt,
        drawAt: plan.drawAt,
        stations: plan.stations,
        seed,
        seedHash: sha256(seed),
      });
    }
  }
  for (let i = 0; i < rows.length; i += CREATE_BATCH) {
    await db.insert(lotteryDraws).values(rows.slice(i, i + CREATE_BATCH)).onConflictDoNothing();
  }
  return rows.length;
}

/** The result of a draw from its seed (what anyone can recompute once it is revealed). */
export function resultOf(draw: { lotteryCode: string; period: string; seed: string; stations: { code: string }[] }): LotteryResult {
  const def = lotteryByCode(draw.lotteryCode);
  if (!def) throw new Error(`unknown lottery ${draw.lotteryCode}`);
  return deriveResult(hmacSha256, draw.seed, {
    lotteryCode: draw.lotteryCode,
    period: draw.period,
    kind: def.kind,
    region: def.region,
    stations: draw.stations.map((s) => s.code),
  });
}

/** Closes the draws past their closing time and draws those past their draw time (oldest first, at most `limit`). */
export async function closeAndDraw(db: Db | Tx, now: Date, limit = 200): Promise<number> {
  await db
    .update(lotteryDraws)
    .set({ state: 'closed' })
    .where(and(eq(lotteryDraws.state, 'open'), lte(lotteryDraws.closeAt, now)));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: lotteryDraws.id, lotteryCode: lotteryDraws.lotteryCode, period: lotteryDraws.period, seed: lotteryDraws.seed, stations: lotteryDraws.stations })
      .from(lotteryDraws)
      .where(and(inArray(lotteryDraws.state, ['open', 'closed']), lte(lotteryDraws.drawAt, now)))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const draw of due) {
      await tx
        .update(lotteryDraws)
        .set({ state: 'drawn', result: resultOf(draw) as unknown as Record<string, unknown>, drawnAt: now })
        .where(eq(lotteryDraws.id, draw.id));
    }
    return due.length;
  });
}

type PendingTicket = {
  id: number | string;
  member_id: number;
  merchant_code: string;
  play_type: string;
  numbers: string[] | string;
  stations: string[] | string;
  position: number | null;
  points: number;
  unit_price: string;
  odds: { odds: number; paytable?: number[] } | string;
  account_id: number;
  currency: string;
};

export interface SettleOptions {
  /** tickets judged and paid per transaction (default 5,000) */
  batchSize?: number;
  /** tests: called inside each batch's transaction after its payments, before its commit (throw to simulate a crash) */
  afterBatchPosted?: (batch: number) => void | Promise<void>;
  now?: Date;
}

export type SettleOutcome = 'settled' | 'busy' | 'not-drawn';

/**
 * Settles a drawn draw: batch after batch (each one transaction), the draw
 * row is locked (FOR UPDATE SKIP LOCKED: another instance busy with it makes
 * this one leave), the next pending tickets are judged by the shared rules,
 * their state and payout written in one statement, and every win paid by
 * one ledger movement keyed `lottery:win:<ticket>` (all of the batch's in
 * one statement). A crash loses at most the batch in progress, which a
 * later run does again; a payment is never made twice (the ticket is no
 * longer pending, and the key is unique). When no pending ticket is left
 * the draw is settled.
 */
export async function settleDraw(db: Db | Tx, drawId: number, options: SettleOptions = {}): Promise<SettleOutcome> {
  const batchSize = options.batchSize ?? 5000;
  // the tickets before this id were judged by an earlier batch of this call: the next batch starts after them
  let after = 0;
  for (let batch = 0; ; batch += 1) {
    const outcome = await db.transaction(async (tx): Promise<SettleOutcome | 'more'> => {
      const [draw] = await tx
        .select({ state: lotteryDraws.state, result: lotteryDraws.result, lotteryCode: lotteryDraws.lotteryCode, period: lotteryDraws.period, drawAt: lotteryDraws.drawAt })
        .from(lotteryDraws)
        .where(eq(lotteryDraws.id, drawId))
        .for('update', { skipLocked: true });
      if (!draw) return 'busy';
      if (draw.state === 'settled') return 'settled';
      if (draw.state !== 'drawn' || !draw.result) return 'not-drawn';
      const result = draw.result as unknown as LotteryResult;
      const def = lotteryByCode(draw.lotteryCode);
      // the draw's jackpots, judged over all its tickets before the first is paid (kinds with pools only)
      const jackpots = def ? await resolveJackpots(tx, { id: drawId, lotteryCode: draw.lotteryCode, drawAt: draw.drawAt }, def, result, batchSize) : new Map();
      const tickets = await queryRows<PendingTicket>(
        tx,
        // the batch first (the draw's index, in id order, stopping at the batch size), then the wallets of its members
        sql`select t.id, t.member_id, t.merchant_code, t.play_type, t.numbers, t.stations, t.position, t.points,
                   t.unit_price::text as unit_price, t.odds, a.id as account_id, a.currency
            from (select * from lottery_tickets
                  where draw_id = ${drawId} and id > ${after} and state = 'pending'
                  order by draw_id, id limit ${batchSize}) t
            join wallet_accounts a on a.member_id = t.member_id and a.kind = 'main' and a.vendor_code is null
            order by t.id`,
      );
      const now = options.now ?? new Date();
      if (tickets.length === 0 && after > 0) {
        // nothing left after the last batch: one more look from the first ticket before the draw is marked settled
        after = 0;
        return 'more';
      }
      if (tickets.length === 0) {
        await tx.update(lotteryDraws).set({ state: 'settled', settledAt: now }).where(eq(lotteryDraws.id, drawId));
        return 'settled';
      }
      const ids: string[] = [];
      const payouts: string[] = [];
      const wins: { ticket: string; member: number; account: number; merchant: string; currency: string; amount: bigint }[] = [];
      const jackpotWins: { ticket: string; member: number; merchant: string; fixed: bigint; parts: Map<string, bigint> }[] = [];
      for (const t of tickets) {
        const line: BetLine = {
          playType: t.play_type as PlayTypeCode,
          numbers: textArray(t.numbers),
          points: t.points,
          stations: textArray(t.stations),
          position: t.position,
        };
        const odds = typeof t.odds === 'string' ? (JSON.parse(t.odds) as { odds: number; paytable?: number[] }) : t.odds;
        const won = lineWin(line, result, odds);
        // centi-units × points × unit price (minor) / 100: exact for whole unit prices, the fraction of a minor unit kept otherwise
        const fixed = (BigInt(won.centi) * BigInt(t.points) * BigInt(t.unit_price)) / 100n;
        const parts = jackpotParts(jackpots, t.merchant_code, won.pools, t.points);
        const payout = [...parts.values()].reduce((sum, part) => sum + part, fixed);
        ids.push(String(t.id));
        payouts.push(payout.toString());
        if (parts.size > 0) jackpotWins.push({ ticket: String(t.id), member: t.member_id, merchant: t.merchant_code, fixed, parts });
        else if (payout > 0n) wins.push({ ticket: String(t.id), member: t.member_id, account: t.account_id, merchant: t.merchant_code, currency: t.currency, amount: payout });
      }
      await tx.execute(sql`
        update lottery_tickets t set payout = u.payout, state = case when u.payout > 0 then 'won' else 'lost' end, settled_at = ${now.toISOString()}::timestamptz
        from unnest(${`{${ids.join(',')}}`}::bigint[], ${`{${payouts.join(',')}}`}::bigint[]) as u(id, payout)
        where t.id = u.id and t.state = 'pending'`);
      if (wins.length > 0) await payWins(tx, wins, `${draw.lotteryCode} ${draw.period}`);
      for (const w of jackpotWins) await payJackpotWin(tx, w, draw.lotteryCode, `${draw.lotteryCode} ${draw.period}`);
      await options.afterBatchPosted?.(batch);
      after = Number(tickets[tickets.length - 1]?.id ?? after);
      return 'more';
    });
    if (outcome !== 'more') return outcome;
  }
}

/**
 * Pays the wins of a batch: one `ledger_post` per win, all in one statement
 * (house games account → member main wallet, legs in account-id order as
 * the ledger wants them), keyed by ticket so that no win is paid twice.
 */
async function payWins(
  tx: Tx,
  wins: { ticket: string; member: number; account: number; merchant: string; currency: string; amount: bigint }[],
  memo: string,
): Promise<void> {
  const houses = new Map<string, number>();
  for (const merchant of new Set(wins.map((w) => w.merchant))) houses.set(merchant, (await houseAccountOf(tx, merchant, 'games')).id);
  const arr = (values: (string | number)[]) => `{${values.join(',')}}`;
  await tx.execute(sql`
    select count(p.*) from unnest(
      ${arr(wins.map((w) => w.ticket))}::bigint[], ${arr(wins.map((w) => w.member))}::int[],
      ${arr(wins.map((w) => w.account))}::int[], ${arr(wins.map((w) => houses.get(w.merchant) ?? 0))}::int[],
      ${arr(wins.map((w) => w.amount.toString()))}::bigint[], ${`{${wins.map((w) => `"${w.currency}"`).join(',')}}`}::text[]
    ) as w(ticket, member, account, house, amount, currency)
    cross join lateral ledger_post(
      'lottery:win:' || w.ticket, 'payout', w.member, 'lottery_ticket', w.ticket::text, ${memo}, w.currency,
      case when w.house < w.account then array[w.house, w.account] else array[w.account, w.house] end,
      case when w.house < w.account then array['house', 'main'] else array['main', 'house'] end,
      case when w.house < w.account then array[-w.amount, w.amount] else array[w.amount, -w.amount] end
    ) as p`);
}

/**
 * Pays a ticket that won a jackpot (rare: one movement of its own): its
 * fixed prize from the house, its part of each pool from the pool, keyed by
 * ticket like every win.
 */
async function payJackpotWin(tx: Tx, w: { ticket: string; member: number; merchant: string; fixed: bigint; parts: Map<string, bigint> }, lotteryCode: string, memo: string): Promise<void> {
  const wallet = await accountOf(tx, w.member, 'main');
  const legs: { account: Account; amount: bigint }[] = [];
  if (w.fixed > 0n) legs.push({ account: await houseAccountOf(tx, w.merchant, 'games'), amount: -w.fixed });
  for (const [pool, part] of w.parts) legs.push({ account: await jackpotAccountOf(tx, w.merchant, lotteryCode, pool), amount: -part });
  const total = legs.reduce((sum, leg) => sum - leg.amount, 0n);
  await post(tx, {
    idempotencyKey: `lottery:win:${w.ticket}`,
    kind: 'payout',
    memberId: w.member,
    ref: { type: 'lottery_ticket', id: w.ticket },
    memo,
    legs: [...legs, { account: wallet, amount: total }],
  });
}

/**
 * Cancels a draw not drawn yet (open or closed): every pending ticket refunded
 * (`lottery:refund:<ticket>`), the draw marked cancelled with the reason, in
 * one transaction.
 */
export async function cancelDraw(db: Db, drawId: number, reason: string): Promise<{ refunded: number }> {
  return db.transaction(async (tx) => {
    const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId)).for('update');
    if (!draw) throw new Error(`no draw ${drawId}`);
    if (draw.state === 'cancelled') return { refunded: 0 };
    // a drawn draw is paid by its result: it may not be undone halfway through its settlement
    if (draw.state === 'settled' || draw.state === 'drawn') throw new Error(`draw ${drawId} is ${draw.state}: it can no longer be cancelled`);
    const tickets = await tx
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.drawId, drawId), eq(lotteryTickets.state, 'pending')))
      .orderBy(asc(lotteryTickets.id));
    for (const t of tickets) await refundTicket(tx, t, 'refunded', `${draw.lotteryCode} ${draw.period} cancelled`);
    await tx.update(lotteryDraws).set({ state: 'cancelled', cancelReason: reason, settledAt: new Date() }).where(eq(lotteryDraws.id, drawId));
    return { refunded: tickets.length };
  });
}

/** Gives a pending ticket's stake back (cancelled by the member, or its draw cancelled), in the caller's transaction. */
export async function refundTicket(
  tx: Tx,
  ticket: typeof lotteryTickets.$inferSelect,
  state: 'cancelled' | 'refunded',
  memo: string,
): Promise<bigint | null> {
  const wallet = await accountOf(tx, ticket.memberId, 'main');
  const house = await houseAccountOf(tx, ticket.merchantCode, 'games');
  // the shares it paid into jackpot pools come back from them
  const poolLegs: { account: Account; amount: bigint }[] = [];
  for (const [pool, amount] of Object.entries(ticket.poolStakes ?? {})) {
    if (BigInt(amount) > 0n) poolLegs.push({ account: await jackpotAccountOf(tx, ticket.merchantCode, ticket.lotteryCode, pool), amount: -BigInt(amount) });
  }
  const fromHouse = ticket.stake + poolLegs.reduce((sum, leg) => sum + leg.amount, 0n);
  const moved = await post(tx, {
    idempotencyKey: `lottery:refund:${ticket.id}`,
    kind: 'payout',
    memberId: ticket.memberId,
    ref: { type: 'lottery_ticket', id: String(ticket.id) },
    memo,
    legs: [...(fromHouse > 0n ? [{ account: house, amount: -fromHouse }] : []), ...poolLegs, { account: wallet, amount: ticket.stake }],
  });
  await tx.update(lotteryTickets).set({ state, settledAt: new Date() }).where(eq(lotteryTickets.id, ticket.id));
  return moved.postings.find((p) => p.accountId === wallet.id)?.balanceAfter ?? null;
}

/** Settles the drawn draws, oldest first (at most `limit` per call). */
export async function settleDrawn(db: Db | Tx, limit = 20, options: SettleOptions = {}): Promise<number> {
  const drawn = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.state, 'drawn'))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit);
  let settled = 0;
  for (const d of drawn) if ((await settleDraw(db, d.id, options)) === 'settled') settled += 1;
  return settled;
}

/** How long the results of fast draws nobody bet on are kept (daily draws and draws with tickets stay). */
export const FAST_HISTORY_DAYS = 3;

/**
 * Deletes the settled fast draws older than FAST_HISTORY_DAYS that carry no
 * ticket, at most `limit` per call: the fast lotteries make some 14,000
 * draws a day, and their history pages need only the last days.
 */
export async function pruneDraws(db: Db | Tx, now: Date, limit = 5000): Promise<number> {
  const fast = lotteries().filter((l) => l.intervalSeconds !== null).map((l) => l.code);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from lottery_draws where id in (
          select d.id from lottery_draws d
          where d.lottery_code in (${sql.join(fast.map((c) => sql`${c}`), sql`, `)}) and d.state = 'settled'
            and d.draw_at < ${new Date(now.getTime() - FAST_HISTORY_DAYS * 86_400_000).toISOString()}::timestamptz
            and not exists (select 1 from lottery_tickets t where t.draw_id = d.id)
          limit ${limit})
        returning id`,
  );
  return rows.length;
}

/** One pass of the engine: create ahead, close, draw and settle what is due. */
export async function runLottery(db: Db | Tx, now: Date, options: LotteryOptions = {}): Promise<void> {
  await scheduleDraws(db, now, options);
  await closeAndDraw(db, now);
  await settleDrawn(db);
}

/**
 * The scheduled jobs: every 5 s the draws due are closed, drawn and settled
 * (a missed window changes nothing: every pass takes all that is due, so a
 * restart catches up); every minute the draws ahead are created.
 */
export function lotteryJobs(options: LotteryOptions = {}) {
  return [
    defineJob({
      name: 'lottery-schedule',
      everySeconds: 60,
      catchUp: 1,
      run: async (tx) => {
        await scheduleDraws(tx, new Date(), options);
        await pruneDraws(tx, new Date());
      },
    }),
    defineJob({
      name: 'lottery-draws',
      everySeconds: 5,
      catchUp: 1,
      run: async (tx) => {
        await closeAndDraw(tx, new Date());
        await settleDrawn(tx);
      },
    }),
  ];
}
