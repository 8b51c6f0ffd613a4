import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { promotions } from './content';
import { merchants } from './system';
import { members } from './member';
import { operators } from './operator';
import { bonuses } from './records';
import { ledgerTransactions } from './wallet';

// The promotion engine. The card a visitor sees (title, summary, content,
// banner, period, category) is the content module's `promotions` row; the
// engine adds what makes it pay: its rule, who may join, how, and the
// rewards and applications of each member.

/**
 * What a promotion pays and how one joins it (one row per promotion; a
 * promotion without one is a notice with nothing to join).
 * `params` by kind (amounts in minor units):
 * - registration_gift: { amount, claimDays }
 * - first_deposit: { percent, minDeposit, cap, claimDays } (turnover: multiple × (deposit + bonus))
 * - application: { cap, claimDays? } (staff decide the amount, at most the cap; the member claims it within claimDays, default 7, of the approval)
 * - cashback: { percent, cap, minLoss, categories?, claimDays? } (percent of the period's net loss, stakes − payouts, per category; period D or W)
 * - deposit_streak: { days, minDeposit, amount, claimDays } (deposits of at least minDeposit a day on `days` consecutive days; once per period)
 * - referral: { amount, minDeposit, percent?, cap?, claimDays? } (the referrer earns amount when a friend's deposit of at least minDeposit
 *   is credited, once per friend; with percent, also percent of each friend's turnover of every period D or W, at most cap per friend and period)
 * - leaderboard: { prizes: [amount of place 1, 2, …], categories?, top? } (stakes of the period from the ledger; period D, W or M; the places paid at its end)
 * - raffle: { ticketStake, prizes: [amount of winner 1, 2, …], categories? } (a ticket per ticketStake staked in the period; drawn at its end from a committed seed)
 * - app_download: { amount, claimDays } (the first login from the installed app; once per person)
 */
export const promotionRules = pgTable(
  'promotion_rules',
  {
    promotionId: integer('promotion_id')
      .primaryKey()
      .references(() => promotions.id),
    /** registration_gift, first_deposit, application, cashback, deposit_streak, referral */
    kind: text('kind').notNull(),
    /** auto, button, application, code */
    joinMode: text('join_mode').notNull(),
    /** cash, bonus, points, raffle */
    rewardType: text('reward_type').notNull(),
    /** once, D, W, H, M: the period a member may be rewarded in once */
    period: text('period').notNull().default('once'),
    /** the bet turnover asked before the reward's money is free, as a multiple */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** may be given while another bonus's turnover is still open */
    allowStacking: boolean('allow_stacking').notNull().default(false),
    /** numbers; the game categories (`categories`); the prizes by place (`prizes`) */
    params: jsonb('params').$type<Record<string, number | string[] | number[]>>().notNull(),
    // who may join (null: no bound): the member's VIP level, its credited deposits, its age as a member
    minVipLevel: integer('min_vip_level'),
    maxVipLevel: integer('max_vip_level'),
    minDeposits: integer('min_deposits'),
    maxDeposits: integer('max_deposits'),
    /** only members registered within this many days */
    newWithinDays: integer('new_within_days'),
    /** join mode `code`: the code a member enters (compared without regard to case) */
    joinCode: text('join_code'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promotion_rules_kind_ck', sql`${t.kind} in ('registration_gift', 'first_deposit', 'reload', 'application', 'cashback', 'deposit_streak', 'referral', 'leaderboard', 'raffle', 'app_download')`),
    check('promotion_rules_join_ck', sql`${t.joinMode} in ('auto', 'button', 'application', 'code')`),
    check('promotion_rules_reward_ck', sql`${t.rewardType} in ('cash', 'bonus', 'points', 'raffle')`),
    check('promotion_rules_period_ck', sql`${t.period} in ('once', 'D', 'W', 'H', 'M')`),
    check('promotion_rules_params_ck', sql`jsonb_typeof(${t.params}) = 'object' and ${t.turnoverMultiple} >= 0`),
    check(
      'promotion_rules_eligibility_ck',
      sql`coalesce(${t.minVipLevel}, 0) >= 0 and coalesce(${t.maxVipLevel}, ${t.minVipLevel}, 0) >= coalesce(${t.minVipLevel}, 0)
          and coalesce(${t.minDeposits}, 0) >= 0 and coalesce(${t.maxDeposits}, ${t.minDeposits}, 0) >= coalesce(${t.minDeposits}, 0)
          and coalesce(${t.newWithinDays}, 1) >= 1`,
    ),
    check('promotion_rules_code_ck', sql`${t.joinMode} <> 'code' or ${t.joinCode} is not null`),
  ],
);

/** A member who pressed Join (promotions joined by button). */
export const promotionParticipants = pgTable(
  'promotion_participants',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId] })],
);

/**
 * A member's reward of a promotion for one period: waiting to be claimed
 * (`claimable`, until `expires_at`), paid (`issued`: by staff or the
 * engine; `claimed`: by the member) or `expired`. The unique
 * (promotion, member, period) makes every reward exist, and so be paid, once.
 */
export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** `once`, or the period's start: 2026-11-28, 2026-W48, 2026-11 */
    periodKey: text('period_key').notNull(),
    state: text('state').notNull().default('claimable'),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** minor units: bet turnover asked besides amount × multiple (a deposit's share) */
    extraTurnover: bigint('extra_turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** what earned it: a deposit order, an application */
    sourceRef: text('source_ref'),
    /** a referral reward: the friend whose deposit or turnover earned it the referrer (member_id) */
    referredMemberId: integer('referred_member_id').references(() => members.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_rewards_once_uq').on(t.promotionId, t.memberId, t.periodKey),
    index('promotion_rewards_member_idx').on(t.memberId, t.createdAt),
    check('promotion_rewards_state_ck', sql`${t.state} in ('claimable', 'claimed', 'issued', 'expired')`),
    check('promotion_rewards_amount_ck', sql`${t.amount} > 0 and ${t.extraTurnover} >= 0 and ${t.turnoverMultiple} >= 0`),
  ],
);

/**
 * Who has had a once-per-person reward of a promotion, by what identifies a
 * person beyond the account (`mobile:+84…`, `device:…`, `member:<id>`):
 * a second account of the same person finds its key taken.
 */
export const promotionPersonKeys = pgTable(
  'promotion_person_keys',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    personKey: text('person_key').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.personKey] })],
);

/** A member's application to a promotion joined by application, and staff's decision. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    comment: text('comment').notNull(),
    /** ids of the member's uploads (purpose promotionApplication), at most 3 */
    imageIds: text('image_ids').array().notNull(),
    /** pending, approved, rejected */
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    /** minor units: what an approval gave */
    amount: bigint('amount', { mode: 'bigint' }),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // one application under review at a time per member and promotion
    uniqueIndex('promotion_applications_pending_uq').on(t.promotionId, t.memberId).where(sql`${t.state} = 'pending'`),
    index('promotion_applications_state_idx').on(t.state, t.createdAt),
    check('promotion_applications_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    check('promotion_applications_comment_ck', sql`char_length(${t.comment}) <= 140 and cardinality(${t.imageIds}) <= 3`),
  ],
);

/**
 * The brand's rebate rates: percent of valid turnover per game category,
 * from a VIP level up (0: every member; a member gets the row of the
 * highest level at or below its own).
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** a game category of the catalogue: RNG, FISH, LIVE, INHOUSE, … */
    category: text('category').notNull(),
    vipLevel: integer('vip_level').notNull().default(0),
    /** percent of valid turnover, two decimals (0.8 = 0.8 %) */
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.category, t.vipLevel] }),
    check('rebate_rates_ck', sql`${t.ratePercent} >= 0 and ${t.ratePercent} <= 100 and ${t.vipLevel} >= 0`),
  ],
);

/**
 * How far a member's rebate of one category is paid: turnover settled
 * before `paid_until` has been rebated (by the daily job or a claim). The
 * one watermark per member and category, locked by whoever pays, so the
 * same turnover is never paid twice.
 */
export const rebateWatermarks = pgTable(
  'rebate_watermarks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    category: text('category').notNull(),
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.category] })],
);

/** A rebate paid: the turnover settled in [from, until) of one category at the rate then, by the daily job (`auto`) or the member's claim (`claim`). */
export const rebatePayouts = pgTable(
  'rebate_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    category: text('category').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    untilAt: timestamp('until_at', { withTimezone: true }).notNull(),
    /** minor units */
    turnover: bigint('turnover', { mode: 'bigint' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2 }).notNull(),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** auto, claim */
    source: text('source').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rebate_payouts_from_uq').on(t.memberId, t.category, t.fromAt),
    index('rebate_payouts_member_idx').on(t.memberId, t.createdAt),
    check('rebate_payouts_ck', sql`${t.amount} > 0 and ${t.turnover} > 0 and ${t.untilAt} > ${t.fromAt} and ${t.source} in ('auto', 'claim')`),
  ],
);

/**
 * A place paid by a leaderboard or a raffle at the end of one period: unique
 * by promotion, period and place (the place's idempotency: the job, run
 * again or on another instance, writes and pays it once), and one place per
 * member and period. `score`: the turnover (leaderboard) or the tickets
 * (raffle); `reached_at`: when the member reached it (the leaderboard's tie
 * break); `ticket`: the raffle's winning ticket.
 */
export const promotionPrizes = pgTable(
  'promotion_prizes',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    periodKey: text('period_key').notNull(),
    place: integer('place').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** minor units for a leaderboard's turnover; tickets for a raffle */
    score: bigint('score', { mode: 'bigint' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    ticket: integer('ticket'),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    rewardId: integer('reward_id').references(() => promotionRewards.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.periodKey, t.place] }),
    uniqueIndex('promotion_prizes_member_uq').on(t.promotionId, t.periodKey, t.memberId),
    index('promotion_prizes_recent_idx').on(t.createdAt),
    check('promotion_prizes_ck', sql`${t.place} >= 1 and ${t.amount} > 0 and ${t.score} >= 0`),
  ],
);

/**
 * A raffle's draw of one period: the seed, chosen and committed by its
 * SHA-256 before the period's end (shown on the promotion's page), revealed
 * once drawn with the entries (each member's tickets, in member order, names
 * masked) from which anyone recomputes the winners (raffle-rules.ts).
 */
export const promotionDraws = pgTable(
  'promotion_draws',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    periodKey: text('period_key').notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** once drawn: [{ memberId, account (masked), tickets }] in the order drawn from */
    entries: jsonb('entries').$type<Array<{ memberId: number; account: string; tickets: number }>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.periodKey] })],
);
