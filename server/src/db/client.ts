import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';
import { registerDriver } from './hot-statement';
import { stopVersionFeed } from './version-feed';

export type Schema = typeof schema;

/** The one database type the code is written against: PGlite and node-postgres both fit it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Db;
  close(): Promise<void>;
} & (
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; pool: pg.Pool; connectionString: string }
);

export interface OpenOptions {
  /** PGlite only: keep the database in memory (tests) */
  inMemory?: boolean;
  /** PGlite in memory only: start from this data folder (a `dumpDataDir` archive) instead of an empty cluster */
  loadDataDir?: Blob;
  /** node-postgres only: pool size */
  poolSize?: number;
}

/**
 * Opens the database the configuration names: a PostgreSQL server when
 * DATABASE_URL is set, else the embedded PGlite in DATA_DIR/pglite.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: options.poolSize ?? 10 });
    // an idle client losing its connection must not crash the process
    pool.on('error', () => {});
    const db: Db = drizzlePg(pool, { schema });
    await pool.query('select 1');
    registerDriver(db, { kind: 'postgres', pool });
    return {
      kind: 'postgres',
      pool,
      connectionString: config.databaseUrl,
      db,
      close: async () => {
        await stopVersionFeed(db);
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (options.inMemory) {
    // an archive skips the cluster's creation (initdb), the larger part of an empty one's start
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
  } else {
    mkdirSync(config.pgliteDir, { recursive: true });
    client = new PGlite(config.pgliteDir);
  }
  await client.waitReady;
  const db: Db = drizzlePglite(client, { schema });
  registerDriver(db, { kind: 'pglite', client });
  return {
    kind: 'pglite',
    client,
    db,
    close: async () => {
      await stopVersionFeed(db);
      if (!client.closed) await client.close();
    },
  };
}

/** The rows of a raw SQL query: `execute` answers `{ rows }` on PGlite and node-postgres alike. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
