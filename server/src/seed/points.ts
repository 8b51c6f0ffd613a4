import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { pointItems, pointsSettings } from '../db/schema';
import { toMinor } from '../lib/money';
import { addPointEntry } from '../modules/points/ledger';
import { DEMO_POINTS, pointItemSeeds, pointsRatioSeed } from './data/points';

/** The brand's ratio and catalogue (once: an edited catalogue is left alone), and the demo accounts' starting points (once each, by key). */
export async function seedPoints(tx: Tx, merchantCode: string, demoIds: (number | undefined)[]): Promise<void> {
  await tx
    .insert(pointsSettings)
    .values({ merchantCode, turnoverPerPoint: toMinor(pointsRatioSeed.turnoverPerPoint) })
    .onConflictDoNothing();
  const [items] = await tx.select({ n: count() }).from(pointItems).where(eq(pointItems.merchantCode, merchantCode));
  if ((items?.n ?? 0) === 0) {
    await tx.insert(pointItems).values(
      pointItemSeeds.map((item, i) => ({
        merchantCode,
        kind: item.kind,
        names: item.names,
        price: item.price,
        amount: toMinor(item.amount),
        stock: item.stock,
        sortOrder: i,
      })),
    );
  }
  for (const id of demoIds) {
    if (id !== undefined) await addPointEntry(tx, { memberId: id, kind: 'earn', points: DEMO_POINTS, idempotencyKey: `seed:points:${id}` });
  }
}
