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

/** The same as a condition over a member id column, for a list or a bulk send: true where marketing may reach the member. */
export function marketingAllowed(memberId: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from protection_blocks b where b.member_id = ${memberId} and b.starts_at <= now()
    and (b.ends_at is null or b.ends_at > now() or (b.kind = 'selfExclusion' and (b.return_at is null or b.return_at > now()))))`;
}
