/*
 * `npm run bench:transaction`: what a bet's transaction costs by itself on a PostgreSQL server, the two ways
 * the server can run it (docs/performance.md, "Begin and commit with the bet's statements"):
 *
 *   - drizzle's `db.transaction` with the two statements through `runHot`: begin, the lock, the writes,
 *     commit, four round trips;
 *   - `hotTransaction`: begin with the lock, the writes with commit, two round trips.
 *
 * The two statements are shaped like a bet's: a row locked, then one statement updating it and writing a
 * record with a JSON body and a text array (three tickets and an answer in parts). One connection, one
 * transaction at a time, the two ways in blocks taken in turn (so a machine that slows down slows both);
 * per transaction: the wall time, the CPU time of this process and of the PostgreSQL backends.
 *
 *   npm run bench:transaction -- [--blocks 20] [--block 150] [--url postgres://…]
 *
 * Bounded: blocks × block × 2 transactions. It creates a database named lotus_bench_tx_<random> on the server
 * of --url, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (loopback only), and drops it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../db/client';
import { benchServerUrl, scratchDatabase } from './bench-database';
import { runHot } from '../db/hot-statement';
import { hotTransaction } from '../db/hot-transaction';

const { values: options } = parseArgs({
  options: {
    blocks: { type: 'string', default: '20' },
    block: { type: 'string', default: '150' },
    url: { type: 'string', default: '' },
  },
});

const LOCK = 'select id, n from bench_tx_wallets where id = $1::int for update';
const WRITE = `with u as (update bench_tx_wallets set n = n + 1 where id = $1::int returning n)
  insert into bench_tx_records (wallet, body, parts) select $1::int, $2::jsonb, $3::text[] from u returning id`;
const BODY = JSON.stringify(
  Array.from({ length: 3 }, (_, i) => ({ play_type: 'lo2', numbers: ['12', '34'], stations: [], position: null, points: 10, combos: 2, stake: '270000', odds: { odds: 80 }, line: i })),
);
const PARTS = ['{"success":true,"value":{"orderNo":"L123","period":"2026-12-06","totalStake":270,"balance":', ',"tickets":[{"id":', '}]},"message":"OK"}'];

/** user + system CPU time of every PostgreSQL process on this machine, in ms (Linux /proc) */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

type Way = 'drizzle' | 'hot';

async function one(db: Db, way: Way, wallet: number): Promise<void> {
  if (way === 'hot') {
    await hotTransaction(db, async (hot) => {
      await hot.query('bench_tx_lock', LOCK, [wallet]);
      await hot.commitWith('bench_tx_write', WRITE, [wallet, BODY, PARTS]);
    });
  } else {
    await db.transaction(async (tx) => {
      await runHot(tx, 'bench_tx_lock', LOCK, [wallet]);
      await runHot(tx, 'bench_tx_write', WRITE, [wallet, BODY, PARTS]);
    });
  }
}

async function main(): Promise<void> {
  const blocks = Math.min(200, Math.max(2, Number(options.blocks)));
  const block = Math.min(2_000, Math.max(10, Number(options.block)));
  const database = await scratchDatabase(benchServerUrl('bench:transaction', options.url), 'lotus_bench_tx');
  try {
    // one connection: the transactions' own cost, nothing waiting for a lock
    const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: '' }, { poolSize: 1 });
    try {
      const db = handle.db;
      await db.execute(sql`create table bench_tx_wallets (id int primary key, n bigint not null default 0)`);
      await db.execute(sql`insert into bench_tx_wallets select g, 0 from generate_series(1, 100) g`);
      await db.execute(sql`create table bench_tx_records (id bigserial primary key, wallet int not null, body jsonb not null, parts text[] not null)`);
      const totals: Record<Way, { wall: number; node: number; postgres: number; count: number }> = {
        drizzle: { wall: 0, node: 0, postgres: 0, count: 0 },
        hot: { wall: 0, node: 0, postgres: 0, count: 0 },
      };
      // warm both ways (statements prepared, code compiled)
      for (let i = 0; i < 200; i++) for (const way of ['drizzle', 'hot'] as const) await one(db, way, (i % 100) + 1);
      console.info(`bench:transaction — load average ${loadavg()[0]?.toFixed(1)}, ${blocks} blocks of ${block} transactions each way, taken in turn`);
      for (let b = 0; b < blocks; b++) {
        for (const way of b % 2 === 0 ? (['drizzle', 'hot'] as const) : (['hot', 'drizzle'] as const)) {
          const total = totals[way];
          const cpu = process.cpuUsage();
          const postgres = postgresCpuMs();
          const start = performance.now();
          for (let i = 0; i < block; i++) await one(db, way, (i % 100) + 1);
          total.wall += performance.now() - start;
          const used = process.cpuUsage(cpu);
          total.node += (used.user + used.system) / 1000;
          total.postgres += postgresCpuMs() - postgres;
          total.count += block;
        }
      }
      console.info('way        round trips   ms per transaction: wall   this process   PostgreSQL');
      for (const way of ['drizzle', 'hot'] as const) {
        const t = totals[way];
        const per = (v: number) => (v / t.count).toFixed(3).padStart(8);
        console.info(`${way.padEnd(10)} ${String(way === 'hot' ? 2 : 4).padStart(11)}   ${per(t.wall).padStart(23)}   ${per(t.node).padStart(12)}   ${per(t.postgres).padStart(10)}`);
      }
      console.info(`load average ${loadavg()[0]?.toFixed(1)}`);
    } finally {
      await handle.close();
    }
  } finally {
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
