import { and, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { depositOrders, promotionParticipants, promotionRewards, promotionRules, promotions } from '../../db/schema';
import { onReferredDeposit } from './referral';
import { depositBonus, depositBonusTurnover, periodKeyOf, streakLength, type DepositStreakParams, type FirstDepositParams } from './kinds';

const DAY = 86_400_000;

/** What the deposit module tells the promotions when money arrived. */
export interface CreditedDeposit {
  orderId: number;
  memberId: number;
  merchantCode: string;
  /** minor units */
  paid: bigint;
}

/**
 * The promotions' side of a credited deposit, in the deposit's transaction
 * (the public door the deposit module calls; it knows nothing of the
 * rules): a member's first deposit earns each running first-deposit bonus
 * it is big enough for (joined first, where it is joined by button), written as a reward waiting to be claimed in the
 * reward centre. The unique (promotion, member, period) writes it once,
 * whoever credits the order and however often. The friend's referrer earns
 * the referral promotions' reward (referral.ts).
 */
export async function onDepositCredited(tx: Db, deposit: CreditedDeposit, now: Date = new Date()): Promise<void> {
  await depositStreaks(tx, deposit, now);
  await onReferredDeposit(tx, deposit, now);
  const [credited] = await tx
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, deposit.memberId), eq(depositOrders.state, 'credited')));
  if ((credited?.n ?? 0) !== 1) {
    await reloads(tx, deposit, now);
    return;
  }
  const rules = await runningRules(tx, deposit.merchantCode, 'first_deposit', now);
  for (const { promotionId, rule } of rules) {
    if (rule.joinMode === 'button' || rule.joinMode === 'code') {
      // an opt-in bonus (its turnover holds the withdrawal back): only for who pressed Join before depositing
      if (!(await joinedAt(tx, promotionId, deposit.memberId))) continue;
    }
    const params = rule.params as unknown as FirstDepositParams;
    const bonus = depositBonus(deposit.paid, params);
    if (bonus <= 0n) continue;
    const turnover = depositBonusTurnover(deposit.paid, bonus, rule.turnoverMultiple);
    await tx
      .insert(promotionRewards)
      .values({
        promotionId,
        memberId: deposit.memberId,
        periodKey: periodKeyOf(rule.period, now),
        amount: bonus,
        turnoverMultiple: rule.turnoverMultiple,
        extraTurnover: turnover.onDeposit,
        sourceRef: `deposit_order:${deposit.orderId}`,
        expiresAt: new Date(now.getTime() + params.claimDays * DAY),
      })
      .onConflictDoNothing();
  }
}

/**
 * Reload bonuses: after the first deposit (the first-deposit bonus's), the
 * first deposit of each of the promotion's periods (a day: "the first
 * deposit of each day") that is at least the minimum earns percent of it up
 * to the cap, waiting to be claimed; its turnover is the multiple of the
 * bonus alone. The unique (promotion, member, period) keeps it to one per
 * period however many deposits follow.
 */
async function reloads(tx: Db, deposit: CreditedDeposit, now: Date): Promise<void> {
  const rules = await runningRules(tx, deposit.merchantCode, 'reload', now);
  for (const { promotionId, rule } of rules) {
    if (rule.joinMode === 'button') {
      const joined = await joinedAt(tx, promotionId, deposit.memberId);
      if (!joined || joined > now) continue;
    }
    const params = rule.params as unknown as FirstDepositParams;
    const bonus = depositBonus(deposit.paid, params);
    if (bonus <= 0n) continue;
    await tx
      .insert(promotionRewards)
      .values({
        promotionId,
        memberId: deposit.memberId,
        periodKey: periodKeyOf(rule.period, now),
        amount: bonus,
        turnoverMultiple: rule.turnoverMultiple,
        sourceRef: `deposit_order:${deposit.orderId}`,
        expiresAt: new Date(now.getTime() + params.claimDays * DAY),
      })
      .onConflictDoNothing();
  }
}

/** The brand's running promotions of one kind, with their rules. */
async function runningRules(tx: Db, merchantCode: string, kind: string, now: Date) {
  return tx
    .select({ promotionId: promotionRules.promotionId, startsAt: promotions.startsAt, rule: promotionRules })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(
      and(
        eq(promotions.merchantCode, merchantCode),
        eq(promotions.enabled, true),
        eq(promotionRules.kind, kind),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
}

async function joinedAt(tx: Db, promotionId: number, memberId: number): Promise<Date | null> {
  const [joined] = await tx
    .select({ at: promotionParticipants.joinedAt })
    .from(promotionParticipants)
    .where(and(eq(promotionParticipants.promotionId, promotionId), eq(promotionParticipants.memberId, memberId)));
  return joined?.at ?? null;
}

/**
 * Deposit streaks: the days (UTC+7) on which the member's credited deposits
 * add up to the promotion's minimum, counted from the promotion's start
 * (and from Join, where it is joined by button); when the days ending today
 * reach the streak's length, its reward waits to be claimed, once per the
 * promotion's period (the unique promotion, member, period).
 */
async function depositStreaks(tx: Db, deposit: CreditedDeposit, now: Date): Promise<void> {
  const rules = await runningRules(tx, deposit.merchantCode, 'deposit_streak', now);
  for (const { promotionId, startsAt, rule } of rules) {
    let since = startsAt;
    if (rule.joinMode === 'button' || rule.joinMode === 'code') {
      const joined = await joinedAt(tx, promotionId, deposit.memberId);
      if (!joined) continue;
      if (joined > since) since = joined;
    }
    const params = rule.params as unknown as DepositStreakParams;
    const days = await queryRows<{ day: string }>(
      tx,
      sql`select to_char((${depositOrders.settledAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD') as day
          from ${depositOrders}
          where ${depositOrders.memberId} = ${deposit.memberId} and ${depositOrders.state} = 'credited'
            and ${depositOrders.settledAt} >= ${since.toISOString()}::timestamptz
          group by 1 having sum(${depositOrders.creditedAmount}) >= ${params.minDeposit}`,
    );
    const today = periodKeyOf('D', now);
    if (streakLength(days.map((d) => d.day), today) < params.days) continue;
    await tx
      .insert(promotionRewards)
      .values({
        promotionId,
        memberId: deposit.memberId,
        periodKey: periodKeyOf(rule.period, now),
        amount: BigInt(params.amount),
        turnoverMultiple: rule.turnoverMultiple,
        sourceRef: `deposit_streak:${today}`,
        expiresAt: new Date(now.getTime() + params.claimDays * DAY),
      })
      .onConflictDoNothing();
  }
}
