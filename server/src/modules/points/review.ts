import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import { pointsAuditActions, type OperatorRedemption } from '../../../../src/shared/contract/points-operator';
import type { RedemptionStatus } from '../../../../src/shared/contract/points';
import type { Db } from '../../db/client';
import { members, operators, pointItems, pointRedemptions } from '../../db/schema';
import { apiError } from '../../http/status';
import { audit, type AuditActor } from '../operator/audit';
import { scopeOf } from '../operator/members';
import { addPointEntry } from './ledger';
import { toRedemption, type RedemptionRow } from './redeem';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';

/*
 * Staff's review of the redeems of physical items (roles admin and
 * finance): approve, or reject with a reason, which gives the points back
 * (a `refund` entry keyed by the redeem, once) and the item's stock. A
 * brand's operators see their brand's redeems only; every decision is
 * audited in the same transaction.
 */

type ReviewContext = AuditActor & { operator: OperatorProfile };

async function present(db: Db, rows: RedemptionRow[]): Promise<OperatorRedemption[]> {
  if (rows.length === 0) return [];
  const memberIds = [...new Set(rows.map((r) => r.memberId))];
  const [who, staff] = await Promise.all([
    db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, memberIds)),
    db.select({ id: operators.id, username: operators.username }).from(operators),
  ]);
  return rows.map((row) => ({
    ...toRedemption(row, 'EN'),
    member: { id: row.memberId, account: who.find((m) => m.id === row.memberId)?.account ?? '' },
    merchantCode: row.merchantCode,
    reviewedBy: staff.find((o) => o.id === row.reviewedBy)?.username ?? null,
  }));
}

export async function redemptionList(
  db: Db,
  operator: OperatorProfile,
  input: { status?: RedemptionStatus; query?: string; page?: number; pageSize?: number },
) {
  const scope = scopeOf(operator);
  const conditions: (SQL | undefined)[] = [
    scope === null ? undefined : eq(pointRedemptions.merchantCode, scope),
    input.status ? eq(pointRedemptions.status, input.status) : undefined,
    input.query ? ilike(members.account, `%${input.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  ];
  const where = and(...conditions);
  const page = await paged(
    db,
    pageOf(input, 20),
    db
      .select({ r: pointRedemptions })
      .from(pointRedemptions)
      .innerJoin(members, eq(members.id, pointRedemptions.memberId))
      .where(where)
      .orderBy(desc(pointRedemptions.id))
      .$dynamic(),
  );
  return { items: await present(db, page.rows.map((x) => x.r)), total: page.total, page: page.pageNo, pageSize: page.pageSize };
}

async function inProcess(tx: Db, operator: OperatorProfile, id: number): Promise<RedemptionRow> {
  const scope = scopeOf(operator);
  const [row] = await tx
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.id, id), scope === null ? undefined : eq(pointRedemptions.merchantCode, scope)))
    .for('update');
  if (!row) throw apiError('NOT_FOUND', 'There is no such redeem.');
  if (row.status !== 'in_process') {
    throw apiError('CONFLICT', 'This redeem was already decided.', undefined, { reason: 'redemptionClosed', status: row.status });
  }
  return row;
}

const target = (row: RedemptionRow) => ({ type: 'points_redemption', id: row.id, merchantCode: row.merchantCode });

/**
 * One decision on a redeem in process, in one transaction: the status and
 * who decided, what the decision does beside it (`effect`: a rejection's
 * refund and stock), and its audit row.
 */
async function decide(
  db: Db,
  ctx: ReviewContext,
  id: number,
  decision: { status: 'approved' | 'rejected'; action: string; remark?: string; effect?: (tx: Db, r: RedemptionRow) => Promise<Record<string, unknown>> },
): Promise<OperatorRedemption> {
  const row = await db.transaction(async (tx) => {
    const r = await inProcess(tx, ctx.operator, id);
    const [updated] = await tx
      .update(pointRedemptions)
      .set({ status: decision.status, ...(decision.remark === undefined ? {} : { remark: decision.remark }), reviewedBy: ctx.operator.id, reviewedAt: sql`now()` })
      .where(eq(pointRedemptions.id, r.id))
      .returning();
    const extra = decision.effect ? await decision.effect(tx, r) : {};
    await audit(tx, ctx, decision.action, target(r), {
      before: { status: r.status },
      after: { status: decision.status },
      ...(decision.remark === undefined ? {} : { reason: decision.remark }),
      memberId: r.memberId,
      itemId: r.itemId,
      quantity: r.quantity,
      ...extra,
    });
    return updated ?? r;
  });
  const [shown] = await present(db, [row]);
  if (!shown) throw new Error('redeem vanished');
  return shown;
}

export const approveRedemption = (db: Db, ctx: ReviewContext, id: number) =>
  decide(db, ctx, id, { status: 'approved', action: pointsAuditActions.approve, effect: async (_tx, r) => ({ points: r.points }) });

/** Rejects with a reason: the points come back (a `refund` entry keyed by the redeem, once) and so does the stock. */
export const rejectRedemption = (db: Db, ctx: ReviewContext, input: { id: number; reason: string }) =>
  decide(db, ctx, input.id, {
    status: 'rejected',
    action: pointsAuditActions.reject,
    remark: input.reason,
    effect: async (tx, r) => {
      await addPointEntry(tx, { memberId: r.memberId, kind: 'refund', points: r.points, idempotencyKey: `refund:${r.id}`, redemptionId: r.id });
      await tx
        .update(pointItems)
        .set({ stock: sql`${pointItems.stock} + ${r.quantity}`, updatedAt: sql`now()` })
        .where(and(eq(pointItems.id, r.itemId), sql`${pointItems.stock} is not null`));
      return { refundedPoints: r.points };
    },
  });
