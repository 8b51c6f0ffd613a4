import { sql } from 'drizzle-orm';
import { bigint, check, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { merchants } from './system';

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
