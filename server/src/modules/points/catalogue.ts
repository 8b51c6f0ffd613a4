import { and, asc, eq } from 'drizzle-orm';
import type { PointItem, PointItemKind, PointsCatalogue } from '../../../../src/shared/contract/points';
import type { Db } from '../../db/client';
import { pointItems } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { contentLanguage, BASE_LANGUAGE } from '../content/i18n';
import { currencySymbolOf, turnoverPerPoint } from './earn';

export type PointItemRow = typeof pointItems.$inferSelect;

/** An item's name in the request's language; English, then any, when it has none in it. */
export function nameIn(names: Record<string, string>, language: string | null): string {
  const code = contentLanguage(language);
  return (code && names[code]) || names[BASE_LANGUAGE] || Object.values(names)[0] || '';
}

export function toPointItem(row: PointItemRow, language: string | null): PointItem {
  return {
    id: row.id,
    kind: row.kind as PointItemKind,
    name: nameIn(row.names, language),
    price: row.price,
    amount: toMajor(row.amount),
    stock: row.stock,
  };
}

/** The brand's catalogue, in display order: what a visitor sees too. */
export async function catalogue(db: Db, merchantCode: string, language: string | null): Promise<PointsCatalogue> {
  const [rows, ratio, currencySymbol] = await Promise.all([
    db
      .select()
      .from(pointItems)
      .where(and(eq(pointItems.merchantCode, merchantCode), eq(pointItems.active, 1)))
      .orderBy(asc(pointItems.sortOrder), asc(pointItems.id)),
    turnoverPerPoint(db, merchantCode),
    currencySymbolOf(db, merchantCode),
  ]);
  return { items: rows.map((r) => toPointItem(r, language)), ratio: toMajor(ratio), currencySymbol };
}
