import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { ledgerTransactions } from './wallet';

// The member's records read the ledger and the game rounds; bonuses are
// the one thing they need that no other table keeps: the turnover a bonus
// asks for before its money is free.

/**
 * A bonus given to a member (the money moves by the ledger's `bonus`
 * movement, referenced `bonus`/<id>). Its turnover requirement is
 * amount × multiple; progress is the member's valid bets since it was given.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** welcome, reload, vip, birthday, promotion */
    reason: text('reason').notNull(),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    /** minor units: amount × multiple */
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    /** what makes a grant happen once (derived from the caller's idempotency key) */
    grantKey: text('grant_key').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
    /** given up by the member to withdraw before its turnover was met (the ledger's `bonus_forfeit` took it back) */
    forfeitedAt: timestamp('forfeited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonuses_grant_key_uq').on(t.grantKey),
    index('bonuses_member_idx').on(t.memberId, t.createdAt),
    check('bonuses_amounts_ck', sql`${t.amount} > 0 and ${t.turnoverMultiple} >= 0 and ${t.turnoverRequired} >= 0`),
  ],
);
