import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { members } from './member';
import { merchants } from './system';

// Money: wallet accounts and the double-entry ledger (migrations 0001 and
// 0011 add the integrity triggers). The model is described in docs/money.md.

/**
 * Wallet accounts. A member has a `main` wallet, a `hold` account (money held
 * for pending withdrawals) and a `vendor` wallet per transfer-wallet vendor;
 * the operator has `house` accounts per merchant and purpose (cash clearing,
 * games, bonuses, …). Amounts are minor units (1/100 of the currency unit)
 * as bigint.
 *
 * A member account caches the sum of its postings in `balance`, written only
 * by the ledger in the same transaction as the postings, and never below
 * zero. A house account keeps no cached balance (`balance` is null): its
 * balance is the sum of its postings, so movements of different members never
 * queue on one hot house row.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** main, hold, vendor or house */
    kind: text('kind').notNull(),
    /** the owner of a member account (main, hold, vendor); null for house accounts */
    memberId: integer('member_id').references(() => members.id),
    /** vendor wallets: the transfer-wallet vendor's code */
    vendorCode: text('vendor_code'),
    /** house accounts: cash, games, bonus, rebate, adjustment, salary, … */
    purpose: text('purpose'),
    currency: text('currency').notNull(),
    /** member accounts: the sum of their postings; house accounts: null */
    balance: bigint('balance', { mode: 'bigint' }).default(sql`0`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wallet_accounts_kind_ck', sql`${t.kind} in ('main', 'hold', 'vendor', 'house')`),
    check(
      'wallet_accounts_owner_ck',
      sql`(${t.kind} in ('main', 'hold') and ${t.memberId} is not null and ${t.vendorCode} is null and ${t.purpose} is null)
        or (${t.kind} = 'vendor' and ${t.memberId} is not null and ${t.vendorCode} is not null and ${t.purpose} is null)
        or (${t.kind} = 'house' and ${t.memberId} is null and ${t.vendorCode} is null and ${t.purpose} is not null)`,
    ),
    // a member can never owe the house through an account; house accounts cache nothing
    check(
      'wallet_accounts_member_balance_ck',
      sql`(${t.kind} = 'house' and ${t.balance} is null) or (${t.kind} <> 'house' and ${t.balance} >= 0)`,
    ),
    // what postings point at: an account and its kind (postings keep the kind to know their balance rule)
    unique('wallet_accounts_id_kind_uq').on(t.id, t.kind),
    uniqueIndex('wallet_accounts_member_uq')
      .on(t.memberId, t.kind, sql`coalesce(${t.vendorCode}, '')`)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('wallet_accounts_house_uq').on(t.merchantCode, t.purpose).where(sql`${t.kind} = 'house'`),
  ],
);

/**
 * One money movement: unique by its idempotency key, with its kind, the
 * member it concerns (for the member's records), what it belongs to
 * (`ref_type`, `ref_id`: a deposit order, a withdrawal, an in-house round)
 * and two or more postings that sum to zero.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** deposit, withdrawal, hold, release, transfer, transfer_in, transfer_out, upline_transfer, bet, payout, bonus, rebate, adjustment, salary */
    kind: text('kind').notNull(),
    memberId: integer('member_id').references(() => members.id),
    refType: text('ref_type'),
    refId: text('ref_id'),
    memo: text('memo').notNull().default(''),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_member_idx').on(t.memberId, t.createdAt),
    index('ledger_transactions_ref_idx').on(t.refType, t.refId).where(sql`${t.refType} is not null`),
    check('ledger_transactions_ref_ck', sql`(${t.refType} is null) = (${t.refId} is null)`),
  ],
);

/**
 * Double entry: the postings of one transaction sum to zero, two or more of
 * them (checked by deferred triggers at commit). `balance_after` is the
 * member account's balance after the posting; null on house accounts.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id').notNull(),
    /** the account's kind, checked by the foreign key: a house posting has no balance after */
    accountKind: text('account_kind').notNull(),
    /** signed: negative leaves the account, positive enters it */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_postings_amount_ck', sql`${t.amount} <> 0`),
    check('ledger_postings_balance_after_ck', sql`(${t.accountKind} = 'house') = (${t.balanceAfter} is null)`),
    foreignKey({
      name: 'ledger_postings_account_fk',
      columns: [t.accountId, t.accountKind],
      foreignColumns: [walletAccounts.id, walletAccounts.kind],
    }),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
  ],
);
