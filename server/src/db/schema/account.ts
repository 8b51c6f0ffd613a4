import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { merchants } from './system';
import { bonuses } from './records';
import { ledgerTransactions } from './wallet';

// My account: the VIP ladder of a brand and the authenticator secrets
// waiting for their first code.

/**
 * A brand's VIP levels: what a member needs to reach each (total deposits,
 * total stakes, in minor units) and what each gives. A member's level is the
 * `rank_level` of its club label.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    color2: text('color2').notNull(),
    requiredDeposit: bigint('required_deposit', { mode: 'bigint' }).notNull(),
    requiredTurnover: bigint('required_turnover', { mode: 'bigint' }).notNull(),
    /** rebate on stakes, in percent */
    rebateRate: numeric('rebate_rate', { precision: 5, scale: 2 }).notNull(),
    dailyWithdrawalLimit: bigint('daily_withdrawal_limit', { mode: 'bigint' }).notNull(),
    dailyWithdrawals: integer('daily_withdrawals').notNull(),
    birthdayBonus: bigint('birthday_bonus', { mode: 'bigint' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.level] }),
    check('vip_levels_amounts_ck', sql`${t.requiredDeposit} >= 0 and ${t.requiredTurnover} >= 0 and ${t.level} >= 1`),
  ],
);

/**
 * Every VIP level a member has reached by its totals (never lowered), one
 * row per member and level: what makes each level's rank-up reward
 * (`upgrade_bonus`) paid once. `amount` 0: the level gives none. The bonus
 * and its ledger movement are `bonus_id` / `transaction_id` (key
 * `vip:rankup:<member>:<level>`). `source`: deposit (after a credited
 * deposit) or job (the scheduled check of stakes and deposits).
 */
export const vipRankUps = pgTable(
  'vip_rank_ups',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    fromLevel: integer('from_level').notNull(),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    source: text('source').notNull(),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.level] }),
    check('vip_rank_ups_amount_ck', sql`${t.amount} >= 0 and ${t.level} > ${t.fromLevel}`),
    check('vip_rank_ups_source_ck', sql`${t.source} in ('deposit', 'job')`),
  ],
);

/**
 * A member's birthday bonus of one year (the member's level's
 * `birthday_bonus` on the birthday, brand time): the primary key makes it
 * once a year, the bonus key `vip:birthday:<member>:<year>` once in the ledger.
 */
export const vipBirthdayBonuses = pgTable(
  'vip_birthday_bonuses',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    year: integer('year').notNull(),
    level: integer('level').notNull(),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.year] }), index('vip_birthday_bonuses_created_idx').on(t.createdAt), check('vip_birthday_bonuses_amount_ck', sql`${t.amount} > 0`)],
);

/**
 * A secret offered to a member's authenticator app, not yet confirmed by a
 * code: it becomes the member's `authenticator_secret` only once the app
 * shows it can produce codes. One per member; a new setup replaces it.
 */
export const authenticatorSetups = pgTable('authenticator_setups', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  secret: text('secret').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
