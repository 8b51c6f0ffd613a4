import { sql } from 'drizzle-orm';
import type { LimitPeriod } from '../../../../src/shared/contract/protection';
import { queryRows, type Db } from '../../db/client';

const DAY_MS = 86_400_000;
/** The periods are rolling windows ending now: 24 hours, 7 days, 30 days. */
export const periodMs: Record<Exclude<LimitPeriod, 'session'>, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** What a member's main wallet saw in one window, minor units, read from the ledger. */
export interface WindowFigures {
  /**
   * deposits credited, deposit orders still waiting for their payment, and
   * transfers an upline agent sent into the main wallet (a deposit in substance)
   */
  deposits: bigint;
  /** withdrawals asked (held), less those refused or cancelled (released), and transfers to the upline agent */
  withdrawn: bigint;
  /** stakes (bets) and transfers into game wallets */
  wagered: bigint;
  /** payouts and transfers back from game wallets */
  returned: bigint;
}

const zero: WindowFigures = { deposits: 0n, withdrawn: 0n, wagered: 0n, returned: 0n };

/**
 * The member's figures over each window since `since` (one statement over
 * the ledger and the pending orders), so limits hold whatever instance or
 * restart: nothing is counted in memory. An agent's transfer to the member
 * (kind `transfer`) is the agent's ledger transaction, so it is found by its
 * reference to the receiving member (`ref_type` member, indexed) and counted
 * by the member's own main-wallet posting.
 */
export async function windowFigures<K extends string>(db: Db, memberId: number, since: Record<K, Date>, now: Date): Promise<Record<K, WindowFigures>> {
  const keys = Object.keys(since) as K[];
  if (keys.length === 0) return {} as Record<K, WindowFigures>;
  const oldest = new Date(Math.min(...keys.map((k) => since[k].getTime())));
  const columns = keys.map((k, i) => {
    const from = sql`${since[k].toISOString()}::timestamptz`;
    return sql`coalesce(sum(case when t.kind = 'deposit' and t.created_at >= ${from} then p.amount end), 0)::text as d${sql.raw(String(i))},
      coalesce(-sum(case when t.kind in ('hold', 'release', 'upline_transfer') and t.created_at >= ${from} then p.amount end), 0)::text as w${sql.raw(String(i))},
      coalesce(-sum(case when t.kind in ('bet', 'transfer_in') and t.created_at >= ${from} then p.amount end), 0)::text as s${sql.raw(String(i))},
      coalesce(sum(case when t.kind in ('payout', 'transfer_out') and t.created_at >= ${from} then p.amount end), 0)::text as r${sql.raw(String(i))},
      (select coalesce(sum(o.amount), 0) from deposit_orders o
        where o.member_id = ${memberId} and o.state = 'pending' and o.expires_at > ${now.toISOString()}::timestamptz
          and o.created_at >= ${from})::text as o${sql.raw(String(i))},
      (select coalesce(sum(rp.amount), 0) from ledger_transactions rt
        join ledger_postings rp on rp.transaction_id = rt.id and rp.account_kind = 'main' and rp.amount > 0
        join wallet_accounts ra on ra.id = rp.account_id and ra.member_id = ${memberId}
        where rt.ref_type = 'member' and rt.ref_id = ${String(memberId)} and rt.kind = 'transfer'
          and rt.created_at >= ${from})::text as x${sql.raw(String(i))}`;
  });
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}
        from ledger_transactions t
        join ledger_postings p on p.transaction_id = t.id and p.account_kind = 'main'
        join wallet_accounts a on a.id = p.account_id and a.member_id = ${memberId}
        where t.member_id = ${memberId} and t.created_at >= ${oldest.toISOString()}::timestamptz`,
  );
  const out = {} as Record<K, WindowFigures>;
  keys.forEach((k, i) => {
    if (!row) {
      out[k] = { ...zero };
      return;
    }
    out[k] = {
      deposits: BigInt(row[`d${i}`] ?? '0') + BigInt(row[`o${i}`] ?? '0') + BigInt(row[`x${i}`] ?? '0'),
      withdrawn: BigInt(row[`w${i}`] ?? '0'),
      wagered: BigInt(row[`s${i}`] ?? '0'),
      returned: BigInt(row[`r${i}`] ?? '0'),
    };
  });
  return out;
}

/** Net loss in a window as the loss limit counts it: deposits less withdrawals. */
export const netLoss = (f: WindowFigures) => f.deposits - f.withdrawn;
