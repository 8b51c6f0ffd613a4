import { eq } from 'drizzle-orm';
import { isGuestType } from '../../../../src/shared/contract/member';
import { withdrawKeys, type UplineInfo, type UplineReceipt } from '../../../../src/shared/contract/withdraw';
import type { Db } from '../../db/client';
import { members, merchants, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor, toMinor } from '../../lib/money';
import { accountOf, balancesOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { verifyPaymentPassword } from './payment-password';
import { rulesOf } from './settings';

/*
 * Transfer to the upline: a member with an upline agent (member info's
 * `toUpline`) sends money from their wallet to the agent's, kind
 * `upline_transfer`, once per Idempotency-Key.
 */

/** "sp***or": enough to recognise one's agent. */
export const maskAccount = (account: string) => (account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`);

async function uplineOf(db: Db, member: Member): Promise<Member | null> {
  if (member.uplineId === null || isGuestType(member.isAgent)) return null;
  const [upline] = await db.select().from(members).where(eq(members.id, member.uplineId)).limit(1);
  return upline && upline.status === 'active' ? upline : null;
}

export async function uplineInfo(db: Db, member: Member): Promise<UplineInfo> {
  const [upline, balances, rules, [merchant]] = await Promise.all([
    uplineOf(db, member),
    balancesOf(db, member.id),
    rulesOf(db, member.merchantCode),
    db.select({ symbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, member.merchantCode)),
  ]);
  return {
    allowed: upline !== null,
    uplineAccount: upline ? maskAccount(upline.account) : null,
    balance: toMajor(balances.main),
    currencySymbol: merchant?.symbol ?? '',
    minAmount: toMajor(rules.uplineMinAmount),
    paymentPasswordSet: member.paymentPasswordHash !== null,
  };
}

export async function transferToUpline(
  db: Db,
  ctx: { member: Member; idempotencyKey: string },
  input: { amount: number; paymentPassword: string },
): Promise<UplineReceipt> {
  const upline = await uplineOf(db, ctx.member);
  if (!upline) {
    throw apiError('FORBIDDEN', 'Your account cannot transfer to an upline.', undefined, { reason: 'uplineNotAllowed' });
  }
  await verifyPaymentPassword(db, ctx.member.id, input.paymentPassword);
  const rules = await rulesOf(db, ctx.member.merchantCode);
  const amount = toMinor(input.amount);
  if (amount < rules.uplineMinAmount) {
    throw apiError('VALIDATION', `The smallest transfer is ${toMajor(rules.uplineMinAmount)}.`, [
      { field: 'amount', key: withdrawKeys.belowMin, params: { min: toMajor(rules.uplineMinAmount) } },
    ]);
  }
  const moved = await db.transaction(async (tx) =>
    transfer(tx, {
      idempotencyKey: `upline:${ctx.member.id}:${ctx.idempotencyKey}`,
      kind: 'upline_transfer',
      memberId: ctx.member.id,
      ref: { type: 'member', id: String(upline.id) },
      memo: `Transfer to upline ${upline.account}`,
      from: await accountOf(tx, ctx.member.id, 'main'),
      to: await accountOf(tx, upline.id, 'main'),
      amount,
    }),
  );
  return {
    transactionId: moved.transactionId,
    createdAt: moved.createdAt.toISOString(),
    amount: toMajor(amount),
    balanceAfter: toMajor(moved.from.balanceAfter ?? 0n),
    uplineAccount: maskAccount(upline.account),
  };
}
