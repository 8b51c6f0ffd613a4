import { and, asc, eq, sql } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import { pointsAuditActions, type OperatorPointItem } from '../../../../src/shared/contract/points-operator';
import type { PointItemKind } from '../../../../src/shared/contract/points';
import type { Db } from '../../db/client';
import { merchants, pointItems } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { audit, type AuditActor } from '../operator/audit';
import { scopeOf } from '../operator/members';
import { nameIn, type PointItemRow } from './catalogue';

/*
 * The catalogue as staff run it: every item of the brand (inactive too),
 * and an item's price, stock and whether the site offers it, changed by an
 * admin and audited with what it was before. A brand's operators see and
 * change their brand's items only.
 */

type Context = AuditActor & { operator: OperatorProfile };

const toOperatorItem = (row: PointItemRow, currencySymbol: string, language: string | null): OperatorPointItem => ({
  id: row.id,
  kind: row.kind as PointItemKind,
  name: nameIn(row.names, language),
  price: row.price,
  amount: toMajor(row.amount),
  stock: row.stock,
  active: row.active === 1,
  merchantCode: row.merchantCode,
  currencySymbol,
});

const scoped = (operator: OperatorProfile) => {
  const scope = scopeOf(operator);
  return scope === null ? undefined : eq(pointItems.merchantCode, scope);
};

export async function staffCatalogue(db: Db, operator: OperatorProfile, language: string | null): Promise<{ items: OperatorPointItem[] }> {
  const rows = await db
    .select({ item: pointItems, currencySymbol: merchants.currencySymbol })
    .from(pointItems)
    .innerJoin(merchants, eq(merchants.code, pointItems.merchantCode))
    .where(scoped(operator))
    .orderBy(asc(pointItems.merchantCode), asc(pointItems.sortOrder), asc(pointItems.id));
  return { items: rows.map((r) => toOperatorItem(r.item, r.currencySymbol, language)) };
}

export async function updatePointItem(
  db: Db,
  ctx: Context,
  input: { id: number; price: number; stock: number | null; active: boolean },
  language: string | null,
): Promise<OperatorPointItem> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ item: pointItems, currencySymbol: merchants.currencySymbol })
      .from(pointItems)
      .innerJoin(merchants, eq(merchants.code, pointItems.merchantCode))
      .where(and(eq(pointItems.id, input.id), scoped(ctx.operator)))
      .for('update', { of: pointItems });
    if (!found) throw apiError('NOT_FOUND', 'There is no such item.');
    const before = found.item;
    const [after] = await tx
      .update(pointItems)
      .set({ price: input.price, stock: input.stock, active: input.active ? 1 : 0, updatedAt: sql`now()` })
      .where(eq(pointItems.id, before.id))
      .returning();
    if (!after) throw new Error('item vanished');
    const facts = (r: PointItemRow) => ({ price: r.price, stock: r.stock, active: r.active === 1 });
    await audit(tx, ctx, pointsAuditActions.updateItem, { type: 'points_item', id: before.id, merchantCode: before.merchantCode }, { before: facts(before), after: facts(after) });
    return toOperatorItem(after, found.currencySymbol, language);
  });
}
