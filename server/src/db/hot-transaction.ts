import pg from 'pg';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Db, Tx } from './client';
import { driverOf, runHot } from './hot-statement';

/**
 * A hot call's transaction (a bet) whose `begin` and `commit` cost no round trip of their own.
 *
 * On PostgreSQL each statement is a round trip: a socket write and a wake-up on both sides, which is most of
 * a bet's CPU (docs/performance.md, "The bet"). Here the transaction's first statement is sent with its
 * `begin`, and its last with its `commit`, each pair in one query of the simple protocol; the statements
 * themselves are prepared once per pooled connection (`PREPARE hot_<name>`) and run by `EXECUTE` with their
 * values written as quoted literals (`pg.escapeLiteral`), so nothing is parsed or planned again. Anything
 * else the work does in between goes through `tx`, drizzle's transaction on the same connection.
 *
 * On PGlite (in-process: a round trip costs no system call) and on a database opened elsewhere, the same work
 * runs in `db.transaction`, each statement through `runHot`.
 */
export interface HotTransaction {
  /**
   * the transaction, for the work's other statements; only between the first `query` and `commitWith`
   * (a hot transaction makes it on first use: drizzle's handle costs about 0.06 ms to make, and most bets need none)
   */
  readonly tx: Tx;
  /** a statement of the transaction; the first one begins it, in the same round trip */
  query<Row extends Record<string, unknown>>(name: string, text: string, values: readonly unknown[]): Promise<Row[]>;
  /** the transaction's last statement, sent with its `commit` (and its `begin` when it is the only one): once it answers, the transaction is committed */
  commitWith<Row extends Record<string, unknown>>(name: string, text: string, values: readonly unknown[]): Promise<Row[]>;
}

/** The statements each pooled connection has prepared (`hot_<name>`), with their text. */
const preparedOn = new WeakMap<pg.PoolClient, Map<string, string>>();

/** A value as a literal of an EXECUTE's arguments: quoted (it takes the parameter's type), arrays as array literals. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return pg.escapeLiteral(`{${value.map(arrayElement).join(',')}}`);
  return pg.escapeLiteral(scalarText(value));
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('hot transaction: a number that is not finite');
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`hot transaction: a value of type ${typeof value} (write JSON as text)`);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) throw new TypeError('hot transaction: nested arrays');
  return `"${scalarText(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

const STATEMENT_NAME = /^[a-z_][a-z0-9_]*$/;

/** The statements of a work in a transaction someone else began and commits (a seed's, PGlite's): each through `runHot`. */
export function inTransaction(tx: Tx): HotTransaction {
  const run = <Row extends Record<string, unknown>>(name: string, text: string, values: readonly unknown[]) => runHot<Row>(tx, name, text, [...values]);
  return { tx, query: run, commitWith: run };
}

export interface HotTransactionOptions {
  /**
   * How the balance the work moves is announced once it has committed (modules/live/later.ts): on PostgreSQL
   * the transaction then announces no balance itself (`lotus.live_later`, migration 0052) and this is called
   * after the commit; on PGlite the balance trigger announces it at the commit, as for any writer.
   */
  balanceLater?: () => void;
  /**
   * Told, once the transaction has committed on PostgreSQL, whether its writes bumped a read cache's version
   * (`lotus.cache_bumped`, migration 0058), read in the commit's own round trip. The route answers a call
   * whose writes bumped nothing without settling its read cache (http/route.ts `settle: 'whenBumped'`).
   */
  cacheWrites?: CacheWrites;
}

/** What a call's committed hot transactions bumped: null until one has committed (then unknown: settle). */
export interface CacheWrites {
  bumped: boolean | null;
}

/** Read before the commit, in its round trip: whether a statement of the transaction bumped a cache version. */
const BUMPED = "select coalesce(current_setting('lotus.cache_bumped', true), '') = 'on' as bumped";

export async function hotTransaction<T>(db: Db, work: (hot: HotTransaction) => Promise<T>, options: HotTransactionOptions = {}): Promise<T> {
  const driver = driverOf(db);
  if (driver?.kind !== 'postgres') return db.transaction((tx) => work(inTransaction(tx)));
  // sent with the begin: its result comes before the statement's
  const begin = options.balanceLater ? ['begin', "set local lotus.live_later = 'on'"] : ['begin'];

  const client = await driver.pool.connect();
  // where the transaction is (an object: the callbacks below change it)
  const at: { state: 'idle' | 'open' | 'committed' } = { state: 'idle' };
  let broken: Error | undefined;
  // drizzle's statements of the work go through this: never outside the transaction
  const guarded = {
    // what hot-statement.ts `runHot` tells node-postgres's clients by (the pool's client is released below)
    release() {},
    query: (...args: Parameters<pg.PoolClient['query']>) => {
      if (at.state !== 'open') throw new Error(at.state === 'idle' ? 'hot transaction: a statement before the first query' : 'hot transaction: a statement after the commit');
      return (client.query as (...a: unknown[]) => unknown)(...args);
    },
  };
  // the database's own session: its dialect, schema and options (drizzle-orm/node-postgres session.js `transaction` does the same)
  const base = (db as unknown as { session: { dialect: unknown; schema: unknown; options: unknown } }).session;
  const Session = NodePgSession as unknown as new (client: unknown, dialect: unknown, schema: unknown, options: unknown) => unknown;
  const Transaction = NodePgTransaction as unknown as new (dialect: unknown, session: unknown, schema: unknown) => Tx;
  let tx: Tx | undefined;

  const executeOf = async (name: string, text: string, values: readonly unknown[]) => {
    if (!STATEMENT_NAME.test(name)) throw new Error(`not a statement name: ${name}`);
    let prepared = preparedOn.get(client);
    if (!prepared) preparedOn.set(client, (prepared = new Map()));
    const known = prepared.get(name);
    if (known === undefined) {
      // not transactional: it stays prepared whatever becomes of the transaction it is sent in
      await client.query(`prepare hot_${name} as ${text}`);
      prepared.set(name, text);
    } else if (known !== text) {
      throw new Error(`hot transaction: two statements named ${name}`);
    }
    return values.length > 0 ? `execute hot_${name}(${values.map(sqlLiteral).join(', ')})` : `execute hot_${name}`;
  };
  const results = (answer: unknown) => answer as pg.QueryResult[];
  // the commit's statements, with the read of the bump note when the caller asked for it
  const commitTail = options.cacheWrites ? [BUMPED, 'commit'] : ['commit'];
  const noted = (answer: pg.QueryResult[]) => {
    if (!options.cacheWrites) return;
    const bumped = (answer[answer.length - 2]?.rows[0] as { bumped?: boolean } | undefined)?.bumped !== false;
    options.cacheWrites.bumped = options.cacheWrites.bumped === true || bumped;
  };

  try {
    const result = await work({
      get tx() {
        return (tx ??= new Transaction(base.dialect, new Session(guarded, base.dialect, base.schema, base.options), base.schema));
      },
      async query<Row extends Record<string, unknown>>(name: string, text: string, values: readonly unknown[]) {
        if (at.state === 'committed') throw new Error('hot transaction: a statement after the commit');
        const call = await executeOf(name, text, values);
        if (at.state === 'open') return (await client.query<Row>(call)).rows;
        // from here the transaction is open, even if the statement fails (then it is rolled back below)
        at.state = 'open';
        return (results(await client.query([...begin, call].join('; ')))[begin.length]?.rows ?? []) as Row[];
      },
      async commitWith<Row extends Record<string, unknown>>(name: string, text: string, values: readonly unknown[]) {
        if (at.state === 'committed') throw new Error('hot transaction: commitWith twice');
        const call = await executeOf(name, text, values);
        // a statement that fails skips the commit: the transaction is rolled back below; a commit that fails
        // (a deferred check) has ended it already
        const alone = at.state === 'idle';
        at.state = 'open';
        const answer = results(await client.query([...(alone ? begin : []), call, ...commitTail].join('; ')));
        const rows = (answer[alone ? begin.length : 0]?.rows ?? []) as Row[];
        at.state = 'committed';
        noted(answer);
        return rows;
      },
    });
    if (at.state === 'open') {
      const answer = await client.query(commitTail.join('; '));
      at.state = 'committed';
      // several statements answer with one result each
      if (Array.isArray(answer)) noted(results(answer));
    }
    if (at.state === 'committed') options.balanceLater?.();
    return result;
  } catch (error) {
    if (at.state === 'open') {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error('rollback failed');
      });
    }
    throw error;
  } finally {
    // a connection whose rollback failed is not given to another call
    client.release(broken);
  }
}
