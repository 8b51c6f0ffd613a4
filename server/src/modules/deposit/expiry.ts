import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders } from '../../db/schema';
import { defineJob } from '../../jobs/runner';

/**
 * Pending orders whose time is up become expired, once: the state guard
 * (`state = 'pending'`) makes a second run, a concurrent run or a callback
 * that got there first leave the order alone. Answers the orders expired.
 * A payment that arrives later is still credited (callback.ts).
 */
export async function expireOverdueOrders(db: Db, now?: Date): Promise<number[]> {
  const rows = await db
    .update(depositOrders)
    .set({ state: 'expired', settledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(depositOrders.state, 'pending'), lte(depositOrders.expiresAt, now ?? sql`now()`)))
    .returning({ id: depositOrders.id });
  return rows.map((r) => r.id);
}

/** Every 30 seconds; a missed window needs no catching up: the next run expires everything overdue. */
export const depositExpiryJob = defineJob({
  name: 'deposits:expiry',
  everySeconds: 30,
  catchUp: 1,
  run: async (tx) => {
    await expireOverdueOrders(tx);
  },
});
