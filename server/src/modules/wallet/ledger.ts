import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { ledgerPostings, ledgerTransactions } from '../../db/schema';
import { CHECK_VIOLATION, pgConstraint, pgErrorCode } from '../../lib/pg-errors';
import { apiError } from '../../http/status';
import { transactionTypes, type TransactionType } from '../../../../src/shared/contract/records';
import type { Account, AccountKind } from './accounts';

/** What a movement is: the shared contract's list (contract/records.ts), which the records and the console show. */
export type LedgerKind = TransactionType;

/** What a movement belongs to: a deposit order, a withdrawal, an in-house round, … */
export interface LedgerRef {
  type: string;
  id: string;
}

export interface Leg {
  account: Account;
  /** minor units, signed: negative leaves the account, positive enters it; never zero */
  amount: bigint;
}

export interface PostRequest {
  /** one movement per key: a repeat with the same key returns the first result and moves nothing */
  idempotencyKey: string;
  kind: LedgerKind;
  /**
   * The member the movement concerns (their records list it). By default the
   * owner of the first member account paying out, else of the first one paid.
   */
  memberId?: number | null;
  ref?: LedgerRef | null;
  memo?: string;
  /** two or more, summing to zero, each account once, all in one currency */
  legs: Leg[];
}

export interface Posting {
  accountId: number;
  accountKind: AccountKind;
  amount: bigint;
  /** the member account's balance after this posting; null on house accounts */
  balanceAfter: bigint | null;
}

export interface PostResult {
  transactionId: number;
  idempotencyKey: string;
  kind: LedgerKind;
  memberId: number | null;
  ref: LedgerRef | null;
  memo: string;
  currency: string;
  createdAt: Date;
  /** true when this key had already been applied and nothing moved now */
  replayed: boolean;
  /** in account-id order */
  postings: Posting[];
}

const MAX_KEY = 200;
const MAX_MEMO = 500;
const MAX_REF = 100;

const insufficient = () => apiError('INSUFFICIENT_FUNDS', 'The balance is not enough for this amount.');
const badRequest = (message: string) => apiError('BAD_REQUEST', message);

interface Checked {
  legs: Leg[];
  memberId: number | null;
  ref: LedgerRef | null;
  memo: string;
  currency: string;
}

function checkRequest(req: PostRequest): Checked {
  if (req.idempotencyKey.length === 0 || req.idempotencyKey.length > MAX_KEY) {
    throw badRequest(`The idempotency key must be 1 to ${MAX_KEY} characters.`);
  }
  if (!(transactionTypes as readonly string[]).includes(req.kind)) throw badRequest(`Unknown ledger kind ${String(req.kind)}.`);
  if (req.legs.length < 2) throw badRequest('A movement needs two accounts or more.');
  let sum = 0n;
  const seen = new Set<number>();
  for (const leg of req.legs) {
    if (leg.amount === 0n) throw badRequest('The amount must be greater than zero.');
    if (seen.has(leg.account.id)) throw badRequest('A movement needs two different accounts.');
    seen.add(leg.account.id);
    sum += leg.amount;
  }
  if (sum !== 0n) throw badRequest('The amounts of a movement must sum to zero.');
  const first = req.legs[0] as Leg;
  if (req.legs.some((l) => l.account.currency !== first.account.currency)) {
    throw badRequest('The accounts of a movement hold different currencies.');
  }
  if (req.legs.some((l) => l.account.merchantCode !== first.account.merchantCode)) {
    throw badRequest('The accounts of a movement belong to different brands.');
  }
  const ref = req.ref ?? null;
  if (ref && (ref.type.length === 0 || ref.type.length > MAX_REF || ref.id.length === 0 || ref.id.length > MAX_REF)) {
    throw badRequest(`A reference's type and id must be 1 to ${MAX_REF} characters.`);
  }
  const memo = req.memo ?? '';
  if (memo.length > MAX_MEMO) throw badRequest(`A memo holds at most ${MAX_MEMO} characters.`);
  // locks are taken in account-id order, so movements over the same accounts cannot deadlock
  const legs = [...req.legs].sort((a, b) => a.account.id - b.account.id);
  const payer = req.legs.find((l) => l.amount < 0n && l.account.memberId !== null);
  const payee = req.legs.find((l) => l.amount > 0n && l.account.memberId !== null);
  const memberId = req.memberId !== undefined ? req.memberId : (payer ?? payee)?.account.memberId ?? null;
  return { legs, memberId, ref, memo, currency: first.account.currency };
}

/** The answer to a key seen before: the stored movement, refused if the repeat asks for something else. */
async function replay(tx: Db, req: PostRequest, checked: Checked): Promise<PostResult> {
  const [existing] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, req.idempotencyKey))
    .limit(1);
  if (!existing) throw new Error(`ledger transaction ${req.idempotencyKey} vanished during replay`);
  const rows = await tx
    .select({
      accountId: ledgerPostings.accountId,
      accountKind: ledgerPostings.accountKind,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transactionId, existing.id))
    .orderBy(asc(ledgerPostings.accountId));
  const postings = rows.map((r) => ({ ...r, accountKind: r.accountKind as AccountKind }));
  const sameLegs =
    postings.length === checked.legs.length &&
    postings.every((p, i) => p.accountId === checked.legs[i]?.account.id && p.amount === checked.legs[i]?.amount);
  if (
    !sameLegs ||
    existing.kind !== req.kind ||
    existing.memberId !== checked.memberId ||
    existing.refType !== (checked.ref?.type ?? null) ||
    existing.refId !== (checked.ref?.id ?? null)
  ) {
    throw apiError('CONFLICT', 'This idempotency key was already used for a different movement.');
  }
  return {
    transactionId: existing.id,
    idempotencyKey: existing.idempotencyKey,
    kind: existing.kind as LedgerKind,
    memberId: existing.memberId,
    ref: existing.refType !== null && existing.refId !== null ? { type: existing.refType, id: existing.refId } : null,
    memo: existing.memo,
    currency: existing.currency,
    createdAt: existing.createdAt,
    replayed: true,
    postings,
  };
}

/**
 * The whole movement as one call of `ledger_post` (migration 0014): the
 * transaction row, unless its key is taken (then no row comes back), the
 * member accounts moved in account-id order, each guarded to stay at zero or
 * above, and one posting per leg with the balance after.
 */
function movementStatement(req: PostRequest, checked: Checked): SQL {
  const array = (values: (string | number)[]) => `{${values.join(',')}}`;
  return sql`select transaction_id, created_ms, balances from ledger_post(
    ${req.idempotencyKey}, ${req.kind}, ${checked.memberId}::int, ${checked.ref?.type ?? null}::text, ${checked.ref?.id ?? null}::text,
    ${checked.memo}, ${checked.currency},
    ${array(checked.legs.map((l) => l.account.id))}::int[],
    ${array(checked.legs.map((l) => l.account.kind))}::text[],
    ${array(checked.legs.map((l) => l.amount.toString()))}::bigint[])`;
}

/**
 * A movement as `ledger_post`'s arguments, checked as `post` checks it, for
 * a database function that posts it among other writes in one call (an
 * in-house round: inhouse_round_post, migration 0047): the accounts, their
 * kinds and the amounts in account-id order (array literals), the member
 * and the memo as `post` would record them.
 */
export function movementArgs(req: PostRequest) {
  const checked = checkRequest(req);
  const array = (values: (string | number)[]) => `{${values.join(',')}}`;
  return {
    memberId: checked.memberId,
    memo: checked.memo,
    currency: checked.currency,
    accounts: array(checked.legs.map((l) => l.account.id)),
    kinds: array(checked.legs.map((l) => l.account.kind)),
    amounts: array(checked.legs.map((l) => l.amount.toString())),
  };
}

/** A movement's refusal as the caller is told it: the guard of a balance below zero is INSUFFICIENT_FUNDS. */
export function ledgerRefusal(error: unknown): unknown {
  return pgErrorCode(error) === CHECK_VIOLATION && pgConstraint(error) === 'wallet_accounts_member_balance_ck' ? insufficient() : error;
}

/**
 * Records one money movement, all or nothing, in one call of the database
 * function `ledger_post`, in the caller's transaction (or in a transaction
 * of its own when given the database): a ledger transaction row (unique by idempotency key), one
 * posting per leg (the postings sum to zero and are two or more, checked
 * again by the database at commit), and the cached balance of every member
 * account, locked in account-id order (movements over the same accounts
 * cannot deadlock) and never left below zero (INSUFFICIENT_FUNDS; the CHECK
 * on the row is the last line of defence). House accounts are not updated:
 * their postings are only appended, so movements of different members never
 * wait for each other.
 *
 * A repeat of a key returns the first result (`replayed: true`) and moves
 * nothing; the same key for another movement (kind, member, reference or
 * legs) is a CONFLICT. A refused movement throws, and on PostgreSQL the
 * caller's transaction is then aborted: roll it back.
 */
export async function post(db: Db, req: PostRequest): Promise<PostResult> {
  const checked = checkRequest(req);
  let rows: { transaction_id: number | string; created_ms: number | string; balances: string }[];
  try {
    rows = await queryRows(db, movementStatement(req, checked));
  } catch (error) {
    throw ledgerRefusal(error);
  }
  const [created] = rows;
  if (!created) return replay(db, req, checked);
  const after = created.balances.split(',');
  return {
    transactionId: Number(created.transaction_id),
    idempotencyKey: req.idempotencyKey,
    kind: req.kind,
    memberId: checked.memberId,
    ref: checked.ref,
    memo: checked.memo,
    currency: checked.currency,
    createdAt: new Date(Number(created.created_ms)),
    replayed: false,
    postings: checked.legs.map((l, i) => ({
      accountId: l.account.id,
      accountKind: l.account.kind,
      amount: l.amount,
      balanceAfter: after[i] ? BigInt(after[i]) : null,
    })),
  };
}

/** The balance of a member account after a movement (null: a house account, or not part of it). */
export function balanceAfter(result: PostResult, account: Account | number): bigint | null {
  const id = typeof account === 'number' ? account : account.id;
  return result.postings.find((p) => p.accountId === id)?.balanceAfter ?? null;
}

export interface TransferRequest extends Omit<PostRequest, 'legs'> {
  from: Account;
  to: Account;
  /** minor units, > 0 */
  amount: bigint;
}

export interface AccountAfter {
  accountId: number;
  balanceAfter: bigint | null;
}

export interface TransferResult extends PostResult {
  from: AccountAfter;
  to: AccountAfter;
}

/** The common movement of two legs: `amount` from one account to another (see `post`). */
export async function transfer(db: Db, req: TransferRequest): Promise<TransferResult> {
  if (req.amount <= 0n) throw badRequest('The amount must be greater than zero.');
  const { from, to, amount, ...rest } = req;
  const result = await post(db, {
    ...rest,
    legs: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
  return {
    ...result,
    from: { accountId: from.id, balanceAfter: balanceAfter(result, from) },
    to: { accountId: to.id, balanceAfter: balanceAfter(result, to) },
  };
}

/** The balance of an account recomputed from its postings: how a house account's balance is read, and for audits. */
export async function postedBalance(db: Db, account: Account | number): Promise<bigint> {
  const id = typeof account === 'number' ? account : account.id;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, id));
  return BigInt(row?.total ?? '0');
}
