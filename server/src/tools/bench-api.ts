/*
 * `npm run bench:api`: how many requests per second one process of the
 * reference server answers with a p99 within 30 ms, on PGlite and on a
 * PostgreSQL server (docs/performance.md, "The API under load").
 *
 *   npm run bench:api -- [--targets pglite,postgres] [--rates 250,500,750,1000]
 *                        [--seconds 10] [--calls status,notice,search,balance,dice,lottery] [--url postgres://…]
 *                        [--port 18190] [--profile DIR] [--generator autocannon|even]
 *                        [--node-flags "--max-semi-space-size=16"] [--members 400]
 *                        [--kill] [--kill-rate 600] [--breakdown] [--logouts 0]
 *
 * The bets (`dice`, `lottery`) are real money calls: an in-house dice round
 * (POST /wps/inhouse/play, with a game session) and a lottery bet (POST
 * /lgw/lottery/bets: encrypted as the site encrypts it, an Idempotency-Key
 * each), spread over `--members` funded bench members (each with its site
 * session and dice game session; one member's bets queue behind each other
 * on their wallet, as a real player's would). `--kill` (PostgreSQL only):
 * after the steps, both bets at `--kill-rate` per second, the server killed
 * with SIGKILL in the middle, started again, every bet that got no answer
 * sent again with the same round id or key, then the ledger's consistency
 * check and the bets checked against the ledger (exit 1 on any drift).
 *
 * Each target gets a fresh data folder (PGlite) or a fresh database named
 * lotus_bench_<random> on the server of --url, else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres (loopback only; dropped
 * after). The server runs as its own process, started as `npm run serve` starts
it (its Node flags, unless --node-flags), on a
 * loopback port, so the load generator does not share its event loop; a
 * demo member's session is opened in the database before it starts (the
 * balance call needs one; the login's bot check is not what is measured).
 *
 * The load is autocannon's (`--generator autocannon`, the default: a load
 * generator from npm, as issue 13 asks), or, as a cross-check, an evenly
 * spaced open loop (`--generator even`): one request every 1/rate s on the
 * clock, each on a free keep-alive connection (opened when none is free), its
 * latency counted from the moment it was due, so a server (or a generator)
 * that falls behind is charged for it.
 *
 * `--generator autocannon` is autocannon's `overallRate`
 * over many connections (four times the rate's requests per 100 ms, at least
 * 50). autocannon paces a connection by a quota per second, and every
 * connection's second starts together: each second's requests leave in one
 * burst, as fast as the server answers, and its p99 is the time the server
 * takes to drain that burst (about the rate times the cost of one request),
 * not the latency at a steady rate; its correction for coordinated omission
 * (an expected interval of 1 ms) adds synthetic samples to every slow answer.
 * A bare Node HTTP server returning a constant shows p99 of 70–280 ms under it
 * on this machine (docs/performance.md, "The API under load").
 *
 * `--generator closed`: each rate is a number of requests in flight, each
 * sent when the one before it is answered: the throughput of one process
 * flat out, and its CPU per request, which a loaded machine disturbs less than
 * latencies (the figures of docs/performance.md, "The bet").
 *
 * Each step also prints the load generator's own CPU per request (this process's
 * user and system time): it shares the two cores with the server and the database.
 *
 * `--breakdown`: the server runs under a CPU profile (node --cpu-prof), is
 * stopped after the steps (and started again for --kill), and the last step of
 * each call is told apart: the main thread's busy time per request by what the
 * code was doing (tools/cpu-breakdown.ts: the request's validation, the session
 * lookup, the ledger, the bet's rules and records, the SQL client, JSON, the
 * socket writes, …), beside the process's whole CPU time per request.
 *
 * `--logouts N` (PostgreSQL): during every measured step, N other players a second log out (their site
 * session and its launch ended in one statement, as a logout on another instance writes them): what a busy
 * brand's logouts cost the bets, whose session and game-session lookups come from the read cache.
 *
 * Bounded: --seconds per step (at most 30), rates at most 5,000 per second,
 * one step at a time after a warm-up at the first step's rate (--warm-up, 10 s, at most 60).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../db/client';
import { benchServerUrl, scratchDatabase } from './bench-database';
import { onDatabaseServer, queryOnce } from '../db/server-admin';
import { referenceWork } from '../../../scripts/reference-work.mjs';
import { migrateDatabase } from '../db/migrate';
import { games, lotteryDraws, lotterySettings, members, operators, sessions } from '../db/schema';
import { sha256Hex } from '../lib/hash';
import { toMinor } from '../lib/money';
import { seedDatabase } from '../seed/seed';
import { MERCHANT } from '../seed/data/brand';
import { launchGame } from '../modules/games/launch';
import { scheduleDraws } from '../modules/lottery/engine';
import { accountOf, houseAccountOf } from '../modules/wallet/accounts';
import { transfer } from '../modules/wallet/ledger';
import { checkLedger } from '../modules/wallet/check';
import { api } from '../../../src/shared/contract/api';
import { benchPublicKey, encryptBodyForBench } from './bench-encrypt';
import { breakdownOf, describeBreakdown, type CpuProfile } from './cpu-breakdown';

/**
 * The calls: what every visitor's first screen asks, a name search, the
 * header's balance (reads), and the two bets (writes: one request each a
 * different member's, round-robin, a new round id or Idempotency-Key each).
 */
const calls = {
  status: { path: `${api.systemStatus.path}?url=http%3A%2F%2F127.0.0.1`, auth: false },
  notice: { path: `${api.homeNotice.path}?types=B,PU,PL`, auth: false },
  search: { path: `${api.gameList.path}?gameType=RNG&gameName=fortune&pageNo=1&pageSize=40`, auth: false },
  balance: { path: api.balance.path, auth: true },
  dice: { path: api.inhousePlay.path, auth: false },
  lottery: { path: api.placeLotteryBet.path, auth: true },
} as const;
type CallName = keyof typeof calls;
const bets: readonly CallName[] = ['dice', 'lottery'];

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    rates: { type: 'string', default: '250,500,750,1000' },
    seconds: { type: 'string', default: '10' },
    calls: { type: 'string', default: 'status,notice,search,balance,dice,lottery' },
    /** bench members the bets are spread over */
    members: { type: 'string', default: '400' },
    /** PostgreSQL: the kill -9 drift check after the steps */
    kill: { type: 'boolean', default: false },
    'kill-rate': { type: 'string', default: '600' },
    url: { type: 'string' },
    port: { type: 'string', default: '18190' },
    /** write a CPU profile of the server per target into this folder (node --cpu-prof) */
    profile: { type: 'string' },
    /** where each call's milliseconds go: the server's CPU profile of the last step of each call, by category */
    breakdown: { type: 'boolean', default: false },
    generator: { type: 'string', default: 'autocannon' },
    /** Node's flags for the server, instead of those `npm run serve` starts it with */
    'node-flags': { type: 'string' },
    /** PostgreSQL: other players' logouts a second during each measured step */
    logouts: { type: 'string', default: '0' },
    /** seconds of load at the first step's rate before each call's measured steps */
    'warm-up': { type: 'string', default: '10' },
    /** open loop: list each step's slow windows (their start on the wall clock, answers over 30 ms, the worst) */
    stalls: { type: 'boolean', default: false },
  },
});

/** The Node flags `npm run serve` starts the server with (package.json): the bench measures the server as it runs. */
function serveNodeFlags(): string[] {
  const serve = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve ?? '';
  const words = serve.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('--import')).filter((w) => w.startsWith('--'));
}
const nodeFlags = options['node-flags'] === undefined ? serveNodeFlags() : options['node-flags'].split(/\s+/).filter(Boolean);

const seconds = Math.min(30, Math.max(1, Number(options.seconds)));
const warmUpSeconds = Math.min(60, Math.max(1, Number(options['warm-up']) || 10));
const rates = options.rates.split(',').map(Number).filter((r) => Number.isInteger(r) && r > 0 && r <= 5000);
const callNames = options.calls.split(',').filter((c): c is CallName => c in calls);
const port = Number(options.port);
const logoutsPerSecond = Math.min(200, Math.max(0, Number(options.logouts) || 0));

interface Target {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** a connection of the bench's own to the target's database, while the server is stopped (PGlite) or beside it */
  open(): Promise<{ db: Db; close(): Promise<void> }>;
  cleanup(): Promise<void>;
}

/** A bench member: funded, with a site session (token) and a dice game session (gameToken). */
interface Player {
  memberId: number;
  token: string;
  gameToken: string;
}

interface Fixture {
  /** the demo member's site session (the balance call) */
  token: string;
  players: Player[];
  /** the game and draw the lottery bets go to (null: no draw open long enough) */
  lottery: { gameCode: string; period: string } | null;
  /** --logouts: the site sessions (each with a launch) that log out during the steps, in turn */
  leaving: number[];
}

const DICE_NODE = 'XGS-DICE';
const DICE_STAKE = 1_000;
/** the lottery bets: lô 2 số of the daily Miền Bắc draw, 1 point on one number (27 units of 1,000) */
const LOTTERY_GAME = 'VNL_0001';
const LOTTERY_CODE = 'VN_MB';

/** The bench members, funded from the house's cash, each with a site session and a dice game session. */
async function benchPlayers(db: Db, count: number): Promise<Player[]> {
  const [dice] = await db.select({ id: games.id }).from(games).where(and(eq(games.merchantCode, MERCHANT), eq(games.nodeId, DICE_NODE)));
  if (!dice) throw new Error(`the seed has no ${DICE_NODE}`);
  const cash = await houseAccountOf(db, MERCHANT, 'cash');
  const players: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const account = `bench${String(i).padStart(5, '0')}`;
    const [m] = await db.insert(members).values({ merchantCode: MERCHANT, account, nickname: account, passwordHash: '!' }).returning({ id: members.id });
    if (!m) throw new Error('bench member not created');
    const wallet = await accountOf(db, m.id, 'main');
    await transfer(db, { idempotencyKey: `bench:fund:${m.id}`, from: cash, to: wallet, amount: toMinor(1_000_000_000), kind: 'deposit' });
    const token = randomBytes(32).toString('base64url');
    const [session] = await db
      .insert(sessions)
      .values({ memberId: m.id, tokenHash: sha256Hex(token), ip: '127.0.0.1', expiresAt: new Date(Date.now() + 6 * 3_600_000) })
      .returning({ id: sessions.id });
    const launched = await launchGame(db, { id: m.id, merchantCode: MERCHANT, sessionId: session?.id ?? null }, { nodeId: DICE_NODE, vassalage: 'XGS', gameId: 'XGS_DICE' }, 'EN');
    const gameToken = new URL(launched.game_url, 'http://x').searchParams.get('session') ?? '';
    players.push({ memberId: m.id, token, gameToken });
  }
  return players;
}

/** `count` site sessions of other players (at most 20,000), each with a dice launch, for --logouts. */
async function leavingSessions(db: Db, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < Math.min(20_000, count); i += 1) {
    const account = `leaving${String(i).padStart(5, '0')}`;
    const [m] = await db.insert(members).values({ merchantCode: MERCHANT, account, nickname: account, passwordHash: '!' }).returning({ id: members.id });
    if (!m) throw new Error('leaving member not created');
    const [session] = await db
      .insert(sessions)
      .values({ memberId: m.id, tokenHash: sha256Hex(randomBytes(32).toString('base64url')), ip: '127.0.0.1', expiresAt: new Date(Date.now() + 6 * 3_600_000) })
      .returning({ id: sessions.id });
    if (!session) throw new Error('leaving session not created');
    await launchGame(db, { id: m.id, merchantCode: MERCHANT, sessionId: session.id }, { nodeId: DICE_NODE, vassalage: 'XGS', gameId: 'XGS_DICE' }, 'EN');
    ids.push(session.id);
  }
  return ids;
}

/**
 * --logouts: `perSecond` of the leaving sessions end every second, each as a logout writes it (the site
 * session revoked and its launches ended, in one statement) on a connection of the bench's own, until stopped.
 */
function startLogouts(databaseUrl: string | undefined, fixture: Fixture, perSecond: number): () => Promise<number> {
  if (!databaseUrl || perSecond <= 0 || fixture.leaving.length === 0) return async () => 0;
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  let ended = 0;
  let busy: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const id = fixture.leaving.shift();
    if (id === undefined) return;
    busy = busy
      .then(() => connected)
      .then(() =>
        client.query(
          `with s as (update sessions set revoked_at = now() where id = $1 and revoked_at is null returning id)
           update game_sessions set revoked_at = now() where site_session_id in (select id from s) and revoked_at is null`,
          [id],
        ),
      )
      .then(() => {
        ended += 1;
      });
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await busy.catch(() => undefined);
    await client.end().catch(() => undefined);
    return ended;
  };
}

/** A draw of the lottery open for the next 20 minutes at least (the daily draw, most of the day); its per-draw stake limit lifted for the bench. */
async function benchDraw(db: Db): Promise<Fixture['lottery']> {
  const now = new Date();
  await scheduleDraws(db, now);
  const [draw] = await db
    .select({ period: lotteryDraws.period })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.lotteryCode, LOTTERY_CODE), eq(lotteryDraws.state, 'open'), lte(lotteryDraws.openAt, now), gt(lotteryDraws.closeAt, new Date(now.getTime() + 20 * 60_000))))
    .orderBy(lotteryDraws.closeAt)
    .limit(1);
  if (!draw) return null;
  await db.update(lotterySettings).set({ maxStakePerDraw: toMinor(1_000_000_000) }).where(and(eq(lotterySettings.merchantCode, MERCHANT), eq(lotterySettings.lotteryCode, LOTTERY_CODE)));
  return { gameCode: LOTTERY_GAME, period: draw.period };
}

async function prepareTarget(name: Target['name'], memberCount: number): Promise<{ target: Target; fixture: Fixture }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotus-bench-api-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (name === 'postgres') {
    const database = await scratchDatabase(benchServerUrl('bench:api', options.url), 'lotus_bench');
    databaseUrl = database.url;
    dropDatabase = database.drop;
    // --breakdown: PostgreSQL counts the time spent in each function (the bet's ledger and writes), from the
    // next connection on: the server's
    if (options.breakdown) await onDatabaseServer(benchServerUrl('bench:api', options.url), `alter database "${database.name}" set track_functions = 'all'`);
  }
  const open = () => openDatabase({ databaseUrl, pgliteDir: join(dataDir, 'pglite') });
  // migrate, seed and open the sessions before the server starts (PGlite has one user at a time)
  const handle = await open();
  const { db } = handle;
  const token = randomBytes(32).toString('base64url');
  let fixture: Fixture;
  try {
    await migrateDatabase(handle);
    await seedDatabase(db);
    // the server runs in production mode, which refuses the seed's staff passwords: the bench logs no staff in
    await db.update(operators).set({ passwordHash: '!' });
    const [demo] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, MERCHANT), eq(members.account, 'demo')));
    if (!demo) throw new Error('the seed has no demo member');
    await db.insert(sessions).values({ memberId: demo.id, tokenHash: sha256Hex(token), ip: '127.0.0.1', expiresAt: new Date(Date.now() + 3_600_000) });
    const needsBets = callNames.some((c) => bets.includes(c)) || options.kill;
    const players = needsBets ? await benchPlayers(db, memberCount) : [];
    const leaving = name === 'postgres' && logoutsPerSecond > 0 ? await leavingSessions(db, logoutsPerSecond * seconds * rates.length * callNames.length) : [];
    fixture = { token, players, lottery: needsBets ? await benchDraw(db) : null, leaving };
  } finally {
    await handle.close();
  }
  return {
    fixture,
    target: {
      name,
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      open,
      cleanup: async () => {
        await dropDatabase();
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
  };
}

async function startServer(target: Target, profileDir = options.profile): Promise<ChildProcess> {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...profile, '--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...target.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}${calls.status.path}`);
      if (answer.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Step {
  call: CallName;
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time per request (user + system, ms) of the server process and of the whole PostgreSQL server */
  serverCpu?: number;
  dbCpu?: number;
  /** this process's CPU per request during the step (the load generator's own cost, which shares the machine), ms */
  generatorCpu?: number;
  /** when the step's load ran on the wall clock (ISO) */
  wall?: { from: string; to: string };
  /** when the step's load ran, µs on the clock of `process.hrtime` (a CPU profile's clock) */
  fromUs?: number;
  toUs?: number;
  /** open loop: the answers over 30 ms and the 100-ms windows of their due times (a few windows: stalls; many: queueing) */
  slow?: { over: number; windows: number; of: number; list: { at: string; over: number; worst: number; sentLate: number }[] };
  /** PostgreSQL: per request, the reads of the site sessions and the launches (the lookups the read cache did not answer, a logout's own) */
  sessionReads?: number | undefined;
  /** PostgreSQL: the write-ahead log written per request, the whole server's (pg_stat_wal): bytes, and full-page images */
  wal?: { bytes: number; fpi: number } | undefined;
  /** --breakdown on PostgreSQL: per request, the calls of each database function and the time in it, ms */
  functions?: { name: string; calls: number; self: number }[];
}

const hrtimeUs = () => Number(process.hrtime.bigint() / 1000n);

/** user + system CPU time of these processes, in ms (Linux /proc; 0 where unreadable) */
function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or not Linux
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** Fields of /proc/<pid>/stat after the command's name (field 3 onwards), or null when gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * The CPU time, in ms, of the whole PostgreSQL server a backend belongs to: the postmaster, every process it
 * runs now (backends of every database, the WAL writer, the checkpointer, autovacuum) and every one it has
 * reaped (its children's time), so a backend that ends during a step is still counted (Linux /proc; 0 elsewhere).
 */
function clusterCpuMs(postmaster: number): number {
  const own = postmaster > 0 ? statFields(postmaster) : null;
  if (!own) return 0;
  // utime, stime, then the reaped children's cutime, cstime
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** Who is measured: the server process, and (PostgreSQL) the backends connected to the bench database. */
interface Meter {
  serverPid: number;
  backends(): Promise<number[]>;
  /** --breakdown on PostgreSQL: the time spent so far in each of the database's functions (pg_stat_user_functions) */
  functions?(): Promise<Map<string, FunctionTime>>;
  /** PostgreSQL: the reads of the site sessions and of the launches so far (their tables' scans, pg_stat_user_tables) */
  sessionReads?(): Promise<number>;
  /** PostgreSQL: the write-ahead log written so far, bytes and full-page images (pg_stat_wal) */
  wal?(): Promise<{ bytes: number; fpi: number }>;
}

/** One function's calls and time (ms on the clock, without the functions it called), as PostgreSQL counts them. */
interface FunctionTime {
  calls: number;
  self: number;
}

/** One request of a load: what to send, and what to do with the answer (the kill check keeps the bets' answers). */
interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** called with the answer's status and body (status 0: no answer) */
  answered?(status: number, body: string): void;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * Open loop: request i is due at start + i/rate; every due request leaves at
 * once on a free keep-alive connection; its latency runs from when it was
 * due to the end of its answer. `stopAfterMs`: no request leaves after it
 * (the kill check's requests cut short by the kill are answered with status 0).
 */
async function evenLoad(requests: readonly BenchRequest[], rate: number, options: { timeoutMs?: number } = {}): Promise<Omit<Step, 'call' | 'rate'>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2_000 });
  const total = requests.length;
  const interval = 1000 / rate;
  const latencies: number[] = [];
  // by window: how many answers passed 30 ms, and the worst
  const slowWindows = new Map<number, { over: number; worst: number }>();
  // by window: how late the generator itself sent its requests (its own pauses, not the server's), the worst
  const sendLag = new Map<number, number>();
  let over = 0;
  let errors = 0;
  let finished = 0;
  let next = 0;
  const start = performance.now() + 20;
  await new Promise<void>((resolve) => {
    const done = () => {
      finished += 1;
      if (finished === total) resolve();
    };
    const send = (due: number, r: BenchRequest) => {
      let settled = false;
      // the 100-ms window of its due time, where a slow answer is counted
      const window = Math.floor((due - start) / 100);
      sendLag.set(window, Math.max(sendLag.get(window) ?? 0, performance.now() - due));
      const request = http.request({ host: '127.0.0.1', port, path: r.path, method: r.method, headers: r.headers, agent, timeout: options.timeoutMs ?? 10_000 }, (response) => {
        const chunks: Buffer[] = [];
        if (r.answered) response.on('data', (c: Buffer) => chunks.push(c));
        else response.resume();
        response.on('end', () => {
          if (settled) return;
          settled = true;
          if (response.statusCode === 200) {
            const latency = performance.now() - due;
            latencies.push(latency);
            if (latency > 30) {
              over += 1;
              const seen = slowWindows.get(window) ?? { over: 0, worst: 0 };
              slowWindows.set(window, { over: seen.over + 1, worst: Math.max(seen.worst, latency) });
            }
          } else errors += 1;
          r.answered?.(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'));
          done();
        });
        response.on('error', () => undefined);
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => {
        if (settled) return;
        settled = true;
        errors += 1;
        r.answered?.(0, error.message);
        done();
      });
      request.end(r.body);
    };
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(start + next * interval, requests[next] as BenchRequest);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    if (total === 0) resolve();
    else setTimeout(tick, 20);
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const startedAt = Date.now() - (performance.now() - start);
  const list = [...slowWindows].sort(([a], [b]) => a - b).map(([w, s]) => ({ at: new Date(startedAt + w * 100).toISOString().slice(11, 23), over: s.over, worst: Math.round(s.worst), sentLate: Math.round(sendLag.get(w) ?? 0) }));
  return { sent: total, p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)), errors, slow: { over, windows: slowWindows.size, of: Math.ceil((total * interval) / 100), list } };
}

/**
 * Closed loop (`--generator closed`): `rate` is the number of requests in
 * flight, each sent when the one before it is answered, for `duration`
 * seconds: what one process does flat out, and its CPU per request, which a
 * loaded machine changes less than it changes latencies.
 */
async function closedLoad(requests: readonly BenchRequest[], inFlight: number, duration: number): Promise<Omit<Step, 'call' | 'rate'>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + duration * 1000;
  const worker = async () => {
    while (next < requests.length && performance.now() < end) {
      const r = requests[next] as BenchRequest;
      next += 1;
      const sent = performance.now();
      const status = await new Promise<number>((resolve) => {
        const request = http.request({ host: '127.0.0.1', port, path: r.path, method: r.method, headers: r.headers, agent, timeout: 10_000 }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('timeout', () => request.destroy(new Error('timed out')));
        request.on('error', () => resolve(0));
        request.end(r.body);
      });
      if (status === 200) latencies.push(performance.now() - sent);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { sent: latencies.length + errors, p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)), errors };
}

async function autocannonLoad(requests: readonly BenchRequest[], rate: number, duration: number): Promise<Omit<Step, 'call' | 'rate'>> {
  const connections = Math.max(50, Math.ceil((rate / 10) * 4));
  let i = 0;
  const first = requests[0] as BenchRequest;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${first.path}`,
    connections,
    overallRate: rate,
    duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (req) => {
          const r = requests[i % requests.length] as BenchRequest;
          i += 1;
          return { ...req, method: r.method, path: r.path, headers: r.headers, ...(r.body !== undefined ? { body: r.body } : {}) };
        },
      },
    ],
  });
  return {
    sent: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const randomId = () => randomBytes(12).toString('base64url');

/** The requests of one call for a step: `count` of them, built before the step starts (the lottery's bodies are encrypted then). */
function requestsOf(call: CallName, count: number, fixture: Fixture, serverKey: ReturnType<typeof benchPublicKey> | null): BenchRequest[] {
  const base = { Merchant: MERCHANT };
  const out: BenchRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = fixture.players[i % Math.max(1, fixture.players.length)] as Player;
    if (call === 'dice') {
      out.push({
        method: 'POST',
        path: calls.dice.path,
        headers: { ...base, 'content-type': 'application/json', 'x-game-session': player.gameToken },
        body: JSON.stringify({ roundId: randomId(), stake: DICE_STAKE, target: 50, direction: i % 2 === 0 ? 'under' : 'over' }),
      });
    } else if (call === 'lottery') {
      const lottery = fixture.lottery;
      if (!lottery || !serverKey) throw new Error('no lottery draw open for the bench');
      const number = String(i % 100).padStart(2, '0');
      const body = { gameCode: lottery.gameCode, period: lottery.period, lines: [{ playType: 'lo2', numbers: [number], points: 1 }] };
      out.push({
        method: 'POST',
        path: calls.lottery.path,
        headers: { ...base, 'content-type': 'application/json', authorization: `Bearer ${player.token}`, 'idempotency-key': `bench-${randomId()}` },
        body: JSON.stringify(encryptBodyForBench(body, serverKey)),
      });
    } else {
      out.push({ method: 'GET', path: calls[call].path, headers: { ...base, ...(calls[call].auth ? { authorization: `Bearer ${fixture.token}` } : {}) } });
    }
  }
  return out;
}

async function load(call: CallName, rate: number, fixture: Fixture, serverKey: ReturnType<typeof benchPublicKey> | null, duration: number, meter?: Meter): Promise<Step> {
  // closed loop: enough requests for 2,000 a second (rate is the number in flight)
  const requests = requestsOf(call, options.generator === 'closed' ? 2_000 * duration : Math.round(rate * duration), fixture, serverKey);
  let told = false;
  // the first refusal of a step is printed: an error is a broken bench or server, not a figure
  for (const r of requests) {
    r.answered = (status, body) => {
      if (status === 200 || told) return;
      told = true;
      console.info(`  ${call}: answered ${status} ${body.slice(0, 300)}`);
    };
  }
  const backends = meter ? await meter.backends() : [];
  const functionsBefore = meter?.functions ? await meter.functions() : null;
  const sessionReadsBefore = meter?.sessionReads ? await meter.sessionReads() : null;
  const walBefore = meter?.wal ? await meter.wal() : null;
  // the PostgreSQL server's main process: a backend's parent
  const postmaster = backends[0] === undefined ? 0 : Number(statFields(backends[0])?.[1] ?? 0);
  const before = meter ? { server: cpuMs([meter.serverPid]), db: clusterCpuMs(postmaster) } : null;
  const generatorBefore = process.cpuUsage();
  const fromUs = hrtimeUs();
  const wallFrom = new Date().toISOString();
  const result =
    options.generator === 'autocannon'
      ? await autocannonLoad(requests, rate, duration)
      : options.generator === 'closed'
        ? await closedLoad(requests, rate, duration)
        : await evenLoad(requests, rate);
  const toUs = hrtimeUs();
  const wall = { from: wallFrom, to: new Date().toISOString() };
  const generator = process.cpuUsage(generatorBefore);
  const generatorCpu = result.sent === 0 ? undefined : (generator.user + generator.system) / 1000 / result.sent;
  if (!meter || !before || result.sent === 0) return { call, rate, ...result, generatorCpu, fromUs, toUs, wall };
  // the step's CPU, taken before any wait for the statistics below
  const serverCpu = (cpuMs([meter.serverPid]) - before.server) / result.sent;
  // the whole PostgreSQL server's: backends opened or ended during the step, and its own processes
  const dbCpu = (clusterCpuMs(postmaster) - before.db) / result.sent;
  // a backend reports its function counts when it goes idle, at most once a second: let the last ones in
  let functions: Step['functions'];
  if ((functionsBefore && meter.functions) || sessionReadsBefore !== null) await new Promise((r) => setTimeout(r, 1_200));
  const sessionReads = sessionReadsBefore !== null && meter.sessionReads ? ((await meter.sessionReads()) - sessionReadsBefore) / result.sent : undefined;
  const walAfter = walBefore && meter.wal ? await meter.wal() : null;
  const wal = walBefore && walAfter ? { bytes: (walAfter.bytes - walBefore.bytes) / result.sent, fpi: (walAfter.fpi - walBefore.fpi) / result.sent } : undefined;
  if (functionsBefore && meter.functions) {
    const functionsAfter = await meter.functions();
    functions = [...functionsAfter]
      .map(([name, t]) => {
        const was = functionsBefore.get(name) ?? { calls: 0, self: 0 };
        return { name, calls: (t.calls - was.calls) / result.sent, self: (t.self - was.self) / result.sent };
      })
      .filter((f) => f.calls > 0)
      .sort((a, b) => b.self - a.self);
  }
  return {
    call,
    rate,
    ...result,
    serverCpu,
    dbCpu,
    generatorCpu,
    fromUs,
    toUs,
    wall,
    functions,
    sessionReads,
    wal,
  };
}

/** Stops the server as `npm run serve` is stopped (SIGTERM), so that its CPU profile is written. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** --breakdown: the last step of each call, told apart from the server's CPU profile (written in `dir` as it stopped). */
function printBreakdown(dir: string, pid: number, steps: readonly Step[]): void {
  // the main thread's (thread 0; a worker writes its own)
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile') && f.includes(`.${pid}.0.`));
  if (!file) {
    console.info('  breakdown: the server wrote no CPU profile');
    return;
  }
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  // the profiler samples on the clock: a system call that hands the core to PostgreSQL counts the wait for it back
  console.info("  where a request's time went on the server's main thread, the last step of each call (busy time on the clock, per request; the process's CPU, all its threads, beside it)");
  for (const call of new Set(steps.map((s) => s.call))) {
    const step = steps.filter((s) => s.call === call).at(-1);
    if (!step || step.fromUs === undefined || step.toUs === undefined) continue;
    const b = breakdownOf(profile, step.fromUs, step.toUs, step.sent);
    if (b.covered === 0) {
      console.info(`  ${call}: the profile does not cover the step`);
      continue;
    }
    const processCpu = step.serverCpu === undefined ? '' : `, ${step.serverCpu.toFixed(2)} ms of the process's CPU`;
    console.info(`  ${call} at ${step.rate}${options.generator === 'closed' ? ' in flight' : '/s'}: ${b.busy.toFixed(3)} ms a request on the main thread${processCpu}`);
    for (const line of describeBreakdown(b)) console.info(`    ${line}`);
    if (step.functions && step.dbCpu !== undefined) {
      const inFunctions = step.functions.reduce((sum, f) => sum + f.self, 0);
      console.info(`    PostgreSQL: ${step.dbCpu.toFixed(2)} ms of CPU a request; in its functions (self time on the clock, per request):`);
      for (const f of step.functions) console.info(`    ${f.self.toFixed(3).padStart(7)} ms  ${f.name} (${f.calls.toFixed(2)} calls)`);
      console.info(`    ${Math.max(0, step.dbCpu - inFunctions).toFixed(3).padStart(7)} ms  the rest: the statements themselves (reads, locks, inserts, index upkeep), commits, parsing`);
    }
  }
}

interface KillOutcome {
  sent: number;
  answered: number;
  cut: number;
  retried: number;
  retriesPending: number;
  problems: string[];
}

/**
 * The kill -9 check: both bets in turn at `rate` per second for `seconds`,
 * the server killed with SIGKILL halfway, started again; every bet without
 * an answer (or answered 5xx) is sent again with the same round id or key;
 * then the ledger's consistency check, and every bet checked against the
 * ledger: each round answered is recorded, each recorded round moved its
 * stake once (and its win once, when it won), each lottery order answered
 * has its tickets and one debit of their stakes, and no bench member's
 * wallet differs from its postings.
 */
async function killCheck(target: Target, fixture: Fixture, serverKey: ReturnType<typeof benchPublicKey>, rate: number, restart: () => Promise<ChildProcess>, server: ChildProcess): Promise<{ outcome: KillOutcome; server: ChildProcess }> {
  const total = Math.round(rate * seconds);
  const dice = requestsOf('dice', Math.ceil(total / 2), fixture, serverKey);
  const lottery = fixture.lottery ? requestsOf('lottery', Math.floor(total / 2), fixture, serverKey) : [];
  const mixed: BenchRequest[] = [];
  for (let i = 0; i < Math.max(dice.length, lottery.length); i += 1) {
    if (dice[i]) mixed.push(dice[i] as BenchRequest);
    if (lottery[i]) mixed.push(lottery[i] as BenchRequest);
  }
  const answers = new Map<BenchRequest, { status: number; body: string }>();
  for (const r of mixed) r.answered = (status, body) => answers.set(r, { status, body });
  const killAt = setTimeout(() => server.kill('SIGKILL'), (seconds * 1000) / 2);
  await evenLoad(mixed, rate, { timeoutMs: 5_000 });
  clearTimeout(killAt);
  if (server.exitCode === null && server.signalCode === null) await new Promise((r) => server.once('exit', r));
  const again = await restart();
  const cut = mixed.filter((r) => (answers.get(r)?.status ?? 0) === 0 || (answers.get(r)?.status ?? 0) >= 500);
  // the same round id or Idempotency-Key again: a bet that committed is answered, one that did not is played now
  for (const r of cut) r.answered = (status, body) => answers.set(r, { status, body });
  await evenLoad(cut, Math.min(rate, 200), { timeoutMs: 10_000 });
  const retriesPending = cut.filter((r) => answers.get(r)?.status === 409).length;

  const problems: string[] = [];
  const { db, close } = await target.open();
  try {
    for (const p of await checkLedger(db)) problems.push(`ledger: ${p.kind} ${p.detail}`);
    const roundsAnswered = new Set<string>();
    const ordersAnswered = new Set<string>();
    for (const r of mixed) {
      const a = answers.get(r);
      if (a?.status !== 200) continue;
      const value = (JSON.parse(a.body) as { value: { round?: { roundId: string }; orderNo?: string } }).value;
      if (value.round) roundsAnswered.add(value.round.roundId);
      if (value.orderNo) ordersAnswered.add(value.orderNo);
    }
    const ids = fixture.players.map((p) => p.memberId);
    const rounds = await queryRows<{ round_id: string; payout: string; bets: number; wins: number; staked: string; paid: string }>(
      db,
      sql`select r.round_id, r.payout::text,
            (select count(*)::int from ledger_transactions t where t.idempotency_key = 'inhouse:' || r.member_id || ':' || r.round_id || ':bet') as bets,
            (select count(*)::int from ledger_transactions t where t.idempotency_key = 'inhouse:' || r.member_id || ':' || r.round_id || ':win') as wins,
            r.stake::text as staked,
            coalesce((select sum(p.amount) from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.account_kind = 'main'
              where t.idempotency_key = 'inhouse:' || r.member_id || ':' || r.round_id || ':win'), 0)::text as paid
          from inhouse_rounds r where r.member_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const recorded = new Set(rounds.map((r) => r.round_id));
    for (const id of roundsAnswered) if (!recorded.has(id)) problems.push(`round ${id} answered but not recorded`);
    for (const r of rounds) {
      if (r.bets !== 1) problems.push(`round ${r.round_id}: ${r.bets} stake movements`);
      if (r.wins !== (BigInt(r.payout) > 0n ? 1 : 0) || BigInt(r.paid) !== BigInt(r.payout)) problems.push(`round ${r.round_id}: win ${r.paid} moved for a payout of ${r.payout}`);
    }
    const orphans = await queryRows<{ key: string }>(
      db,
      sql`select t.idempotency_key as key from ledger_transactions t
          where t.member_id = any(${`{${ids.join(',')}}`}::int[]) and t.idempotency_key like 'inhouse:%:bet'
            and not exists (select 1 from inhouse_rounds r where 'inhouse:' || r.member_id || ':' || r.round_id || ':bet' = t.idempotency_key)`,
    );
    for (const o of orphans) problems.push(`stake ${o.key} moved without its round`);
    const orders = await queryRows<{ order_no: string | null; key: string; debited: string; staked: string | null }>(
      db,
      sql`select t.ref_id as order_no, t.idempotency_key as key, (-p.amount)::text as debited,
            (select sum(k.stake)::text from lottery_tickets k where k.order_no = t.ref_id) as staked
          from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.account_kind = 'main'
          where t.member_id = any(${`{${ids.join(',')}}`}::int[]) and t.idempotency_key like 'lottery:bet:%'`,
    );
    const debitedOrders = new Set(orders.map((o) => o.order_no));
    for (const o of orders) if (o.staked === null || BigInt(o.staked) !== BigInt(o.debited)) problems.push(`lottery ${o.key}: debited ${o.debited}, tickets ${o.staked ?? 'none'}`);
    for (const id of ordersAnswered) if (!debitedOrders.has(id)) problems.push(`lottery order ${id} answered but not debited`);
    const ticketOrphans = await queryRows<{ order_no: string }>(
      db,
      sql`select distinct k.order_no from lottery_tickets k where k.member_id = any(${`{${ids.join(',')}}`}::int[])
          and not exists (select 1 from ledger_transactions t where t.ref_id = k.order_no and t.kind = 'bet')`,
    );
    for (const o of ticketOrphans) problems.push(`lottery order ${o.order_no}: tickets without a debit`);
  } finally {
    await close();
  }
  const answered = mixed.filter((r) => answers.get(r)?.status === 200).length;
  return { outcome: { sent: mixed.length, answered, cut: cut.length, retried: cut.length, retriesPending, problems }, server: again };
}

/**
 * How fast this machine runs JavaScript: the median of the reference work (scripts/reference-work.mjs, the same
 * as `bench:first-screen`'s browser speed), in ms. CPU per request and p99 compare between machines only beside it.
 */
const nodeSpeed = (): number => referenceWork()[2] ?? 0;

async function main(): Promise<void> {
  const targets = options.targets.split(',').filter((t): t is Target['name'] => t === 'pglite' || t === 'postgres');
  const memberCount = Math.min(5_000, Math.max(1, Number(options.members)));
  console.info(
    `bench:api — ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}, ${seconds} s per step after ${warmUpSeconds} s of warm-up, rates ${rates.join(', ')} per second, load ${options.generator === 'autocannon' ? 'autocannon overallRate' : options.generator === 'closed' ? 'closed loop (rates are requests in flight)' : 'evenly spaced (open loop)'}, server flags ${nodeFlags.join(' ') || 'none'}, bets over ${memberCount} members,${logoutsPerSecond > 0 ? ` ${logoutsPerSecond} other players' logouts a second (PostgreSQL),` : ''} this machine's speed ${nodeSpeed().toFixed(0)} ms for the reference work (lower is faster)\n`,
  );
  let failed = false;
  for (const name of targets) {
    const { target, fixture } = await prepareTarget(name, memberCount);
    let server: ChildProcess;
    // --breakdown: the server's CPU profile, in --profile or a folder of its own
    const profileDir = options.profile ?? (options.breakdown ? mkdtempSync(join(tmpdir(), 'lotus-bench-profile-')) : undefined);
    try {
      server = await startServer(target, profileDir);
    } catch (error) {
      await target.cleanup();
      throw error;
    }
    try {
      console.info(`${name}`);
      const keyAnswer = (await (await fetch(`http://127.0.0.1:${port}${api.publicKey.path}`, { headers: { Merchant: MERCHANT } })).json()) as { value: { keyId: string; publicKey: string } };
      const serverKey = benchPublicKey(keyAnswer.value);
      console.info(`  load average ${loadavg()[0]?.toFixed(1)}`);
      const meter: Meter = {
        serverPid: server.pid ?? 0,
        backends: async () => {
          if (!target.env.DATABASE_URL) return [];
          const rows = await queryOnce<{ pid: number }>(target.env.DATABASE_URL, 'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
          return rows.map((r) => r.pid);
        },
        functions:
          options.breakdown && target.env.DATABASE_URL
            ? async () => {
                const rows = await queryOnce<{ name: string; calls: string; self: number }>(
                  target.env.DATABASE_URL!,
                  'select funcname as name, calls, self_time as self from pg_stat_user_functions',
                );
                return new Map(rows.map((r) => [r.name, { calls: Number(r.calls), self: Number(r.self) }]));
              }
            : undefined,
        wal: target.env.DATABASE_URL
          ? async () => {
              const [row] = await queryOnce<{ bytes: string; fpi: string }>(target.env.DATABASE_URL!, 'select wal_bytes::text as bytes, wal_fpi::text as fpi from pg_stat_wal');
              return { bytes: Number(row?.bytes ?? 0), fpi: Number(row?.fpi ?? 0) };
            }
          : undefined,
        sessionReads: target.env.DATABASE_URL
          ? async () => {
              const [row] = await queryOnce<{ reads: string | null }>(
                target.env.DATABASE_URL!,
                "select sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::text as reads from pg_stat_user_tables where relname in ('sessions', 'game_sessions')",
              );
              return Number(row?.reads ?? 0);
            }
          : undefined,
      };
      console.info(`  call      rate/s   sent    p50 ms   p99 ms   errors   CPU ms/request: server${target.env.DATABASE_URL ? ', PostgreSQL' : ''}; load generator`);
      const measured: Step[] = [];
      for (const call of callNames) {
        if (call === 'lottery' && !fixture.lottery) {
          console.info('  lottery   skipped: no draw of the lottery open for the next 20 minutes');
          continue;
        }
        // warm-up, at the first step's rate: caches, plans, and the JIT's optimised code (a process's first 10 to
        // 15 s of bets cost it about 15 % more CPU, docs/performance.md "A process's first seconds")
        await load(call, rates[0] ?? 200, fixture, serverKey, warmUpSeconds);
        for (const rate of rates) {
          const stopLogouts = startLogouts(target.env.DATABASE_URL, fixture, logoutsPerSecond);
          const step = await load(call, rate, fixture, serverKey, seconds, meter);
          const loggedOut = await stopLogouts();
          measured.push(step);
          const verdict = step.p99 <= 30 && step.errors === 0 ? 'ok' : 'over';
          const perSecond = options.generator === 'closed' ? `   ${Math.round(step.sent / seconds)}/s` : '';
          const generatorCpu = step.generatorCpu === undefined ? '' : `; ${step.generatorCpu.toFixed(2)}`;
          const cpu = step.serverCpu === undefined ? '' : `   ${step.serverCpu.toFixed(2)}${target.env.DATABASE_URL ? `, ${(step.dbCpu ?? 0).toFixed(2)}` : ''}${generatorCpu}`;
          console.info(
            `  ${call.padEnd(9)} ${String(rate).padStart(6)} ${String(step.sent).padStart(6)} ${String(step.p50).padStart(9)} ${String(step.p99).padStart(8)} ${String(step.errors).padStart(8)}  ${verdict.padEnd(4)}${cpu}${perSecond}${step.sessionReads === undefined ? '' : `   session reads ${step.sessionReads.toFixed(2)}`}${step.slow && step.slow.over > 0 ? `   over 30 ms: ${step.slow.over} in ${step.slow.windows}/${step.slow.of} windows of 100 ms` : ''}${loggedOut > 0 ? `, ${loggedOut} logouts` : ''}`,
          );
          if (options.stalls && step.slow && step.slow.list.length > 0) {
            console.info(`    slow windows: ${step.slow.list.map((w) => `${w.at} (${w.over}, worst ${w.worst} ms, sent up to ${w.sentLate} ms late)`).join(', ')}`);
          }
          if (options.stalls && step.wal) {
            console.info(`    write-ahead log a request: ${Math.round(step.wal.bytes)} bytes, ${step.wal.fpi.toFixed(2)} full-page images`);
          }
          if (options.stalls && target.env.DATABASE_URL && step.wall) {
            // the scheduled jobs' windows run during the step (their transaction's start), beside the slow windows
            const ran = await queryOnce<{ job: string; at: string }>(
              target.env.DATABASE_URL,
              `select job_name as job, to_char(finished_at at time zone 'UTC', 'HH24:MI:SS.MS') as at from job_windows
                where finished_at between '${step.wall.from}' and '${step.wall.to}' order by finished_at`,
            );
            if (ran.length > 0) console.info(`    jobs run: ${ran.map((r) => `${r.job} ${r.at}`).join(', ')}`);
          }
        }
      }
      if (profileDir && options.breakdown) {
        await stopServer(server);
        printBreakdown(profileDir, server.pid ?? 0, measured);
        // the kill check's server runs without a profile (a SIGKILL writes none)
        if (options.kill && name === 'postgres') server = await startServer(target, undefined);
      }
      if (options.kill && name === 'postgres') {
        const rate = Math.min(5_000, Math.max(1, Number(options['kill-rate'])));
        const checked = await killCheck(target, fixture, serverKey, rate, () => startServer(target, options.breakdown ? undefined : profileDir), server);
        server = checked.server;
        const o = checked.outcome;
        console.info(
          `  kill -9 at ${rate}/s: ${o.sent} bets sent, ${o.answered} answered, ${o.cut} cut by the kill and sent again (${o.retriesPending} still held by their key's claim), ${o.problems.length === 0 ? 'no drift' : `${o.problems.length} PROBLEMS`}`,
        );
        for (const p of o.problems.slice(0, 20)) console.info(`    ${p}`);
        if (o.problems.length > 0) failed = true;
      }
      console.info(`  load average ${loadavg()[0]?.toFixed(1)}\n`);
    } finally {
      await stopServer(server);
      await target.cleanup();
      if (profileDir && !options.profile) rmSync(profileDir, { recursive: true, force: true });
    }
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
