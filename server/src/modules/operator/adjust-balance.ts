import { eq } from 'drizzle-orm';
import { auditActions, type OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { toMajor, toMinor } from '../../lib/money';
import { apiError } from '../../http/status';
import { accountOf, houseAccountOf } from '../wallet/accounts';
import { requireMinorUnit } from '../wallet/amounts';
import { balanceAfter, transfer } from '../wallet/ledger';
import { mainBalanceOf } from './member-money';
import { audit, type AuditActor } from './audit';
import { memberInScope } from './members';

export interface BalanceAdjustment {
  merchantCode: string;
  memberId: number;
  direction: 'credit' | 'debit';
  /** minor units, > 0 */
  amount: bigint;
  /** one movement per key: a repeat answers the first movement */
  idempotencyKey: string;
  memo: string;
}

export interface AdjustmentResult {
  transactionId: number;
  /** the member's balance after the movement, minor units */
  balanceAfter: bigint;
  currency: string;
  replayed: boolean;
}

/**
 * The console's one call into the ledger: a credit moves money from the
 * brand's adjustment house account to the member's main wallet, a debit the
 * other way; kind `adjustment`, under the idempotency key. The ledger refuses
 * a debit beyond the balance (INSUFFICIENT_FUNDS).
 */
export async function adjustBalance(db: Db, req: BalanceAdjustment): Promise<AdjustmentResult> {
  const wallet = await accountOf(db, req.memberId, 'main');
  const house = await houseAccountOf(db, req.merchantCode, 'adjustment');
  const credit = req.direction === 'credit';
  const result = await transfer(db, {
    idempotencyKey: req.idempotencyKey,
    kind: 'adjustment',
    memberId: req.memberId,
    from: credit ? house : wallet,
    to: credit ? wallet : house,
    amount: req.amount,
    memo: req.memo,
  });
  const after = balanceAfter(result, wallet);
  if (after === null) throw new Error(`adjustment ${result.transactionId} has no posting on the member's wallet`);
  return { transactionId: result.transactionId, balanceAfter: after, currency: result.currency, replayed: result.replayed };
}

export interface AdjustInput {
  memberId: number;
  direction: 'credit' | 'debit';
  /** major units */
  amount: number;
  reason: string;
  requestId: string;
}

/** The ledger key of an adjustment: one per operator and request id. */
export const adjustmentKey = (operatorId: number, requestId: string) => `operator:adjust:${operatorId}:${requestId}`;

/**
 * A manual adjustment by staff: the movement and its audit row in one
 * transaction. A repeat of the same request id by the same operator moves
 * nothing and writes no second row (the same id from another operator is
 * another adjustment); a refused one (beyond the balance) is audited as refused.
 */
export async function adjustMemberBalance(db: Db, ctx: AuditActor & { operator: OperatorProfile }, input: AdjustInput) {
  const member = await memberInScope(db, ctx.operator, input.memberId);
  const [brand] = await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.code, member.merchantCode));
  requireMinorUnit(input.amount, brand?.currency ?? 'VND');
  const amount = toMinor(input.amount);
  const target = { type: 'member', id: member.id, merchantCode: member.merchantCode };
  const data = { direction: input.direction, amount: input.amount, requestId: input.requestId, account: member.account };
  try {
    return await db.transaction(async (tx) => {
      const result = await adjustBalance(tx, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        direction: input.direction,
        amount,
        // the request id is the operator's own: another operator's same id is another adjustment
        idempotencyKey: adjustmentKey(ctx.operator.id, input.requestId),
        // the member may see the memo one day: staff's reason stays in the audit log
        memo: input.direction === 'credit' ? 'Balance adjustment (credit)' : 'Balance adjustment (debit)',
      });
      const signed = input.direction === 'credit' ? amount : -amount;
      const before = result.balanceAfter - signed;
      if (!result.replayed) {
        await audit(tx, ctx, auditActions.adjust, target, {
          before: { balance: toMajor(before) },
          after: { balance: toMajor(result.balanceAfter) },
          reason: input.reason,
          ...data,
          transactionId: result.transactionId,
        });
      }
      return {
        transactionId: result.transactionId,
        balanceBefore: toMajor(before),
        balanceAfter: toMajor(result.balanceAfter),
        currency: result.currency,
        replayed: result.replayed,
      };
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
      const balance = await mainBalanceOf(db, member.id);
      await audit(db, ctx, auditActions.adjustRefused, target, {
        before: { balance: toMajor(balance) },
        reason: input.reason,
        ...data,
        refusal: error.code,
      });
      throw apiError('INSUFFICIENT_FUNDS', 'This debit would make the balance negative.', undefined, { balance: toMajor(balance) });
    }
    throw error;
  }
}
