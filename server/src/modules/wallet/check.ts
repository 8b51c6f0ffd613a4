import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * What the consistency check can find (docs/money.md). Each one is a bug or
 * a tampered database; a healthy ledger has none.
 * - unbalanced: a transaction whose postings do not sum to zero
 * - too_few_postings: a transaction with fewer than two postings
 * - balance_drift: a member account whose cached balance differs from the sum of its postings
 * - negative_balance: a member account below zero (or without a balance)
 * - running_balance: a member posting whose `balance_after` is not the running sum of the account's postings
 * - house_balance: a house account with a cached balance, or a house posting with a balance after
 * - currency: a posting on an account of another currency than its transaction's
 */
export type LedgerProblemKind =
  | 'unbalanced'
  | 'too_few_postings'
  | 'balance_drift'
  | 'negative_balance'
  | 'running_balance'
  | 'house_balance'
  | 'currency';

export interface LedgerProblem {
  kind: LedgerProblemKind;
  /** the transaction or account concerned */
  transactionId?: number;
  accountId?: number;
  postingId?: number;
  /** what was found and what was expected, in words */
  detail: string;
}

/** At most this many problems of each kind are listed: one is enough to fail, a few help to debug. */
const LIMIT = 100;

const rows = (db: Db, query: SQL) => queryRows<Record<string, unknown>>(db, query);

const num = (v: unknown) => Number(v);
const text = (v: unknown) => String(v);

/**
 * Checks the whole ledger in SQL and lists what is wrong (empty when all is
 * well): every transaction balanced with two postings or more, every member
 * account's cached balance equal to the sum of its postings and never
 * negative, every `balance_after` the running sum of its account, house
 * accounts without cached balances, one currency per transaction. Read-only;
 * it scans every posting, so it is for audits, tests and `npm run ledger:check`.
 */
export async function checkLedger(db: Db): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];

  for (const r of await rows(
    db,
    sql`select t.id, count(p.id)::int as n, coalesce(sum(p.amount), 0)::text as total
        from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
        group by t.id
        having count(p.id) < 2 or coalesce(sum(p.amount), 0) <> 0
        order by t.id limit ${LIMIT}`,
  )) {
    const n = num(r.n);
    const total = text(r.total);
    if (total !== '0') {
      problems.push({ kind: 'unbalanced', transactionId: num(r.id), detail: `${n} postings sum to ${total}, not 0` });
    }
    if (n < 2) problems.push({ kind: 'too_few_postings', transactionId: num(r.id), detail: `${n} postings, at least 2 expected` });
  }

  for (const r of await rows(
    db,
    sql`select a.id, a.balance::text as balance, coalesce(s.total, 0)::text as total
        from wallet_accounts a
        left join (select account_id, sum(amount) as total from ledger_postings group by account_id) s on s.account_id = a.id
        where a.kind <> 'house' and a.balance is distinct from coalesce(s.total, 0)
        order by a.id limit ${LIMIT}`,
  )) {
    problems.push({ kind: 'balance_drift', accountId: num(r.id), detail: `cached balance ${text(r.balance)}, postings sum to ${text(r.total)}` });
  }

  for (const r of await rows(
    db,
    sql`select id, balance::text as balance from wallet_accounts
        where kind <> 'house' and (balance is null or balance < 0) order by id limit ${LIMIT}`,
  )) {
    problems.push({ kind: 'negative_balance', accountId: num(r.id), detail: `member balance ${text(r.balance)}` });
  }

  for (const r of await rows(
    db,
    sql`select id, account_id, balance_after::text as balance_after, running::text as running from (
          select p.id, p.account_id, p.balance_after, sum(p.amount) over (partition by p.account_id order by p.id) as running
          from ledger_postings p where p.account_kind <> 'house') x
        where balance_after is distinct from running
        order by id limit ${LIMIT}`,
  )) {
    problems.push({
      kind: 'running_balance',
      postingId: num(r.id),
      accountId: num(r.account_id),
      detail: `balance after ${text(r.balance_after)}, running sum ${text(r.running)}`,
    });
  }

  for (const r of await rows(
    db,
    sql`select id, 'account' as what from wallet_accounts where kind = 'house' and balance is not null
        union all
        select account_id, 'posting' from ledger_postings where account_kind = 'house' and balance_after is not null
        limit ${LIMIT}`,
  )) {
    problems.push({
      kind: 'house_balance',
      accountId: num(r.id),
      detail: r.what === 'account' ? 'a house account with a cached balance' : 'a house posting with a balance after',
    });
  }

  for (const r of await rows(
    db,
    sql`select p.transaction_id, p.account_id, a.currency as account_currency, t.currency
        from ledger_postings p
        join ledger_transactions t on t.id = p.transaction_id
        join wallet_accounts a on a.id = p.account_id
        where a.currency <> t.currency
        order by p.id limit ${LIMIT}`,
  )) {
    problems.push({
      kind: 'currency',
      transactionId: num(r.transaction_id),
      accountId: num(r.account_id),
      detail: `account in ${text(r.account_currency)}, transaction in ${text(r.currency)}`,
    });
  }

  return problems;
}
