import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { WithdrawalState } from '../../../../src/shared/contract/withdraw';
import { withdrawAuditActions, type NotReceivedOutcome, type OperatorWithdrawal } from '../../../../src/shared/contract/withdraw-operator';
import type { Db } from '../../db/client';
import { members, merchants, operators, withdrawalParts, withdrawals } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor, toMinor } from '../../lib/money';
import { audit, type AuditActor } from '../operator/audit';
import { scopeOf } from '../operator/members';
import { accountOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { payPart, presentWithdrawals, referenceOf, type WithdrawalRow } from './withdrawals';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';

/*
 * The console's review of withdrawals: a brand's staff see that brand's
 * withdrawals; every action is audited in its own transaction and may be
 * repeated without doing anything twice (approve and reject look at the
 * state, a payout part is unique by its request id).
 */

export interface ReviewContext extends AuditActor {
  operator: OperatorProfile;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function present(db: Db, rows: WithdrawalRow[]): Promise<OperatorWithdrawal[]> {
  if (rows.length === 0) return [];
  const [base, people, brands, staff] = await Promise.all([
    presentWithdrawals(db, rows),
    db
      .select({ id: members.id, account: members.account, nickname: members.nickname, payeeName: members.payeeName })
      .from(members)
      .where(inArray(members.id, [...new Set(rows.map((r) => r.memberId))])),
    db.select({ code: merchants.code, symbol: merchants.currencySymbol }).from(merchants),
    db.select({ id: operators.id, username: operators.username }).from(operators),
  ]);
  return rows.map((row, i) => {
    const member = people.find((m) => m.id === row.memberId);
    return {
      ...base[i]!,
      member: { id: row.memberId, account: member?.account ?? '', nickname: member?.nickname ?? '', payeeName: member?.payeeName ?? null },
      merchantCode: row.merchantCode,
      currencySymbol: brands.find((b) => b.code === row.merchantCode)?.symbol ?? '',
      reviewedBy: staff.find((o) => o.id === row.reviewedBy)?.username ?? null,
    };
  });
}

async function presentOne(db: Db, row: WithdrawalRow): Promise<OperatorWithdrawal> {
  const [one] = await present(db, [row]);
  if (!one) throw new Error(`withdrawal ${row.id} could not be presented`);
  return one;
}

export async function reviewList(
  db: Db,
  operator: OperatorProfile,
  input: { state?: WithdrawalState | undefined; query?: string | undefined; page?: number | undefined; pageSize?: number | undefined },
): Promise<{ items: OperatorWithdrawal[]; total: number; page: number; pageSize: number }> {
  const scope = scopeOf(operator);
  const conditions: (SQL | undefined)[] = [
    scope === null ? undefined : eq(withdrawals.merchantCode, scope),
    input.state ? eq(withdrawals.state, input.state) : undefined,
    input.query ? ilike(members.account, `%${escapeLike(input.query)}%`) : undefined,
  ];
  const where = and(...conditions);
  const page = await paged(
    db,
    pageOf(input, 25),
    db
      .select({ w: withdrawals })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .$dynamic(),
  );
  return { items: await present(db, page.rows.map((r) => r.w)), total: page.total, page: page.pageNo, pageSize: page.pageSize };
}

/** A withdrawal of the operator's brand, locked when `lock` (in a transaction); 404 for another brand's. */
async function scopedRow(db: Db, operator: OperatorProfile, id: number, lock = false): Promise<WithdrawalRow> {
  const scope = scopeOf(operator);
  const query = db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), scope === null ? undefined : eq(withdrawals.merchantCode, scope)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw apiError('NOT_FOUND', 'There is no such withdrawal.');
  return row;
}

export async function reviewDetail(db: Db, operator: OperatorProfile, id: number): Promise<OperatorWithdrawal> {
  return presentOne(db, await scopedRow(db, operator, id));
}

const target = (row: WithdrawalRow) => ({ type: 'withdrawal', id: row.id, merchantCode: row.merchantCode });

export async function approveWithdrawal(db: Db, ctx: ReviewContext, id: number): Promise<OperatorWithdrawal> {
  const row = await db.transaction(async (tx) => {
    const w = await scopedRow(tx, ctx.operator, id, true);
    if (w.state !== 'pending') {
      if (w.state === 'rejected') throw apiError('CONFLICT', 'This withdrawal was rejected.', undefined, { reason: 'withdrawalClosed' });
      return w; // approved already: nothing more to do
    }
    const [updated] = await tx
      .update(withdrawals)
      .set({ state: 'approved', reviewedBy: ctx.operator.id, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, w.id))
      .returning();
    await audit(tx, ctx, withdrawAuditActions.approve, target(w), { before: { state: w.state }, after: { state: 'approved' }, reference: referenceOf(w.id), amount: toMajor(w.amount) });
    return updated ?? w;
  });
  return presentOne(db, row);
}

/** Rejects a withdrawal nothing of which was paid: the held amount goes back to the member's wallet. */
export async function rejectWithdrawal(db: Db, ctx: ReviewContext, input: { id: number; reason: string }): Promise<OperatorWithdrawal> {
  const row = await db.transaction(async (tx) => {
    const w = await scopedRow(tx, ctx.operator, input.id, true);
    if (w.state === 'rejected') return w;
    if (!['pending', 'approved'].includes(w.state) || w.paid > 0n) {
      throw apiError('CONFLICT', 'Only a withdrawal nothing of which was paid can be rejected.', undefined, { reason: 'withdrawalClosed' });
    }
    await transfer(tx, {
      idempotencyKey: `withdrawal:${w.id}:release`,
      kind: 'release',
      memberId: w.memberId,
      ref: { type: 'withdrawal', id: String(w.id) },
      memo: `Withdrawal ${referenceOf(w.id)} rejected: ${input.reason}`,
      from: await accountOf(tx, w.memberId, 'hold'),
      to: await accountOf(tx, w.memberId, 'main'),
      amount: w.amount,
    });
    const [updated] = await tx
      .update(withdrawals)
      .set({ state: 'rejected', rejectReason: input.reason, reviewedBy: ctx.operator.id, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, w.id))
      .returning();
    await audit(tx, ctx, withdrawAuditActions.reject, target(w), {
      before: { state: w.state },
      after: { state: 'rejected' },
      reason: input.reason,
      reference: referenceOf(w.id),
      released: toMajor(w.amount),
    });
    return updated ?? w;
  });
  return presentOne(db, row);
}

/** One part of the payout; the same request id again pays nothing more. */
export async function disburseWithdrawal(
  db: Db,
  ctx: ReviewContext,
  input: { id: number; amount: number; requestId: string },
): Promise<OperatorWithdrawal> {
  const row = await db.transaction(async (tx) => {
    const w = await scopedRow(tx, ctx.operator, input.id, true);
    const { row: paid, replayed } = await payPart(tx, w.id, { amount: toMinor(input.amount), requestId: input.requestId, operatorId: ctx.operator.id });
    if (!replayed) {
      await audit(tx, ctx, withdrawAuditActions.disburse, target(w), {
        before: { state: w.state, paid: toMajor(w.paid) },
        after: { state: paid.state, paid: toMajor(paid.paid) },
        reference: referenceOf(w.id),
        part: input.amount,
        requestId: input.requestId,
      });
    }
    return paid;
  });
  return presentOne(db, row);
}

/**
 * Settles a member's "not received" with what the bank says. Delivered: the
 * last part did arrive, as if the member had said received (everything paid:
 * `received`; else `disbursing`). Returned: the bank sent the last part back,
 * so it moves from the house cash account to the member's hold again
 * (`withdrawal:<id>:returned:<part>`, kind `adjustment`), no longer counts
 * as paid, and the withdrawal waits to be paid anew (`approved` when nothing
 * is paid any more, else `disbursing`), or rejected when nothing is paid.
 * Only a withdrawal in `notReceived` can be settled: a repeat is refused and
 * moves nothing.
 */
export async function resolveNotReceived(
  db: Db,
  ctx: ReviewContext,
  input: { id: number; outcome: NotReceivedOutcome; note: string },
): Promise<OperatorWithdrawal> {
  const row = await db.transaction(async (tx) => {
    const w = await scopedRow(tx, ctx.operator, input.id, true);
    if (w.state !== 'notReceived') {
      throw apiError('CONFLICT', 'Only a withdrawal the member did not receive can be settled.', undefined, { reason: 'withdrawalClosed' });
    }
    const [last] = await tx
      .select()
      .from(withdrawalParts)
      .where(and(eq(withdrawalParts.withdrawalId, w.id), sql`${withdrawalParts.returnedAt} is null`))
      .orderBy(desc(withdrawalParts.id))
      .limit(1);
    if (!last) throw new Error(`withdrawal ${w.id} is not received but has no part paid`);
    let state: WithdrawalState;
    let paid = w.paid;
    if (input.outcome === 'delivered') {
      state = w.paid === w.amount ? 'received' : 'disbursing';
    } else {
      const moved = await transfer(tx, {
        idempotencyKey: `withdrawal:${w.id}:returned:${last.id}`,
        kind: 'adjustment',
        memberId: w.memberId,
        ref: { type: 'withdrawal', id: String(w.id) },
        memo: `Withdrawal ${referenceOf(w.id)}: a part returned by the bank`,
        from: await houseAccountOf(tx, w.merchantCode, 'cash'),
        to: await accountOf(tx, w.memberId, 'hold'),
        amount: last.amount,
      });
      await tx.update(withdrawalParts).set({ returnedAt: sql`now()`, returnTransactionId: moved.transactionId }).where(eq(withdrawalParts.id, last.id));
      paid = w.paid - last.amount;
      state = paid === 0n ? 'approved' : 'disbursing';
    }
    const [updated] = await tx
      .update(withdrawals)
      .set({ state, paid, reviewedBy: ctx.operator.id, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, w.id))
      .returning();
    await audit(tx, ctx, withdrawAuditActions.resolve, target(w), {
      before: { state: w.state, paid: toMajor(w.paid) },
      after: { state, paid: toMajor(paid) },
      outcome: input.outcome,
      reason: input.note,
      reference: referenceOf(w.id),
      part: toMajor(last.amount),
    });
    return updated ?? w;
  });
  return presentOne(db, row);
}
