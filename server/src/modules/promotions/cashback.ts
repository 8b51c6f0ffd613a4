import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { members, promotionParticipants, promotionRewards, promotionRules, promotions } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { payReward } from './engine';
import { cashbackAmount, periodEndingAt, periodKeyOf, type CashbackParams } from './kinds';
import { settledBets } from './rebate';

/*
 * Cashback on net loss (kind `cashback`, period D or W): when a day or week
 * of the brand's clock ends, every member's net loss in it (stakes −
 * payouts of the bets settled in it, in the promotion's game categories)
 * earns the promotion's percent, capped. A promotion joined automatically
 * pays it at once (`issued`); one joined by button writes it to be claimed
 * in the reward centre, for the members who joined before the period
 * ended. The reward row is unique by promotion, member and period and its
 * ledger key is the reward's (`promotion:<promotion>:<member>:<period>`),
 * and the job's window runs once across instances: paid once, whatever the
 * restarts.
 */

const DAY = 86_400_000;

type PromotionRow = typeof promotions.$inferSelect;
type RuleRow = typeof promotionRules.$inferSelect;

/** Net loss per member of the brand in [start, end) over the categories (none: all), minor units; only losses. */
async function netLosses(db: Db, merchantCode: string, start: Date, end: Date, categories: string[] | undefined): Promise<Map<number, bigint>> {
  const inCategories = categories && categories.length > 0 ? sql`and b.category in (${sql.join(categories.map((c) => sql`${c}`), sql`, `)})` : sql``;
  const rows = await queryRows<{ member_id: number; net: string }>(
    db,
    sql`select b.member_id, (sum(b.stake) - sum(b.payout))::text as net
        from (${settledBets(null, start, end)}) b join members m on m.id = b.member_id
        where m.merchant_code = ${merchantCode} and m.is_agent <> 4 ${inCategories}
        group by 1 having sum(b.stake) - sum(b.payout) > 0
        order by 1`,
  );
  return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.net)]));
}

/** One cashback promotion's rewards for one period, in the caller's transaction. Answers the rewards written. */
async function payPromotionCashback(tx: Db, promotion: PromotionRow, rule: RuleRow, period: { start: Date; end: Date }): Promise<number> {
  const params = rule.params as unknown as CashbackParams;
  let losses = await netLosses(tx, promotion.merchantCode, period.start, period.end, params.categories);
  if ((rule.joinMode === 'button' || rule.joinMode === 'code') && losses.size > 0) {
    const joined = await tx
      .select({ memberId: promotionParticipants.memberId })
      .from(promotionParticipants)
      .where(and(eq(promotionParticipants.promotionId, promotion.id), inArray(promotionParticipants.memberId, [...losses.keys()]), lt(promotionParticipants.joinedAt, period.end)));
    const ids = new Set(joined.map((j) => j.memberId));
    losses = new Map([...losses].filter(([id]) => ids.has(id)));
  }
  const periodKey = periodKeyOf(rule.period, period.start);
  let written = 0;
  for (const [memberId, netLoss] of losses) {
    const amount = cashbackAmount(netLoss, params);
    if (amount <= 0n) continue;
    const [reward] = await tx
      .insert(promotionRewards)
      .values({
        promotionId: promotion.id,
        memberId,
        periodKey,
        amount,
        turnoverMultiple: rule.turnoverMultiple,
        sourceRef: `cashback:${periodKey}`,
        expiresAt: rule.joinMode === 'auto' ? null : new Date(period.end.getTime() + (params.claimDays ?? 7) * DAY),
      })
      .onConflictDoNothing()
      .returning();
    // written before (a window run again by hand): already paid or waiting
    if (!reward) continue;
    written += 1;
    if (rule.joinMode !== 'auto') continue;
    const [member] = await tx.select().from(members).where(eq(members.id, memberId));
    if (!member) continue;
    try {
      // a savepoint: a refusal (another bonus's turnover still open) leaves the reward waiting to be claimed, the rest of the window goes on
      await tx.transaction(async (sp) => {
        await payReward(sp, reward, member, 'issued', period.end);
      });
    } catch {
      await tx.update(promotionRewards).set({ expiresAt: new Date(period.end.getTime() + (params.claimDays ?? 7) * DAY) }).where(eq(promotionRewards.id, reward.id));
    }
  }
  return written;
}

/** Every running cashback promotion whose period ends at `end` (a brand midnight), paid for that period. */
export async function payCashbacks(tx: Db, end: Date): Promise<number> {
  const rules = await tx
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(and(eq(promotionRules.kind, 'cashback'), eq(promotions.enabled, true), lt(promotions.startsAt, end), or(isNull(promotions.endsAt), gt(promotions.endsAt, new Date(end.getTime() - 7 * DAY)))))
    .orderBy(promotions.id);
  let written = 0;
  for (const { promotion, rule } of rules) {
    const period = periodEndingAt(rule.period, end);
    // the promotion must have run during the period
    if (!period || (promotion.endsAt !== null && promotion.endsAt <= period.start)) continue;
    written += await payPromotionCashback(tx, promotion, rule, period);
  }
  return written;
}

/** Hourly windows; the one ending at a brand midnight pays the day (and on Mondays the week) that ended. */
export const cashbackJob = defineJob({
  name: 'promotions:cashback',
  everySeconds: 3600,
  catchUp: 48,
  run: async (tx, window) => {
    await payCashbacks(tx, window.end);
  },
});
