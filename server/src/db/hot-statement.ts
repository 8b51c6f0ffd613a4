import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db, Tx } from './client';

/**
 * A statement run on every request of a hot call (the header's balance),
 * without building or planning it each time: drizzle's query builder and the
 * planner cost more than the statement itself. On PostgreSQL a named
 * prepared statement through node-postgres (parsed and planned once per
 * pooled connection); on PGlite, whose driver sends every query unnamed,
 * `PREPARE` once and `EXECUTE` after. Arguments are integers only: on PGlite
 * they are written into the EXECUTE (checked safe integers, nothing else).
 */
export interface HotStatement<Row> {
  run(db: Db, args: readonly number[]): Promise<Row[]>;
}

export type Driver = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };

const drivers = new WeakMap<Db, Driver>();

/** openDatabase tells which driver is behind a database (a Db built elsewhere gets drizzle's path). */
export function registerDriver(db: Db, driver: Driver): void {
  drivers.set(db, driver);
}

/** The driver behind a database opened by openDatabase (undefined for a Db built elsewhere). */
export function driverOf(db: Db): Driver | undefined {
  return drivers.get(db);
}

export function hotStatement<Row extends Record<string, unknown>>(
  name: string,
  text: string,
  /** the same statement through drizzle, for a Db opened without openDatabase */
  fallback: (db: Db, args: readonly number[]) => Promise<Row[]>,
): HotStatement<Row> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`);
  const preparedOn = new WeakMap<PGlite, Promise<unknown>>();
  return {
    async run(db, args) {
      for (const arg of args) if (!Number.isSafeInteger(arg)) throw new TypeError(`${name}: an argument is not an integer`);
      const driver = drivers.get(db);
      if (!driver) return fallback(db, args);
      if (driver.kind === 'postgres') {
        return (await driver.pool.query<Row>({ name, text, values: [...args] })).rows;
      }
      const client = driver.client;
      let prepared = preparedOn.get(client);
      if (!prepared) {
        prepared = client.exec(`PREPARE ${name} AS ${text}`);
        preparedOn.set(client, prepared);
        prepared.catch(() => preparedOn.delete(client));
      }
      await prepared;
      const call = args.length > 0 ? `EXECUTE ${name}(${args.join(', ')})` : `EXECUTE ${name}`;
      return (await client.query<Row>(call)).rows;
    },
  };
}

type PgLike = { query<R>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }> };
type PgliteLike = { query<R>(text: string, values: unknown[]): Promise<{ rows: R[] }> };

/** The connection drizzle runs a database's or a transaction's statements on (its session's client). */
function clientOf(db: Db | Tx): { kind: 'postgres'; client: PgLike } | { kind: 'pglite'; client: PgliteLike } {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client as Record<string, unknown> | undefined;
  if (!client || typeof client.query !== 'function') throw new Error('hot statement: no client behind this database');
  // node-postgres: a pool (`connect`) or a pooled client in a transaction (`release`); else PGlite or its transaction
  const isPg = typeof client.release === 'function' || typeof client.connect === 'function';
  return isPg ? { kind: 'postgres', client: client as unknown as PgLike } : { kind: 'pglite', client: client as unknown as PgliteLike };
}

/**
 * A statement of a hot call (a bet's lock, its writes) in the caller's
 * transaction or on the database, its text written once instead of built by
 * drizzle on every call: on PostgreSQL a named prepared statement of the
 * connection it runs on (parsed and planned once per pooled connection, then
 * only bound and executed); on PGlite the same text with its parameters.
 * Values go as node-postgres and PGlite take them (strings for bigints,
 * array literals and JSON text cast in the statement); rows come back as the
 * driver parses them (a bigint as a string on node-postgres: read it with
 * `BigInt(String(v))`).
 */
export async function runHot<Row extends Record<string, unknown>>(db: Db | Tx, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const driver = clientOf(db);
  if (driver.kind === 'postgres') return (await driver.client.query<Row>({ name, text, values })).rows;
  return (await driver.client.query<Row>(text, values)).rows;
}
