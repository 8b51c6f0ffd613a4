import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { isGuestType } from '../../../../src/shared/contract/member';
import {
  MAX_PROOFS,
  owesRemainder,
  withdrawKeys,
  type ReceiptChoice,
  type Withdrawal,
  type WithdrawalState,
  type WithdrawInfo,
} from '../../../../src/shared/contract/withdraw';
import type { Db } from '../../db/client';
import { bankCards, banks, members, merchants, uploads, vipLevels, withdrawalParts, withdrawals, type Member } from '../../db/schema';
import { vipLevelOf } from '../vip/ranks';
import { apiError } from '../../http/status';
import { toMajor, toMinor } from '../../lib/money';
import { accountOf, balancesOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { bankLogoUrl, liveCardOf, maskAccountNumber } from './bank-cards';
import { verifyPaymentPassword } from './payment-password';
import { rulesOf } from './settings';
import { forfeitOpenBonuses, openBonuses, turnoverRemaining } from './turnover';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';

/*
 * Withdrawals (docs/money.md, "Withdrawals"): the amount is held at once
 * (main → hold, in the transaction that creates the row), staff approve or
 * reject it (the hold goes back), pay it in one or several parts (hold →
 * house cash, kind `withdrawal`), and after each part the member confirms:
 * received (more to come), full payment made, or not received with proofs.
 * A part left unanswered for the brand's minutes counts as received
 * (`forced-receipts.ts`).
 */

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The brand's day starts at midnight in Vietnam. */
const BRAND_DAY_START = sql`(date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh')`;

export const referenceOf = (id: number) => `W${String(id).padStart(6, '0')}`;

/** The rows as the member (and, with more, the console) sees them: the card masked, the parts listed. */
export async function presentWithdrawals(db: Db, rows: WithdrawalRow[]): Promise<Withdrawal[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [cards, parts] = await Promise.all([
    db
      .select({ id: bankCards.id, holderName: bankCards.holderName, accountNumber: bankCards.accountNumber, code: banks.code, name: banks.name, shortName: banks.shortName })
      .from(bankCards)
      .innerJoin(banks, eq(banks.code, bankCards.bankCode))
      .where(inArray(bankCards.id, [...new Set(rows.map((r) => r.cardId))])),
    db.select().from(withdrawalParts).where(inArray(withdrawalParts.withdrawalId, ids)).orderBy(withdrawalParts.id),
  ]);
  return rows.map((w) => {
    const card = cards.find((c) => c.id === w.cardId);
    return {
      id: w.id,
      reference: referenceOf(w.id),
      amount: toMajor(w.amount),
      paid: toMajor(w.paid),
      remaining: owesRemainder(w.state as WithdrawalState) ? toMajor(w.amount - w.paid) : 0,
      state: w.state as WithdrawalState,
      card: {
        bankShortName: card?.shortName ?? '',
        bankName: card?.name ?? '',
        holderName: card?.holderName ?? '',
        maskedNumber: card ? maskAccountNumber(card.accountNumber) : '',
        logoUrl: card ? bankLogoUrl(card.code) : '',
      },
      rejectReason: w.rejectReason,
      parts: parts
        .filter((p) => p.withdrawalId === w.id)
        .map((p) => ({ id: p.id, amount: toMajor(p.amount), createdAt: p.createdAt.toISOString(), returnedAt: p.returnedAt?.toISOString() ?? null })),
      proofIds: w.proofIds,
      confirmDeadline: w.state === 'awaitingReceipt' && w.confirmDeadline ? w.confirmDeadline.toISOString() : null,
      createdAt: w.createdAt.toISOString(),
      updatedAt: w.updatedAt.toISOString(),
    };
  });
}

export async function presentWithdrawal(db: Db, row: WithdrawalRow): Promise<Withdrawal> {
  const [one] = await presentWithdrawals(db, [row]);
  if (!one) throw new Error(`withdrawal ${row.id} could not be presented`);
  return one;
}

const closed = (message = 'This withdrawal cannot be changed any more.') =>
  apiError('CONFLICT', message, undefined, { reason: 'withdrawalClosed' });

function refuseGuest(member: Member): void {
  if (isGuestType(member.isAgent)) {
    throw apiError('FORBIDDEN', 'A free-play account cannot withdraw. Please register a real account.', undefined, { reason: 'guestRefused' });
  }
}

/**
 * The member's VIP level's daily withdrawals (count and amount, minor
 * units), which stand in for the brand's count; null without a level.
 */
async function levelLimitsOf(db: Db, member: Member): Promise<{ count: number; amount: bigint } | null> {
  const level = await vipLevelOf(db, member);
  if (level === 0) return null;
  const [row] = await db
    .select({ count: vipLevels.dailyWithdrawals, amount: vipLevels.dailyWithdrawalLimit })
    .from(vipLevels)
    .where(and(eq(vipLevels.merchantCode, member.merchantCode), eq(vipLevels.level, level)));
  return row ?? null;
}

/** What the member has asked to withdraw today (rejected requests aside), minor units. */
async function amountToday(db: Db, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), ne(withdrawals.state, 'rejected'), gte(withdrawals.createdAt, BRAND_DAY_START)));
  return BigInt(row?.total ?? '0');
}

async function usedToday(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), ne(withdrawals.state, 'rejected'), gte(withdrawals.createdAt, BRAND_DAY_START)));
  return row?.n ?? 0;
}

export async function withdrawInfo(db: Db, member: Member, autoApproveOverride?: number): Promise<WithdrawInfo> {
  const rules = await rulesOf(db, member.merchantCode, autoApproveOverride);
  const limits = await levelLimitsOf(db, member);
  const [balances, used, turnover, withoutBonuses, open, [awaiting], [merchant]] = await Promise.all([
    balancesOf(db, member.id),
    usedToday(db, member.id),
    turnoverRemaining(db, member.id),
    turnoverRemaining(db, member.id, { withoutBonuses: true }),
    openBonuses(db, member.id),
    db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, member.id), eq(withdrawals.state, 'awaitingReceipt')))
      .orderBy(withdrawals.confirmDeadline)
      .limit(1),
    db.select({ symbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, member.merchantCode)),
  ]);
  return {
    balance: toMajor(balances.main),
    currencySymbol: merchant?.symbol ?? '',
    minAmount: toMajor(rules.minAmount),
    maxAmount: toMajor(rules.maxAmount),
    dailyCount: limits?.count ?? rules.dailyCount,
    usedToday: used,
    turnoverRemaining: toMajor(turnover),
    turnoverWithoutBonuses: toMajor(withoutBonuses),
    openBonus: toMajor(open.amount < balances.main ? open.amount : balances.main),
    forcedReceiptMinutes: rules.forcedReceiptMinutes,
    paymentPasswordSet: member.paymentPasswordHash !== null,
    awaitingReceipt: awaiting ? await presentWithdrawal(db, awaiting) : null,
  };
}

export async function listWithdrawals(
  db: Db,
  memberId: number,
  input: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ items: Withdrawal[]; total: number; page: number; pageSize: number }> {
  const page = await paged(
    db,
    pageOf(input, 10),
    db.select().from(withdrawals).where(eq(withdrawals.memberId, memberId)).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).$dynamic(),
  );
  return { items: await presentWithdrawals(db, page.rows), total: page.total, page: page.pageNo, pageSize: page.pageSize };
}

/**
 * Pays one part of a withdrawal (hold → house cash) in the caller's
 * transaction: the row locked, the part recorded once per `requestId` (a
 * repeat pays nothing more and answers the row as it is), the member asked
 * to confirm within the brand's minutes.
 */
export async function payPart(
  tx: Db,
  withdrawalId: number,
  part: { amount: bigint; requestId: string; operatorId: number | null },
): Promise<{ row: WithdrawalRow; replayed: boolean }> {
  const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
  if (!w) throw apiError('NOT_FOUND', 'There is no such withdrawal.');
  const [done] = await tx
    .select({ id: withdrawalParts.id })
    .from(withdrawalParts)
    .where(and(eq(withdrawalParts.withdrawalId, w.id), eq(withdrawalParts.requestId, part.requestId)));
  if (done) return { row: w, replayed: true };
  if (!['approved', 'disbursing', 'awaitingReceipt', 'notReceived'].includes(w.state)) {
    throw closed(w.state === 'pending' ? 'Approve this withdrawal before paying it.' : 'This withdrawal cannot be paid any more.');
  }
  const remaining = w.amount - w.paid;
  if (part.amount > remaining) {
    throw apiError('VALIDATION', `At most ${toMajor(remaining)} remains to be paid.`, [
      { field: 'amount', key: withdrawKeys.aboveMax, params: { max: toMajor(remaining) } },
    ]);
  }
  const rules = await rulesOf(tx, w.merchantCode);
  const moved = await transfer(tx, {
    idempotencyKey: `withdrawal:${w.id}:part:${part.requestId}`,
    kind: 'withdrawal',
    memberId: w.memberId,
    ref: { type: 'withdrawal', id: String(w.id) },
    memo: `Withdrawal ${referenceOf(w.id)}`,
    from: await accountOf(tx, w.memberId, 'hold'),
    to: await houseAccountOf(tx, w.merchantCode, 'cash'),
    amount: part.amount,
  });
  await tx.insert(withdrawalParts).values({
    withdrawalId: w.id,
    requestId: part.requestId,
    amount: part.amount,
    operatorId: part.operatorId,
    transactionId: moved.transactionId,
  });
  const [row] = await tx
    .update(withdrawals)
    .set({
      paid: sql`${withdrawals.paid} + ${part.amount}`,
      state: 'awaitingReceipt',
      confirmDeadline: sql`now() + make_interval(mins => ${rules.forcedReceiptMinutes})`,
      updatedAt: sql`now()`,
    })
    .where(eq(withdrawals.id, w.id))
    .returning();
  if (!row) throw new Error(`withdrawal ${w.id} vanished`);
  return { row, replayed: false };
}

/**
 * Turnover is still owed: refused, saying why. When only bonuses hold it
 * (the turnover without them is met), the member may withdraw by giving
 * them up, and is told so with the amount before confirming
 * (`bonusForfeitRequired`); `forfeit` is that confirmation.
 */
async function refuseOwedTurnover(db: Db, memberId: number, owed: bigint, forfeit: boolean): Promise<void> {
  const withoutBonuses = await turnoverRemaining(db, memberId, { withoutBonuses: true });
  if (withoutBonuses > 0n) {
    throw apiError('FORBIDDEN', `The turnover requirement is not met: ${toMajor(owed)} of bets remain.`, undefined, {
      reason: 'turnoverNotMet',
      remaining: toMajor(owed),
    });
  }
  if (forfeit) return;
  const open = await openBonuses(db, memberId);
  throw apiError('CONFLICT', `Withdrawing now gives up your open bonus of ${toMajor(open.amount)}.`, undefined, {
    reason: 'bonusForfeitRequired',
    bonus: toMajor(open.amount),
    remaining: toMajor(owed),
  });
}

export interface WithdrawRequestContext {
  member: Member;
  /** the call's Idempotency-Key: one withdrawal per key, even if the call runs twice */
  idempotencyKey: string;
  autoApproveOverride?: number | undefined;
}

/**
 * A member asks for a withdrawal: the payment password, the brand's limits,
 * the turnover owed, a live card of theirs, the daily count; then, in one
 * transaction, the row and the hold (and, under the demo rule, the approval
 * and the payout of the whole amount).
 */
export async function requestWithdrawal(
  db: Db,
  ctx: WithdrawRequestContext,
  input: { amount: number; cardId: number; paymentPassword: string; forfeitBonus?: boolean | undefined },
): Promise<Withdrawal> {
  const { member } = ctx;
  refuseGuest(member);
  const requestKey = `${member.id}:${ctx.idempotencyKey}`;
  const [earlier] = await db.select().from(withdrawals).where(eq(withdrawals.requestKey, requestKey));
  if (earlier) return presentWithdrawal(db, earlier);

  await verifyPaymentPassword(db, member.id, input.paymentPassword);
  const rules = await rulesOf(db, member.merchantCode, ctx.autoApproveOverride);
  const amount = toMinor(input.amount);
  if (amount < rules.minAmount) {
    throw apiError('VALIDATION', `The smallest withdrawal is ${toMajor(rules.minAmount)}.`, [
      { field: 'amount', key: withdrawKeys.belowMin, params: { min: toMajor(rules.minAmount) } },
    ]);
  }
  if (amount > rules.maxAmount) {
    throw apiError('VALIDATION', `The largest withdrawal is ${toMajor(rules.maxAmount)}.`, [
      { field: 'amount', key: withdrawKeys.aboveMax, params: { max: toMajor(rules.maxAmount) } },
    ]);
  }
  const card = await liveCardOf(db, member.id, input.cardId);
  const owed = await turnoverRemaining(db, member.id);
  if (owed > 0n) await refuseOwedTurnover(db, member.id, owed, input.forfeitBonus === true);

  const row = await db.transaction(async (tx) => {
    // one request at a time per member: the daily count is judged on what is committed (NO KEY UPDATE: the
    // member's bets, whose inserts check the member's key, do not wait for it)
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('no key update');
    if (owed > 0n) {
      // the member chose to give the open bonuses up: taken back and their turnover cleared with the request, or neither
      await forfeitOpenBonuses(tx, member, requestKey);
      const still = await turnoverRemaining(tx, member.id);
      if (still > 0n) await refuseOwedTurnover(tx, member.id, still, false);
    }
    const used = await usedToday(tx, member.id);
    // the member's VIP level sets the day's count and amount; without a level, the brand's count
    const limits = await levelLimitsOf(tx, member);
    const dailyCount = limits?.count ?? rules.dailyCount;
    if (used >= dailyCount) {
      throw apiError('FORBIDDEN', `You can withdraw ${dailyCount} times a day. Please try again tomorrow.`, undefined, {
        reason: 'dailyCountReached',
        count: dailyCount,
      });
    }
    if (limits) {
      const left = limits.amount - (await amountToday(tx, member.id));
      if (amount > left) {
        throw apiError('FORBIDDEN', `Your VIP level allows ${toMajor(limits.amount)} of withdrawals a day.`, undefined, {
          reason: 'dailyAmountReached',
          limit: toMajor(limits.amount),
          left: toMajor(left > 0n ? left : 0n),
        });
      }
    }
    const [created] = await tx
      .insert(withdrawals)
      .values({ merchantCode: member.merchantCode, memberId: member.id, cardId: card.id, requestKey, amount })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [other] = await tx.select().from(withdrawals).where(eq(withdrawals.requestKey, requestKey));
      if (!other) throw new Error('withdrawal request key conflict without a row');
      return other;
    }
    await transfer(tx, {
      idempotencyKey: `withdrawal:${created.id}:hold`,
      kind: 'hold',
      memberId: member.id,
      ref: { type: 'withdrawal', id: String(created.id) },
      memo: `Withdrawal ${referenceOf(created.id)} requested`,
      from: await accountOf(tx, member.id, 'main'),
      to: await accountOf(tx, member.id, 'hold'),
      amount,
    });
    if (rules.autoApproveBelow !== null && amount < rules.autoApproveBelow) {
      await tx.update(withdrawals).set({ state: 'approved', updatedAt: sql`now()` }).where(eq(withdrawals.id, created.id));
      return (await payPart(tx, created.id, { amount, requestId: 'auto', operatorId: null })).row;
    }
    return created;
  });
  return presentWithdrawal(db, row);
}

/** The member's answer on the receipt confirmation screen. */
export async function confirmReceipt(
  db: Db,
  member: Member,
  input: { id: number; choice: ReceiptChoice; proofIds?: string[] | undefined },
): Promise<Withdrawal> {
  const proofIds = [...new Set(input.proofIds ?? [])];
  const row = await db.transaction(async (tx) => {
    const [w] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, input.id), eq(withdrawals.memberId, member.id)))
      .for('update');
    if (!w) throw apiError('NOT_FOUND', 'There is no such withdrawal.');
    if (w.state !== 'awaitingReceipt') throw closed('This withdrawal is not waiting for your confirmation.');
    const remaining = w.amount - w.paid;
    let state: WithdrawalState;
    if (input.choice === 'received') {
      state = remaining === 0n ? 'received' : 'disbursing';
    } else if (input.choice === 'fullPayment') {
      if (remaining > 0n) {
        throw apiError('VALIDATION', 'Part of this withdrawal has not been paid yet.', [
          { field: 'choice', key: withdrawKeys.fullPaymentNotYet, params: { remaining: toMajor(remaining) } },
        ]);
      }
      state = 'fullPayment';
    } else {
      if (proofIds.length === 0 || proofIds.length > MAX_PROOFS) {
        throw apiError('VALIDATION', 'Please add one to three pictures of your bank statement.', [
          { field: 'proofIds', key: withdrawKeys.proofRequired, params: { max: MAX_PROOFS } },
        ]);
      }
      const owned = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, proofIds), eq(uploads.memberId, member.id), eq(uploads.purpose, 'withdrawalProof')));
      if (owned.length !== proofIds.length) {
        throw apiError('VALIDATION', 'Some pictures were not found. Please upload them again.', [{ field: 'proofIds', key: 'validation.invalid' }]);
      }
      state = 'notReceived';
    }
    const [updated] = await tx
      .update(withdrawals)
      .set({ state, confirmDeadline: null, ...(state === 'notReceived' ? { proofIds } : {}), updatedAt: sql`now()` })
      .where(eq(withdrawals.id, w.id))
      .returning();
    if (!updated) throw new Error(`withdrawal ${w.id} vanished`);
    return updated;
  });
  return presentWithdrawal(db, row);
}
