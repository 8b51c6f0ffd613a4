import { randomBytes } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PlaceBetRequest, PlaceBetResult, Ticket, TicketState } from '../../../../src/shared/contract/lottery';
import { checkLine, combosOf, lineCostUnits, normalizeLine, type BetLine, type LotteryResult, type PlayTypeCode } from '../../../../src/shared/contract/lottery-rules';
import type { FieldError } from '../../../../src/shared/contract/envelope';
import type { BrandSettings } from '../../../../src/shared/contract/system';
import type { Db, Tx } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { lotteryDraws, lotteryTickets } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import { apiError } from '../../http/status';
import { accountOf, BET_ACCOUNT_COLUMNS, betAccountJoins, betAccountOf, houseAccountOf, type Account, type BetAccountRow } from '../wallet/accounts';
import { ledgerRefusal, movementArgs } from '../wallet/ledger';
import { lotteryByCode } from './catalogue';
import { refundTicket } from './engine';
import { openPools, poolsOf, poolStakesOf } from './jackpots';
import { resolveGame, settingsOf, type LotterySettingRow } from './reads';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';
import { gateColumnTexts, gateStateOf, passGate } from '../protection/gate';
import { hotTransaction, type CacheWrites } from '../../db/hot-transaction';
import { liveLaterOf } from '../live/later';
import type { IdempotentCall } from '../../http/idempotency';
import { successJson } from '../../http/route';
import { protectionClock } from '../protection/clock';

const refused = (reason: string, message: string, value: Record<string, unknown> = {}) =>
  apiError('CONFLICT', message, undefined, { reason, ...value });

type TicketRow = typeof lotteryTickets.$inferSelect;
type DrawRow = Pick<typeof lotteryDraws.$inferSelect, 'period' | 'state' | 'closeAt' | 'drawAt' | 'result'>;

export function toTicket(t: TicketRow, d: DrawRow, now = new Date()): Ticket {
  const revealed = d.state === 'drawn' || d.state === 'settled';
  const state = t.state as TicketState;
  return {
    id: t.id,
    orderNo: t.orderNo,
    gameCode: t.gameCode,
    lotteryCode: t.lotteryCode,
    lotteryName: lotteryByCode(t.lotteryCode)?.name ?? t.lotteryCode,
    period: d.period,
    playType: t.playType as PlayTypeCode,
    numbers: t.numbers,
    stations: t.stations,
    position: t.position,
    points: t.points,
    combos: t.combos,
    unitPrice: toMajor(t.unitPrice),
    stake: toMajor(t.stake),
    payout: toMajor(t.payout),
    state,
    cancellable: state === 'pending' && d.state === 'open' && d.closeAt.getTime() > now.getTime(),
    createdAt: t.createdAt.toISOString(),
    settledAt: t.settledAt?.toISOString() ?? null,
    closeAt: d.closeAt.toISOString(),
    drawAt: d.drawAt.toISOString(),
    result: revealed ? (d.result as unknown as LotteryResult | null) : null,
  };
}

export interface BetCaller {
  /** `isAgent`: the member's type; a free-play account bets only where `brand` lets trials play the lottery */
  member: { id: number; merchantCode: string; isAgent?: number };
  brand?: Pick<BrandSettings, 'trialCategories'> | null;
  idempotencyKey: string;
  /** the site session of the call: the protection gate's session time limit */
  sessionId?: number | null;
  /** the request's read cache: the game of a catalogue code from memory */
  cache?: ReadCache;
  /** the call's Idempotency-Key row: the answer is kept in it in the bet's own call (route.ts `answerKept`) */
  answer?: { call: IdempotentCall; kept(): void } | null;
  /** the route's record of what the bet's transaction bumped (http/route.ts `settle: 'whenBumped'`) */
  cacheWrites?: CacheWrites | null;
}

/** Where the answer kept in the bet's call takes what only that call knows (the balance after, the tickets' ids). */
const FILLED_IN = '\u0000filled in by lottery_bet_post\u0000';

type BetDrawRow = Record<string, unknown> & BetAccountRow & { gate_block: string | null; gate_limits: string | null; gate_rules: string | null; mine: string | null; pools: string | null };

/**
 * The statement of a bet's draw ($1 lottery, $2 period, $3 brand, $4 member, $5 the gate's clock, $6 whether
 * the kind has jackpot pools), written
 * once (db/hot-statement.ts): the draw under a shared lock (it cannot close under the bet), the brand's
 * settings of the lottery, the member's main wallet and the brand's games account when they are open, the
 * protection gate's inputs, and the lock of the member's draw with the member's pending tickets of it read
 * after the lock (lottery_member_draw_tickets, migration 0048): one slip at a time per member and draw; for a
 * kind with jackpots, its pools' accounts already funded with their starting amount (`openPools` then reads
 * nothing).
 */
const BET_DRAW = (() => {
  const gate = gateColumnTexts('$4', '$3', '$5::timestamptz');
  return `select d.id, d.period, d.state, d.open_at, d.close_at, d.draw_at, d.stations, d.result,
      s.unit_price::text as unit_price, s.max_stake_per_draw::text as max_stake_per_draw, s.play_types, s.merchant_code as settings_of,
      ${BET_ACCOUNT_COLUMNS},
      ${gate.gateBlock} as gate_block, ${gate.gateLimits} as gate_limits, ${gate.gateRules} as gate_rules,
      lottery_member_draw_tickets($4::int, d.id) as mine,
      case when $6::boolean then (
        select json_agg(json_build_object('id', p.id, 'purpose', p.purpose, 'currency', p.currency))::text
        from wallet_accounts p
        where p.kind = 'house' and p.merchant_code = $3 and split_part(p.purpose, ':', 1) = 'jackpot' and split_part(p.purpose, ':', 2) = $1
          and exists (select from ledger_transactions f
                      where f.idempotency_key = 'lottery:jackpot:fund:' || $3 || ':' || $1 || ':' || split_part(p.purpose, ':', 3) || ':start')
      ) end as pools
    from lottery_draws d
    left join lottery_settings s on s.merchant_code = $3 and s.lottery_code = d.lottery_code
    ${betAccountJoins('$4', '$3')}
    where d.lottery_code = $1 and d.period = $2
    for share of d`;
})();

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function readBetDraw(row: BetDrawRow, merchantCode: string) {
  return {
    draw: {
      id: Number(row.id),
      period: String(row.period),
      state: String(row.state),
      openAt: asDate(row.open_at),
      closeAt: asDate(row.close_at),
      drawAt: asDate(row.draw_at),
      stations: asJson<{ code: string; name: string }[]>(row.stations),
      result: row.result === null ? null : asJson<Record<string, unknown>>(row.result),
    },
    settings:
      row.settings_of === null
        ? null
        : {
            unitPrice: BigInt(String(row.unit_price)),
            maxStakePerDraw: BigInt(String(row.max_stake_per_draw)),
            playTypes: asJson<LotterySettingRow['playTypes']>(row.play_types),
          },
    wallet: betAccountOf(row, 'w'),
    house: betAccountOf(row, 'h'),
    gate: gateStateOf({ gateBlock: row.gate_block, gateLimits: row.gate_limits, gateRules: row.gate_rules }),
    mine: row.mine,
    pools: poolAccountsOf(row.pools, merchantCode),
  };
}

/** The funded pools' accounts of the draw's statement, by pool code (null: none read). */
function poolAccountsOf(text: string | null, merchantCode: string): Map<string, Account> | null {
  if (text === null) return null;
  const accounts = new Map<string, Account>();
  for (const a of JSON.parse(text) as { id: number; purpose: string; currency: string }[]) {
    accounts.set(a.purpose.split(':')[2] ?? '', { id: Number(a.id), kind: 'house', merchantCode, memberId: null, vendorCode: null, purpose: a.purpose, currency: a.currency });
  }
  return accounts;
}

const newOrderNo = () => `L${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * Places the lines of a slip on one draw, all or none, in one transaction:
 * the draw must be open (before its closing time), every line must follow
 * its play type's rules (lottery-rules checkLine), the member's points per
 * number and stake per draw stay within the brand's limits (checked under a
 * lock of the member's draw, so two slips at once cannot both pass), the
 * whole stake leaves the main wallet in one ledger movement keyed by the
 * call's Idempotency-Key (the jackpot pools of the kind taking their share
 * of it in the same movement), and one ticket per line is written.
 */
export async function placeBet(db: Db, caller: BetCaller, input: PlaceBetRequest, now = new Date()): Promise<PlaceBetResult> {
  const { member } = caller;
  const game = await resolveGame(db, member.merchantCode, input.gameCode, caller.cache);
  const def = game.def;

  let answerKept = false;
  // its begin sent with the draw's statement and its commit with the writes (db/hot-transaction.ts); the
  // balance announced after the commit, in a batch (live/later.ts)
  const balanceLater = () => liveLaterOf(db).balance(member.id);
  const placed = await hotTransaction(db, async (hot) => {
    // one round trip (BET_DRAW, written once): the draw under a shared lock, the settings, both accounts, the
    // protection gate's inputs, and the member's pending tickets of the draw read under the lock of the member's draw
    const gateNow = protectionClock.now();
    const hasPools = poolsOf(def).length > 0;
    const [row] = await hot.query<BetDrawRow>('lottery_bet_draw', BET_DRAW, [def.code, input.period, member.merchantCode, member.id, gateNow.toISOString(), hasPools]);
    if (!row) throw refused('drawNotFound', 'There is no such draw.');
    const found = readBetDraw(row, member.merchantCode);
    const settings = found.settings ?? (await settingsOf(hot.tx, member.merchantCode, def.code));
    const draw = found.draw;
    if (draw.state !== 'open' || draw.closeAt.getTime() <= now.getTime() || draw.openAt.getTime() > now.getTime()) {
      throw refused('drawClosed', 'This draw is closed for bets.', { closeAt: draw.closeAt.toISOString() });
    }
    const drawStations = draw.stations.map((s) => s.code);

    // as its kind places it (a draw of one station: a line that names none covers it)
    const lines: BetLine[] = input.lines.map((l) => normalizeLine({ playType: l.playType, numbers: l.numbers, points: l.points, stations: l.stations, position: l.position ?? null }, drawStations));
    const problems: FieldError[] = [];
    lines.forEach((line, i) => {
      const problem = settings.playTypes[line.playType]?.enabled === false ? 'unknownPlayType' : checkLine(line, def.kind, drawStations);
      if (problem) problems.push({ field: `lines.${i}`, key: `lottery.errors.${problem}` });
    });
    if (problems.length > 0) throw apiError('VALIDATION', 'Some lines of the bet are not valid.', problems);

    const stakes = lines.map((line) => BigInt(lineCostUnits(line, def.region)) * settings.unitPrice);
    const total = stakes.reduce((a, b) => a + b, 0n);
    if (input.expectedTotal !== undefined && toMajor(total) !== input.expectedTotal) {
      throw refused('totalChanged', 'The total of the bet has changed. Please check it again.', { total: toMajor(total) });
    }

    // the member's pending tickets of the draw, read under the lock of the member's draw (the draw's statement)
    const mine = found.mine === null
      ? []
      : (JSON.parse(found.mine) as { playType: string; numbers: string[]; points: number; stake: string }[]).map((t) => ({ ...t, stake: BigInt(t.stake) }));
    const used = mine.reduce((a, t) => a + t.stake, 0n);
    if (used + total > settings.maxStakePerDraw) {
      throw refused('perDrawLimit', 'This bet goes over the most you may stake on one draw.', {
        limit: toMajor(settings.maxStakePerDraw),
        used: toMajor(used),
      });
    }
    const pointsOn = new Map<string, number>();
    const add = (playType: string, n: string, points: number) => pointsOn.set(`${playType}:${n}`, (pointsOn.get(`${playType}:${n}`) ?? 0) + points);
    for (const t of mine) for (const n of t.numbers) add(t.playType, n, t.points);
    for (const line of lines) {
      for (const n of line.numbers) add(line.playType, n, line.points);
      const limit = settings.playTypes[line.playType]?.maxPointsPerNumber ?? 0;
      const over = line.numbers.find((n) => (pointsOn.get(`${line.playType}:${n}`) ?? 0) > limit);
      if (over !== undefined) {
        throw refused('perNumberLimit', `The points on ${over} go over the limit of this draw.`, { number: over, limit });
      }
    }

    await passGate(
      () => hot.tx,
      { member, action: 'lotteryBet', amount: total, sessionId: caller.sessionId ?? null, play: { category: 'LOTT', brand: caller.brand } },
      { state: found.gate, now: gateNow },
    );

    // opened on first use (in this transaction)
    const wallet = found.wallet ?? (await accountOf(hot.tx, member.id, 'main'));
    const house = found.house ?? (await houseAccountOf(hot.tx, member.merchantCode, 'games'));
    const orderNo = newOrderNo();
    // a kind with jackpots: each ticket's share of its stake goes into each pool, in this same movement
    const poolStakes = hasPools ? stakes.map((stake) => poolStakesOf(def, stake)) : [];
    const poolLegs: { account: Account; amount: bigint }[] = [];
    if (hasPools) {
      const pools = await openPools(hot.tx, member.merchantCode, def, settings.unitPrice, found.pools);
      for (const [pool, account] of pools) {
        const amount = poolStakes.reduce((sum, p) => sum + (p[pool] ?? 0n), 0n);
        if (amount > 0n) poolLegs.push({ account, amount });
      }
    }
    const idempotencyKey = `lottery:bet:${member.id}:${caller.idempotencyKey}`;
    const move = movementArgs({
      idempotencyKey,
      kind: 'bet',
      memberId: member.id,
      ref: { type: 'lottery_order', id: orderNo },
      memo: `${def.name} ${draw.period}`,
      legs: [{ account: wallet, amount: -total }, { account: house, amount: total - poolLegs.reduce((sum, leg) => sum + leg.amount, 0n) }, ...poolLegs],
    });
    const tickets = lines.map((line, i) => {
      const odds = settings.playTypes[line.playType];
      return {
        playType: line.playType as string,
        numbers: line.numbers,
        stations: line.stations ?? [],
        position: line.position ?? null,
        points: line.points,
        combos: combosOf(line),
        stake: stakes[i] ?? 0n,
        odds: { odds: odds?.odds ?? 0, ...(odds?.paytable ? { paytable: odds.paytable } : {}) },
        poolStakes: Object.fromEntries(Object.entries(poolStakes[i] ?? {}).map(([pool, amount]) => [pool, amount.toString()])),
      };
    });

    const ticketRow = (t: (typeof tickets)[number], id: number): TicketRow => ({
      ...t,
      id,
      orderNo,
      memberId: member.id,
      merchantCode: member.merchantCode,
      drawId: draw.id,
      lotteryCode: def.code,
      gameCode: game.gameCode,
      unitPrice: settings.unitPrice,
      payout: 0n,
      state: 'pending',
      createdAt: now,
      settledAt: null,
    });
    const answerOf = (balance: number, ids: number[]): PlaceBetResult => ({
      orderNo,
      period: draw.period,
      totalStake: toMajor(total),
      balance,
      tickets: tickets.map((t, i) => toTicket(ticketRow(t, ids[i] ?? 0), draw, now)),
    });
    // the answer as the route sends it, in parts around what the call fills in
    const filled = FILLED_IN as unknown as number;
    const answerParts = caller.answer ? successJson(answerOf(filled, tickets.map(() => filled))).split(JSON.stringify(FILLED_IN)) : null;

    // one round trip (lottery_bet_post, migration 0050): the debit through ledger_post under the order's key,
    // the tickets and the answer kept for the call's key; a key already used answers with that order's tickets,
    // nothing moved
    let written: BetPostRow | undefined;
    try {
      [written] = await hot.commitWith<BetPostRow>('lottery_bet_post', BET_POST, [
        idempotencyKey,
        member.id,
        orderNo,
        move.memo,
        move.currency,
        move.accounts,
        move.kinds,
        move.amounts,
        wallet.id,
        member.merchantCode,
        draw.id,
        def.code,
        game.gameCode,
        settings.unitPrice.toString(),
        now.toISOString(),
        JSON.stringify(
          tickets.map((t) => ({
            play_type: t.playType,
            numbers: t.numbers,
            stations: t.stations,
            position: t.position,
            points: t.points,
            combos: t.combos,
            stake: t.stake.toString(),
            odds: t.odds,
            pool_stakes: t.poolStakes,
          })),
        ),
        caller.answer?.call.scope ?? null,
        caller.answer?.call.endpoint ?? null,
        caller.answer?.call.key ?? null,
        answerParts,
      ]);
    } catch (error) {
      throw betRefusal(error);
    }
    if (!written) throw new Error('lottery bet not recorded');
    const balance = toMajor(BigInt(String(written.balance_after ?? 0)));
    if (written.replayed) {
      // this call committed before and its answer was lost: answer with its tickets
      const rows = (JSON.parse(written.tickets ?? '[]') as ReplayedTicket[]).map(replayedRow);
      return {
        orderNo: written.order_no,
        period: draw.period,
        totalStake: toMajor(rows.reduce((a, t) => a + t.stake, 0n)),
        balance,
        tickets: rows.map((t) => toTicket(t, draw, now)),
      };
    }
    answerKept = written.answer_kept === true;
    return answerOf(balance, pgBigintArray(written.ticket_ids));
  }, { balanceLater, cacheWrites: caller.cacheWrites ?? undefined });
  if (answerKept) caller.answer?.kept();
  return placed;
}

type BetPostRow = {
  replayed: boolean;
  order_no: string;
  balance_after: string | number | null;
  ticket_ids: (string | number)[] | string | null;
  tickets: string | null;
  answer_kept: boolean | null;
};

/** The statement of a slip's writes (lottery_bet_post, migration 0050). */
const BET_POST = `select replayed, order_no, balance_after, ticket_ids, tickets, answer_kept from lottery_bet_post(
    $1, $2::int, $3, $4, $5, $6::int[], $7::text[], $8::bigint[], $9::int, $10, $11::bigint, $12, $13, $14::bigint, $15::timestamptz, $16::jsonb,
    $17, $18, $19, $20::text[])`;

/** A refusal of the slip's writes as the caller is told it: the balance (INSUFFICIENT_FUNDS), a key used for another slip (CONFLICT). */
function betRefusal(error: unknown): unknown {
  if (pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === 'lottery_bet_key_reused') {
    return apiError('CONFLICT', 'This idempotency key was already used for a different movement.');
  }
  return ledgerRefusal(error);
}

/** bigint[] as node-postgres (strings) and PGlite (numbers, or the array's text) return it. */
function pgBigintArray(value: BetPostRow['ticket_ids']): number[] {
  if (value === null) return [];
  const items = Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',').filter((v) => v !== '');
  return items.map((v) => Number(v));
}

type ReplayedTicket = Omit<TicketRow, 'unitPrice' | 'stake' | 'payout' | 'createdAt' | 'settledAt'> & {
  unitPrice: string;
  stake: string;
  payout: string;
  createdMs: number;
  settledMs: number | null;
};

const replayedRow = (t: ReplayedTicket): TicketRow => {
  const { createdMs, settledMs, ...rest } = t;
  return {
    ...rest,
    id: Number(t.id),
    drawId: Number(t.drawId),
    unitPrice: BigInt(t.unitPrice),
    stake: BigInt(t.stake),
    payout: BigInt(t.payout),
    createdAt: new Date(Number(createdMs)),
    settledAt: settledMs === null ? null : new Date(Number(settledMs)),
  };
};

export interface MyBetsQuery {
  gameCode?: string;
  period?: string;
  state?: TicketState;
  pageNo?: number;
  pageSize?: number;
}

/** The member's tickets, newest first. */
export async function myBets(db: Db, member: { id: number; merchantCode: string }, q: MyBetsQuery, now = new Date()) {
  const filters: SQL[] = [eq(lotteryTickets.memberId, member.id)];
  if (q.gameCode) {
    const game = await resolveGame(db, member.merchantCode, q.gameCode);
    // a lottery code lists every game of that lottery; a catalogue code its own tickets
    filters.push(game.gameCode === game.def.code ? eq(lotteryTickets.lotteryCode, game.def.code) : eq(lotteryTickets.gameCode, game.gameCode));
  }
  if (q.period) filters.push(eq(lotteryDraws.period, q.period));
  if (q.state) filters.push(eq(lotteryTickets.state, q.state));
  const where = and(...filters);
  const page = await paged(
    db,
    pageOf(q, 20),
    db
      .select({ t: lotteryTickets, d: { period: lotteryDraws.period, state: lotteryDraws.state, closeAt: lotteryDraws.closeAt, drawAt: lotteryDraws.drawAt, result: lotteryDraws.result } })
      .from(lotteryTickets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
      .where(where)
      .orderBy(desc(lotteryTickets.createdAt), desc(lotteryTickets.id))
      .$dynamic(),
  );
  return { items: page.rows.map((r) => toTicket(r.t, r.d, now)), pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.total };
}

/** Cancels a pending ticket of a draw still open: the stake comes back (`lottery:refund:<ticket>`). */
export async function cancelBet(db: Db, member: { id: number }, ticketId: number, now = new Date()): Promise<{ ticket: Ticket; balance: number }> {
  return db.transaction(async (tx: Tx) => {
    const [ticket] = await tx
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.id, ticketId), eq(lotteryTickets.memberId, member.id)))
      .for('update');
    if (!ticket) throw refused('notCancellable', 'There is no such bet.');
    const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, ticket.drawId)).for('share');
    if (!draw || ticket.state !== 'pending' || draw.state !== 'open' || draw.closeAt.getTime() <= now.getTime()) {
      throw refused('notCancellable', 'This bet can no longer be cancelled: its draw has closed.');
    }
    const balance = await refundTicket(tx, ticket, 'cancelled', `${lotteryByCode(ticket.lotteryCode)?.name ?? ticket.lotteryCode} ${draw.period} cancelled`);
    const [after] = await tx.select().from(lotteryTickets).where(eq(lotteryTickets.id, ticketId));
    return { ticket: toTicket(after ?? ticket, draw, now), balance: toMajor(balance ?? 0n) };
  });
}
