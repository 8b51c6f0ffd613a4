import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import { promotionAuditActions, type OperatorApplication } from '../../../../src/shared/contract/promotions-operator';
import type { Db } from '../../db/client';
import { members, merchants, promotionApplications, promotionRewards, promotionRules, promotions } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor, toMinor } from '../../lib/money';
import { audit, type AuditActor } from '../operator/audit';
import type { ApplicationParams } from './kinds';
import { periodKeyOf } from './kinds';

/*
 * Staff's review of promotion applications: approve with an amount (at most
 * the promotion's cap), written as a reward waiting to be claimed in the
 * member's Reward centre (`claimable`, for `claimDays`, default 7, of the
 * approval; the claim pays it once through the ledger), or reject with a
 * reason the member sees. Every decision is audited in the same transaction.
 */

const DAY = 86_400_000;
const DEFAULT_CLAIM_DAYS = 7;

export interface ReviewContext extends AuditActor {
  operator: OperatorProfile;
}

const selection = { application: promotionApplications, promotion: promotions, rule: promotionRules, member: members, currencySymbol: merchants.currencySymbol };

async function rowsOf(db: Db, operator: OperatorProfile, where: SQL | undefined, lock = false) {
  const query = db
    .select(selection)
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(promotionRules, eq(promotionRules.promotionId, promotions.id))
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .innerJoin(merchants, eq(merchants.code, promotions.merchantCode))
    .where(and(where, operator.merchantCode === null ? undefined : eq(promotions.merchantCode, operator.merchantCode)))
    .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
    .limit(200);
  return lock ? query.for('update', { of: promotionApplications }) : query;
}

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

function applicationOf(r: Row): OperatorApplication {
  const a = r.application;
  return {
    id: a.id,
    promotionId: r.promotion.id,
    promotionTitle: r.promotion.title,
    member: { id: r.member.id, account: r.member.account },
    merchantCode: r.promotion.merchantCode,
    currencySymbol: r.currencySymbol,
    comment: a.comment,
    imageIds: a.imageIds,
    state: a.state as OperatorApplication['state'],
    reason: a.reason,
    amount: a.amount === null ? null : toMajor(a.amount),
    cap: toMajor(BigInt((r.rule.params as unknown as ApplicationParams).cap ?? 0)),
    createdAt: a.createdAt.toISOString(),
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
  };
}

export async function listApplications(db: Db, operator: OperatorProfile, input: { state?: OperatorApplication['state'] | undefined }): Promise<{ items: OperatorApplication[] }> {
  const rows = await rowsOf(db, operator, input.state ? eq(promotionApplications.state, input.state) : undefined);
  return { items: rows.map(applicationOf) };
}

/** One application, as the console's detail shows it. */
export async function oneApplication(db: Db, operator: OperatorProfile, id: number): Promise<OperatorApplication> {
  const [row] = await rowsOf(db, operator, eq(promotionApplications.id, id));
  if (!row) throw apiError('NOT_FOUND', 'This application does not exist.');
  return applicationOf(row);
}

async function pendingRow(tx: Db, operator: OperatorProfile, id: number): Promise<Row> {
  const [row] = await rowsOf(tx, operator, eq(promotionApplications.id, id), true);
  if (!row) throw apiError('NOT_FOUND', 'This application does not exist.');
  return row;
}

const target = (r: Row) => ({ type: 'promotionApplication', id: r.application.id, merchantCode: r.promotion.merchantCode });

/**
 * Approves a pending application: the reward (member, promotion, period: once)
 * is written as claimable until `claimDays` after the approval; the member's
 * claim (engine.ts `claimReward`) pays it. A repeat answers the approved row.
 */
export async function approveApplication(db: Db, ctx: ReviewContext, input: { id: number; amount: number }): Promise<OperatorApplication> {
  const row = await db.transaction(async (tx) => {
    const r = await pendingRow(tx, ctx.operator, input.id);
    if (r.application.state === 'approved') return r;
    if (r.application.state !== 'pending') throw apiError('CONFLICT', 'This application was already rejected.', undefined, { reason: 'applicationClosed' });
    const amount = toMinor(input.amount);
    const params = r.rule.params as unknown as ApplicationParams;
    const cap = BigInt(params.cap ?? 0);
    if (amount > cap) {
      throw apiError('VALIDATION', `The amount may be at most ${toMajor(cap)}.`, [{ field: 'amount', key: 'validation.max', params: { max: toMajor(cap) } }]);
    }
    const now = new Date();
    const [reward] = await tx
      .insert(promotionRewards)
      .values({
        promotionId: r.promotion.id,
        memberId: r.member.id,
        periodKey: periodKeyOf(r.rule.period, r.application.createdAt),
        state: 'claimable',
        amount,
        turnoverMultiple: r.rule.turnoverMultiple,
        sourceRef: `application:${r.application.id}`,
        expiresAt: new Date(now.getTime() + (params.claimDays ?? DEFAULT_CLAIM_DAYS) * DAY),
      })
      .onConflictDoNothing()
      .returning();
    if (!reward) throw apiError('CONFLICT', 'This member has already been rewarded by this promotion in this period.', undefined, { reason: 'alreadyRewarded' });
    const [updated] = await tx
      .update(promotionApplications)
      .set({ state: 'approved', amount, reviewedBy: ctx.operator.id, reviewedAt: now })
      .where(eq(promotionApplications.id, r.application.id))
      .returning();
    await audit(tx, ctx, promotionAuditActions.approve, target(r), { before: { state: 'pending' }, after: { state: 'approved' }, amount: input.amount, rewardId: reward.id });
    return { ...r, application: updated ?? r.application };
  });
  return applicationOf(row);
}

/** Rejects a pending application with the reason the member will see. */
export async function rejectApplication(db: Db, ctx: ReviewContext, input: { id: number; reason: string }): Promise<OperatorApplication> {
  const row = await db.transaction(async (tx) => {
    const r = await pendingRow(tx, ctx.operator, input.id);
    if (r.application.state === 'rejected') return r;
    if (r.application.state !== 'pending') throw apiError('CONFLICT', 'This application was already approved.', undefined, { reason: 'applicationClosed' });
    const [updated] = await tx
      .update(promotionApplications)
      .set({ state: 'rejected', reason: input.reason, reviewedBy: ctx.operator.id, reviewedAt: new Date() })
      .where(eq(promotionApplications.id, r.application.id))
      .returning();
    await audit(tx, ctx, promotionAuditActions.reject, target(r), { before: { state: 'pending' }, after: { state: 'rejected' }, reason: input.reason });
    return { ...r, application: updated ?? r.application };
  });
  return applicationOf(row);
}
