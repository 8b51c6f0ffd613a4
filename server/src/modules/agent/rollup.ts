import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { allBets } from '../records/bet-sources';

/*
 * The rollup behind the team reports: every hour that has passed is added
 * once, from the betting record's sources and the ledger, per member and
 * hour (agent_member_hours), per agent and day over its whole downline
 * (agent_team_days, with the day's active members counted once each), and
 * each member's last valid bet (agent_member_activity). A report over a
 * 10,000-member team then reads a row per day instead of every bet. The state row holds the instant
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
  const f = from.toISOString();
  const t = to.toISOString();
  // one statement: every CTE reads the tables as they were before it, so "active earlier that day" is the old state
  await tx.execute(sql`
    with bets as (
      select b.member_id, date_trunc('hour', b.bet_at, 'UTC') as hour, count(*) as n, sum(b.stake) as stake,
             sum(b.valid_bet) as valid, sum(b.payout) as payout, max(b.bet_at) filter (where b.valid_bet > 0) as last_valid
      from (${allBets({ members: sql`select id from members`, from, to })}) b
      group by 1, 2
    ),
    money as (
      select t.member_id, date_trunc('hour', t.created_at, 'UTC') as hour,
             coalesce(sum(abs(p.amount)) filter (where t.kind = 'deposit'), 0) as deposits,
             count(distinct t.id) filter (where t.kind = 'deposit') as deposit_count,
             coalesce(sum(abs(p.amount)) filter (where t.kind = 'withdrawal'), 0) as withdrawals,
             count(distinct t.id) filter (where t.kind = 'withdrawal') as withdrawal_count
      from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.account_kind <> 'house'
      where t.member_id is not null and t.kind in ('deposit', 'withdrawal')
        and t.created_at >= ${f}::timestamptz and t.created_at < ${t}::timestamptz
      group by 1, 2
    ),
    agg as (
      select coalesce(b.member_id, m.member_id) as member_id, coalesce(b.hour, m.hour) as hour,
             coalesce(b.n, 0) as n, coalesce(b.stake, 0) as stake, coalesce(b.valid, 0) as valid, coalesce(b.payout, 0) as payout,
             coalesce(m.deposits, 0) as deposits, coalesce(m.deposit_count, 0) as deposit_count,
             coalesce(m.withdrawals, 0) as withdrawals, coalesce(m.withdrawal_count, 0) as withdrawal_count, b.last_valid
      from bets b full join money m on m.member_id = b.member_id and m.hour = b.hour
    ),
    days as (
      select member_id, date_trunc('day', hour, 'UTC') as day, sum(n) as n, sum(stake) as stake, sum(valid) as valid,
             sum(payout) as payout, sum(deposits) as deposits, sum(deposit_count) as deposit_count,
             sum(withdrawals) as withdrawals, sum(withdrawal_count) as withdrawal_count, bool_or(valid > 0) as active
      from agg group by 1, 2
    ),
    earlier as (
      select distinct d.member_id, d.day from days d
      join agent_member_hours h on h.member_id = d.member_id and h.hour >= d.day and h.hour < d.day + interval '1 day' and h.valid_bet > 0
      where d.active
    ),
    member_hours as (
      insert into agent_member_hours (member_id, hour, bet_count, stake, valid_bet, payout, deposits, deposit_count, withdrawals, withdrawal_count)
      select member_id, hour, n, stake, valid, payout, deposits, deposit_count, withdrawals, withdrawal_count from agg
      on conflict (member_id, hour) do update set
        bet_count = agent_member_hours.bet_count + excluded.bet_count,
        stake = agent_member_hours.stake + excluded.stake,
        valid_bet = agent_member_hours.valid_bet + excluded.valid_bet,
        payout = agent_member_hours.payout + excluded.payout,
        deposits = agent_member_hours.deposits + excluded.deposits,
        deposit_count = agent_member_hours.deposit_count + excluded.deposit_count,
        withdrawals = agent_member_hours.withdrawals + excluded.withdrawals,
        withdrawal_count = agent_member_hours.withdrawal_count + excluded.withdrawal_count
      returning 1
    ),
    activity as (
      insert into agent_member_activity (member_id, last_valid_bet_at)
      select member_id, max(last_valid) from agg where last_valid is not null group by 1
      on conflict (member_id) do update set last_valid_bet_at = greatest(agent_member_activity.last_valid_bet_at, excluded.last_valid_bet_at)
      returning 1
    ),
    team_days as (
      insert into agent_team_days (agent_id, day, bet_count, stake, valid_bet, payout, deposits, deposit_count, withdrawals, withdrawal_count, active)
      select tr.ancestor_id, d.day, sum(d.n), sum(d.stake), sum(d.valid), sum(d.payout), sum(d.deposits), sum(d.deposit_count),
             sum(d.withdrawals), sum(d.withdrawal_count), count(*) filter (where d.active and e.member_id is null)
      from days d
      join agent_tree tr on tr.descendant_id = d.member_id and tr.depth > 0
      left join earlier e on e.member_id = d.member_id and e.day = d.day
      group by 1, 2
      on conflict (agent_id, day) do update set
        bet_count = agent_team_days.bet_count + excluded.bet_count,
        stake = agent_team_days.stake + excluded.stake,
        valid_bet = agent_team_days.valid_bet + excluded.valid_bet,
        payout = agent_team_days.payout + excluded.payout,
        deposits = agent_team_days.deposits + excluded.deposits,
        deposit_count = agent_team_days.deposit_count + excluded.deposit_count,
        withdrawals = agent_team_days.withdrawals + excluded.withdrawals,
        withdrawal_count = agent_team_days.withdrawal_count + excluded.withdrawal_count,
        active = agent_team_days.active + excluded.active
      returning 1
    )
    select (select count(*) from member_hours) + (select count(*) from activity) + (select count(*) from team_days) as written`);
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
