/*
 * `npm run bench:agent`: the agent centre on PostgreSQL at the size of a
 * large team (docs/performance.md, "Agent centre"):
 *
 *   - the team overview of an agent with 10,000 members (today, 7 and 30
 *     days), each member with a month of bets and a deposit;
 *   - one real-time salary window (5 minutes) in which all 10,000 members
 *     bet, computed and paid over a three-level hierarchy with 20 sub-agents.
 *
 *   npm run bench:agent -- [--members 10000] [--bets 10] [--runs 5] [--url postgres://…]
 *
 * It creates a database named lotus_bench_agent_<random> on the server of
 * --url, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 * (a loopback address only), and drops it after. Bounded: the sizes above.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../db/client';
import { benchServerUrl, scratchDatabase } from './bench-database';
import { migrateDatabase } from '../db/migrate';
import { computeWindow, payWindow } from '../modules/agent/payments';
import { teamOverview } from '../modules/agent/reports';
import { rollUp } from '../modules/agent/rollup';
import { findMemberByAccount } from '../modules/member/lookup';
import { accountOf, houseAccountOf } from '../modules/wallet/accounts';
import { transfer } from '../modules/wallet/ledger';
import { seedDatabase } from '../seed/seed';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    bets: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    url: { type: 'string' },
    /** keep the database for a look at the plans (drop it by hand) */
    keep: { type: 'boolean', default: false },
  },
});

function positive(name: 'members' | 'bets' | 'runs', max: number): number {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value <= 0 || value > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return value;
}

const MEMBERS = positive('members', 100_000);
const BETS = positive('bets', 100);
const RUNS = positive('runs', 50);
const SUB_AGENTS = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** A realistic team: sub-agents under the demo agent, a level below them, members spread over all of them. */
async function buildTeam(db: Db, window: number): Promise<number> {
  const agent = await findMemberByAccount(db, 'LOTUS', 'agent');
  if (!agent) throw new Error('no demo agent');
  const [hash] = await queryRows<{ h: string }>(db, sql`select password_hash as h from members where id = ${agent.id}`);
  await db.execute(sql`insert into members (merchant_code, account, nickname, password_hash, is_agent, upline_id)
                       select 'LOTUS', 'bsub' || g, 'bsub' || g, ${hash!.h}, 2, ${agent.id} from generate_series(1, ${SUB_AGENTS}) g`);
  // a second level: each of the first five sub-agents has a sub-agent of its own
  await db.execute(sql`insert into members (merchant_code, account, nickname, password_hash, is_agent, upline_id)
                       select 'LOTUS', 'bsubsub' || g, 'bsubsub' || g, ${hash!.h}, 2, (select id from members where account = 'bsub' || g)
                       from generate_series(1, 5) g`);
  const uplines = await queryRows<{ id: number }>(db, sql`select id from members where account like 'bsub%' order by id`);
  const ids = sql.join(
    uplines.map((u) => sql`${u.id}`),
    sql`, `,
  );
  await db.execute(sql`insert into members (merchant_code, account, nickname, password_hash, is_agent, upline_id)
                       select 'LOTUS', 'bm' || g, 'bm' || g, ${hash!.h}, 0, (array[${ids}]::int[])[1 + g % ${uplines.length}::int]
                       from generate_series(1, ${MEMBERS}) g`);
  // registered over the last year, as a grown team would be
  await db.execute(sql`update members set created_at = now() - ((id * 7 % 365) || ' days')::interval - interval '1 hour' where account like 'b%'`);
  await db.execute(sql`insert into wallet_accounts (merchant_code, kind, member_id, currency, balance)
                       select 'LOTUS', 'main', m.id, 'VND', 0 from members m
                       where m.account like 'b%' and not exists (select 1 from wallet_accounts w where w.member_id = m.id and w.kind = 'main')`);
  // contracts: every sub-agent holds a real-time salary below the agent's
  await db.execute(sql`insert into agent_contracts (merchant_code, kind, state, tiers, upline_id, holder_id, valid_from, decided_at)
                       select 'LOTUS', 'realtimeSalary', 'active', '[{"threshold": 0, "rate": 0.2}, {"threshold": 100000000, "rate": 0.3}]'::jsonb,
                              upline_id, id, now() - interval '1 day', now() - interval '1 day'
                       from members where account like 'bsub%'`);
  const [game] = await queryRows<{ id: number }>(db, sql`select id from games where inhouse_kind is not null limit 1`);
  // a month of bets per member, and one bet each in the benchmarked window
  await db.execute(sql`insert into inhouse_rounds (round_id, member_id, merchant_code, game_id, kind, stake, payout, bet, outcome,
                              server_seed, server_seed_hash, client_seed, nonce, balance_after, created_at)
                       select 'b' || k, m.id, 'LOTUS', ${game!.id}, 'dice', (10 + (m.id * 7 + k) % 90) * 100000,
                              case when (m.id + k) % 2 = 0 then (10 + (m.id * 7 + k) % 90) * 190000 else 0 end,
                              '{}'::jsonb, '{}'::jsonb, 's', 'h', 'c', k, 0,
                              now() - (((m.id * 13 + k * 31) % (30 * 24 * 60)) || ' minutes')::interval
                       from members m cross join generate_series(1, ${BETS}) k where m.account like 'bm%'`);
  await db.execute(sql`insert into inhouse_rounds (round_id, member_id, merchant_code, game_id, kind, stake, payout, bet, outcome,
                              server_seed, server_seed_hash, client_seed, nonce, balance_after, created_at)
                       select 'w', m.id, 'LOTUS', ${game!.id}, 'dice', 5000000, 0, '{}'::jsonb, '{}'::jsonb, 's', 'h', 'c', 0, 0,
                              ${new Date(window + 60_000).toISOString()}::timestamptz + ((m.id % 200) || ' seconds')::interval
                       from members m where m.account like 'bm%'`);
  // a deposit each, through the ledger
  const cash = await houseAccountOf(db, 'LOTUS', 'cash');
  const members = await queryRows<{ id: number }>(db, sql`select id from members where account like 'bm%' order by id`);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < members.length) {
        const m = members[next++]!;
        await transfer(db, { idempotencyKey: `bench:deposit:${m.id}`, kind: 'deposit', memberId: m.id, from: cash, to: await accountOf(db, m.id, 'main'), amount: 50_000_000n });
      }
    }),
  );
  // dated back over the month, as a month of deposits would be (the ledger's guard lifted for this, as the demo history does)
  await db.transaction(async (tx) => {
    await tx.execute(sql`set constraints all immediate`);
    await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`);
    await tx.execute(sql`alter table ledger_postings disable trigger ledger_postings_append_only`);
    await tx.execute(sql`update ledger_transactions set created_at = now() - ((member_id * 17 % (30 * 24 * 60)) || ' minutes')::interval
                         where idempotency_key like 'bench:deposit:%'`);
    await tx.execute(sql`update ledger_postings p set created_at = t.created_at from ledger_transactions t
                         where p.transaction_id = t.id and t.idempotency_key like 'bench:deposit:%'`);
    await tx.execute(sql`alter table ledger_postings enable trigger ledger_postings_append_only`);
    await tx.execute(sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`);
  });
  await db.execute(sql`analyze`);
  return agent.id;
}

async function main(): Promise<number> {
  const database = await scratchDatabase(benchServerUrl('bench:agent', options.url), 'lotus_bench_agent');
  try {
    const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: '' }, { poolSize: 8 });
    try {
      const db = handle.db;
      await migrateDatabase(handle);
      await seedDatabase(db);
      // the benchmarked window: 10 minutes ago, on a 5-minute boundary
      const window = Math.floor((Date.now() - 10 * 60_000) / 300_000) * 300_000;
      const build = await timed(() => buildTeam(db, window));
      const agentId = build.value;
      const [size] = await queryRows<{ team: number; rounds: number }>(
        db,
        sql`select (select count(*)::int from agent_tree where ancestor_id = ${agentId} and depth > 0) as team,
                   (select count(*)::int from inhouse_rounds) as rounds`,
      );
      process.stdout.write(`team of ${size?.team} under the agent, ${size?.rounds} bets, built in ${Math.round(build.ms / 1000)} s\n`);

      const figures: Record<string, number> = {};
      // straight from the sources, as before the first rollup
      for (const range of ['today', '30d'] as const) {
        await teamOverview(db, agentId, range);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) times.push((await timed(() => teamOverview(db, agentId, range))).ms);
        figures[`overview ${range}, no rollup`] = median(times);
      }
      const rolled = await timed(() => db.transaction((tx) => rollUp(tx, new Date())));
      figures['rollup of the month (once)'] = rolled.ms;
      await db.execute(sql`analyze`);
      for (const range of ['today', '7d', '30d'] as const) {
        await teamOverview(db, agentId, range);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) times.push((await timed(() => teamOverview(db, agentId, range))).ms);
        figures[`overview ${range}`] = median(times);
      }
      const w = { start: new Date(window), end: new Date(window + 300_000) };
      const computeTimes: number[] = [];
      let holders = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const run = await timed(() => db.transaction((tx) => computeWindow(tx, 'realtimeSalary', w)));
        computeTimes.push(run.ms);
        holders = run.value.length;
      }
      figures['real-time window: compute'] = median(computeTimes);
      // computed and paid (one ledger transaction per contract), once: the window is then paid
      const paid = await timed(() => db.transaction((tx) => payWindow(tx, 'realtimeSalary', w)));
      figures['real-time window: compute and pay'] = paid.ms;
      const [active] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct member_id)::int as n from inhouse_rounds where created_at >= ${w.start.toISOString()}::timestamptz and created_at < ${w.end.toISOString()}::timestamptz`,
      );
      process.stdout.write(`window: ${active?.n} active members, ${holders} contracts, ${paid.value} payments\n\n`);
      process.stdout.write('| measure | median ms |\n|---|---|\n');
      for (const [k, v] of Object.entries(figures)) process.stdout.write(`| ${k} | ${v.toFixed(1)} |\n`);
      return 0;
    } finally {
      await handle.close();
    }
  } finally {
    if (options.keep) process.stdout.write(`kept the database ${database.name}\n`);
    else await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
