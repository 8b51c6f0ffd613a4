import { and, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders, promotionParticipants, promotionRewards, promotionRules, promotions } from '../../db/schema';
import { depositBonus, depositBonusTurnover, periodKeyOf, type FirstDepositParams } from './kinds';

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
 * whoever credits the order and however often.
 */
export async function onDepositCredited(tx: Db, deposit: CreditedDeposit, now: Date = new Date()): Promise<void> {
  const [credited] = await tx
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, deposit.memberId), eq(depositOrders.state, 'credited')));
  if ((credited?.n ?? 0) !== 1) return;
  const rules = await tx
    .select({ promotionId: promotionRules.promotionId, rule: promotionRules })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(
      and(
        eq(promotions.merchantCode, deposit.merchantCode),
        eq(promotions.enabled, true),
        eq(promotionRules.kind, 'first_deposit'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
  for (const { promotionId, rule } of rules) {
    if (rule.joinMode === 'button') {
      // an opt-in bonus (its turnover holds the withdrawal back): only for who pressed Join before depositing
      const [joined] = await tx
        .select({ at: promotionParticipants.joinedAt })
        .from(promotionParticipants)
        .where(and(eq(promotionParticipants.promotionId, promotionId), eq(promotionParticipants.memberId, deposit.memberId)));
      if (!joined) continue;
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
