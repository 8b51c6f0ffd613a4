import { and, asc, eq } from 'drizzle-orm';
import { pointItems } from '../../server/src/db/schema';
import type { TestServer } from './helpers';

/**
 * Inputs of the points mall's endpoints for the contract test: demo redeems
 * a cash voucher with the payment password the money-out calls left
 * (withdraw-contract.ts resets it to 135790). `preparePointsContract` fills
 * in the item's id.
 */
export const pointsContractInputs = {
  pointsCatalogue: {},
  pointsBalance: {},
  redeemPoints: { itemId: 0, quantity: 1, paymentPassword: '135790' } as Record<string, unknown>,
  pointRedemptions: { page: 1, pageSize: 10 },
  pointsHistory: { page: 1, pageSize: 10 },
};

export async function preparePointsContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const [cash] = await s.db
    .select({ id: pointItems.id })
    .from(pointItems)
    .where(and(eq(pointItems.merchantCode, 'LOTUS'), eq(pointItems.kind, 'cash')))
    .orderBy(asc(pointItems.price))
    .limit(1);
  if (!cash) throw new Error('no cash voucher seeded');
  (all as unknown as typeof pointsContractInputs).redeemPoints.itemId = cash.id;
}
