import { and, desc, eq, sql } from 'drizzle-orm';
import { depositAuditActions, type OperatorDepositRow } from '../../../../src/shared/contract/deposit-operator';
import type { DepositChannelKind, DepositState } from '../../../../src/shared/contract/deposit';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { depositCallbacks, depositChannels, depositOrders, members, operatorAudit } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { audit, type AuditActor } from '../operator/audit';
import { promoteAfterDeposit } from '../vip/ranks';
import { creditOrder, lockOrder, type OrderRow } from './settle';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';

type Scope = Pick<OperatorProfile, 'merchantCode'>;

function rowOf(order: OrderRow, channel: { code: string; name: string }, account: string): OperatorDepositRow {
  return {
    id: order.id,
    reference: order.reference,
    merchantCode: order.merchantCode,
    memberId: order.memberId,
    account,
    channel: channel.code,
    channelName: channel.name,
    kind: order.kind as DepositChannelKind,
    state: order.state as DepositState,
    amount: toMajor(order.amount),
    paidAmount: order.paidAmount === null ? null : toMajor(order.paidAmount),
    creditedAmount: order.creditedAmount === null ? null : toMajor(order.creditedAmount),
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    settledAt: order.settledAt?.toISOString() ?? null,
    failureReason: order.failureReason,
    notes: order.notes,
  };
}

const inScope = (operator: Scope) => (operator.merchantCode === null ? undefined : eq(depositOrders.merchantCode, operator.merchantCode));

/** The brand's orders (every brand's for an operator of all), newest first, by state and member account. */
export async function listDeposits(
  db: Db,
  operator: Scope,
  filters: { state?: DepositState | undefined; member?: string | undefined; page?: number | undefined; pageSize?: number | undefined },
) {
  const where = and(
    inScope(operator),
    filters.state ? eq(depositOrders.state, filters.state) : undefined,
    filters.member ? sql`lower(${members.account}) = lower(${filters.member})` : undefined,
  );
  const page = await paged(
    db,
    pageOf(filters, 25),
    db
      .select({ order: depositOrders, code: depositChannels.code, name: depositChannels.name, account: members.account })
      .from(depositOrders)
      .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .$dynamic(),
  );
  return {
    items: page.rows.map((r) => rowOf(r.order, { code: r.code, name: r.name }, r.account)),
    total: page.total,
    page: page.pageNo,
    pageSize: page.pageSize,
  };
}

async function rowById(db: Db, operator: Scope, id: number): Promise<OperatorDepositRow> {
  const [row] = await db
    .select({ order: depositOrders, code: depositChannels.code, name: depositChannels.name, account: members.account })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(eq(depositOrders.id, id), inScope(operator)));
  if (!row) throw apiError('NOT_FOUND', 'No such deposit order.');
  return rowOf(row.order, { code: row.code, name: row.name }, row.account);
}

/** One order and the callbacks the provider sent for it. */
export async function depositDetail(db: Db, operator: Scope, id: number) {
  const order = await rowById(db, operator, id);
  const callbacks = await db
    .select()
    .from(depositCallbacks)
    .where(eq(depositCallbacks.orderId, id))
    .orderBy(desc(depositCallbacks.receivedAt));
  return {
    order,
    callbacks: callbacks.map((c) => ({
      callbackId: c.callbackId,
      status: c.status,
      amount: toMajor(c.amount),
      outcome: c.outcome,
      receivedAt: c.receivedAt.toISOString(),
    })),
  };
}

/**
 * Staff matched a bank transfer by hand: the pending order is credited with
 * its amount (the ledger's key `deposit:<order>`, as a callback would), noted
 * `manualConfirmation`, and audited with the reason, in one transaction. A
 * repeat of the same request id, or a confirmation of an order this request
 * already credited, answers the order with `replayed: true` and records
 * nothing (a request id is its operator's own); any other settled order is
 * a 409.
 */
export async function confirmDeposit(
  db: Db,
  ctx: AuditActor & { operator: OperatorProfile },
  input: { id: number; reason: string; requestId: string },
) {
  await rowById(db, ctx.operator, input.id);
  let creditedMember: number | null = null;
  const replayed = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(depositOrders.id, input.id));
    if (!order) throw apiError('NOT_FOUND', 'No such deposit order.');
    const [previous] = await tx
      .select({ id: operatorAudit.id })
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, depositAuditActions.confirm),
          eq(operatorAudit.targetId, String(order.id)),
          // a request id is its operator's own, as for adjustments
          eq(operatorAudit.operatorId, ctx.operator.id),
          sql`${operatorAudit.details}->>'requestId' = ${input.requestId}`,
        ),
      )
      .limit(1);
    if (previous) return true;
    if (order.state !== 'pending') throw apiError('CONFLICT', 'Only a pending order can be confirmed.', undefined, { state: order.state });
    const credited = await creditOrder(tx, order, { paid: order.amount, notes: ['manualConfirmation'], confirmedBy: ctx.operator.id });
    creditedMember = order.memberId;
    await audit(
      tx,
      ctx,
      depositAuditActions.confirm,
      { type: 'depositOrder', id: order.id, merchantCode: order.merchantCode },
      {
        before: { state: order.state },
        after: { state: credited.state, creditedAmount: toMajor(order.amount) },
        reason: input.reason,
        requestId: input.requestId,
        reference: order.reference,
        memberId: order.memberId,
        transactionId: credited.ledgerTransactionId,
      },
    );
    return false;
  });
  // the credit may raise the member's VIP rank: after it committed, in a transaction of its own
  if (creditedMember !== null) await promoteAfterDeposit(db, creditedMember);
  return { order: await rowById(db, ctx.operator, input.id), replayed };
}
