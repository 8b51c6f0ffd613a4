import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { blockInForce } from './blocks';

/**
 * Whether marketing must leave the member alone: a time-out or a
 * self-exclusion holds (an ended exclusion until the member has returned).
 * Promotions and marketing messages read it; nothing else of them changes.
 */
export async function marketingStopped(db: Db, memberId: number): Promise<boolean> {
  return (await blockInForce(db, memberId)) !== null;
}

/**
 * The same as a condition over a member id column, for a list or a bulk send:
 * true where marketing may reach the member. The database's
 * `marketing_allowed` (migration 0046), which the platform messages' inbox
 * reads too, so the two cannot disagree.
 */
export function marketingAllowed(memberId: AnyPgColumn | SQL): SQL {
  return sql`marketing_allowed(${memberId})`;
}
