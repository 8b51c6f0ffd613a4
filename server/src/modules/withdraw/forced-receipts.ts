import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { defineJob, type JobWindow } from '../../jobs/runner';

/**
 * A part paid and left unanswered past its deadline counts as received:
 * the whole amount paid → forced received (final; the money is not
 * refundable), a part with more to come → disbursing again. One statement on
 * the rows still waiting: running it again changes nothing more. Answers the
 * ids it moved.
 */
export async function forceReceipts(db: Db, until: Date): Promise<number[]> {
  const rows = await db
    .update(withdrawals)
    .set({
      state: sql`case when ${withdrawals.paid} = ${withdrawals.amount} then 'forcedReceived' else 'disbursing' end`,
      confirmDeadline: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(withdrawals.state, 'awaitingReceipt'), lte(withdrawals.confirmDeadline, until)))
    .returning({ id: withdrawals.id });
  return rows.map((r) => r.id);
}

/** Every minute, in the window's transaction: each window runs once across instances (jobs/runner.ts). */
export const forcedReceiptsJob = defineJob({
  name: 'withdrawals:forced-receipts',
  everySeconds: 60,
  catchUp: 1,
  run: async (tx, window: JobWindow) => {
    await forceReceipts(tx, window.end);
  },
});
