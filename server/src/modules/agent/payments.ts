import { sql } from 'drizzle-orm';
import type { ContractKind, AgentPeriod } from '../../../../src/shared/contract/agent';
import { queryRows, type Tx } from '../../db/client';
import { defineJob, type Job, type JobWindow } from '../../jobs/runner';
import { accountOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { allBets } from '../records/bet-sources';
import { expireContracts } from './contracts';
import { agentRollupJob } from './rollup';

/*
 * Paying the contracts (docs/money.md, "Agent contracts"). A job per
 * cadence runs each window once across every instance (jobs/runner.ts): the
 * real-time salary every AGENT_REALTIME_WINDOW_SECONDS (300 by default, spec
 * section 9), the hourly salary every hour, the daily wages every day, the
 * dividends at the end of each period (D, W, H, M) on the day job. For each
 * active contract of the kind, one SQL statement computes from the bets of
 * the window (the betting record's sources over the holders' teams, read
 * through agent_tree and the bets' indexes):
 *
 *   basis   = valid turnover of the holder's whole downline (salaries), or
 *             its net loss, stakes − payouts (dividend)
 *   tier by = the valid turnover (salaries), or the active members: those
 *             with a valid bet in the window (dividend)
 *   rate    = the tier reached; gross = ⌊basis × rate / 100⌋ (0 if negative)
 *   amount  = gross − the gross of each direct sub-agent's contract of the
 *             same kind on its own team (never below 0)
 *
 * so each level earns the difference between its rate and its sub-agents'.
 * Each payment is a row of agent_payments (unique by contract and window:
 * paid at most once) and one ledger transaction from the house's salary
 * account, both in the window's transaction: a window is paid exactly once.
 */

const DAY_SECONDS = 86_400;

export type PaymentRow = {
  contract_id: number;
  holder_id: number;
  merchant_code: string;
  basis: string;
  tier_by: string;
  rate: string;
  gross: string;
  deductions: { account: string; basis: string; rate: string; amount: string }[];
  amount: string;
};

/**
 * The payments of every active contract of a kind for one window, computed in
 * the database. `period` narrows dividends to one settlement period.
 */
export async function computeWindow(tx: Tx, kind: ContractKind, window: JobWindow, period?: AgentPeriod): Promise<PaymentRow[]> {
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  const dividend = kind === 'dividend';
  const team = sql`select descendant_id from agent_tree where ancestor_id in (select holder_id from h) and depth > 0`;
  return queryRows<PaymentRow>(
    tx,
    sql`with h as (
          select c.id, c.holder_id, c.upline_id, c.tiers, c.merchant_code
          from agent_contracts c
          where c.kind = ${kind} and c.state = 'active'
            and c.valid_from < ${end}::timestamptz and (c.valid_to is null or c.valid_to > ${start}::timestamptz)
            ${period ? sql`and c.period = ${period}` : sql``}
        ),
        bets as (
          select b.member_id, sum(b.valid_bet) as valid, sum(b.stake - b.payout) as net_loss
          from (${allBets({ members: team, from: window.start, to: window.end })}) b
          group by b.member_id
        ),
        per as (
          select h.id, h.holder_id, h.upline_id, h.tiers, h.merchant_code,
                 coalesce(sum(bets.valid), 0)::bigint as valid,
                 coalesce(sum(bets.net_loss), 0)::bigint as net_loss,
                 count(bets.member_id) filter (where bets.valid > 0) as active
          from h
          left join agent_tree t on t.ancestor_id = h.holder_id and t.depth > 0
          left join bets on bets.member_id = t.descendant_id
          group by h.id, h.holder_id, h.upline_id, h.tiers, h.merchant_code
        ),
        rated as (
          select per.*,
                 ${dividend ? sql`per.net_loss` : sql`per.valid`} as basis,
                 ${dividend ? sql`per.active` : sql`per.valid`}::bigint as tier_by,
                 coalesce((select (x ->> 'rate')::numeric from jsonb_array_elements(per.tiers) x
                           where (x ->> 'threshold')::numeric <= ${dividend ? sql`per.active` : sql`per.valid`}
                           order by (x ->> 'threshold')::numeric desc limit 1), 0) as rate
          from per
        ),
        grossed as (
          select rated.*, greatest(0, floor(rated.basis * rated.rate / 100))::bigint as gross from rated
        )
        select g.id as contract_id, g.holder_id, g.merchant_code, g.basis::text, g.tier_by::text, g.rate::text, g.gross::text,
               coalesce(jsonb_agg(jsonb_build_object('account', m.account, 'basis', s.basis::text, 'rate', s.rate::text,
                                                     'amount', s.gross::text) order by m.account)
                        filter (where s.id is not null), '[]'::jsonb) as deductions,
               greatest(0, g.gross - coalesce(sum(s.gross), 0))::text as amount
        from grossed g
        left join grossed s on s.upline_id = g.holder_id
        left join members m on m.id = s.holder_id
        group by g.id, g.holder_id, g.merchant_code, g.basis, g.tier_by, g.rate, g.gross
        order by g.id`,
  );
}

const memos: Record<ContractKind, string> = {
  dividend: 'Dividend',
  dailySalary: 'Daily wages',
  hourSalary: 'Hourly salary',
  realtimeSalary: 'Real-time salary',
};

/**
 * Records and pays the window's payments (those with something earned).
 * Returns how many were paid now (a repeat pays nothing again).
 */
export async function payWindow(tx: Tx, kind: ContractKind, window: JobWindow, period?: AgentPeriod): Promise<number> {
  await expireContracts(tx, window.end);
  const rows = await computeWindow(tx, kind, window, period);
  let paid = 0;
  for (const row of rows) {
    if (BigInt(row.gross) === 0n) continue;
    const [inserted] = await queryRows<{ id: number | string }>(
      tx,
      sql`insert into agent_payments (contract_id, holder_id, kind, window_start, window_end, basis, tier_by, rate, gross, deductions, amount)
          values (${row.contract_id}, ${row.holder_id}, ${kind}, ${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz,
                  ${row.basis}::bigint, ${row.tier_by}::bigint, ${row.rate}::numeric, ${row.gross}::bigint,
                  ${JSON.stringify(row.deductions)}::jsonb, ${row.amount}::bigint)
          on conflict (contract_id, window_start) do nothing
          returning id`,
    );
    if (!inserted) continue;
    const amount = BigInt(row.amount);
    if (amount > 0n) {
      const moved = await transfer(tx, {
        idempotencyKey: `agent-payment:${row.contract_id}:${window.start.toISOString()}`,
        kind: 'salary',
        memberId: row.holder_id,
        ref: { type: 'agent_payment', id: String(inserted.id) },
        memo: `${memos[kind]} ${window.start.toISOString()} – ${window.end.toISOString()}`,
        from: await houseAccountOf(tx, row.merchant_code, 'salary'),
        to: await accountOf(tx, row.holder_id, 'main'),
        amount,
      });
      await tx.execute(sql`update agent_payments set transaction_id = ${moved.transactionId} where id = ${inserted.id}`);
    }
    paid += 1;
  }
  return paid;
}

/** Where the dividend period that ends at `end` (a UTC midnight) began, or null if none ends then. */
export function periodStartEndingAt(period: AgentPeriod, end: Date): Date | null {
  const day = end.getUTCDate();
  const y = end.getUTCFullYear();
  const m = end.getUTCMonth();
  switch (period) {
    case 'D':
      return new Date(end.getTime() - DAY_SECONDS * 1000);
    case 'W':
      // weeks run Monday to Monday
      return end.getUTCDay() === 1 ? new Date(end.getTime() - 7 * DAY_SECONDS * 1000) : null;
    case 'H':
      if (day === 16) return new Date(Date.UTC(y, m, 1));
      if (day === 1) return new Date(Date.UTC(y, m - 1, 16));
      return null;
    case 'M':
      return day === 1 ? new Date(Date.UTC(y, m - 1, 1)) : null;
  }
}

/** The dividends of every period that closes at the end of this day window. */
export async function payDividends(tx: Tx, window: JobWindow): Promise<number> {
  let paid = 0;
  for (const period of ['D', 'W', 'H', 'M'] as const) {
    const start = periodStartEndingAt(period, window.end);
    if (start) paid += await payWindow(tx, 'dividend', { start, end: window.end }, period);
  }
  return paid;
}

export interface AgentJobOptions {
  /** the real-time salary's window (AGENT_REALTIME_WINDOW_SECONDS) */
  realtimeWindowSeconds: number;
}

/** The payment jobs and the reports' rollup, for main.ts (and tests) to start with the others. */
export function agentJobs(options: AgentJobOptions): Job[] {
  return [
    agentRollupJob,
    defineJob({
      name: 'agent:realtime-salary',
      everySeconds: options.realtimeWindowSeconds,
      // a day of windows at the default length
      catchUp: Math.max(1, Math.ceil(DAY_SECONDS / options.realtimeWindowSeconds)),
      run: async (tx, window) => {
        await payWindow(tx, 'realtimeSalary', window);
      },
    }),
    defineJob({
      name: 'agent:hour-salary',
      everySeconds: 3600,
      catchUp: 48,
      run: async (tx, window) => {
        await payWindow(tx, 'hourSalary', window);
      },
    }),
    defineJob({
      name: 'agent:daily-salary',
      everySeconds: DAY_SECONDS,
      catchUp: 31,
      run: async (tx, window) => {
        await payWindow(tx, 'dailySalary', window);
      },
    }),
    defineJob({
      name: 'agent:dividend',
      everySeconds: DAY_SECONDS,
      catchUp: 31,
      run: async (tx, window) => {
        await payDividends(tx, window);
      },
    }),
  ];
}
