import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerPostings, ledgerTransactions, walletAccounts } from '../../db/schema';
import { CHECK_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { apiError } from '../../http/status';

export const ledgerKinds = ['deposit', 'withdrawal', 'transfer', 'bet', 'payout', 'bonus', 'adjustment'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export interface TransferRequest {
  /** one movement per key: a repeat with the same key returns the first result */
  idempotencyKey: string;
  /** wallet account ids */
  from: number;
  to: number;
  /** minor units, > 0 */
  amount: bigint;
  kind: LedgerKind;
  memo?: string;
}

export interface AccountAfter {
  accountId: number;
  balanceAfter: bigint;
}

export interface TransferResult {
  transactionId: number;
  idempotencyKey: string;
  kind: LedgerKind;
  amount: bigint;
  currency: string;
  from: AccountAfter;
  to: AccountAfter;
  createdAt: Date;
  /** true when this key had already been applied and nothing moved now */
  replayed: boolean;
}

const insufficient = () => apiError('INSUFFICIENT_FUNDS', 'The balance is not enough for this amount.');

function checkRequest(req: TransferRequest): void {
  if (req.amount <= 0n) throw apiError('BAD_REQUEST', 'The amount must be greater than zero.');
  if (req.from === req.to) throw apiError('BAD_REQUEST', 'A transfer needs two different accounts.');
  if (req.idempotencyKey.length === 0 || req.idempotencyKey.length > 200) {
    throw apiError('BAD_REQUEST', 'The idempotency key must be 1 to 200 characters.');
  }
}

/** The answer to a key seen before: the stored movement, refused if the repeat asks for something else. */
async function replay(tx: Tx, req: TransferRequest): Promise<TransferResult> {
  const [existing] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, req.idempotencyKey))
    .limit(1);
  if (!existing) throw new Error(`ledger transaction ${req.idempotencyKey} vanished during replay`);
  if (
    existing.fromAccountId !== req.from ||
    existing.toAccountId !== req.to ||
    existing.amount !== req.amount ||
    existing.kind !== req.kind
  ) {
    throw apiError('CONFLICT', 'This idempotency key was already used for a different movement.');
  }
  const postings = await tx
    .select({ accountId: ledgerPostings.accountId, balanceAfter: ledgerPostings.balanceAfter })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transactionId, existing.id));
  const after = (accountId: number): AccountAfter => {
    const posting = postings.find((p) => p.accountId === accountId);
    if (!posting) throw new Error(`ledger transaction ${existing.id} lacks a posting for account ${accountId}`);
    return { accountId, balanceAfter: posting.balanceAfter };
  };
  return {
    transactionId: existing.id,
    idempotencyKey: existing.idempotencyKey,
    kind: existing.kind as LedgerKind,
    amount: existing.amount,
    currency: existing.currency,
    from: after(existing.fromAccountId),
    to: after(existing.toAccountId),
    createdAt: existing.createdAt,
    replayed: true,
  };
}

/**
 * Moves `amount` from one wallet account to another, as one database
 * transaction: a ledger transaction row (unique by idempotency key), two
 * postings that sum to zero, and the cached balances of both accounts.
 * A member account never goes below zero (INSUFFICIENT_FUNDS); house
 * accounts may, since they mirror money held outside the platform.
 * Balances are updated in account-id order so concurrent transfers between
 * the same accounts cannot deadlock.
 */
export async function transfer(db: Db, req: TransferRequest): Promise<TransferResult> {
  checkRequest(req);
  try {
    return await db.transaction(async (tx) => {
      const accounts = await tx
        .select({ id: walletAccounts.id, currency: walletAccounts.currency })
        .from(walletAccounts)
        .where(inArray(walletAccounts.id, [req.from, req.to]));
      const from = accounts.find((a) => a.id === req.from);
      const to = accounts.find((a) => a.id === req.to);
      if (!from || !to) throw apiError('NOT_FOUND', 'Wallet account not found.');
      if (from.currency !== to.currency) throw apiError('BAD_REQUEST', 'The two accounts hold different currencies.');

      const [created] = await tx
        .insert(ledgerTransactions)
        .values({
          idempotencyKey: req.idempotencyKey,
          kind: req.kind,
          memo: req.memo ?? '',
          fromAccountId: req.from,
          toAccountId: req.to,
          amount: req.amount,
          currency: from.currency,
        })
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning();
      if (!created) return replay(tx, req);

      const moves = [
        { accountId: req.from, delta: -req.amount },
        { accountId: req.to, delta: req.amount },
      ].sort((a, b) => a.accountId - b.accountId);

      const balances = new Map<number, bigint>();
      for (const move of moves) {
        const delta = move.delta.toString();
        const [row] = await tx
          .update(walletAccounts)
          .set({ balance: sql`${walletAccounts.balance} + ${delta}::bigint`, updatedAt: new Date() })
          .where(
            and(
              eq(walletAccounts.id, move.accountId),
              move.delta < 0n
                ? or(ne(walletAccounts.kind, 'member'), sql`${walletAccounts.balance} + ${delta}::bigint >= 0`)
                : undefined,
            ),
          )
          .returning({ balance: walletAccounts.balance });
        if (!row) throw insufficient();
        balances.set(move.accountId, row.balance);
      }

      const fromAfter = balances.get(req.from) ?? 0n;
      const toAfter = balances.get(req.to) ?? 0n;
      await tx.insert(ledgerPostings).values([
        { transactionId: created.id, accountId: req.from, amount: -req.amount, balanceAfter: fromAfter },
        { transactionId: created.id, accountId: req.to, amount: req.amount, balanceAfter: toAfter },
      ]);

      return {
        transactionId: created.id,
        idempotencyKey: created.idempotencyKey,
        kind: req.kind,
        amount: req.amount,
        currency: created.currency,
        from: { accountId: req.from, balanceAfter: fromAfter },
        to: { accountId: req.to, balanceAfter: toAfter },
        createdAt: created.createdAt,
        replayed: false,
      };
    });
  } catch (error) {
    // the CHECK on member balances is the last line of defence behind the guarded update
    if (pgErrorCode(error) === CHECK_VIOLATION) throw insufficient();
    throw error;
  }
}

/** The balance of an account recomputed from its postings: for audits and tests. */
export async function postedBalance(db: Db, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, accountId));
  return BigInt(row?.total ?? '0');
}

export async function memberWallet(db: Db, memberId: number): Promise<{ id: number; balance: bigint; currency: string }> {
  const [wallet] = await db
    .select({ id: walletAccounts.id, balance: walletAccounts.balance, currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, memberId))
    .orderBy(asc(walletAccounts.id))
    .limit(1);
  if (!wallet) throw apiError('NOT_FOUND', 'This account has no wallet.');
  return wallet;
}

export async function houseAccount(db: Db, code: string): Promise<number> {
  const [account] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(eq(walletAccounts.code, code))
    .limit(1);
  if (!account) throw new Error(`house account ${code} is missing: was the database seeded?`);
  return account.id;
}

export const houseAccountCode = (merchantCode: string, purpose: 'CASH' | 'GAMES' | 'BONUS') =>
  `${merchantCode}:HOUSE:${purpose}`;
