import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositTestCards } from '../../db/schema';
import { toMinor } from '../../lib/money';
import { creditOrder, failOrder, type OrderRow } from './settle';

export interface CardInput {
  telco: string;
  serial: string;
  pin: string;
}

/** All but the last four digits of a serial hidden: what the order keeps and shows. */
export const maskSerial = (serial: string) => `${'•'.repeat(Math.max(0, serial.length - 4))}${serial.slice(-4)}`;

/**
 * The sandbox telco checks a scratch card at once: a known serial with its
 * PIN, unused, of the declared value pays the order (credited through the
 * ledger); anything else fails it with a reason (cardInvalid, cardUsed,
 * cardValueMismatch) and the card stays as it was. In the order's
 * transaction, the card row locked.
 */
export async function redeemCard(tx: Db, order: OrderRow, card: CardInput): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(depositTestCards)
    .where(and(eq(depositTestCards.telco, card.telco), eq(depositTestCards.serial, card.serial)))
    .for('update');
  if (!row || row.pin !== card.pin) return failOrder(tx, order, 'cardInvalid');
  if (row.usedByOrder !== null) return failOrder(tx, order, 'cardUsed');
  if (toMinor(row.value) !== order.amount) return failOrder(tx, order, 'cardValueMismatch');
  await tx.update(depositTestCards).set({ usedByOrder: order.id, usedAt: new Date() }).where(eq(depositTestCards.id, row.id));
  return creditOrder(tx, order, { paid: order.amount });
}
