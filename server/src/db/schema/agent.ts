import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { merchants } from './system';
import { ledgerTransactions } from './wallet';

// The agent centre: the hierarchy, the contracts and their payments, invitation links, announcements.

/**
 * The closure of `members.upline_id`: one row per member and each of its
 * uplines (and itself at depth 0). Kept by a trigger on `members` (migration
 * "agents", hand-written part), so a team of any depth is one indexed lookup
 * (`ancestor_id = agent`), never a recursive walk per report.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id),
    /** 0: the member itself; 1: a direct member of the ancestor */
    depth: integer('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.descendantId] }), index('agent_tree_descendant_idx').on(t.descendantId, t.depth)],
);

/**
 * A contract of an agent (spec section 4): offered by its upline (null: the
 * platform), accepted or rejected by the holder, terminated by either.
 * `tiers` is `[{ threshold, rate }]` in ascending threshold, the threshold
 * in active members (dividend) or in valid turnover, minor units (salaries),
 * the rate in percent.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('pending'),
    /** dividend: D, W, H or M; daily wages: D; hourly and real-time: null */
    period: text('period'),
    tiers: jsonb('tiers').$type<{ threshold: number; rate: number }[]>().notNull(),
    uplineId: integer('upline_id').references(() => members.id),
    holderId: integer('holder_id')
      .notNull()
      .references(() => members.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    index('agent_contracts_holder_idx').on(t.holderId, t.kind, t.state),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind),
    index('agent_contracts_active_idx').on(t.kind).where(sql`${t.state} = 'active'`),
    // one active contract of a kind per holder, and one offer of a kind waiting at a time
    uniqueIndex('agent_contracts_one_active_uq').on(t.holderId, t.kind).where(sql`${t.state} = 'active'`),
    uniqueIndex('agent_contracts_one_pending_uq').on(t.holderId, t.kind).where(sql`${t.state} = 'pending'`),
    check('agent_contracts_kind_ck', sql`${t.kind} in ('dividend', 'dailySalary', 'hourSalary', 'realtimeSalary')`),
    check(
      'agent_contracts_state_ck',
      sql`${t.state} in ('pending', 'active', 'rejected', 'terminated', 'superseded', 'expired', 'withdrawn')`,
    ),
    check('agent_contracts_period_ck', sql`${t.period} is null or ${t.period} in ('D', 'W', 'H', 'M')`),
  ],
);

/**
 * One payment of a contract for one window, with its arithmetic. Unique by
 * contract and window: a window is paid at most once, whatever the number of
 * server instances and restarts. Amounts in minor units.
 */
export const agentPayments = pgTable(
  'agent_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    holderId: integer('holder_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    basis: bigint('basis', { mode: 'bigint' }).notNull(),
    tierBy: bigint('tier_by', { mode: 'bigint' }).notNull(),
    rate: numeric('rate', { precision: 9, scale: 4 }).notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    deductions: jsonb('deductions').$type<{ account: string; basis: string; rate: string; amount: string }[]>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_payments_contract_window_uq').on(t.contractId, t.windowStart),
    index('agent_payments_holder_idx').on(t.holderId, t.kind, t.windowStart),
    check('agent_payments_amount_ck', sql`${t.amount} >= 0 and ${t.gross} >= 0`),
  ],
);

/** An agent's invitation link: its own affiliate code, for a member or a sub-agent. */
export const agentInviteLinks = pgTable(
  'agent_invite_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull().unique(),
    /** member or agent: what an account registered through it becomes */
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('agent_invite_links_agent_idx').on(t.agentId), check('agent_invite_links_kind_ck', sql`${t.kind} in ('member', 'agent')`)],
);

/** Which link brought which registration. */
export const agentInviteRegistrations = pgTable(
  'agent_invite_registrations',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => agentInviteLinks.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id)
      .unique(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.memberId] })],
);

/** The agents' announcements (the agent centre's first entry): the members' announcement types and popup. */
export const agentAnnouncements = pgTable(
  'agent_announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    popup: boolean('popup').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('agent_announcements_merchant_idx').on(t.merchantCode, t.publishedAt)],
);

export type AgentContractRow = typeof agentContracts.$inferSelect;

/**
 * The team reports' rollup: per member and hour, the bets (from the betting
 * record's sources) and the deposits and withdrawals (from the ledger). The
 * job `agent:rollup` adds each hour once it has passed; the reports read the
 * rolled hours here and what came after `agent_rollup_state.rolled_until`
 * from the sources, in one snapshot, so nothing is counted twice or missed.
 * Amounts in minor units.
 */
export const agentMemberHours = pgTable(
  'agent_member_hours',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    betCount: integer('bet_count').notNull().default(0),
    stake: bigint('stake', { mode: 'bigint' }).notNull().default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull().default(sql`0`),
    depositCount: integer('deposit_count').notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.hour] }), index('agent_member_hours_hour_idx').on(t.hour)],
);

/** One row: the instant up to which agent_member_hours holds everything. */
export const agentRollupState = pgTable('agent_rollup_state', {
  id: integer('id').primaryKey(),
  rolledUntil: timestamp('rolled_until', { withTimezone: true }).notNull(),
});

/**
 * The rollup per agent and day (UTC) over the agent's whole downline: what
 * the team overview reads for 7 and 30 days. `active` counts the members
 * with a valid bet that day (each once), kept exact as hours are added.
 */
export const agentTeamDays = pgTable(
  'agent_team_days',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    day: timestamp('day', { withTimezone: true }).notNull(),
    betCount: integer('bet_count').notNull().default(0),
    stake: bigint('stake', { mode: 'bigint' }).notNull().default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull().default(sql`0`),
    depositCount: integer('deposit_count').notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    active: integer('active').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/** A member's last valid bet the rollup has seen: "active since" for any range that ends now. */
export const agentMemberActivity = pgTable(
  'agent_member_activity',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    lastValidBetAt: timestamp('last_valid_bet_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_member_activity_last_idx').on(t.lastValidBetAt)],
);
