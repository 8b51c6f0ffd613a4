/*
 * `npm run bench:lottery`: how long the embedded PGlite and a PostgreSQL
 * server take to settle one draw of the Miền Bắc lottery holding 100,000
 * bets (docs/performance.md, "Lottery settlement"), each on a fresh database.
 *
 *   npm run bench:lottery -- [--targets pglite,postgres] [--bets 100000] [--batch 5000] [--url postgres://…]
 *
 * The bets (lô 2 số, đề, xiên 2 and đầu đuôi, on 1,000 members) are
 * written in one statement, the draw drawn from its seed, then settled by
 * the engine (modules/lottery/engine.ts settleDraw): judged in batches,
 * every win paid by its own ledger movement. Checked after: every winning
 * ticket has exactly one payment of its amount, and the ledger is
 * consistent. The PostgreSQL run creates a database lotus_bench_<random>
 * on the server of --url, else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, and drops it after; only a
 * loopback address is accepted.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle, type Db } from '../db/client';
import { benchServerUrl, scratchDatabase } from './bench-database';
import { migrateDatabase } from '../db/migrate';
import { lotteryDraws, lotterySettings, members, merchants } from '../db/schema';
import { resultOf, settleDraw } from '../modules/lottery/engine';
import { accountOf, houseAccountOf } from '../modules/wallet/accounts';
import { checkLedger } from '../modules/wallet/check';
import { transfer } from '../modules/wallet/ledger';
import { lotterySettingSeeds } from '../seed/data/lottery';

const MERCHANT = 'BENCH';
const MEMBERS = 1000;

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    bets: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '5000' },
    url: { type: 'string' },
  },
});

function positive(name: 'bets' | 'batch'): number {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value <= 0 || value > 1_000_000) throw new Error(`--${name} must be a whole number from 1 to 1,000,000`);
  return value;
}

interface Figures {
  target: string;
  bets: number;
  insertMs: number;
  settleMs: number;
  betsPerSecond: number;
  winners: number;
  checkMs: number;
  problems: string[];
}

async function setUp(db: Db): Promise<number> {
  await db.insert(merchants).values({
    code: MERCHANT,
    brandName: 'Lottery bench',
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
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ merchantCode: MERCHANT, account: `bench${i}`, nickname: `bench${i}`, passwordHash: '!' })))
    .returning({ id: members.id });
  const cash = await houseAccountOf(db, MERCHANT, 'cash');
  for (const m of created) {
    await transfer(db, { idempotencyKey: `bench:open:${m.id}`, from: cash, to: await accountOf(db, m.id, 'main'), amount: 1_000_000_00n, kind: 'deposit' });
  }
  const seed = lotterySettingSeeds().find((s) => s.lotteryCode === 'VN_MB');
  if (!seed) throw new Error('no VN_MB settings');
  await db.insert(lotterySettings).values({ merchantCode: MERCHANT, lotteryCode: 'VN_MB', unitPrice: 100_000n, maxStakePerDraw: 1_000_000_000_00n, playTypes: seed.playTypes });
  const drawAt = new Date(Date.UTC(2026, 10, 25, 11, 15));
  const drawSeed = randomBytes(32).toString('hex');
  const [draw] = await db
    .insert(lotteryDraws)
    .values({
      lotteryCode: 'VN_MB',
      period: '20261125',
      state: 'open',
      openAt: new Date(drawAt.getTime() - 86_400_000),
      closeAt: new Date(drawAt.getTime() - 600_000),
      drawAt,
      stations: [{ code: 'MB', name: 'Hà Nội' }],
      seed: drawSeed,
      seedHash: createHash('sha256').update(drawSeed).digest('hex'),
    })
    .returning({ id: lotteryDraws.id });
  if (!draw) throw new Error('no draw');
  return draw.id;
}

/** The bets, in one statement: four play types in turn, numbers spread over 00–99, 1–5 points, 1,000 a unit. */
async function insertBets(db: Db, drawId: number, bets: number): Promise<void> {
  const odds = lotterySettingSeeds().find((s) => s.lotteryCode === 'VN_MB')?.playTypes ?? {};
  const o = (code: string) => JSON.stringify({ odds: odds[code]?.odds ?? 0 });
  await db.execute(sql`
    insert into lottery_tickets (order_no, member_id, merchant_code, draw_id, lottery_code, game_code, play_type, numbers, stations,
                                 points, combos, unit_price, stake, odds)
    select 'B' || g, ids[1 + g % cardinality(ids)], ${MERCHANT}, ${drawId}, 'VN_MB', 'VNL_0001',
           (array['lo2', 'de', 'xien2', 'dau_duoi'])[1 + g % 4],
           case when g % 4 = 2 then array[lpad((g % 100)::text, 2, '0'), lpad(((g * 7 + 3) % 100)::text, 2, '0')]
                else array[lpad(((g / 4) % 100)::text, 2, '0')] end,
           array['MB'], 1 + g % 5, 1, 100000,
           (array[27, 1, 1, 5])[1 + g % 4] * (1 + g % 5) * 100000::bigint,
           ((array[${o('lo2')}, ${o('de')}, ${o('xien2')}, ${o('dau_duoi')}])[1 + g % 4])::jsonb
    from generate_series(1, ${bets}) g, (select array_agg(id order by id) as ids from members where merchant_code = ${MERCHANT}) m`);
}

async function bench(target: string, handle: DatabaseHandle): Promise<Figures> {
  const db = handle.db;
  await migrateDatabase(handle);
  const drawId = await setUp(db);
  const bets = positive('bets');
  const t0 = performance.now();
  await insertBets(db, drawId, bets);
  const insertMs = Math.round(performance.now() - t0);
  // the draw: closed, drawn from its seed
  const [draw] = await db.select().from(lotteryDraws).where(sql`${lotteryDraws.id} = ${drawId}`);
  if (!draw) throw new Error('no draw');
  await db
    .update(lotteryDraws)
    .set({ state: 'drawn', result: resultOf(draw) as unknown as Record<string, unknown>, drawnAt: new Date() })
    .where(sql`${lotteryDraws.id} = ${drawId}`);

  const t1 = performance.now();
  const batchMs: number[] = [];
  let last = t1;
  const outcome = await settleDraw(db, drawId, {
    batchSize: positive('batch'),
    afterBatchPosted: () => {
      const t = performance.now();
      batchMs.push(Math.round(t - last));
      last = t;
    },
  });
  if (process.env.BENCH_VERBOSE) process.stdout.write(`  ${target} batches (ms): ${batchMs.join(' ')}\n`);
  const settleMs = Math.round(performance.now() - t1);

  const problems: string[] = [];
  if (outcome !== 'settled') problems.push(`settlement ended ${outcome}`);
  const [tally] = await queryRows<{ pending: string; winners: string; paid: string; payments: string; moved: string }>(
    db,
    sql`select (select count(*) from lottery_tickets where draw_id = ${drawId} and state = 'pending')::text as pending,
               (select count(*) from lottery_tickets where draw_id = ${drawId} and state = 'won')::text as winners,
               (select coalesce(sum(payout), 0) from lottery_tickets where draw_id = ${drawId})::text as paid,
               (select count(*) from ledger_transactions where idempotency_key like 'lottery:win:%')::text as payments,
               (select coalesce(sum(p.amount), 0) from ledger_postings p join wallet_accounts a on a.id = p.account_id
                 join ledger_transactions t on t.id = p.transaction_id
                 where a.kind = 'main' and t.idempotency_key like 'lottery:win:%')::text as moved`,
  );
  if (tally?.pending !== '0') problems.push(`${tally?.pending} tickets still pending`);
  if (tally?.winners !== tally?.payments) problems.push(`${tally?.winners} winners but ${tally?.payments} payments`);
  if (tally?.paid !== tally?.moved) problems.push(`tickets say ${tally?.paid} paid, the ledger ${tally?.moved}`);
  const t2 = performance.now();
  const check = await checkLedger(db);
  const checkMs = Math.round(performance.now() - t2);
  if (check.length > 0) problems.push(...check.map((p) => JSON.stringify(p)));
  return {
    target,
    bets,
    insertMs,
    settleMs,
    betsPerSecond: Math.round(bets / (settleMs / 1000)),
    winners: Number(tally?.winners ?? 0),
    checkMs,
    problems,
  };
}

async function onPostgres(): Promise<Figures> {
  const database = await scratchDatabase(benchServerUrl('bench:lottery', options.url), 'lotus_bench');
  try {
    const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: '' }, { poolSize: 4 });
    try {
      return await bench('PostgreSQL', handle);
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
    return await bench('PGlite', handle);
  } finally {
    await handle.close();
  }
}

const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`;

async function main(): Promise<number> {
  const loadBefore = load();
  const targets = (options.targets ?? '').split(',').map((t) => t.trim());
  const results: Figures[] = [];
  if (targets.includes('pglite')) results.push(await onPglite());
  if (targets.includes('postgres')) results.push(await onPostgres());
  process.stdout.write(`bench:lottery (one Miền Bắc draw, batches of ${positive('batch')}; before: ${loadBefore}, after: ${load()})\n`);
  for (const r of results) {
    process.stdout.write(
      `  ${r.target.padEnd(10)} ${r.bets} bets settled in ${r.settleMs} ms: ${String(r.betsPerSecond).padStart(7)} bets/s, ${r.winners} winners paid` +
        ` (bets written in ${r.insertMs} ms; ledger check ${r.checkMs} ms: ${r.problems.length === 0 ? 'no problem' : r.problems.join('; ')})\n`,
    );
  }
  return results.some((r) => r.problems.length > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench:lottery failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exit(2);
  },
);
