import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { DatabaseHandle } from './client';
import { setVersionSource, type Versions, type VersionSource } from './read-cache';

/**
 * The read cache's versions without a round trip per request. The version
 * bumps of `cache_versions` are announced on this channel (migration 0026),
 * delivered by PostgreSQL to every listening session when the writer's
 * transaction commits. The feed keeps the versions in memory: it reads them
 * once after it starts listening, and again on its own connection after every
 * announcement; a request that arrives meanwhile waits for that read.
 *
 * On PostgreSQL the copy is trusted only while the connection is known to
 * work: it is read again every HEARTBEAT_MS and is not used once the last
 * answered read was sent more than TRUST_MS ago; an error, a read taking
 * longer than TRUST_MS or a lost connection drop it, and requests go back to
 * one versions query each (the read cache's own path) until the feed has
 * listened again and read the versions afresh. So a change committed
 * elsewhere (another instance, the console, by hand) is seen within
 * milliseconds (the notification's delivery) and at most TRUST_MS after it
 * committed; this instance's own API calls wait for a versions read before
 * answering (`settleReadCache`), so their writes are seen by the next request.
 *
 * On PGlite the process owns the database: every write is its own, and the
 * notification is handled before the writing statement's caller resumes, so
 * the next request always sees it; no heartbeat is needed.
 */
export const CACHE_CHANNEL = 'cache_versions';

/** The longest a change committed by someone else can go unseen by this instance. */
export const TRUST_MS = 1_000;
const HEARTBEAT_MS = 250;
const RETRY_MS = 1_000;
/** The feed's connection is named, so an operator (or a test) can find it in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'lotus-cache-feed';

const VERSIONS_SQL = 'select topic, version from cache_versions';

interface FeedConnection {
  readVersions(): Promise<Versions>;
  close(): Promise<void>;
}

type Opener = (onNotify: () => void, onLost: (error: unknown) => void) => Promise<FeedConnection>;

function toVersions(rows: { topic: string; version: string | number | bigint }[]): Versions {
  return new Map(rows.map((r) => [r.topic, BigInt(r.version)]));
}

const openPostgres =
  (connectionString: string): Opener =>
  async (onNotify, onLost) => {
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: FEED_APPLICATION_NAME });
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) onNotify();
    });
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the cache feed connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    return {
      readVersions: async () => toVersions((await client.query<{ topic: string; version: string }>(VERSIONS_SQL)).rows),
      close: async () => {
        client.removeAllListeners('end');
        client.removeAllListeners('error');
        client.on('error', () => {});
        await client.end().catch(() => undefined);
      },
    };
  };

class VersionFeed implements VersionSource {
  private connection: FeedConnection | null = null;
  private versionsKnown: Versions | null = null;
  /** performance.now() when the read that gave `versionsKnown` was sent */
  private confirmedAt = -Infinity;
  /** a read sent after the latest announcement: requests wait for it */
  private pending: Promise<Versions> | null = null;
  private readsInFlight = 0;
  /** the last read sent, and a read waiting for it to finish before it is sent */
  private lastRead: Promise<unknown> = Promise.resolve();
  private queued: Promise<Versions> | null = null;
  /** a read for settling calls, not sent yet */
  private settling: Promise<Versions> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  /** bumped on every (re)connection: what an old connection reports is ignored */
  private generation = 0;

  constructor(
    private readonly open: Opener,
    /** PostgreSQL: how long a read vouches for the versions; PGlite: forever (null) */
    private readonly trustMs: number | null,
  ) {}

  versions(): Versions | Promise<Versions> | null {
    if (!this.versionsKnown) return null;
    if (this.pending) return this.pending;
    if (this.trustMs !== null && performance.now() - this.confirmedAt > this.trustMs) return null;
    return this.versionsKnown;
  }

  async settle(): Promise<void> {
    // PGlite: the notification was handled before the write's caller resumed
    if (this.trustMs === null || !this.versionsKnown) return;
    await this.readSentLater().catch(() => undefined);
  }

  /**
   * A read sent from now on: it sees every write committed before this call.
   * The calls that settle meanwhile share it (a read not sent yet covers them
   * all), and it leaves once the read in flight is answered: under a burst of
   * writes the feed's connection carries one read at a time, not one per call.
   */
  private readSentLater(): Promise<Versions> {
    if (this.queued) return this.queued;
    if (this.settling) return this.settling;
    const answer = this.lastRead
      .catch(() => undefined)
      .then(() => {
        if (this.settling === answer) this.settling = null;
        return this.read();
      });
    this.settling = answer;
    return answer;
  }

  /** Connects, listens, reads the versions; on failure tries again later. Resolves once the first attempt is over. */
  async start(): Promise<void> {
    if (this.stopped) return;
    const generation = ++this.generation;
    try {
      const connection = await this.open(
        () => this.announced(generation),
        (error) => this.lost(generation, error),
      );
      if (this.stopped || generation !== this.generation) {
        await connection.close();
        return;
      }
      this.connection = connection;
      await this.read();
      if (this.trustMs !== null) {
        this.heartbeat = setInterval(() => {
          if (this.readsInFlight === 0) this.read().catch(() => undefined);
        }, HEARTBEAT_MS);
        this.heartbeat.unref();
      }
    } catch (error) {
      this.lost(generation, error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.drop();
    const connection = this.connection;
    this.connection = null;
    await connection?.close();
  }

  private announced(generation: number): void {
    if (generation !== this.generation || !this.connection) return;
    // a read not sent yet covers this announcement too (a burst of commits costs one read at a time)
    if (this.queued) return;
    const before = this.lastRead;
    const answer = before
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.read();
      });
    this.queued = answer;
    this.pending = answer;
    const clear = () => {
      if (this.pending === answer) this.pending = null;
    };
    answer.then(clear, clear);
  }

  /** One versions read on the feed's connection; a read that fails or takes too long drops the feed. */
  private read(): Promise<Versions> {
    const connection = this.connection;
    if (!connection) return Promise.reject(new Error('the cache feed is not connected'));
    const generation = this.generation;
    const sentAt = performance.now();
    this.readsInFlight += 1;
    let watchdog: NodeJS.Timeout | undefined;
    if (this.trustMs !== null) {
      const limit = this.trustMs;
      watchdog = setTimeout(() => this.lost(generation, new Error(`a versions read took over ${limit} ms`)), limit);
      watchdog.unref();
    }
    const answer = connection.readVersions().then(
      (versions) => {
        if (generation === this.generation && sentAt > this.confirmedAt) {
          this.versionsKnown = versions;
          this.confirmedAt = sentAt;
        }
        return versions;
      },
      (error: unknown) => {
        this.lost(generation, error);
        throw error;
      },
    );
    const done = () => {
      this.readsInFlight -= 1;
      clearTimeout(watchdog);
    };
    answer.then(done, done);
    this.lastRead = answer;
    return answer;
  }

  /** Forget the versions (requests read them themselves) and listen again on a new connection. */
  private lost(generation: number, _error: unknown): void {
    if (generation !== this.generation || this.stopped) return;
    this.generation += 1;
    this.drop();
    const connection = this.connection;
    this.connection = null;
    void connection?.close();
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, RETRY_MS);
    this.retry.unref();
  }

  private drop(): void {
    this.versionsKnown = null;
    this.confirmedAt = -Infinity;
    this.pending = null;
    this.queued = null;
    this.settling = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }
}

const feeds = new WeakMap<DatabaseHandle['db'], VersionFeed>();

/**
 * Starts feeding the read cache of `handle.db` its versions (after the
 * migrations: it reads `cache_versions`). Until the feed is up, and whenever
 * it is down, the read cache reads the versions once per request as before.
 * `handle.close()` stops it.
 */
export async function startVersionFeed(handle: DatabaseHandle): Promise<void> {
  if (feeds.has(handle.db)) return;
  let feed: VersionFeed;
  if (handle.kind === 'postgres') {
    feed = new VersionFeed(openPostgres(handle.connectionString), TRUST_MS);
  } else {
    const client = handle.client;
    feed = new VersionFeed(async (onNotify) => {
      const unlisten = await client.listen(CACHE_CHANNEL, onNotify);
      return {
        readVersions: async () => toVersions((await client.query<{ topic: string; version: bigint }>(VERSIONS_SQL)).rows),
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    }, null);
  }
  feeds.set(handle.db, feed);
  setVersionSource(handle.db, feed);
  await feed.start();
}

/** Stops the feed of `db`, if one runs (the database handle's close calls it). */
export async function stopVersionFeed(db: DatabaseHandle['db']): Promise<void> {
  const feed = feeds.get(db);
  if (!feed) return;
  feeds.delete(db);
  setVersionSource(db, null);
  await feed.stop();
}
