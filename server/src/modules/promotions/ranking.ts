import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { maskAccount, type Leaderboard, type Standing } from '../../../../src/shared/contract/promotions-ranking';
import { queryRows, type Db } from '../../db/client';
import { members, promotionParticipants, promotionPrizes, promotionRewards, promotionRules, promotions, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { promotionErrorKeys as keys } from '../../../../src/shared/contract/promotions';
import { payReward } from './engine';
import { periodAround, periodKeyOf, rankTurnovers, type LeaderboardParams, type Turnover } from './kinds';
import { marketingAllowed } from '../protection/marketing';

/*
 * The leaderboard (kind `leaderboard`, the "Ranking" tab): every member's
 * stakes in the period (the ledger's `bet` movements out of the main
 * wallet, of the promotion's game categories: an in-house round's game, a
 * lottery order is LOTT), ranked by turnover and then by who reached it
 * first. The standings are live; when the period ends the prizes job pays
 * its places (payLeaderboard): a `promotion_prizes` row per place, unique by
 * promotion, period and place, and the ledger's key
 * `promotion:<promotion>:<period>:place:<n>` — paid once whatever the
 * instances and restarts.
 */

const DAY = 86_400_000;
type PromotionRow = typeof promotions.$inferSelect;
type RuleRow = typeof promotionRules.$inferSelect;

/** Stakes per member of the brand in [start, end) from the ledger, over the categories (none: all); members whom marketing must leave alone are not counted. */
export async function turnovers(db: Db, merchantCode: string, start: Date, end: Date, categories: string[] | undefined, memberId?: number): Promise<Turnover[]> {
  const inCategories =
    categories && categories.length > 0
      ? sql`and coalesce(g.category, case when t.ref_type = 'lottery_order' then 'LOTT' end) in (${sql.join(categories.map((c) => sql`${c}`), sql`, `)})`
      : sql``;
  const rows = await queryRows<{ member_id: number; account: string; turnover: string; reached: Date | string }>(
    db,
    sql`select t.member_id, m.account, (-sum(p.amount))::text as turnover, max(t.created_at) as reached
        from ledger_transactions t
        join ledger_postings p on p.transaction_id = t.id and p.account_kind = 'main' and p.amount < 0
        join members m on m.id = t.member_id
        left join inhouse_rounds r on t.ref_type = 'inhouse_round' and r.member_id = t.member_id and r.round_id = t.ref_id
        left join games g on g.id = r.game_id
        where t.kind = 'bet' and t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
          and m.merchant_code = ${merchantCode} and m.is_agent <> 4
          -- a time-out or self-exclusion stops marketing: no place, no tickets, no prize
          and ${marketingAllowed(sql`t.member_id`)}
          ${memberId === undefined ? sql`` : sql`and t.member_id = ${memberId}`}
          ${inCategories}
        group by t.member_id, m.account`,
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), account: r.account, turnover: BigInt(r.turnover), reachedAt: new Date(r.reached) }));
}

/** Members who joined by button before `end` (a promotion joined automatically: everyone). */
export async function onlyJoined<T extends { memberId: number }>(db: Db, promotionId: number, rule: RuleRow, rows: T[], end: Date): Promise<T[]> {
  if (rule.joinMode !== 'button' || rows.length === 0) return rows;
  const joined = await db
    .select({ memberId: promotionParticipants.memberId })
    .from(promotionParticipants)
    .where(and(eq(promotionParticipants.promotionId, promotionId), inArray(promotionParticipants.memberId, rows.map((r) => r.memberId)), lt(promotionParticipants.joinedAt, end)));
  const ids = new Set(joined.map((j) => j.memberId));
  return rows.filter((r) => ids.has(r.memberId));
}

export async function rankedPromotion(db: Db, merchantCode: string, id: number, kind: 'leaderboard' | 'raffle', now: Date): Promise<{ promotion: PromotionRow; rule: RuleRow }> {
  const [row] = await db
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotions)
    .innerJoin(promotionRules, eq(promotionRules.promotionId, promotions.id))
    .where(and(eq(promotions.id, id), eq(promotions.merchantCode, merchantCode), eq(promotions.enabled, true), eq(promotionRules.kind, kind)));
  if (!row || row.promotion.startsAt > new Date(now.getTime() + 30 * DAY)) {
    throw apiError('NOT_FOUND', 'This promotion does not exist.', undefined, { reason: keys.notFound });
  }
  return row;
}

/** The period shown: the one running now, or the promotion's last one once it has ended. */
export function shownPeriod(promotion: PromotionRow, rule: RuleRow, now: Date) {
  const at = promotion.endsAt !== null && promotion.endsAt <= now ? new Date(promotion.endsAt.getTime() - 1) : promotion.startsAt > now ? promotion.startsAt : now;
  const period = periodAround(rule.period, at);
  return { ...period, key: periodKeyOf(rule.period, period.start) };
}

/** The part of a period the promotion ran: stakes before its start or after its end do not count. */
export function runningPart(promotion: PromotionRow, period: { start: Date; end: Date }): { start: Date; end: Date } {
  const start = promotion.startsAt > period.start ? promotion.startsAt : period.start;
  const end = promotion.endsAt !== null && promotion.endsAt < period.end ? promotion.endsAt : period.end;
  return { start, end: end < start ? start : end };
}

const prizeTable = (prizes: number[]) => prizes.map((amount, i) => ({ place: i + 1, amount: toMajor(BigInt(amount)) }));

/** A leaderboard's live standings for a visitor or a member. */
export async function leaderboardView(db: Db, merchantCode: string, member: Member | null, id: number, now: Date = new Date()): Promise<Leaderboard> {
  const { promotion, rule } = await rankedPromotion(db, merchantCode, id, 'leaderboard', now);
  const params = rule.params as unknown as LeaderboardParams;
  const period = shownPeriod(promotion, rule, now);
  const counted = runningPart(promotion, period);
  const ranked = rankTurnovers(await onlyJoined(db, promotion.id, rule, await turnovers(db, merchantCode, counted.start, counted.end, params.categories), period.end));
  const prizes = params.prizes ?? [];
  const top = Math.max(1, Math.min(params.top ?? 10, 100));
  const standing = (r: { place: number; account: string; turnover: bigint }): Standing => ({
    place: r.place,
    account: maskAccount(r.account),
    turnover: toMajor(r.turnover),
    prize: prizes[r.place - 1] === undefined ? null : toMajor(BigInt(prizes[r.place - 1] ?? 0)),
  });
  const mine = member ? ranked.find((r) => r.memberId === member.id) : undefined;
  // the last period paid
  const [lastPaid] = await db
    .select({ periodKey: promotionPrizes.periodKey })
    .from(promotionPrizes)
    .where(eq(promotionPrizes.promotionId, promotion.id))
    .orderBy(sql`${promotionPrizes.createdAt} desc`, sql`${promotionPrizes.periodKey} desc`)
    .limit(1);
  let last: Leaderboard['last'] = null;
  if (lastPaid) {
    const rows = await db
      .select({ place: promotionPrizes.place, score: promotionPrizes.score, amount: promotionPrizes.amount, account: members.account })
      .from(promotionPrizes)
      .innerJoin(members, eq(members.id, promotionPrizes.memberId))
      .where(and(eq(promotionPrizes.promotionId, promotion.id), eq(promotionPrizes.periodKey, lastPaid.periodKey)))
      .orderBy(asc(promotionPrizes.place));
    last = { period: lastPaid.periodKey, places: rows.map((r) => ({ place: r.place, account: maskAccount(r.account), turnover: toMajor(r.score), prize: toMajor(r.amount) })) };
  }
  return {
    promotionId: promotion.id,
    period: { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() },
    categories: params.categories ?? [],
    prizes: prizeTable(prizes),
    top: ranked.slice(0, top).map(standing),
    me: member ? { place: mine?.place ?? null, turnover: mine ? toMajor(mine.turnover) : 0 } : null,
    last,
  };
}

/**
 * Writes and pays one place, in the caller's transaction: the prize row
 * (unique by promotion, period and place: a place written before is left
 * as it is), the member's reward and its payment through the ledger keyed
 * by the place. A payment the abuse rules refuse (another bonus's turnover
 * open, without stacking) leaves the reward to be claimed. Answers whether
 * the place was written now.
 */
export async function payPlace(
  tx: Db,
  promotion: PromotionRow,
  rule: RuleRow,
  place: { periodKey: string; place: number; memberId: number; score: bigint; reachedAt: Date | null; ticket: number | null; amount: bigint },
  at: Date,
  claimDays = 7,
): Promise<boolean> {
  if (place.amount <= 0n) return false;
  const [written] = await tx
    .insert(promotionPrizes)
    .values({ promotionId: promotion.id, ...place })
    .onConflictDoNothing()
    .returning({ place: promotionPrizes.place });
  if (!written) return false;
  const [reward] = await tx
    .insert(promotionRewards)
    .values({
      promotionId: promotion.id,
      memberId: place.memberId,
      periodKey: place.periodKey,
      amount: place.amount,
      turnoverMultiple: rule.turnoverMultiple,
      sourceRef: `${rule.kind}:${place.periodKey}:place:${place.place}`,
      expiresAt: null,
    })
    .onConflictDoNothing()
    .returning();
  if (!reward) return true;
  await tx.update(promotionPrizes).set({ rewardId: reward.id }).where(and(eq(promotionPrizes.promotionId, promotion.id), eq(promotionPrizes.periodKey, place.periodKey), eq(promotionPrizes.place, place.place)));
  const [member] = await tx.select().from(members).where(eq(members.id, place.memberId));
  if (!member) return true;
  try {
    await tx.transaction(async (sp) => {
      await payReward(sp, reward, member, 'issued', at, `promotion:${promotion.id}:${place.periodKey}:place:${place.place}`);
    });
  } catch {
    await tx.update(promotionRewards).set({ expiresAt: new Date(at.getTime() + claimDays * DAY) }).where(eq(promotionRewards.id, reward.id));
  }
  return true;
}

/** Pays a leaderboard's places for the period [start, end). Answers the places written. */
export async function payLeaderboard(tx: Db, promotion: PromotionRow, rule: RuleRow, period: { start: Date; end: Date }): Promise<number> {
  const params = rule.params as unknown as LeaderboardParams;
  const prizes = params.prizes ?? [];
  const counted = runningPart(promotion, period);
  const ranked = rankTurnovers(await onlyJoined(tx, promotion.id, rule, await turnovers(tx, promotion.merchantCode, counted.start, counted.end, params.categories), period.end));
  const periodKey = periodKeyOf(rule.period, period.start);
  let written = 0;
  for (const r of ranked.slice(0, prizes.length)) {
    const amount = BigInt(prizes[r.place - 1] ?? 0);
    if (await payPlace(tx, promotion, rule, { periodKey, place: r.place, memberId: r.memberId, score: r.turnover, reachedAt: r.reachedAt, ticket: null, amount }, period.end)) written += 1;
  }
  return written;
}

/** The running leaderboards and raffles of every brand that may have a period ending at `end`. */
export async function rankedPromotions(tx: Db, kind: 'leaderboard' | 'raffle', end: Date) {
  return tx
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(and(eq(promotionRules.kind, kind), eq(promotions.enabled, true), lt(promotions.startsAt, end), or(isNull(promotions.endsAt), gt(promotions.endsAt, new Date(end.getTime() - 32 * DAY)))))
    .orderBy(promotions.id);
}
