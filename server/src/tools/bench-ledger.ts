/*
 * `npm run bench:ledger`: how many ledger transfers per second the embedded
 * PGlite and a PostgreSQL server take, each on a fresh database, then the
 * consistency check over everything written (docs/performance.md, "Ledger").
 *
 *   npm run bench:ledger -- [--targets pglite,postgres] [--transfers 20000] [--seconds 10]
 *                           [--concurrency 16] [--pglite-concurrency 4] [--url postgres://…]
 *
 * Bounded: at most --transfers transfers or --seconds seconds per run,
 * whichever comes first. The PostgreSQL run creates a database named
 * lotus_bench_<random> on the server of --url, else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, and drops it after; only a
 * loopback address is accepted.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseHandle, type Db } from '../db/client';
import { benchServerUrl, scratchDatabase } from './bench-database';
import { migrateDatabase } from '../db/migrate';
import { members, merchants } from '../db/schema';
import { accountOf, houseAccountOf, type Account } from '../modules/wallet/accounts';
import { checkLedger } from '../modules/wallet/check';
import { post, transfer } from '../modules/wallet/ledger';

const MERCHANT = 'BENCH';
const MEMBERS = 200;
const OPENING = 1_000_000_00n;

interface Figures {
  target: string;
  concurrency: number;
  transfers: number;
  refused: number;
  seconds: number;
  perSecond: number;
  bets: number;
  betsPerSecond: number;
  checkMs: number;
  problems: number;
}

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    transfers: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    'pglite-concurrency': { type: 'string', default: '4' },
    url: { type: 'string' },
  },
});

function positive(name: keyof typeof options): number {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const maxTransfers = positive('transfers');
const maxSeconds = positive('seconds');

/** A brand and its members with funded main wallets, written straight into a migrated database. */
async function setUp(db: Db): Promise<{ wallets: Account[]; games: Account }> {
  await db.insert(merchants).values({
    code: MERCHANT,
    brandName: 'Ledger bench',
    platform: 'web',
    lotteryType: 'VN',
    device: 'pc',
    prizeModes: [],
    currency: 'VND',
    currencySymbol: '₫',
    defaultLanguage: 'EN',
    settings: {} as never,
    customerService: {} as never,
  });
  const created = await db
    .insert(members)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ merchantCode: MERCHANT, account: `bench${i}`, nickname: `Bench ${i}`, passwordHash: '!' })))
    .returning({ id: members.id });
  const cash = await houseAccountOf(db, MERCHANT, 'cash');
  const games = await houseAccountOf(db, MERCHANT, 'games');
  const wallets: Account[] = [];
  for (const m of created) {
    const wallet = await accountOf(db, m.id, 'main');
    await transfer(db, { idempotencyKey: `bench:open:${m.id}`, kind: 'deposit', from: cash, to: wallet, amount: OPENING });
    wallets.push(wallet);
  }
  return { wallets, games };
}

/** Runs `work` from `concurrency` workers until `count` calls or the time bound; answers calls done, refusals and seconds. */
async function drive(concurrency: number, count: number, seconds: number, work: (i: number) => Promise<void>) {
  let next = 0;
  let done = 0;
  let refused = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const i = next;
      next += 1;
      try {
        await work(i);
        done += 1;
      } catch (error) {
        if ((error as { code?: string }).code !== 'INSUFFICIENT_FUNDS') throw error;
        refused += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { done, refused, seconds: (performance.now() - started) / 1000 };
}

async function bench(target: string, handle: DatabaseHandle, concurrency: number): Promise<Figures> {
  await migrateDatabase(handle);
  const { db } = handle;
  const { wallets, games } = await setUp(db);
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const run = randomBytes(4).toString('hex');

  // member to member: two cached balances updated in account order
  const transfers = await drive(concurrency, maxTransfers, maxSeconds, async (i) => {
    const from = wallets[random(MEMBERS)] as Account;
    let to = wallets[random(MEMBERS)] as Account;
    if (to.id === from.id) to = wallets[(wallets.indexOf(from) + 1) % MEMBERS] as Account;
    await transfer(db, { idempotencyKey: `bench:${run}:t:${i}`, kind: 'transfer', from, to, amount: BigInt(100 + random(10_000)) });
  });
  // bets: a member to the one house account, which is only appended to
  const bets = await drive(concurrency, maxTransfers, Math.max(1, Math.floor(maxSeconds / 2)), async (i) => {
    const from = wallets[random(MEMBERS)] as Account;
    await post(db, {
      idempotencyKey: `bench:${run}:b:${i}`,
      kind: 'bet',
      legs: [
        { account: from, amount: -100n },
        { account: games, amount: 100n },
      ],
    });
  });

  const checkStarted = performance.now();
  const problems = await checkLedger(db);
  const checkMs = Math.round(performance.now() - checkStarted);
  for (const p of problems.slice(0, 10)) process.stderr.write(`  ${target}: ${p.kind} ${p.detail}\n`);
  return {
    target,
    concurrency,
    transfers: transfers.done,
    refused: transfers.refused,
    seconds: Number(transfers.seconds.toFixed(2)),
    perSecond: Math.round(transfers.done / transfers.seconds),
    bets: bets.done,
    betsPerSecond: Math.round(bets.done / bets.seconds),
    checkMs,
    problems: problems.length,
  };
}

async function onPostgres(concurrency: number): Promise<Figures> {
  const database = await scratchDatabase(benchServerUrl('bench:ledger', options.url), 'lotus_bench');
  try {
    const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: '' }, { poolSize: concurrency });
    try {
      return await bench('PostgreSQL', handle, concurrency);
    } finally {
      await handle.close();
    }
  } finally {
    await database.drop();
  }
}

async function onPglite(): Promise<Figures> {
  const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: '' }, { inMemory: true });
  try {
    // one connection: more workers only queue, a few keep it busy
    return await bench('PGlite', handle, positive('pglite-concurrency'));
  } finally {
    await handle.close();
  }
}

/** The machine's load: figures taken on a busy shared machine say so. */
const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`;

async function main(): Promise<number> {
  const loadBefore = load();
  const targets = (options.targets ?? '').split(',').map((t) => t.trim());
  const results: Figures[] = [];
  if (targets.includes('pglite')) results.push(await onPglite());
  if (targets.includes('postgres')) results.push(await onPostgres(positive('concurrency')));
  process.stdout.write(`bench:ledger (at most ${maxTransfers} transfers or ${maxSeconds} s per run; before: ${loadBefore}, after: ${load()})\n`);
  for (const r of results) {
    process.stdout.write(
      `  ${r.target.padEnd(10)} ${String(r.perSecond).padStart(6)} transfers/s (${r.transfers} in ${r.seconds} s, ${r.concurrency} at a time, ${r.refused} refused)` +
        `  ${String(r.betsPerSecond).padStart(6)} bets/s  check ${r.checkMs} ms: ${r.problems === 0 ? 'no problem' : `${r.problems} PROBLEMS`}\n`,
    );
  }
  return results.some((r) => r.problems > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench:ledger failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
