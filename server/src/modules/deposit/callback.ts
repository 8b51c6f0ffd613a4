import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../../db/client';
import { depositCallbacks, depositOrders } from '../../db/schema';
import { apiError } from '../../http/status';
import { checkCallbackSignature } from '../../lib/callback-signature';
import type { DepositNote } from '../../../../src/shared/contract/deposit-operator';
import { toMinor } from '../../lib/money';
import { SANDBOX_PROVIDER } from './provider-secret';
import { promoteAfterDeposit } from '../vip/ranks';
import { creditOrder, failOrder, lockOrder } from './settle';

/** What the provider says about one payment. */
export const callbackBodySchema = z.object({
  /** the provider's id of this notification: accepted once */
  callbackId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  /** the order's reference */
  reference: z.string().check(z.regex(/^[A-Z0-9]{4,32}$/)),
  status: z.enum(['paid', 'failed']),
  /** what was paid, major units */
  amount: z.number().check(z.gte(0), z.lte(1_000_000_000_000)),
  currency: z.string().check(z.maxLength(8)),
});
export type CallbackBody = z.infer<typeof callbackBodySchema>;

export type CallbackOutcome = 'credited' | 'failed' | 'alreadySettled';

export interface CallbackAnswer {
  outcome: CallbackOutcome;
  reference: string;
  state: string;
}

export interface SignedCallback {
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
}

/**
 * A payment provider's callback (docs/money.md, "The callback"). Refused
 * (401) unless its signature is right and its timestamp within five minutes;
 * refused (409) when its callback id was seen before, so a replay moves
 * nothing. Then, in one transaction with the order locked:
 *
 * - `paid`: the member is credited with **what was paid**, once (the
 *   ledger's key `deposit:<order>`): an amount other than the order's is
 *   credited as paid and noted `amountMismatch` with `paidShort` or
 *   `paidOver`, which the console shows; an order that had expired or was
 *   cancelled is credited all the same, since the money arrived, and noted
 *   `lateCallback`; one the provider had said failed is credited too (the
 *   provider's word is the last one, and the money is the member's) but
 *   noted `paidAfterFailure` for staff to check. An order already credited
 *   stays as it is.
 * - `failed`: a pending order fails (`providerFailed`); a settled one stays.
 */
export async function receiveCallback(db: Db, secret: string, signed: SignedCallback, nowMs = Date.now()): Promise<CallbackAnswer> {
  const check = checkCallbackSignature(secret, signed, signed.rawBody, nowMs);
  if (check === 'stale') throw apiError('UNAUTHORIZED', 'The callback is too old or from the future.');
  if (check !== 'ok') throw apiError('UNAUTHORIZED', 'The callback signature is not valid.');
  let body: CallbackBody;
  try {
    body = callbackBodySchema.parse(JSON.parse(signed.rawBody));
  } catch {
    throw apiError('BAD_REQUEST', 'The callback body cannot be read.');
  }

  let creditedMember: number | null = null;
  const answer = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(depositOrders.reference, body.reference));
    if (!order) throw apiError('NOT_FOUND', 'No such deposit order.');
    const amount = toMinor(body.amount);
    const [claimed] = await tx
      .insert(depositCallbacks)
      .values({
        callbackId: body.callbackId,
        provider: SANDBOX_PROVIDER,
        orderId: order.id,
        reference: body.reference,
        status: body.status,
        amount,
        outcome: 'received',
      })
      .onConflictDoNothing()
      .returning({ id: depositCallbacks.callbackId });
    if (!claimed) throw apiError('CONFLICT', 'This callback was received already.', undefined, { reason: 'callbackReplayed' });

    let outcome: CallbackOutcome = 'alreadySettled';
    let state = order.state;
    if (body.status === 'paid' && order.state !== 'credited') {
      if (body.currency !== order.currency) throw apiError('BAD_REQUEST', 'The callback is in another currency than the order.');
      const notes: DepositNote[] = [];
      if (amount !== order.amount) notes.push('amountMismatch', amount < order.amount ? 'paidShort' : 'paidOver');
      if (order.state === 'failed') notes.push('paidAfterFailure');
      else if (order.state !== 'pending') notes.push('lateCallback');
      if (amount > 0n) {
        state = (await creditOrder(tx, order, { paid: amount, notes })).state;
        outcome = 'credited';
        creditedMember = order.memberId;
      }
    } else if (body.status === 'failed' && order.state === 'pending') {
      state = (await failOrder(tx, order, 'providerFailed')).state;
      outcome = 'failed';
    }
    await tx.update(depositCallbacks).set({ outcome }).where(eq(depositCallbacks.callbackId, body.callbackId));
    return { outcome, reference: order.reference, state };
  });
  // the credit may raise the member's VIP rank: after it committed, in a transaction of its own
  if (creditedMember !== null) await promoteAfterDeposit(db, creditedMember);
  return answer;
}
