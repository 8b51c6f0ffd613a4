import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { pointEntries } from '../../db/schema';
import { apiError } from '../../http/status';
import type { PointEntryKind } from '../../../../src/shared/contract/points';

/*
 * The points ledger (docs/money.md, "Points"): one row per change of a
 * member's points, each under a unique idempotency key; the balance is the
 * sum of the member's rows. Points never expire. A spend takes the member's
 * lock first (`lockMemberPoints`), so two spends of one member cannot both
 * pass the balance check.
 */

export interface PointEntryInput {
  memberId: number;
  kind: PointEntryKind;
  /** signed: negative for a spend */
  points: number;
  idempotencyKey: string;
  turnover?: bigint | null;
  redemptionId?: number | null;
}

/** Writes one entry; a repeat of its key writes nothing and answers false. */
export async function addPointEntry(db: Db, entry: PointEntryInput): Promise<boolean> {
  const rows = await db
    .insert(pointEntries)
    .values({
      memberId: entry.memberId,
      kind: entry.kind,
      points: entry.points,
      idempotencyKey: entry.idempotencyKey,
      turnover: entry.turnover ?? null,
      redemptionId: entry.redemptionId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  return rows.length > 0;
}

/** A member's points: the sum of their entries. */
export async function pointsOf(db: Db, memberId: number): Promise<{ points: number; earned: number }> {
  const [row] = await db
    .select({
      points: sql<string>`coalesce(sum(${pointEntries.points}), 0)::text`,
      earned: sql<string>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.kind} = 'earn'), 0)::text`,
    })
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId));
  return { points: Number(row?.points ?? 0), earned: Number(row?.earned ?? 0) };
}

/** Holds the member's points until the transaction ends: spends of one member run one after another. */
export async function lockMemberPoints(tx: Db, memberId: number): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`points:${memberId}`}, 0))`);
}

/** Takes `points` from the member's balance, in the caller's transaction, after its lock; NOT enough points is a refusal. */
export async function spendPoints(tx: Db, req: { memberId: number; points: number; idempotencyKey: string; redemptionId: number }): Promise<number> {
  await lockMemberPoints(tx, req.memberId);
  const { points } = await pointsOf(tx, req.memberId);
  if (points < req.points) {
    throw apiError('FORBIDDEN', 'You do not have enough points for this.', undefined, { reason: 'notEnoughPoints', points });
  }
  await addPointEntry(tx, { memberId: req.memberId, kind: 'spend', points: -req.points, idempotencyKey: req.idempotencyKey, redemptionId: req.redemptionId });
  return points - req.points;
}

