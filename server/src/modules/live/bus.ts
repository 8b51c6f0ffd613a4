import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { driverOf } from '../../db/hot-statement';
import { liveKinds, type LiveEvent, type LiveKind } from '../../../../src/shared/contract/live';

/**
 * The live channel's bus: every instance hears every member's events through
 * PostgreSQL's LISTEN/NOTIFY on one channel, and hands each to the streams of
 * that member it holds. An event is announced with `pg_notify` in the
 * writer's transaction (the triggers of migration 0029, or `publish`), so it
 * reaches the listeners when that transaction commits, never before, never
 * for a rolled-back one. The exception is a hot bet's balance: it is
 * announced after the bet's commit, in a batch (later.ts, migration 0052).
 * The payload is `{"m":member,"k":kind,"id":row}`, far under PostgreSQL's
 * 8,000 bytes: the page asks for the data. The
 * console's chat desk hears the same channel: `{"d":1,"k":kind,"id":row}`
 * is addressed to the desk (`DESK`) instead of a member, and
 * `{"b":brand,"k":kind,"id":row}` to every member of a brand (a platform
 * message to many: one announcement, not one per member).
 *
 * One listening connection per instance and database, held while the
 * instance has a stream open. On PGlite (one process owns the database) the
 * same code listens in-process. A lost connection is opened again after
 * RETRY_MS; the streams are then told to `resync`, since events may have
 * passed meanwhile.
 */
export const LIVE_CHANNEL = 'live_events';
const RETRY_MS = 1_000;
/** The bus's connection is named, so an operator can find it in pg_stat_activity. */
export const LIVE_APPLICATION_NAME = 'lotus-live-bus';

export type LiveListener = (event: LiveEvent) => void;
/** Who hears an event: a member (their id) or the console's chat desk. */
export const DESK = 'desk';
export type LiveAddress = number | typeof DESK;

interface Connection {
  close(): Promise<void>;
}

type Opener = (onPayload: (payload: string) => void, onLost: () => void) => Promise<Connection>;

const kinds = new Set<string>(liveKinds);
/** What a member may be told through `publish` or a trigger (not `ready`, `resync`: those are the stream's own). */
export type PublishedKind = Exclude<LiveKind, 'ready' | 'resync'>;

/** The payload of an announcement, or null when it is not one of ours. */
export function parsePayload(payload: string): { address: LiveAddress | { brand: string }; event: LiveEvent } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { m, d, b, k, id } = parsed as { m?: unknown; d?: unknown; b?: unknown; k?: unknown; id?: unknown };
  if (typeof k !== 'string' || !kinds.has(k)) return null;
  let address: LiveAddress | { brand: string };
  if (typeof m === 'number' && Number.isSafeInteger(m)) address = m;
  else if (d === 1) address = DESK;
  else if (typeof b === 'string' && b !== '') address = { brand: b };
  else return null;
  const event: LiveEvent = { kind: k as LiveKind };
  if (typeof id === 'string' || typeof id === 'number') event.id = String(id);
  return { address, event };
}

function openerFor(db: Db): Opener {
  const driver = driverOf(db);
  if (!driver) throw new Error('the live bus needs a database opened by openDatabase');
  if (driver.kind === 'pglite') {
    const client = driver.client;
    return async (onPayload) => {
      const unlisten = await client.listen(LIVE_CHANNEL, onPayload);
      return {
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    };
  }
  const connectionString = (driver.pool.options as { connectionString?: string }).connectionString;
  return async (onPayload, onLost) => {
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: LIVE_APPLICATION_NAME });
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    return {
      close: async () => {
        client.removeAllListeners('end');
        client.removeAllListeners('error');
        client.on('error', () => {});
        await client.end().catch(() => undefined);
      },
    };
  };
}

export class LiveBus {
  private readonly listeners = new Map<LiveAddress, Set<LiveListener>>();
  /** the brand of each member listening, for the events to a whole brand */
  private readonly brands = new Map<LiveAddress, string>();
  private size = 0;
  private connection: Connection | null = null;
  /** the connection being opened: a subscriber waits for it, so nothing committed after its `ready` is missed */
  private opening: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  /** bumped on every (re)connection and close: what an old connection reports is ignored */
  private generation = 0;

  constructor(private readonly open: Opener) {}

  /** How many streams listen (for tests and the log). */
  get subscribers(): number {
    return this.size;
  }

  /**
   * Hands the member's (or the desk's) events to `listener` from the moment the returned
   * promise resolves (the bus then listens) until the returned function is called.
   */
  async subscribe(memberId: LiveAddress, listener: LiveListener, merchantCode?: string): Promise<() => void> {
    if (merchantCode !== undefined) this.brands.set(memberId, merchantCode);
    let set = this.listeners.get(memberId);
    if (!set) {
      set = new Set();
      this.listeners.set(memberId, set);
    }
    set.add(listener);
    this.size += 1;
    let subscribed = true;
    const unsubscribe = () => {
      if (!subscribed) return;
      subscribed = false;
      const current = this.listeners.get(memberId);
      current?.delete(listener);
      if (current?.size === 0) {
        this.listeners.delete(memberId);
        this.brands.delete(memberId);
      }
      this.size -= 1;
      if (this.size === 0) void this.disconnect();
    };
    try {
      await this.connect();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private connect(): Promise<void> {
    if (this.connection) return Promise.resolve();
    if (this.opening) return this.opening;
    const generation = ++this.generation;
    const opening = this.open(
      (payload) => {
        if (generation === this.generation) this.deliver(payload);
      },
      () => this.lost(generation),
    ).then(
      async (connection) => {
        if (generation !== this.generation || this.size === 0) {
          await connection.close();
          if (generation !== this.generation) return;
        } else {
          this.connection = connection;
        }
        this.opening = null;
      },
      (error: unknown) => {
        if (generation === this.generation) this.opening = null;
        throw error;
      },
    );
    this.opening = opening;
    return opening;
  }

  private deliver(payload: string): void {
    const message = parsePayload(payload);
    if (!message) return;
    const address = message.address;
    if (typeof address === 'object') {
      for (const [member, set] of [...this.listeners]) {
        if (this.brands.get(member) !== address.brand) continue;
        for (const listener of [...set]) listener(message.event);
      }
      return;
    }
    const set = this.listeners.get(address);
    if (!set) return;
    for (const listener of [...set]) listener(message.event);
  }

  /** The connection broke: listen again after a pause, then tell every stream to resync. */
  private lost(generation: number): void {
    if (generation !== this.generation) return;
    this.generation += 1;
    const connection = this.connection;
    this.connection = null;
    this.opening = null;
    void connection?.close();
    if (this.retry || this.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.size === 0) return;
      this.connect().then(
        () => this.broadcast({ kind: 'resync' }),
        () => this.lost(this.generation),
      );
    }, RETRY_MS);
    this.retry.unref();
  }

  private broadcast(event: LiveEvent): void {
    for (const set of [...this.listeners.values()]) for (const listener of [...set]) listener(event);
  }

  /** No stream left: the connection is closed (it holds a server connection and, on PostgreSQL, keeps the process alive). */
  private async disconnect(): Promise<void> {
    this.generation += 1;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.opening = null;
    const connection = this.connection;
    this.connection = null;
    await connection?.close();
  }
}

const buses = new WeakMap<Db, LiveBus>();

/** The bus of a database: one per database and process, shared by the apps built on it. */
export function liveBus(db: Db): LiveBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new LiveBus(openerFor(db));
    buses.set(db, bus);
  }
  return bus;
}

/** Tells the console's chat desk (every staff stream, on every instance) that a conversation changed; like `publish`. */
export async function publishToDesk(db: Db, kind: PublishedKind, id: string | number): Promise<void> {
  const payload = JSON.stringify({ d: 1, k: kind, id: String(id) });
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/**
 * Tells a member's open pages that something of theirs changed. Given a
 * transaction, the event leaves when it commits (and not at all if it rolls
 * back); given the database, at once. What a table's trigger already
 * announces (migration 0029: balance, deposit orders, withdrawals, lottery
 * tickets, messages) needs no call: this is for what has no row of its own
 * (the coming chat).
 */
export async function publish(db: Db, memberId: number, kind: PublishedKind, id?: string | number): Promise<void> {
  const payload = JSON.stringify({ m: memberId, k: kind, ...(id === undefined ? {} : { id: String(id) }) });
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/**
 * Tells every member of a brand with a page open that something changed for
 * them all (a platform message to a rank or to everyone): one announcement,
 * however many members; each page asks for its own data. Like `publish`,
 * given a transaction it leaves when that commits.
 */
export async function publishToBrand(db: Db, merchantCode: string, kind: PublishedKind, id?: string | number): Promise<void> {
  const payload = JSON.stringify({ b: merchantCode, k: kind, ...(id === undefined ? {} : { id: String(id) }) });
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}
