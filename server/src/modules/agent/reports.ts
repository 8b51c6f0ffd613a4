import { sql, type SQL } from 'drizzle-orm';
import {
  AGENT_PAGE_SIZE,
  incomeSourcesOn,
  type AgentPeriod,
  type DownlineTransaction,
  type IncomeReport,
  type IncomeSource,
  type OverviewRange,
  type TeamBet,
  type TeamOverview,
  type UserLossRow,
} from '../../../../src/shared/contract/agent';
import { queryRows, type Db } from '../../db/client';
import { toMajor } from '../../lib/money';
import { allBets } from '../records/bet-sources';
import { paged } from '../../db/paged';
import { pageOf, totalPagesOf } from '../../lib/paging';
import { keptRange } from '../records/range';
import { whitelabelTree } from '../system/site-info';
import { rolledUntil } from './rollup';

/*
 * The agent's reports, each computed in the database over the team (the
 * agent's descendants in agent_tree) and the indexed sources: the bets'
 * union (records/bet-sources.ts) for play, the ledger for money. Days and
 * hours are UTC, as the payment windows.
 */

const DAY = 86_400_000;
const major = (v: string | number | bigint | null | undefined) => toMajor(BigInt(v ?? 0));

const team = (agentId: number) => sql`select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0`;

/** Where an overview range starts (UTC) and its chart's bucket. */
export function overviewWindow(range: OverviewRange, now: Date): { from: Date; to: Date; bucket: 'hour' | 'day' } {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = now;
  switch (range) {
    case 'today':
    case 'D':
      return { from: midnight, to, bucket: 'hour' };
    case '7d':
      return { from: new Date(midnight.getTime() - 6 * DAY), to, bucket: 'day' };
    case '30d':
      return { from: new Date(midnight.getTime() - 29 * DAY), to, bucket: 'day' };
    case 'W':
      return { from: new Date(midnight.getTime() - ((midnight.getUTCDay() + 6) % 7) * DAY), to, bucket: 'day' };
    case 'H':
      return {
        from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() >= 16 ? 16 : 1)),
        to,
        bucket: 'day',
      };
    case 'M':
      return { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), to, bucket: 'day' };
  }
}

type SeriesRow = {
  at: Date | string;
  new_members: string;
  active: string;
  deposits: string;
  deposit_count: string;
  withdrawals: string;
  withdrawal_count: string;
  bets: string;
  bet_count: string;
  valid: string;
  payouts: string;
};

/**
 * The team overview: totals over the range and a series per hour (today) or
 * per day. The hours the rollup holds (rollup.ts) are read from it, the rest
 * (the last hour or so) from the sources: a 10,000-member team answers from
 * a few rows per member and hour (docs/performance.md).
 */
export async function teamOverview(db: Db, agentId: number, range: OverviewRange, now = new Date()): Promise<TeamOverview> {
  const { from, to, bucket } = overviewWindow(range, now);
  const rolled = await rolledUntil(db);
  const split = new Date(Math.min(Math.max(rolled.getTime(), from.getTime()), to.getTime()));
  const f = from.toISOString();
  const t = to.toISOString();
  const cut = split.toISOString();
  const unit = sql.raw(`'${bucket}'`);
  const teamIds = sql`select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0`;
  // per member: what came after the split, from the sources
  const raw = sql`
    select b.member_id, b.bet_at as at, 1 as n, b.stake, b.valid_bet as valid, b.payout,
           0::bigint as deposits, 0 as deposit_count, 0::bigint as withdrawals, 0 as withdrawal_count
    from (${allBets({ members: teamIds, from: split, to })}) b
    union all
    select t.member_id, t.created_at, 0, 0, 0, 0,
           case when t.kind = 'deposit' then abs(p.amount) else 0 end, case when t.kind = 'deposit' then 1 else 0 end,
           case when t.kind = 'withdrawal' then abs(p.amount) else 0 end, case when t.kind = 'withdrawal' then 1 else 0 end
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.account_kind <> 'house'
    where t.member_id in (${teamIds}) and t.kind in ('deposit', 'withdrawal')
      and t.created_at >= ${cut}::timestamptz and t.created_at < ${t}::timestamptz`;
  // per bucket: the rollup before the split (by day over the team, or by member and hour for today), then the rest
  const rolledBuckets =
    bucket === 'day'
      ? sql`select day as at, bet_count as n, stake, valid_bet as valid, payout, deposits, deposit_count, withdrawals, withdrawal_count, active
            from agent_team_days where agent_id = ${agentId} and day >= ${f}::timestamptz and day < ${cut}::timestamptz`
      : sql`select hour as at, sum(bet_count) as n, sum(stake) as stake, sum(valid_bet) as valid, sum(payout) as payout, sum(deposits) as deposits,
                   sum(deposit_count) as deposit_count, sum(withdrawals) as withdrawals, sum(withdrawal_count) as withdrawal_count,
                   count(*) filter (where valid_bet > 0) as active
            from agent_member_hours where member_id in (${teamIds}) and hour >= ${f}::timestamptz and hour < ${cut}::timestamptz
            group by hour`;
  const [series, [totals], [size], [commission]] = await Promise.all([
    queryRows<SeriesRow>(
      db,
      sql`with x as (${raw}),
          flagged as (
            -- active in its bucket after the split, and not already counted in the rolled part of the same day
            select x.*, x.valid > 0 and not exists (
              select 1 from agent_member_hours h
              where h.member_id = x.member_id and h.valid_bet > 0 and h.hour < ${cut}::timestamptz
                and h.hour >= date_trunc(${unit}, x.at, 'UTC')
            ) as counts_active
            from x
          ),
          fresh as (
            select date_trunc(${unit}, at, 'UTC') as at, sum(n) as n, sum(stake) as stake, sum(valid) as valid, sum(payout) as payout,
                   sum(deposits) as deposits, sum(deposit_count) as deposit_count, sum(withdrawals) as withdrawals,
                   sum(withdrawal_count) as withdrawal_count, count(distinct member_id) filter (where counts_active) as active
            from flagged group by 1
          ),
          b as (
            select at, sum(n) as n, sum(stake) as stake, sum(valid) as valid, sum(payout) as payout, sum(deposits) as deposits,
                   sum(deposit_count) as deposit_count, sum(withdrawals) as withdrawals, sum(withdrawal_count) as withdrawal_count,
                   sum(active) as active
            from (${rolledBuckets} union all select * from fresh) u group by at
          ),
          r as (
            select date_trunc(${unit}, created_at, 'UTC') as at, count(*) as n from members
            where id in (${teamIds}) and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz
            group by 1
          ),
          s as (select generate_series(date_trunc(${unit}, ${f}::timestamptz, 'UTC'), ${t}::timestamptz, ${sql.raw(`'1 ${bucket}'`)}::interval) as at)
          select s.at, coalesce(r.n, 0)::text as new_members, coalesce(b.active, 0)::text as active,
                 coalesce(b.deposits, 0)::text as deposits, coalesce(b.deposit_count, 0)::text as deposit_count,
                 coalesce(b.withdrawals, 0)::text as withdrawals, coalesce(b.withdrawal_count, 0)::text as withdrawal_count,
                 coalesce(b.stake, 0)::text as bets, coalesce(b.n, 0)::text as bet_count, coalesce(b.valid, 0)::text as valid,
                 coalesce(b.payout, 0)::text as payouts
          from s left join b on b.at = s.at left join r on r.at = s.at
          order by s.at`,
    ),
    queryRows<{ active: string }>(
      db,
      sql`select count(*)::text as active from (
            select a.member_id from agent_member_activity a
            where a.member_id in (${teamIds}) and a.last_valid_bet_at >= ${f}::timestamptz and a.last_valid_bet_at < ${cut}::timestamptz
            union
            select b.member_id from (${allBets({ members: teamIds, from: split, to })}) b where b.valid_bet > 0
          ) a`,
    ),
    queryRows<{ size: string; direct: string; subs: string; levels: string }>(
      db,
      sql`select count(*)::text as size, count(*) filter (where t.depth = 1)::text as direct,
                 count(*) filter (where m.is_agent in (1, 2, 41, 42))::text as subs, coalesce(max(t.depth), 0)::text as levels
          from agent_tree t join members m on m.id = t.descendant_id
          where t.ancestor_id = ${agentId} and t.depth > 0`,
    ),
    queryRows<{ amount: string }>(
      db,
      sql`select coalesce(sum(p.amount), 0)::text as amount
          from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.account_kind = 'main'
          where t.member_id = ${agentId} and t.kind in ('salary', 'rebate') and p.amount > 0
            and t.created_at >= ${f}::timestamptz and t.created_at < ${t}::timestamptz`,
    ),
  ]);
  const points = series.map((r) => ({
    at: new Date(r.at).toISOString(),
    newMembers: Number(r.new_members),
    activeMembers: Number(r.active),
    deposits: major(r.deposits),
    withdrawals: major(r.withdrawals),
    bets: major(r.bets),
    validBets: major(r.valid),
    payouts: major(r.payouts),
    netProfitLoss: major(BigInt(r.payouts) - BigInt(r.bets)),
  }));
  const sum = (pick: (r: SeriesRow) => string) => series.reduce((acc, r) => acc + BigInt(pick(r)), 0n);
  const stakes = sum((r) => r.bets);
  const payouts = sum((r) => r.payouts);
  return {
    range,
    from: from.toISOString(),
    to: to.toISOString(),
    bucket,
    totals: {
      teamSize: Number(size?.size ?? 0),
      directMembers: Number(size?.direct ?? 0),
      subAgents: Number(size?.subs ?? 0),
      levels: Number(size?.levels ?? 0),
      newMembers: Number(sum((r) => r.new_members)),
      activeMembers: Number(totals?.active ?? 0),
      deposits: major(sum((r) => r.deposits)),
      depositCount: Number(sum((r) => r.deposit_count)),
      withdrawals: major(sum((r) => r.withdrawals)),
      withdrawalCount: Number(sum((r) => r.withdrawal_count)),
      bets: major(stakes),
      betCount: Number(sum((r) => r.bet_count)),
      validBets: major(sum((r) => r.valid)),
      payouts: major(payouts),
      netProfitLoss: major(payouts - stakes),
      commission: major(commission?.amount),
    },
    series: points,
  };
}

interface RangeInput {
  from: string;
  to: string;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

const accountLike = (column: SQL, account: string | undefined) =>
  account ? sql`and lower(${column}) like ${`%${account.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;

/** The team's bets with filters, a page and the totals of all that match. */
export async function teamBets(
  db: Db,
  agentId: number,
  input: RangeInput & { account?: string | undefined; category?: string | undefined; vendor?: string | undefined },
): Promise<{ items: TeamBet[]; totals: { count: number; members: number; stake: number; validBet: number; payout: number; winLoss: number }; pageNo: number; pageSize: number; totalPages: number; totalCount: number }> {
  const range = keptRange(input);
  const { pageNo, pageSize } = pageOf(input, AGENT_PAGE_SIZE);
  const members = sql`select t.descendant_id from agent_tree t join members m on m.id = t.descendant_id
                      where t.ancestor_id = ${agentId} and t.depth > 0 ${accountLike(sql`m.account`, input.account)}`;
  const filters = [sql`true`];
  if (input.category) filters.push(sql`b.category = ${input.category}`);
  if (input.vendor) filters.push(sql`b.vendor = ${input.vendor}`);
  const where = sql.join(filters, sql` and `);
  const bets = allBets({ members, from: range.from, to: range.to });
  const [rows, [totals]] = await Promise.all([
    paged<Record<string, string>>(db, pageOf(input, AGENT_PAGE_SIZE), {
      select: sql`select b.id, m.account, t.depth::text as level, b.category, b.vendor, b.vendor_name, b.game, b.bet_at, b.stake::text,
                         b.valid_bet::text, b.payout::text, b.status
                  from (${bets}) b join members m on m.id = b.member_id
                  join agent_tree t on t.ancestor_id = ${agentId} and t.descendant_id = b.member_id
                  where ${where}`,
      orderBy: sql`bet_at desc, id desc`,
    }).then((page) => page.rows),
    queryRows<Record<string, string>>(
      db,
      sql`select count(*)::text as n, count(distinct b.member_id)::text as members, coalesce(sum(b.stake), 0)::text as stake,
                 coalesce(sum(b.valid_bet), 0)::text as valid, coalesce(sum(b.payout), 0)::text as payout
          from (${bets}) b where ${where}`,
    ),
  ]);
  const count = Number(totals?.n ?? 0);
  return {
    items: rows.map((r) => ({
      id: r.id!,
      account: r.account!,
      level: Number(r.level),
      category: r.category as TeamBet['category'],
      vendor: r.vendor!,
      vendorName: r.vendor_name!,
      game: r.game!,
      betAt: new Date(r.bet_at!).toISOString(),
      stake: major(r.stake),
      validBet: major(r.valid_bet),
      payout: major(r.payout),
      winLoss: major(BigInt(r.payout!) - BigInt(r.stake!)),
      status: r.status as TeamBet['status'],
    })),
    totals: {
      count,
      members: Number(totals?.members ?? 0),
      stake: major(totals?.stake),
      validBet: major(totals?.valid),
      payout: major(totals?.payout),
      winLoss: major(BigInt(totals?.payout ?? 0) - BigInt(totals?.stake ?? 0)),
    },
    pageNo,
    pageSize,
    totalPages: totalPagesOf(count, pageSize),
    totalCount: count,
  };
}

/** The downline ranked by loss (stakes − payouts) or by win over a range. */
export async function userLoss(
  db: Db,
  agentId: number,
  input: RangeInput & { order?: 'loss' | 'win' | undefined; account?: string | undefined },
): Promise<{ items: UserLossRow[]; totals: { stake: number; validBet: number; payout: number; loss: number }; pageNo: number; pageSize: number; totalPages: number; totalCount: number }> {
  const range = keptRange(input);
  const { pageNo, pageSize, offset } = pageOf(input, AGENT_PAGE_SIZE);
  const direction = input.order === 'win' ? sql`asc` : sql`desc`;
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`with per as (
          select b.member_id, count(*) as n, sum(b.stake) as stake, sum(b.valid_bet) as valid, sum(b.payout) as payout,
                 sum(b.stake - b.payout) as loss
          from (${allBets({ members: team(agentId), from: range.from, to: range.to })}) b group by b.member_id
        ),
        ranked as (
          select per.*, rank() over (order by per.loss ${direction}, per.member_id) as rank, m.account, m.is_agent, t.depth,
                 count(*) over () as total_count, sum(per.stake) over () as all_stake, sum(per.valid) over () as all_valid,
                 sum(per.payout) over () as all_payout
          from per join members m on m.id = per.member_id
          join agent_tree t on t.ancestor_id = ${agentId} and t.descendant_id = per.member_id
        )
        select rank::text, account, is_agent::text, depth::text, n::text, stake::text, valid::text, payout::text, loss::text,
               total_count::text, all_stake::text, all_valid::text, all_payout::text
        from ranked where true ${accountLike(sql`account`, input.account)}
        order by rank limit ${pageSize} offset ${offset}`,
  );
  const [first] = rows;
  const count = Number(first?.total_count ?? 0);
  return {
    items: rows.map((r) => ({
      rank: Number(r.rank),
      account: r.account!,
      level: Number(r.depth),
      kind: [1, 2, 41, 42].includes(Number(r.is_agent)) ? 'agent' : 'member',
      betCount: Number(r.n),
      stake: major(r.stake),
      validBet: major(r.valid),
      payout: major(r.payout),
      loss: major(r.loss),
    })),
    totals: {
      stake: major(first?.all_stake),
      validBet: major(first?.all_valid),
      payout: major(first?.all_payout),
      loss: major(BigInt(first?.all_stake ?? 0) - BigInt(first?.all_payout ?? 0)),
    },
    pageNo,
    pageSize,
    totalPages: totalPagesOf(count, pageSize),
    totalCount: count,
  };
}

/** The start of a period bucket: day, Monday week, half month (1st, 16th), month. */
const bucketOf = (period: AgentPeriod, column: SQL) => {
  switch (period) {
    case 'D':
      return sql`date_trunc('day', ${column}, 'UTC')`;
    case 'W':
      return sql`date_trunc('week', ${column}, 'UTC')`;
    case 'M':
      return sql`date_trunc('month', ${column}, 'UTC')`;
    case 'H':
      return sql`(date_trunc('month', ${column}, 'UTC') + case when extract(day from ${column} at time zone 'UTC') >= 16 then interval '15 days' else interval '0' end)`;
  }
};

/**
 * What the agent earned, by source and period bucket: its contract payments
 * and its rebates, of the kinds of pay the brand's switches leave on only
 * (`incomeSourcesOn`, the rule that shows the menu's entries): a kind
 * switched off is neither summed nor sent.
 */
export async function income(
  db: Db,
  agent: { id: number; merchantCode: string },
  input: { from: string; to: string; period?: AgentPeriod | undefined },
): Promise<IncomeReport> {
  const range = keptRange(input);
  const period = input.period ?? 'D';
  const f = range.from.toISOString();
  const t = range.to.toISOString();
  const sources = incomeSourcesOn(await whitelabelTree(db, agent.merchantCode));
  const contractKinds = sources.filter((s) => s !== 'rebate');
  const parts: SQL[] = [];
  if (contractKinds.length > 0) {
    parts.push(sql`select ${bucketOf(period, sql`window_end`)} as at, kind as source, amount from agent_payments
          where holder_id = ${agent.id} and kind in (${sql.join(
            contractKinds.map((k) => sql`${k}`),
            sql`, `,
          )})
            and window_end > ${f}::timestamptz and window_end <= ${t}::timestamptz`);
  }
  if (sources.includes('rebate')) {
    parts.push(sql`select ${bucketOf(period, sql`t.created_at`)} as at, 'rebate' as source, p.amount
          from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.account_kind = 'main'
          where t.member_id = ${agent.id} and t.kind = 'rebate' and t.created_at >= ${f}::timestamptz and t.created_at < ${t}::timestamptz`);
  }
  const rows =
    parts.length === 0
      ? []
      : await queryRows<{ at: Date | string; source: string; amount: string }>(
          db,
          sql`select at, source, sum(amount)::text as amount from (${sql.join(parts, sql` union all `)}) x group by at, source order by at`,
        );
  type Amounts = Partial<Record<IncomeSource, number>> & { total: number };
  const empty = (): Amounts => ({ ...Object.fromEntries(sources.map((s) => [s, 0])), total: 0 });
  const buckets = new Map<string, Amounts>();
  const totals = empty();
  for (const r of rows) {
    const at = new Date(r.at).toISOString();
    const row = buckets.get(at) ?? empty();
    const amount = major(r.amount);
    const source = r.source as IncomeSource;
    row[source] = (row[source] ?? 0) + amount;
    row.total += amount;
    totals[source] = (totals[source] ?? 0) + amount;
    totals.total += amount;
    buckets.set(at, row);
  }
  return { period, sources, rows: [...buckets.entries()].map(([at, row]) => ({ at, ...row })), totals };
}

/** The downline's movements: deposits, withdrawals, transfers, bonuses… signed on the member's wallets. */
export async function accountDetails(
  db: Db,
  agentId: number,
  input: RangeInput & { account?: string | undefined; type?: string | undefined },
): Promise<{ items: DownlineTransaction[]; pageNo: number; pageSize: number; totalPages: number; totalCount: number }> {
  const range = keptRange(input);
  const kinds = input.type ? [input.type] : ['deposit', 'withdrawal', 'transfer', 'upline_transfer', 'bonus', 'rebate', 'salary', 'adjustment'];
  const page = await paged<Record<string, string | null>>(db, pageOf(input, AGENT_PAGE_SIZE), {
    select: sql`select p.id, m.account, tr.depth::text as level, t.kind, p.amount::text, p.balance_after::text as balance_after,
               a.kind as wallet, t.memo, p.created_at
        from agent_tree tr
        join members m on m.id = tr.descendant_id
        join wallet_accounts a on a.member_id = tr.descendant_id and a.kind in ('main', 'hold')
        join ledger_postings p on p.account_id = a.id
        join ledger_transactions t on t.id = p.transaction_id
        where tr.ancestor_id = ${agentId} and tr.depth > 0 ${accountLike(sql`m.account`, input.account)}
          and t.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
          and p.created_at >= ${range.from.toISOString()}::timestamptz and p.created_at < ${range.to.toISOString()}::timestamptz`,
    orderBy: sql`created_at desc, id desc`,
  });
  return {
    items: page.rows.map((r) => ({
      id: Number(r.id),
      account: r.account!,
      level: Number(r.level),
      type: r.kind as DownlineTransaction['type'],
      amount: major(r.amount),
      balanceAfter: r.wallet === 'main' && r.balance_after !== null ? major(r.balance_after) : null,
      memo: r.memo ?? '',
      createdAt: new Date(r.created_at!).toISOString(),
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalPages: page.totalPages,
    totalCount: page.total,
  };
}
