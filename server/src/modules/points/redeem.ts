import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  type PointEntry,
  type PointEntryKind,
  type PointItemKind,
  type RedeemRequest,
  type Redemption,
  type RedemptionStatus,
} from '../../../../src/shared/contract/points';
import { validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { pointEntries, pointItems, pointRedemptions, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { accountOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { verifyPaymentPassword } from '../withdraw/payment-password';
import { addTurnoverRequirement } from '../withdraw/turnover';
import { nameIn } from './catalogue';
import { pointsOf, spendPoints } from './ledger';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';

/*
 * Redeeming: the item's stock is taken in one guarded update (never below
 * zero, whatever runs at the same time), the points in the member's lock
 * after the balance is checked, and the money of a cash voucher or a bonus
 * moves through the wallet's ledger from the brand's `bonus` house account,
 * all in one transaction keyed by the member's Idempotency-Key. A cash
 * voucher asks for the payment password first (checked outside the
 * transaction, so a wrong try counts even though the redeem is refused). A
 * bonus adds its amount to the member's turnover requirement, like any
 * bonus. A physical item waits in process for staff (review.ts).
 */

export type RedemptionRow = typeof pointRedemptions.$inferSelect;

export function toRedemption(row: RedemptionRow, language: string | null): Redemption {
  return {
    id: row.id,
    itemId: row.itemId,
    name: nameIn(row.names, language),
    type: row.kind as PointItemKind,
    quantity: row.quantity,
    points: row.points,
    amount: toMajor(row.amount),
    status: row.status as RedemptionStatus,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
  };
}

const unavailable = () => apiError('NOT_FOUND', 'This item cannot be redeemed.', undefined, { reason: 'itemUnavailable' });
const outOfStock = (stock: number) => apiError('CONFLICT', 'There is not enough of this item left.', undefined, { reason: 'outOfStock', stock });

export interface RedeemContext {
  member: Member;
  /** the call's Idempotency-Key */
  idempotencyKey: string;
  language: string | null;
}

export async function redeem(db: Db, ctx: RedeemContext, input: RedeemRequest): Promise<{ redemption: Redemption; points: number }> {
  const memberId = ctx.member.id;
  const [item] = await db
    .select()
    .from(pointItems)
    .where(and(eq(pointItems.id, input.itemId), eq(pointItems.merchantCode, ctx.member.merchantCode), eq(pointItems.active, 1)))
    .limit(1);
  if (!item) throw unavailable();

  const [seen] = await db
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.idempotencyKey, ctx.idempotencyKey)))
    .limit(1);
  if (seen) return { redemption: toRedemption(seen, ctx.language), points: (await pointsOf(db, memberId)).points };

  if (item.kind === 'cash') {
    if (!input.paymentPassword) {
      throw apiError('VALIDATION', 'Please enter your payment password.', [{ field: 'paymentPassword', key: validationKeys.notEmpty }]);
    }
    await verifyPaymentPassword(db, memberId, input.paymentPassword);
  }

  const cost = item.price * input.quantity;
  const amount = item.amount * BigInt(input.quantity);
  return db.transaction(async (tx) => {
    if (item.stock !== null) {
      const taken = await tx
        .update(pointItems)
        .set({ stock: sql`${pointItems.stock} - ${input.quantity}`, updatedAt: sql`now()` })
        .where(and(eq(pointItems.id, item.id), gte(pointItems.stock, input.quantity)))
        .returning({ stock: pointItems.stock });
      if (taken.length === 0) {
        const [now] = await tx.select({ stock: pointItems.stock }).from(pointItems).where(eq(pointItems.id, item.id));
        throw outOfStock(now?.stock ?? 0);
      }
    }
    const [created] = await tx
      .insert(pointRedemptions)
      .values({
        memberId,
        merchantCode: ctx.member.merchantCode,
        itemId: item.id,
        kind: item.kind,
        names: item.names,
        quantity: input.quantity,
        points: cost,
        amount,
        status: item.kind === 'physical' ? 'in_process' : 'approved',
        idempotencyKey: ctx.idempotencyKey,
      })
      .returning();
    if (!created) throw new Error('the redemption row was not written');
    const left = await spendPoints(tx, { memberId, points: cost, idempotencyKey: `redeem:${created.id}`, redemptionId: created.id });
    let row = created;
    if (item.kind !== 'physical' && amount > 0n) {
      const moved = await transfer(tx, {
        idempotencyKey: `points:redeem:${created.id}`,
        kind: 'bonus',
        memberId,
        ref: { type: 'points_redemption', id: String(created.id) },
        memo: item.kind === 'cash' ? `Points redeemed for cash (${cost} points)` : `Points redeemed for a bonus (${cost} points)`,
        from: await houseAccountOf(tx, ctx.member.merchantCode, 'bonus'),
        to: await accountOf(tx, memberId, 'main'),
        amount,
      });
      if (item.kind === 'bonus') {
        await addTurnoverRequirement(tx, { memberId, source: 'points', ref: `redemption:${created.id}`, amount });
      }
      const [updated] = await tx
        .update(pointRedemptions)
        .set({ transactionId: moved.transactionId })
        .where(eq(pointRedemptions.id, created.id))
        .returning();
      row = updated ?? created;
    }
    return { redemption: toRedemption(row, ctx.language), points: left };
  });
}

export async function listRedemptions(db: Db, memberId: number, language: string | null, input: { page?: number; pageSize?: number }) {
  const page = await paged(db, pageOf(input, 20), db.select().from(pointRedemptions).where(eq(pointRedemptions.memberId, memberId)).orderBy(desc(pointRedemptions.id)).$dynamic());
  return { items: page.rows.map((r) => toRedemption(r, language)), total: page.total, page: page.pageNo, pageSize: page.pageSize };
}

export async function listPointEntries(db: Db, memberId: number, input: { page?: number; pageSize?: number }) {
  const page = await paged(db, pageOf(input, 20), db.select().from(pointEntries).where(eq(pointEntries.memberId, memberId)).orderBy(desc(pointEntries.id)).$dynamic());
  const items: PointEntry[] = page.rows.map((r) => ({
    id: r.id,
    kind: r.kind as PointEntryKind,
    points: r.points,
    turnover: r.turnover === null ? null : toMajor(r.turnover),
    redemptionId: r.redemptionId,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: page.total, page: page.pageNo, pageSize: page.pageSize };
}
