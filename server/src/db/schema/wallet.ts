import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { members } from './member';
import { merchants } from './system';

// Money: wallet accounts and the double-entry ledger (migration 0001 adds
// the integrity triggers).

/**
 * Wallet accounts: one per member, plus house accounts of the operator (cash
 * clearing, game results, bonuses). Amounts are minor units (1/100 of the
 * currency unit) as bigint. `balance` caches the sum of the account's postings
 * and is only written by the ledger, in the same transaction as the postings.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** member or house */
    kind: text('kind').notNull(),
    memberId: integer('member_id').unique().references(() => members.id),
    /** house accounts' stable name, e.g. LOTUS:HOUSE:CASH */
    code: text('code').unique(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wallet_accounts_kind_ck', sql`${t.kind} in ('member', 'house')`),
    check(
      'wallet_accounts_owner_ck',
      sql`(${t.kind} = 'member' and ${t.memberId} is not null) or (${t.kind} = 'house' and ${t.code} is not null)`,
    ),
    // a member can never owe the house through their wallet; house accounts may go negative
    check('wallet_accounts_member_balance_ck', sql`${t.kind} <> 'member' or ${t.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** deposit, withdrawal, transfer, bet, payout, bonus, adjustment */
    kind: text('kind').notNull(),
    memo: text('memo').notNull().default(''),
    fromAccountId: integer('from_account_id').notNull().references(() => walletAccounts.id),
    toAccountId: integer('to_account_id').notNull().references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transactions_amount_ck', sql`${t.amount} > 0`),
    check('ledger_transactions_accounts_ck', sql`${t.fromAccountId} <> ${t.toAccountId}`),
    index('ledger_transactions_from_idx').on(t.fromAccountId, t.createdAt),
    index('ledger_transactions_to_idx').on(t.toAccountId, t.createdAt),
  ],
);

/** Double entry: the postings of one transaction sum to zero (checked by a deferred trigger). */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id').notNull().references(() => walletAccounts.id),
    /** signed: negative leaves the account, positive enters it */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_postings_amount_ck', sql`${t.amount} <> 0`),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
  ],
);
