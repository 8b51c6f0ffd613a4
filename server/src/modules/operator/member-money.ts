import { and, desc, eq, gte, inArray, ne, sql, sum } from 'drizzle-orm';
import { GUEST_TYPE } from '../../../../src/shared/contract/member';
import type { LedgerMovement } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { ledgerPostings, ledgerTransactions, members, walletAccounts } from '../../db/schema';
import { toMajor } from '../../lib/money';

/*
 * What the console reads of the wallets and the ledger, in one file: the
 * ledger's readers here change in one place with it. (Its one writer here is `adjustBalance`.)
 */

/** The main wallet of each member (the one the header's balance reads). */
export async function walletsOf(db: Db, memberIds: number[]): Promise<Map<number, { balance: bigint; currency: string }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: walletAccounts.memberId, balance: walletAccounts.balance, currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.kind, 'main'), inArray(walletAccounts.memberId, memberIds)));
  const wallets = new Map<number, { balance: bigint; currency: string }>();
  for (const row of rows) if (row.memberId !== null) wallets.set(row.memberId, { balance: row.balance ?? 0n, currency: row.currency });
  return wallets;
}

/** A member's main wallet balance, minor units (0 before the wallet is opened). */
export async function mainBalanceOf(db: Db, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'main')))
    .limit(1);
  return row?.balance ?? 0n;
}

/** The member's latest movements, newest first: signed from the wallet's side, with the balance after each. */
export async function latestMovements(db: Db, memberId: number, limit = 20): Promise<LedgerMovement[]> {
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      createdAt: ledgerPostings.createdAt,
      kind: ledgerTransactions.kind,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
      memo: ledgerTransactions.memo,
    })
    .from(ledgerPostings)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'main')))
    .orderBy(desc(ledgerPostings.id))
    .limit(limit);
  return rows.map((r) => ({
    transactionId: r.transactionId,
    createdAt: r.createdAt.toISOString(),
    kind: r.kind,
    amount: toMajor(r.amount),
    balanceAfter: toMajor(r.balanceAfter ?? 0n),
    memo: r.memo,
  }));
}

/** What the members of a brand hold in their wallets, held withdrawals included (free-play guests' play credit left out), minor units. */
export async function heldByMembers(db: Db, merchantCode: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletAccounts.balance}), 0)::text` })
    .from(walletAccounts)
    .innerJoin(members, eq(members.id, walletAccounts.memberId))
    .where(and(eq(walletAccounts.merchantCode, merchantCode), ne(walletAccounts.kind, 'house'), ne(members.isAgent, GUEST_TYPE)));
  return BigInt(row?.total ?? '0');
}

/** The brand's ledger movements since a time, by kind (only the kinds that moved), minor units. */
export async function movementTotalsSince(db: Db, merchantCode: string, since: Date): Promise<{ kind: string; count: number; amount: bigint }[]> {
  const rows = await db
    // a movement's amount: what entered accounts (its positive postings); counted once per transaction
    .select({
      kind: ledgerTransactions.kind,
      count: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
      amount: sum(ledgerPostings.amount),
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerPostings, and(eq(ledgerPostings.transactionId, ledgerTransactions.id), sql`${ledgerPostings.amount} > 0`))
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
    .where(and(eq(walletAccounts.merchantCode, merchantCode), gte(ledgerTransactions.createdAt, since)))
    .groupBy(ledgerTransactions.kind)
    .orderBy(ledgerTransactions.kind);
  return rows.map((r) => ({ kind: r.kind, count: r.count, amount: BigInt(r.amount ?? '0') }));
}
