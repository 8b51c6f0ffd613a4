import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders } from '../../db/schema';
import { accountOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { onDepositCredited } from '../promotions/deposits';

export type OrderRow = typeof depositOrders.$inferSelect;

/** The ledger key of an order's credit: whoever credits it (callback, card, staff), it is credited once. */
export const depositLedgerKey = (orderId: number) => `deposit:${orderId}`;

/** Locks an order for the caller's transaction (callbacks, staff and the expiry job never interleave on it). */
export async function lockOrder(tx: Db, where: SQL): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(depositOrders).where(where).for('update');
  return row;
}

export interface Credit {
  /** what arrived, minor units: this is what the member gets */
  paid: bigint;
  /** what was unusual, kept on the order (amountMismatch, lateCallback, manualConfirmation) */
  notes?: string[];
  /** staff who confirmed it by hand */
  confirmedBy?: number;
}

/**
 * Money arrived for an order: the brand's cash clearing account pays the
 * member's main wallet (kind `deposit`, key `deposit:<order id>`) and the
 * order becomes credited, in the caller's transaction; the promotions hear
 * of it (a first-deposit bonus waits to be claimed). The order must be
 * locked by the caller; an order already credited is left as it is.
 */
export async function creditOrder(tx: Db, order: OrderRow, credit: Credit): Promise<OrderRow> {
  if (order.state === 'credited') return order;
  const result = await transfer(tx, {
    idempotencyKey: depositLedgerKey(order.id),
    kind: 'deposit',
    memberId: order.memberId,
    ref: { type: 'deposit_order', id: String(order.id) },
    memo: `Deposit ${order.reference}`,
    from: await houseAccountOf(tx, order.merchantCode, 'cash'),
    to: await accountOf(tx, order.memberId, 'main'),
    amount: credit.paid,
  });
  const now = new Date();
  const notes = [...order.notes, ...(credit.notes ?? [])];
  const [updated] = await tx
    .update(depositOrders)
    .set({
      state: 'credited',
      paidAmount: credit.paid,
      creditedAmount: credit.paid,
      paidAt: order.paidAt ?? now,
      settledAt: now,
      notes: [...new Set(notes)],
      ledgerTransactionId: result.transactionId,
      confirmedBy: credit.confirmedBy ?? order.confirmedBy,
      updatedAt: now,
    })
    .where(eq(depositOrders.id, order.id))
    .returning();
  if (!updated) throw new Error(`deposit order ${order.id} vanished while being credited`);
  // a first deposit may earn a bonus (promotions/deposits.ts), in this transaction
  await onDepositCredited(tx, { orderId: order.id, memberId: order.memberId, merchantCode: order.merchantCode, paid: credit.paid });
  return updated;
}

/** The order failed (a wrong card, the provider's refusal): nothing moves. */
export async function failOrder(tx: Db, order: OrderRow, reason: string): Promise<OrderRow> {
  const now = new Date();
  const [updated] = await tx
    .update(depositOrders)
    .set({ state: 'failed', failureReason: reason, settledAt: now, updatedAt: now })
    .where(eq(depositOrders.id, order.id))
    .returning();
  if (!updated) throw new Error(`deposit order ${order.id} vanished while failing`);
  return updated;
}
