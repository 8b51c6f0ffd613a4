import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DepositChannelKind, DepositOrder, DepositState } from '../../../../src/shared/contract/deposit';
import type { Db } from '../../db/client';
import { depositChannels, depositOrders, merchants, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { signCheckout } from '../../lib/callback-signature';
import { toMajor, toMinor } from '../../lib/money';
import { vietQrPayload } from '../../lib/vietqr';
import { requireMinorUnit } from '../wallet/amounts';
import { enabledChannel, orderMinutesOf, type ChannelRow } from './channels';
import { maskSerial, redeemCard, type CardInput } from './cards';
import { promoteAfterDeposit } from '../vip/ranks';
import { lockOrder, type OrderRow } from './settle';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';
import { passGate } from '../protection/gate';

/** The sandbox provider's checkout page (server/src/plugins/sandbox-pay). */
export const CHECKOUT_PATH = '/sandbox-pay/checkout';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A transfer note nobody types wrong: "LP" and 8 letters or digits without look-alikes (0/O, 1/I). */
export function newReference(): string {
  let text = 'LP';
  for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return text;
}

/** The provider's page for an order: its amount signed, so the link cannot be changed on the way. */
export function checkoutUrl(secret: string, order: Pick<OrderRow, 'reference' | 'amount' | 'currency'>): string {
  const amount = toMajor(order.amount);
  const query = new URLSearchParams({
    ref: order.reference,
    amount: String(amount),
    currency: order.currency,
    sig: signCheckout(secret, order.reference, amount, order.currency),
  });
  return `${CHECKOUT_PATH}?${query.toString()}`;
}

const payable: DepositChannelKind[] = ['bankTransfer', 'bankQr', 'eWallet'];

/**
 * An order as the member sees it, at `now`. `secret`: the sandbox provider's, which signs the pay link;
 * null when the provider is off (SANDBOX_PAY), and the order has no pay link.
 */
export function orderView(order: OrderRow, channel: ChannelRow, secret: string | null, now = Date.now()): DepositOrder {
  const kind = order.kind as DepositChannelKind;
  const pending = order.state === 'pending';
  const details = channel.details;
  const hasBank = (kind === 'bankTransfer' || kind === 'bankQr') && details.accountNumber !== undefined;
  return {
    id: order.id,
    reference: order.reference,
    channel: channel.code,
    channelName: channel.name,
    kind,
    state: order.state as DepositState,
    amount: toMajor(order.amount),
    paidAmount: order.paidAmount === null ? null : toMajor(order.paidAmount),
    creditedAmount: order.creditedAmount === null ? null : toMajor(order.creditedAmount),
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    secondsLeft: pending ? Math.max(0, Math.floor((order.expiresAt.getTime() - now) / 1000)) : 0,
    settledAt: order.settledAt?.toISOString() ?? null,
    failureReason: order.failureReason,
    bank: hasBank
      ? { bankName: details.bankName ?? '', accountNumber: details.accountNumber ?? '', accountName: details.accountName ?? '' }
      : null,
    qrPayload:
      kind === 'bankQr' && pending && details.bankBin && details.accountNumber
        ? vietQrPayload({
            bankBin: details.bankBin,
            accountNumber: details.accountNumber,
            amount: toMajor(order.amount),
            currency: order.currency,
            note: order.reference,
          })
        : null,
    payUrl: pending && secret !== null && payable.includes(kind) ? checkoutUrl(secret, order) : null,
    card: order.card,
  };
}

export interface CreateDepositInput {
  channel: string;
  /** major units */
  amount: number;
  card?: CardInput | undefined;
}

function amountRefused(key: string, params: Record<string, number>) {
  return apiError('VALIDATION', 'The amount is outside what this channel accepts.', [{ field: 'amount', key, params }]);
}

/**
 * A new order of the member on a channel of the brand, once per request key
 * (the call's Idempotency-Key: a repeat answers the same order). The amount
 * must be within the channel's limits; a scratch card is checked at once and
 * the order credited or failed in the same transaction.
 */
export async function createOrder(
  db: Db,
  member: Pick<Member, 'id' | 'merchantCode'>,
  input: CreateDepositInput,
  requestKey: string,
  secret: string | null,
  /** the site session of the call: the protection gate's session time limit */
  sessionId: number | null = null,
): Promise<DepositOrder> {
  const channel = await enabledChannel(db, member.merchantCode, input.channel);
  const [brand] = await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.code, member.merchantCode));
  const currency = brand?.currency ?? 'VND';
  requireMinorUnit(input.amount, currency);
  const amount = toMinor(input.amount);
  if (amount < channel.minAmount) throw amountRefused('form.amount.min', { min: toMajor(channel.minAmount) });
  if (amount > channel.maxAmount) throw amountRefused('form.amount.max', { max: toMajor(channel.maxAmount) });
  const isCard = channel.kind === 'scratchCard';
  if (isCard) {
    if (!input.card) throw apiError('VALIDATION', 'Enter the card.', [{ field: 'serial', key: 'validation.notEmpty', params: {} }]);
    if (!(channel.details.telcos ?? []).includes(input.card.telco)) {
      throw apiError('VALIDATION', 'This telco is not accepted.', [{ field: 'telco', key: 'validation.invalid', params: {} }]);
    }
    if (!(channel.details.cardValues ?? []).includes(input.amount)) {
      throw apiError('VALIDATION', 'Choose one of the card values.', [{ field: 'amount', key: 'validation.invalid', params: {} }]);
    }
  }
  const minutes = await orderMinutesOf(db, member.merchantCode);

  const order = await db.transaction(async (tx) => {
    let inserted: OrderRow | undefined;
    for (let attempt = 0; attempt < 3 && !inserted; attempt += 1) {
      [inserted] = await tx
        .insert(depositOrders)
        .values({
          merchantCode: member.merchantCode,
          memberId: member.id,
          channelId: channel.id,
          kind: channel.kind,
          amount,
          currency,
          reference: newReference(),
          requestKey,
          expiresAt: sql`now() + make_interval(mins => ${minutes})`,
          card: isCard && input.card ? { telco: input.card.telco, serial: maskSerial(input.card.serial), value: input.amount } : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        // the same request again (its first run's answer was lost): the order it made
        const existing = await lockOrder(tx, and(eq(depositOrders.memberId, member.id), eq(depositOrders.requestKey, requestKey))!);
        if (existing) return existing;
        // else a reference taken by another order: draw again
      }
    }
    if (!inserted) throw new Error('no free deposit reference after three draws');
    // the protection gate, under the member's lock: the new order is pending, so it counts in its own check
    await passGate(tx, { member, action: 'deposit', amount: 0n, sessionId });
    if (isCard && input.card) return redeemCard(tx, inserted, input.card);
    return inserted;
  });
  // a card credited at once may raise the member's VIP rank (its own transaction, after the credit's)
  if (order.state === 'credited') await promoteAfterDeposit(db, member.id);
  return orderView(order, channel, secret);
}

async function channelOf(db: Db, channelId: number): Promise<ChannelRow> {
  const [channel] = await db.select().from(depositChannels).where(eq(depositChannels.id, channelId));
  if (!channel) throw new Error(`deposit channel ${channelId} is missing`);
  return channel;
}

/** One of the member's orders; another member's is "not found". */
export async function memberOrder(db: Db, memberId: number, id: number, secret: string | null): Promise<DepositOrder> {
  const [order] = await db.select().from(depositOrders).where(and(eq(depositOrders.id, id), eq(depositOrders.memberId, memberId)));
  if (!order) throw apiError('NOT_FOUND', 'No such deposit order.');
  return orderView(order, await channelOf(db, order.channelId), secret);
}

/** The member cancels an order still waiting for its payment; a settled one stays as it is (409). */
export async function cancelOrder(db: Db, memberId: number, id: number, secret: string | null): Promise<DepositOrder> {
  const order = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, and(eq(depositOrders.id, id), eq(depositOrders.memberId, memberId))!);
    if (!row) throw apiError('NOT_FOUND', 'No such deposit order.');
    if (row.state === 'cancelled') return row;
    if (row.state !== 'pending') throw apiError('CONFLICT', 'This order is settled and can no longer be cancelled.');
    const now = new Date();
    const [updated] = await tx
      .update(depositOrders)
      .set({ state: 'cancelled', settledAt: now, updatedAt: now })
      .where(eq(depositOrders.id, row.id))
      .returning();
    return updated ?? row;
  });
  return orderView(order, await channelOf(db, order.channelId), secret);
}

/** The member's orders, newest first, optionally of one state. */
export async function orderHistory(
  db: Db,
  memberId: number,
  filters: { state?: DepositState | undefined; page?: number | undefined; pageSize?: number | undefined },
  secret: string | null,
): Promise<{ items: DepositOrder[]; total: number; page: number; pageSize: number }> {
  const where = and(eq(depositOrders.memberId, memberId), filters.state ? eq(depositOrders.state, filters.state) : undefined);
  const page = await paged(
    db,
    pageOf(filters, 10),
    db
      .select({ order: depositOrders, channel: depositChannels })
      .from(depositOrders)
      .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .$dynamic(),
  );
  const now = Date.now();
  return { items: page.rows.map((r) => orderView(r.order, r.channel, secret, now)), total: page.total, page: page.pageNo, pageSize: page.pageSize };
}
