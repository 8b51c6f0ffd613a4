import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { allBets } from '../records/bet-sources';

/*
 * The rollup behind the team reports (agent_member_hours): every hour that
 * has passed is added once, per member, from the betting record's sources
 * and the ledger, so a report over a 10,000-member team reads a few rows
 * per member and hour instead of every bet. The state row holds the instant
 * up to which the hours are complete; it only moves by whole hours, so a
 * report reads the hours before it from the rollup and the rest from the
 * sources, and counts every bet once whatever runs at the same time.
 */

const HOUR = 3_600_000;

/** Adds what happened from the last rolled instant up to `until` (an hour boundary). */
export async function rollUp(tx: Tx, until: Date): Promise<{ from: Date; until: Date } | null> {
  const [state] = await queryRows<{ rolled_until: Date | string }>(tx, sql`select rolled_until from agent_rollup_state where id = 1 for update`);
  if (!state) throw new Error('agent_rollup_state has no row');
  const from = new Date(state.rolled_until);
  const to = new Date(Math.floor(until.getTime() / HOUR) * HOUR);
  if (to <= from) return null;
  await tx.execute(sql`
    insert into agent_member_hours (member_id, hour, bet_count, stake, valid_bet, payout)
    select b.member_id, date_trunc('hour', b.bet_at, 'UTC'), count(*), sum(b.stake), sum(b.valid_bet), sum(b.payout)
    from (${allBets({ members: sql`select id from members`, from, to })}) b
    group by 1, 2
    on conflict (member_id, hour) do update set
      bet_count = agent_member_hours.bet_count + excluded.bet_count,
      stake = agent_member_hours.stake + excluded.stake,
      valid_bet = agent_member_hours.valid_bet + excluded.valid_bet,
      payout = agent_member_hours.payout + excluded.payout`);
  await tx.execute(sql`
    insert into agent_member_hours (member_id, hour, deposits, deposit_count, withdrawals, withdrawal_count)
    select t.member_id, date_trunc('hour', t.created_at, 'UTC'),
           coalesce(sum(abs(p.amount)) filter (where t.kind = 'deposit'), 0),
           count(distinct t.id) filter (where t.kind = 'deposit'),
           coalesce(sum(abs(p.amount)) filter (where t.kind = 'withdrawal'), 0),
           count(distinct t.id) filter (where t.kind = 'withdrawal')
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.account_kind <> 'house'
    where t.member_id is not null and t.kind in ('deposit', 'withdrawal')
      and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
    group by 1, 2
    on conflict (member_id, hour) do update set
      deposits = agent_member_hours.deposits + excluded.deposits,
      deposit_count = agent_member_hours.deposit_count + excluded.deposit_count,
      withdrawals = agent_member_hours.withdrawals + excluded.withdrawals,
      withdrawal_count = agent_member_hours.withdrawal_count + excluded.withdrawal_count`);
  await tx.execute(sql`update agent_rollup_state set rolled_until = ${to.toISOString()}::timestamptz where id = 1`);
  return { from, until: to };
}

/** Until where the rollup is complete (an hour boundary). */
export async function rolledUntil(db: Db): Promise<Date> {
  const [state] = await queryRows<{ rolled_until: Date | string }>(db, sql`select rolled_until from agent_rollup_state where id = 1`);
  return new Date(state?.rolled_until ?? 0);
}

/** Each hour, once across the instances: the hour that has just passed (and any before it not yet rolled). */
export const agentRollupJob = defineJob({
  name: 'agent:rollup',
  everySeconds: 3600,
  catchUp: 1,
  run: async (tx, window) => {
    await rollUp(tx, window.end);
  },
});
