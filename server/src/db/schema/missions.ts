import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { bonuses } from './records';
import { merchants } from './system';
import { ledgerTransactions } from './wallet';

// Missions (docs/api.md, "Missions"): the brand's daily and weekly tasks as
// data, and the claims that paid them. Progress is never stored: it is
// measured from the bets and the credited deposits of the period.

/** What a mission's bets must be (none: every bet): game categories, in-house game kinds (dice, slot), or either. */
export interface MissionFilter {
  categories?: string[];
  inhouseKinds?: string[];
}

/** One mission of a brand. */
export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    code: text('code').notNull(),
    /** D (a day of UTC+7) or W (an ISO week from Monday, UTC+7) */
    period: text('period').notNull(),
    /** rounds, turnover, wins, deposits */
    metric: text('metric').notNull(),
    /** which bets count (rounds, turnover, wins) */
    filter: jsonb('filter').$type<MissionFilter>().notNull().default({}),
    /** rounds, wins, deposits: a count; turnover: minor units */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    /** cash, bonus, points */
    rewardType: text('reward_type').notNull(),
    /** cash and bonus: minor units; points: points */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    /** a bonus's turnover: amount × this */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** the title per language code (TY, VI, EN, CN, TH, ID); EN answers an unknown language */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('missions_merchant_code_uq').on(t.merchantCode, t.code),
    check('missions_period_ck', sql`${t.period} in ('D', 'W')`),
    check('missions_metric_ck', sql`${t.metric} in ('rounds', 'turnover', 'wins', 'deposits')`),
    check('missions_reward_ck', sql`${t.rewardType} in ('cash', 'bonus', 'points') and ${t.rewardAmount} > 0 and ${t.target} > 0 and ${t.turnoverMultiple} >= 0`),
  ],
);

/**
 * A mission paid to a member for one period. The unique (mission, member,
 * period) makes it paid once; the ledger's key and the points entry's key
 * are `mission:<member>:<mission>:<period>` too.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** 2026-11-28 or 2026-W48 */
    periodKey: text('period_key').notNull(),
    /** the week (2026-W48) the claim counts in on the leaderboard: its period's week */
    weekKey: text('week_key').notNull(),
    /** what was measured when claimed (the mission's units) */
    progress: bigint('progress', { mode: 'bigint' }).notNull(),
    rewardType: text('reward_type').notNull(),
    /** minor units, or points */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mission_claims_once_uq').on(t.missionId, t.memberId, t.periodKey),
    index('mission_claims_week_idx').on(t.merchantCode, t.weekKey),
    index('mission_claims_member_idx').on(t.memberId, t.claimedAt),
  ],
);
