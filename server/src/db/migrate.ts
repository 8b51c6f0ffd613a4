import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Arbitrary but fixed: every instance takes the same advisory lock before migrating. */
const MIGRATION_LOCK = 7_145_001;

/**
 * Applies the pending migrations. Instances starting together queue on a
 * session advisory lock, so exactly one applies each migration and the others
 * then find nothing to do. `folder`: another set of migrations (tests of a
 * migration start from the ones before it).
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'pglite') {
    // one connection per process: the lock is for symmetry, the migrator does the work
    const db = drizzlePglite(handle.client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePglite(db, { migrationsFolder: folder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
    return;
  }
  // a session lock must be taken and released on the same connection: hold one client for it
  const client = await handle.pool.connect();
  try {
    const db = drizzlePg(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(db, { migrationsFolder: folder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
}
