/*
 * `npm run bench:api`: how many requests per second one process of the
 * reference server answers with a p99 within 30 ms, on PGlite and on a
 * PostgreSQL server (docs/performance.md, "The API under load").
 *
 *   npm run bench:api -- [--targets pglite,postgres] [--rates 250,500,750,1000]
 *                        [--seconds 10] [--calls status,notice,search,balance] [--url postgres://…]
 *                        [--port 18190] [--profile DIR] [--generator autocannon|even]
 *                        [--node-flags "--max-semi-space-size=16"]
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
 * Bounded: --seconds per step (at most 30), rates at most 5,000 per second,
 * one step at a time after a 2-second warm-up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { members, sessions } from '../db/schema';
import { sha256Hex } from '../lib/hash';
import { seedDatabase } from '../seed/seed';
import { MERCHANT } from '../seed/data/brand';
import { api } from '../../../src/shared/contract/api';

/** The four calls of the target: what every visitor's first screen asks, a name search, the header's balance. */
const calls = {
  status: { path: `${api.systemStatus.path}?url=http%3A%2F%2F127.0.0.1`, auth: false },
  notice: { path: `${api.homeNotice.path}?types=B,PU,PL`, auth: false },
  search: { path: `${api.gameList.path}?gameType=RNG&gameName=fortune&pageNo=1&pageSize=40`, auth: false },
  balance: { path: api.balance.path, auth: true },
} as const;
type CallName = keyof typeof calls;

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    rates: { type: 'string', default: '250,500,750,1000' },
    seconds: { type: 'string', default: '10' },
    calls: { type: 'string', default: 'status,notice,search,balance' },
    url: { type: 'string' },
    port: { type: 'string', default: '18190' },
    /** write a CPU profile of the server per target into this folder (node --cpu-prof) */
    profile: { type: 'string' },
    generator: { type: 'string', default: 'autocannon' },
    /** Node's flags for the server, instead of those `npm run serve` starts it with */
    'node-flags': { type: 'string' },
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
const rates = options.rates.split(',').map(Number).filter((r) => Number.isInteger(r) && r > 0 && r <= 5000);
const callNames = options.calls.split(',').filter((c): c is CallName => c in calls);
const port = Number(options.port);

function loopbackUrl(raw: string): string {
  const url = new URL(raw);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname)) throw new Error(`only a loopback PostgreSQL is accepted, not ${url.hostname}`);
  return url.toString();
}

interface Target {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function prepareTarget(name: Target['name']): Promise<{ target: Target; token: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotus-bench-api-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (name === 'postgres') {
    const server = loopbackUrl(options.url ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const database = `lotus_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: server });
      await dropper.connect();
      await dropper.query(`drop database if exists "${database}" with (force)`);
      await dropper.end();
    };
  }
  // migrate, seed and open a session for the demo member before the server starts (PGlite has one user at a time)
  const handle = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, 'pglite') });
  const token = randomBytes(32).toString('base64url');
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    const [demo] = await handle.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, MERCHANT), eq(members.account, 'demo')));
    if (!demo) throw new Error('the seed has no demo member');
    await handle.db.insert(sessions).values({ memberId: demo.id, tokenHash: sha256Hex(token), ip: '127.0.0.1', expiresAt: new Date(Date.now() + 3_600_000) });
  } finally {
    await handle.close();
  }
  return {
    token,
    target: {
      name,
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      cleanup: async () => {
        await dropDatabase();
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
  };
}

async function startServer(target: Target): Promise<ChildProcess> {
  const profile = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [];
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
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * Open loop: request i is due at start + i/rate; every due request leaves at
 * once on a free keep-alive connection; its latency runs from when it was
 * due to the end of its answer.
 */
async function evenLoad(path: string, headers: Record<string, string>, rate: number, duration: number): Promise<Omit<Step, 'call' | 'rate'>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2_000 });
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let finished = 0;
  let next = 0;
  const start = performance.now() + 20;
  await new Promise<void>((resolve) => {
    const done = () => {
      finished += 1;
      if (finished === total) resolve();
    };
    const send = (due: number) => {
      const request = http.request({ host: '127.0.0.1', port, path, headers, agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - due);
          else errors += 1;
          done();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        errors += 1;
        done();
      });
      request.end();
    };
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(start + next * interval);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, 20);
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { sent: total, p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)), errors };
}

async function autocannonLoad(path: string, headers: Record<string, string>, rate: number, duration: number): Promise<Omit<Step, 'call' | 'rate'>> {
  const connections = Math.max(50, Math.ceil((rate / 10) * 4));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers,
    connections,
    overallRate: rate,
    duration,
    timeout: 10,
  });
  return {
    sent: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function load(call: CallName, rate: number, token: string, duration: number): Promise<Step> {
  const headers = { Merchant: MERCHANT, ...(calls[call].auth ? { authorization: `Bearer ${token}` } : {}) };
  const generate = options.generator === 'autocannon' ? autocannonLoad : evenLoad;
  return { call, rate, ...(await generate(calls[call].path, headers, rate, duration)) };
}

async function main(): Promise<void> {
  const targets = options.targets.split(',').filter((t): t is Target['name'] => t === 'pglite' || t === 'postgres');
  console.info(
    `bench:api — ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}, ${seconds} s per step, rates ${rates.join(', ')} per second, load ${options.generator === 'autocannon' ? 'autocannon overallRate' : 'evenly spaced (open loop)'}, server flags ${nodeFlags.join(' ') || 'none'}\n`,
  );
  for (const name of targets) {
    const { target, token } = await prepareTarget(name);
    const server = await startServer(target);
    try {
      console.info(`${name}`);
      console.info('  call      rate/s   sent    p50 ms   p99 ms   errors');
      for (const call of callNames) {
        await load(call, Math.min(200, rates[0] ?? 200), token, 2); // warm-up: caches, plans, JIT
        for (const rate of rates) {
          const step = await load(call, rate, token, seconds);
          const verdict = step.p99 <= 30 && step.errors === 0 ? 'ok' : 'over';
          console.info(
            `  ${call.padEnd(9)} ${String(rate).padStart(6)} ${String(step.sent).padStart(6)} ${String(step.p50).padStart(9)} ${String(step.p99).padStart(8)} ${String(step.errors).padStart(8)}  ${verdict}`,
          );
        }
      }
      console.info(`  load average ${loadavg()[0]?.toFixed(1)}\n`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await target.cleanup();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
