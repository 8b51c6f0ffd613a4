/*
 * Where a call's milliseconds go, from a V8 CPU profile of the server (node --cpu-prof): the profile's samples
 * taken during one step of a bench, their self time grouped by what the code does (the request's validation,
 * the session lookup, the ledger, the bet's own rules and records, the SQL client, serialisation, the socket
 * writes, …), per request answered. `npm run bench:api -- --breakdown` prints it for each call
 * (docs/performance.md, "Where a bet's time went").
 *
 * The profile is the main thread's, sampled on the clock: work on libuv's threads (the RSA unwrap through Web
 * Crypto, the file system) is not in it, and a system call's sample counts the time the thread waited for a
 * core it handed to another process (a socket write that wakes PostgreSQL on a machine of two cores), so the
 * bench prints the process's whole CPU time beside it.
 */

/** The parts of a `.cpuprofile` this reads (V8's Profiler.Profile). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  /** µs, on the clock of `process.hrtime` (CLOCK_MONOTONIC) */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Frame {
  functionName: string;
  url: string;
}

/** A category and how to recognise its frames; the first that matches a frame takes it. */
interface Category {
  name: string;
  test(frame: Frame): boolean;
}

const inPackage = (frame: Frame, ...names: string[]) => names.some((n) => frame.url.includes(`/node_modules/${n}/`));
const inServer = (frame: Frame, ...paths: string[]) => paths.some((p) => frame.url.includes(`/server/src/${p}`));
/** a native function of V8 or Node (no script) with one of these names */
const native = (frame: Frame, names: ReadonlySet<string>) => frame.url === '' && names.has(frame.functionName);

const SOCKET_CALLS = new Set(['writeBuffer', 'writev', 'writeUtf8String', 'writeLatin1String', 'writeAsciiString', 'shutdown', 'close', 'readStop', 'readStart']);
const CRYPTO_CALLS = new Set(['RandomBytesJob', 'Hash', 'Hmac', 'digest', 'update', 'CipherBase', 'RSACipherJob', 'AESCipherJob', 'WebCryptoCipherJob', 'SecretKeyGenJob']);
const JSON_CALLS = new Set(['stringify', 'parse']);

/** In the order they are tried: specific before general. */
export const CATEGORIES: readonly Category[] = [
  { name: 'garbage collector', test: (f) => f.functionName === '(garbage collector)' },
  {
    name: 'encrypted body, hashes',
    test: (f) => inServer(f, 'lib/payload-cipher', 'lib/hash', 'db/payload-keys') || f.url.startsWith('node:internal/crypto') || inPackage(f, 'crypto-js') || native(f, CRYPTO_CALLS),
  },
  { name: 'request validation (zod)', test: (f) => inPackage(f, 'zod') || inServer(f, 'http/field-errors') },
  { name: 'session lookup', test: (f) => inServer(f, 'http/session-lookup', 'http/guards', 'http/merchant', 'modules/session/', 'modules/games/session') },
  { name: 'read cache', test: (f) => inServer(f, 'db/read-cache', 'db/version-feed') },
  { name: 'route, Idempotency-Key, answer', test: (f) => inServer(f, 'http/') },
  { name: 'ledger', test: (f) => inServer(f, 'modules/wallet/') },
  { name: 'protection gate', test: (f) => inServer(f, 'modules/protection/') },
  {
    name: 'the bet: rules, round, tickets',
    test: (f) => inServer(f, 'modules/lottery/', 'modules/inhouse/', 'modules/games/', 'lib/money') || f.url.includes('/src/shared/'),
  },
  { name: 'SQL client (node-postgres)', test: (f) => inPackage(f, 'pg', 'pg-protocol', 'pg-pool', 'pg-types', 'postgres-date', 'postgres-array', 'postgres-bytea', 'postgres-interval', 'pg-int8') || inServer(f, 'db/') },
  { name: 'statement building (drizzle)', test: (f) => inPackage(f, 'drizzle-orm') },
  { name: 'socket writes (system calls)', test: (f) => native(f, SOCKET_CALLS) },
  { name: 'HTTP (Fastify, node:http)', test: (f) => inPackage(f, 'fastify', '@fastify', 'find-my-way', 'avvio', 'light-my-request', 'fast-json-stringify', 'secure-json-parse', 'fast-querystring', 'content-type') || /^node:_?http/.test(f.url) },
  { name: 'JSON', test: (f) => native(f, JSON_CALLS) || inServer(f, 'lib/shared-json') },
  { name: 'logging', test: (f) => inPackage(f, 'pino', 'sonic-boom', 'thread-stream') },
  { name: 'other server code', test: (f) => inServer(f, '') },
  { name: 'other (Node, V8)', test: () => true },
];

const IDLE = '(idle)';

export interface Breakdown {
  /** ms of the main thread's busy time per request, by category, largest first (none under 0.0005 ms) */
  parts: { name: string; ms: number }[];
  /** the main thread's busy time per request, ms */
  busy: number;
  /** the profile's sampled time within the window, ms (a window the profile does not cover gives 0) */
  covered: number;
}

/**
 * The self time of the samples taken in [fromUs, toUs) (the clock of `process.hrtime`, µs), by category,
 * divided by `requests`. `(idle)` (the event loop waiting) is not busy time; `(program)` (native work with no
 * script to name) is.
 */
export function breakdownOf(profile: CpuProfile, fromUs: number, toUs: number, requests: number): Breakdown {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byCategory = new Map<string, number>();
  const categoryOf = new Map<number, string | null>();
  let at = profile.startTime;
  let covered = 0;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < fromUs || at >= toUs) return;
    covered += delta;
    let category = categoryOf.get(id);
    if (category === undefined) {
      const frame = frames.get(id);
      category = !frame || frame.functionName === IDLE ? null : (CATEGORIES.find((c) => c.test(frame))?.name ?? null);
      categoryOf.set(id, category);
    }
    if (category === null) return;
    busy += delta;
    byCategory.set(category, (byCategory.get(category) ?? 0) + delta);
  });
  const per = (us: number) => us / 1000 / Math.max(1, requests);
  return {
    parts: [...byCategory]
      .map(([name, us]) => ({ name, ms: per(us) }))
      .filter((p) => p.ms >= 0.0005)
      .sort((a, b) => b.ms - a.ms),
    busy: per(busy),
    covered: covered / 1000,
  };
}

/** The profile's lines of the breakdown, ms per request with three decimals and the share of the busy time. */
export function describeBreakdown(b: Breakdown): string[] {
  return b.parts.map((p) => `${p.ms.toFixed(3).padStart(7)} ms ${((p.ms / Math.max(b.busy, 1e-9)) * 100).toFixed(0).padStart(3)} %  ${p.name}`);
}
