import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { members } from './member';
import { operators } from './operator';

// Player protection (docs/responsible-gaming.md): the limits a member sets,
// every change of them, time-outs and self-exclusions, the reality check,
// and the refusals of the one gate (the limit-hit report).

/**
 * A member's limit of one kind and period. `value`: minor units (deposit,
 * loss, wager) or minutes (session); a lower value applies at once, a higher
 * one or a removal waits in `pending_*` until `pending_from` has passed and
 * the member confirms it. A removed limit with nothing pending is deleted.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    /** deposit, loss, wager or session */
    kind: text('kind').notNull(),
    /** day, week or month; `session` for the session time limit */
    period: text('period').notNull(),
    /** the limit in force; null: none in force (a first limit is always in force at once) */
    value: bigint('value', { mode: 'bigint' }),
    /** a raise or removal (`pending_remove`) waiting for its 24 hours and the member's confirmation */
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingRemove: integer('pending_remove').notNull().default(0),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('protection_limits_member_kind_uq').on(t.memberId, t.kind, t.period),
    check('protection_limits_kind_ck', sql`${t.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check('protection_limits_period_ck', sql`(${t.kind} = 'session') = (${t.period} = 'session') and ${t.period} in ('day', 'week', 'month', 'session')`),
    check('protection_limits_positive_ck', sql`(${t.value} is null or ${t.value} > 0) and (${t.pendingValue} is null or ${t.pendingValue} > 0)`),
  ],
);

/** Every change of a limit, append-only: what the member (or the platform) did, when, from what to what. */
export const protectionLimitChanges = pgTable(
  'protection_limit_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** set (a first limit), lowered, raiseRequested, removeRequested, raised, removed, pendingDropped */
    action: text('action').notNull(),
    fromValue: bigint('from_value', { mode: 'bigint' }),
    toValue: bigint('to_value', { mode: 'bigint' }),
    /** when a pending change may be confirmed */
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('protection_limit_changes_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Time-outs and self-exclusions. In force from `starts_at` until `ends_at`
 * (null: permanent). A self-exclusion that has run out still holds until the
 * member asks to return (`return_requested_at`) and a day has passed since
 * (`return_at`). Never shortened: no code updates `ends_at`.
 */
export const protectionBlocks = pgTable(
  'protection_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    /** timeOut or selfExclusion */
    kind: text('kind').notNull(),
    /** the period chosen: 24h, 7d, 30d, 6w; 6m, 1y, 5y, permanent */
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** member or operator */
    source: text('source').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    reason: text('reason'),
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    returnAt: timestamp('return_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('protection_blocks_member_idx').on(t.memberId, t.startsAt),
    index('protection_blocks_merchant_idx').on(t.merchantCode, t.kind),
    check('protection_blocks_kind_ck', sql`${t.kind} in ('timeOut', 'selfExclusion')`),
    check('protection_blocks_source_ck', sql`${t.source} in ('member', 'operator')`),
  ],
);

/** The reality check's interval (minutes: 15, 30, 60; none without a row or with null). */
export const protectionSettings = pgTable('protection_settings', {
  memberId: integer('member_id').primaryKey().references(() => members.id),
  realityCheckMinutes: integer('reality_check_minutes'),
  /** when the member was shown the responsible gaming information (once, after registering) */
  infoSeenAt: timestamp('info_seen_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** One refusal of the gate for a limit (the report of players who hit limits). */
export const protectionLimitHits = pgTable(
  'protection_limit_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    /** the error code: LIMIT_DEPOSIT, LIMIT_LOSS, LIMIT_WAGER, SESSION_TIME */
    code: text('code').notNull(),
    /** what was refused: deposit, transfer, bet, lotteryBet, launch; agentTransfer (an agent's transfer to the member) */
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('protection_limit_hits_merchant_idx').on(t.merchantCode, t.createdAt)],
);
