import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { members } from './member';
import { operators } from './operator';
import { merchants } from './system';
import { ledgerTransactions } from './wallet';

// Money out: banks and members' cards, the payment password's lock,
// withdrawals and their payout parts, the brand's withdrawal settings and the
// turnover members owe before withdrawing (docs/money.md, "Withdrawals").

/** The banks a card can belong to (seeded: Vietnamese banks). */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  /** the badge colour of the generated logo */
  color: text('color').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    bankCode: text('bank_code').notNull().references(() => banks.code),
    holderName: text('holder_name').notNull(),
    /** the full number, for the payout; answers show only its last four digits */
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
    /** a removed card stays for the withdrawals that used it */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_cards_member_idx').on(t.memberId),
    uniqueIndex('bank_cards_live_uq').on(t.memberId, t.bankCode, t.accountNumber).where(sql`${t.removedAt} is null`),
  ],
);

/** Wrong payment passwords in a row, and the lock they lead to. */
export const paymentPasswordLocks = pgTable('payment_password_locks', {
  memberId: integer('member_id').primaryKey().references(() => members.id),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** A brand's withdrawal rules; amounts in minor units. */
export const withdrawSettings = pgTable('withdraw_settings', {
  merchantCode: text('merchant_code').primaryKey().references(() => merchants.code),
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  /** withdrawals a member may ask for per day (the brand's day, Asia/Ho_Chi_Minh) */
  dailyCount: integer('daily_count').notNull(),
  /** minutes after a payout without an answer after which it counts as received */
  forcedReceiptMinutes: integer('forced_receipt_minutes').notNull(),
  /** the demo rule: below this amount a withdrawal is approved and paid at once; null: off */
  autoApproveBelow: bigint('auto_approve_below', { mode: 'bigint' }),
  /** the smallest transfer to the upline */
  uplineMinAmount: bigint('upline_min_amount', { mode: 'bigint' }).notNull(),
});

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    memberId: integer('member_id').notNull().references(() => members.id),
    cardId: integer('card_id').notNull().references(() => bankCards.id),
    /** `<member>:<Idempotency-Key>`: a call run twice creates one withdrawal */
    requestKey: text('request_key').notNull().unique(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    state: text('state').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    proofIds: jsonb('proof_ids').$type<string[]>().notNull().default([]),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_state_idx').on(t.merchantCode, t.state, t.createdAt),
    index('withdrawals_deadline_idx').on(t.confirmDeadline).where(sql`${t.state} = 'awaitingReceipt'`),
    check('withdrawals_amount_ck', sql`${t.amount} > 0 and ${t.paid} >= 0 and ${t.paid} <= ${t.amount}`),
    check(
      'withdrawals_state_ck',
      sql`${t.state} in ('pending', 'rejected', 'approved', 'disbursing', 'awaitingReceipt', 'received', 'fullPayment', 'notReceived', 'forcedReceived')`,
    ),
  ],
);

/** One part of a payout: hold → house cash. */
export const withdrawalParts = pgTable(
  'withdrawal_parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: integer('withdrawal_id').notNull().references(() => withdrawals.id),
    /** the console's request id (or `auto`): a repeat pays nothing more */
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull().references(() => ledgerTransactions.id),
    /** staff found the part came back from the bank (the member said "not received"): house cash → hold again */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnTransactionId: bigint('return_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('withdrawal_parts_request_uq').on(t.withdrawalId, t.requestId), check('withdrawal_parts_amount_ck', sql`${t.amount} > 0`)],
);

/**
 * Turnover a member owes before withdrawing: each deposit or bonus may add
 * an amount of bets to place (`addTurnoverRequirement`). What remains is the
 * sum of the requirements less the member's bets since the first of them.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    /** deposit, bonus, adjustment, … */
    source: text('source').notNull(),
    /** what added it (a deposit order's id), for the records; unique per source */
    ref: text('ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
    /** a bonus's requirement ends here when the member gives the bonus up to withdraw (it no longer counts) */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [index('turnover_requirements_member_idx').on(t.memberId), uniqueIndex('turnover_requirements_ref_uq').on(t.source, t.ref), check('turnover_requirements_amount_ck', sql`${t.amount} > 0`)],
);
