import { and, asc, eq } from 'drizzle-orm';
import type { DepositChannel, DepositChannelKind, DepositChannels } from '../../../../src/shared/contract/deposit';
import type { Db } from '../../db/client';
import { depositChannels, depositSettings, merchants } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';

export type ChannelRow = typeof depositChannels.$inferSelect;

/** How long an order waits for its payment when the brand says nothing. */
export const DEFAULT_ORDER_MINUTES = 15;

export function channelView(row: ChannelRow): DepositChannel {
  return {
    code: row.code,
    kind: row.kind as DepositChannelKind,
    name: row.name,
    min: toMajor(row.minAmount),
    max: toMajor(row.maxAmount),
    quickAmounts: row.quickAmounts,
    telcos: row.details.telcos ?? [],
    cardValues: row.details.cardValues ?? [],
  };
}

export async function orderMinutesOf(db: Db, merchantCode: string): Promise<number> {
  const [row] = await db.select({ minutes: depositSettings.orderMinutes }).from(depositSettings).where(eq(depositSettings.merchantCode, merchantCode));
  return row?.minutes ?? DEFAULT_ORDER_MINUTES;
}

/** The channels a brand offers now, in its order, with its limits. */
export async function listChannels(db: Db, merchantCode: string): Promise<DepositChannels> {
  const [rows, minutes, [brand]] = await Promise.all([
    db
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.merchantCode, merchantCode), eq(depositChannels.enabled, true)))
      .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id)),
    orderMinutesOf(db, merchantCode),
    db.select({ currency: merchants.currency, currencySymbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, merchantCode)),
  ]);
  return {
    channels: rows.map(channelView),
    orderMinutes: minutes,
    currency: brand?.currency ?? 'VND',
    currencySymbol: brand?.currencySymbol ?? '₫',
  };
}

/** An enabled channel of the brand by its code; anything else is "not found". */
export async function enabledChannel(db: Db, merchantCode: string, code: string): Promise<ChannelRow> {
  const [row] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantCode, merchantCode), eq(depositChannels.code, code), eq(depositChannels.enabled, true)));
  if (!row) throw apiError('NOT_FOUND', 'This deposit channel is not available.');
  return row;
}
