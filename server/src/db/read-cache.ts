import { shareValue } from '../lib/shared-json';
import type { Db } from './client';
import { cacheVersions } from './schema';

/**
 * The read cache: what every visitor asks for the same way (the brand's
 * configuration, the home notice, the vendor lanes, the game lists) and the
 * session behind a token are read from the database once and served from
 * memory until a write changes them.
 *
 * Correct across instances: every table a topic reads carries a statement
 * trigger that bumps the topic's row in `cache_versions` in the writer's
 * transaction (migrations 0018, 0026), and a cached value is served only
 * while its topic still has the version it was loaded under.
 *
 * Where a request gets the versions from:
 * - from the version feed (db/version-feed.ts), when one runs for this
 *   database and can vouch for them: the bumps are announced by NOTIFY and
 *   kept in memory, no round trip. On PGlite every write is seen by the next
 *   request; on PostgreSQL a write by this instance's API is seen by the next
 *   request (the call waits for a versions read before answering,
 *   `settleReadCache`), a write made elsewhere within milliseconds and at
 *   most TRUST_MS (1 s) after it committed;
 * - else by one query (`select … from cache_versions`, a few rows): the
 *   request sees every write committed before it started. Concurrent
 *   requests share one versions query in flight (a burst costs one round
 *   trip, not one each); a request never reuses a versions answer that
 *   started before it.
 */

export const cacheTopics = ['brand', 'content', 'games', 'sessions', 'gameSessions'] as const;
/**
 * A topic: one of `cacheTopics`, or a shard of a token's lookup, `sessions:<x>` (the site session's) or
 * `gameSessions:<x>` (an in-house launch's), x the first hex digit of the token's hash (migration 0056: a
 * logout, an ended launch or a member's change empties the shards of the sessions it touched, not every
 * signed-in player's).
 */
export type CacheTopic = (typeof cacheTopics)[number] | `${'sessions' | 'gameSessions'}:${string}`;

/** The shard of a token's lookup that holds the session of its hash (sha256, hex). */
export function shardTopic(lookup: 'sessions' | 'gameSessions', tokenHash: string): CacheTopic {
  return `${lookup}:${tokenHash.charAt(0)}`;
}

/** Entries kept per topic; the oldest go first (a search for every name must not grow the heap). */
const MAX_ENTRIES = 2_000;
/**
 * a shard of a token's lookup holds one entry per token in use: 20,000 over the sixteen; `sessions` one per
 * open live stream (modules/live/tickets.ts), 20,000 as before the shards
 */
const maxEntriesOf = (topic: CacheTopic) => (topic.includes(':') ? 1_250 : topic === 'sessions' ? 20_000 : MAX_ENTRIES);

export type Versions = ReadonlyMap<string, bigint>;

/** Versions kept up to date without a query per request (db/version-feed.ts). */
export interface VersionSource {
  /**
   * The versions for a request starting now: known, or being read after an
   * announced change (wait for it), or null when the source cannot vouch for
   * them (the request reads them itself). A rejected read means the same.
   */
  versions(): Versions | Promise<Versions> | null;
  /** Resolves once every write this process has committed is in the versions it gives. */
  settle(): Promise<void>;
}

const sources = new WeakMap<Db, VersionSource>();

/** The feed of `db`'s versions (null: none, every request reads them). */
export function setVersionSource(db: Db, source: VersionSource | null): void {
  if (source) sources.set(db, source);
  else sources.delete(db);
}

/**
 * Waits until the writes this process committed are seen by its next
 * request: the routes call it after a call that may have written (POST, PUT,
 * DELETE), before answering. Immediate without a feed or on PGlite.
 */
export async function settleReadCache(db: Db): Promise<void> {
  storeOf(db).settles += 1;
  await sources.get(db)?.settle();
}

interface Entry {
  value: unknown;
  /** ms since the epoch after which the value is no longer true (a scheduled publication), or Infinity */
  until: number;
}

interface TopicStore {
  version: bigint;
  entries: Map<string, Promise<Entry>>;
}

interface Store {
  topics: Map<CacheTopic, TopicStore>;
  /** the versions query in flight, and when it was sent */
  inFlight: { startedAt: number; answer: Promise<Versions> } | null;
  hits: number;
  loads: number;
  /** requests whose versions came from a query of their own / from the feed */
  versionQueries: number;
  fedVersions: number;
  /** calls that waited for their writes to be seen (`settleReadCache`) */
  settles: number;
}

const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { topics: new Map(), inFlight: null, hits: 0, loads: 0, versionQueries: 0, fedVersions: 0, settles: 0 };
    stores.set(db, store);
  }
  return store;
}

async function readVersions(db: Db): Promise<Versions> {
  const rows = await db.select({ topic: cacheVersions.topic, version: cacheVersions.version }).from(cacheVersions);
  return new Map(rows.map((r) => [r.topic, r.version]));
}

/**
 * The versions as of this moment: joins a query in flight only when it was
 * sent in this same tick of the clock or later (a request that starts after
 * a write must not be answered by a read sent before it).
 */
function currentVersions(db: Db, store: Store, since: number): Promise<Versions> {
  const flight = store.inFlight;
  if (flight && flight.startedAt >= since) return flight.answer;
  const startedAt = performance.now();
  store.versionQueries += 1;
  const answer = readVersions(db);
  const entry = { startedAt, answer };
  store.inFlight = entry;
  const clear = () => {
    if (store.inFlight === entry) store.inFlight = null;
  };
  answer.then(clear, clear);
  return answer;
}

/** The versions for a request that started at `since`: the feed's when it can vouch for them, else a query. */
function versionsFor(db: Db, store: Store, since: number): Versions | Promise<Versions> {
  const fed = sources.get(db)?.versions() ?? null;
  if (fed === null) return currentVersions(db, store, since);
  store.fedVersions += 1;
  if (fed instanceof Promise) return fed.catch(() => currentVersions(db, store, since));
  return fed;
}

export interface ReadCache {
  /**
   * The value of `key` in `topic`: from memory while the topic's version is
   * the one it was loaded under, else loaded (once, however many requests
   * ask at the same moment). A failed load is not kept.
   */
  read<T>(topic: CacheTopic, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Like `read`, for a value that stops being true at a known time (an
   * announcement published at noon, a promotion that ends): the load says
   * until when (ms since the epoch; Infinity for never), and the value is
   * loaded again after that.
   */
  readUntil<T>(topic: CacheTopic, key: string, load: () => Promise<{ value: T; until: number }>): Promise<T>;
}

/** A request's view of the cache: the versions are read at most once for it. */
export function readCache(db: Db): ReadCache {
  const store = storeOf(db);
  const since = performance.now();
  let versions: Versions | Promise<Versions> | undefined;
  const readUntil = async <T>(topic: CacheTopic, key: string, load: () => Promise<Entry>): Promise<T> => {
    versions ??= versionsFor(db, store, since);
    if (versions instanceof Promise) versions = await versions;
    const version = versions.get(topic) ?? 0n;
    let topicStore = store.topics.get(topic);
    if (!topicStore || topicStore.version !== version) {
      // a newer version empties the topic; an older one (a slow request) reads through without touching it
      if (topicStore && topicStore.version > version) return (await load()).value as T;
      topicStore = { version, entries: new Map() };
      store.topics.set(topic, topicStore);
    }
    const entries = topicStore.entries;
    const cached = entries.get(key);
    if (cached) {
      const entry = await cached;
      if (Date.now() < entry.until) {
        store.hits += 1;
        return entry.value as T;
      }
      if (entries.get(key) === cached) entries.delete(key);
      return readUntil(topic, key, load);
    }
    store.loads += 1;
    const loading = load().then((entry) => {
      // the value is now every request's: frozen, and its JSON written once (lib/shared-json.ts)
      shareValue(entry.value);
      return entry;
    });
    entries.set(key, loading);
    if (entries.size > maxEntriesOf(topic)) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    return (await loading).value as T;
  };
  return {
    read: (topic, key, load) => readUntil(topic, key, async () => ({ value: await load(), until: Infinity })),
    readUntil: (topic, key, load) => readUntil(topic, key, load),
  };
}

/** Hits, loads, where the versions came from and the calls that settled, so far (the tests and the benchmark read them). */
export function readCacheStats(db: Db): { hits: number; loads: number; versionQueries: number; fedVersions: number; settles: number } {
  const store = storeOf(db);
  return { hits: store.hits, loads: store.loads, versionQueries: store.versionQueries, fedVersions: store.fedVersions, settles: store.settles };
}
