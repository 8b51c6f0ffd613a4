import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { merchants } from './system';

// The lottery: draws run by this server and the members' tickets (docs/lottery.md).

/**
 * One draw of a lottery (the lotteries are data: server/src/modules/lottery/catalogue.ts).
 * Created ahead of time with its seed, whose SHA-256 is public from the
 * start; the seed itself is shown only once the draw is drawn, and the
 * result follows from it (lottery-rules deriveResult).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotteryCode: text('lottery_code').notNull(),
    period: text('period').notNull(),
    /** open → closed → drawn → settled, or cancelled */
    state: text('state').notNull().default('open'),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** the stations drawn (Vietnamese lottery): [{ code, name }] in drawing order; [] elsewhere */
    stations: jsonb('stations').$type<{ code: string; name: string }[]>().notNull(),
    /** secret until drawn: never answered before */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_draws_period_uq').on(t.lotteryCode, t.period),
    index('lottery_draws_lottery_draw_at_idx').on(t.lotteryCode, t.drawAt),
    check('lottery_draws_state_ck', sql`${t.state} in ('open', 'closed', 'drawn', 'settled', 'cancelled')`),
    check('lottery_draws_times_ck', sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
  ],
);

/**
 * One line of a placed bet. The stake left the member's wallet in the
 * order's `bet` movement (key `lottery:bet:<member>:<Idempotency-Key>`); a
 * win is paid by the movement `lottery:win:<ticket id>`, a cancellation or
 * a cancelled draw refunds by `lottery:refund:<ticket id>`: each exactly once.
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    drawId: bigint('draw_id', { mode: 'number' }).notNull().references(() => lotteryDraws.id),
    lotteryCode: text('lottery_code').notNull(),
    /** the catalogue game it was placed from */
    gameCode: text('game_code').notNull(),
    playType: text('play_type').notNull(),
    numbers: text('numbers').array().notNull(),
    stations: text('stations').array().notNull(),
    position: integer('position'),
    points: integer('points').notNull(),
    combos: integer('combos').notNull(),
    /** minor units */
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** the odds at the time of the bet (centi-units per hit; keno: the paytable) */
    odds: jsonb('odds').$type<{ odds: number; paytable?: number[] }>().notNull(),
    /** the part of the stake that went into each jackpot pool of its kind, minor units as text ({} for fixed-odds kinds) */
    poolStakes: jsonb('pool_stakes').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** pending → won | lost; pending → cancelled (by the member) | refunded (draw cancelled) */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('lottery_tickets_member_idx').on(t.memberId, t.createdAt),
    index('lottery_tickets_draw_idx').on(t.drawId, t.id),
    // a bet reads the member's pending tickets of its draw under the member's draw lock (migration 0048):
    // by the draw's index alone it read every ticket of the draw, each bet (docs/performance.md, "The bet")
    index('lottery_tickets_member_draw_idx').on(t.memberId, t.drawId),
    check('lottery_tickets_amounts_ck', sql`${t.stake} > 0 and ${t.payout} >= 0 and ${t.points} > 0 and ${t.combos} > 0`),
    check('lottery_tickets_state_ck', sql`${t.state} in ('pending', 'won', 'lost', 'cancelled', 'refunded')`),
  ],
);

/**
 * The jackpot of a draw, per brand and pool (docs/lottery.md, "Jackpots"):
 * written once when the draw's settlement starts, with what the pool held
 * for this draw (its ledger account's balance less the stakes of later
 * draws) and the winning shares (points of the tickets that won it). The
 * winners are paid `amount × their shares ÷ shares` from the pool's
 * account; what the division leaves stays in the pool.
 */
export const lotteryJackpots = pgTable(
  'lottery_jackpots',
  {
    drawId: bigint('draw_id', { mode: 'number' }).notNull().references(() => lotteryDraws.id),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    pool: text('pool').notNull(),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** the winning shares (0: not won, it rolls over) */
    shares: bigint('shares', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.merchantCode, t.pool] }), check('lottery_jackpots_amounts_ck', sql`${t.amount} >= 0 and ${t.shares} >= 0`)],
);

/**
 * What a brand sells of a lottery: the unit price, the most a member may
 * stake on one draw, and per play type the odds (centi-units per hit) and
 * the per-number limit. Seeded from server/src/seed/data/lottery.ts.
 */
export const lotterySettings = pgTable(
  'lottery_settings',
  {
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    lotteryCode: text('lottery_code').notNull(),
    /** minor units */
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    maxStakePerDraw: bigint('max_stake_per_draw', { mode: 'bigint' }).notNull(),
    playTypes: jsonb('play_types')
      .$type<Record<string, { odds: number; paytable?: number[]; maxPointsPerNumber: number; enabled: boolean }>>()
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.lotteryCode] }), check('lottery_settings_amounts_ck', sql`${t.unitPrice} > 0 and ${t.maxStakePerDraw} > 0`)],
);
