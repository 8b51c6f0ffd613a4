import { sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

// The read cache (server/src/db/read-cache.ts): one version per topic.

/**
 * Bumped by statement triggers on the tables each topic reads (migration
 * 0018): any write to a brand, content or game table, by the server, the
 * console, a migration or a hand-written statement, makes every instance's
 * cached copy of that topic stale at its next request.
 */
export const cacheVersions = pgTable('cache_versions', {
  topic: text('topic').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
});
