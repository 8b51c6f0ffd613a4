import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { drawRaffle, maskAccount, type Raffle } from '../../../../src/shared/contract/promotions-ranking';
import type { Db } from '../../db/client';
import { members, promotionDraws, promotionPrizes, type Member, type promotionRules, type promotions } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { toMajor } from '../../lib/money';
import { hmacSha256, sha256 } from '../lottery/engine';
import { periodAround, periodEndingAt, periodKeyOf, ticketsOf, type RaffleParams } from './kinds';
import { onlyJoined, payLeaderboard, payPlace, rankedPromotion, rankedPromotions, runningPart, shownPeriod, turnovers } from './ranking';

/*
 * The raffle (kind `raffle`): a ticket per `ticketStake` staked in the
 * period (the leaderboard's turnover). Each period's draw has a seed chosen
 * ahead and committed by its SHA-256 (`promotion_draws`, shown on the
 * promotion's page from the period's first view or the prizes job's first
 * hour in it); at the period's end the prizes job draws it like the lottery
 * (HMAC-SHA256 stream of the seed, drawRaffle in the shared contract), from
 * the entries — every member's tickets in member order — and reveals the
 * seed with them: anyone can check sha256(seed) against the commitment and
 * recompute the winners. Each winner is paid as a place (ranking.ts
 * payPlace): once, whatever the instances and restarts.
 */

type PromotionRow = typeof promotions.$inferSelect;
type RuleRow = typeof promotionRules.$inferSelect;

/** The draw row of a period, made with a new seed the first time (a concurrent maker's seed wins: the one stored is the commitment). */
export async function commitDraw(db: Db, promotionId: number, periodKey: string) {
  const seed = randomBytes(32).toString('hex');
  await db.insert(promotionDraws).values({ promotionId, periodKey, seed, seedHash: sha256(seed) }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(promotionDraws)
    .where(and(eq(promotionDraws.promotionId, promotionId), eq(promotionDraws.periodKey, periodKey)));
  if (!row) throw new Error(`draw ${promotionId}:${periodKey} vanished`);
  return row;
}

/** The entries of a period: members with at least one ticket, in member order. */
async function entriesOf(db: Db, promotion: PromotionRow, rule: RuleRow, period: { start: Date; end: Date }) {
  const params = rule.params as unknown as RaffleParams;
  const counted = runningPart(promotion, period);
  const rows = await onlyJoined(db, promotion.id, rule, await turnovers(db, promotion.merchantCode, counted.start, counted.end, params.categories), period.end);
  return rows
    .map((r) => ({ memberId: r.memberId, account: maskAccount(r.account), tickets: ticketsOf(r.turnover, params.ticketStake) }))
    .filter((e) => e.tickets > 0)
    .sort((a, b) => a.memberId - b.memberId);
}

/**
 * Draws a raffle's period and pays its winners, in the caller's
 * transaction: the draw row is locked; a period drawn before is left as it
 * is (its places are paid again only where missing).
 */
export async function drawAndPay(tx: Db, promotion: PromotionRow, rule: RuleRow, period: { start: Date; end: Date }): Promise<number> {
  const params = rule.params as unknown as RaffleParams;
  const periodKey = periodKeyOf(rule.period, period.start);
  await commitDraw(tx, promotion.id, periodKey);
  const [draw] = await tx
    .select()
    .from(promotionDraws)
    .where(and(eq(promotionDraws.promotionId, promotion.id), eq(promotionDraws.periodKey, periodKey)))
    .for('update');
  if (!draw) return 0;
  const entries = draw.entries ?? (await entriesOf(tx, promotion, rule, period));
  if (!draw.entries) {
    await tx.update(promotionDraws).set({ entries, drawnAt: period.end }).where(and(eq(promotionDraws.promotionId, promotion.id), eq(promotionDraws.periodKey, periodKey)));
  }
  const prizes = params.prizes ?? [];
  const winners = drawRaffle(hmacSha256, draw.seed, `${promotion.id}:${periodKey}`, entries.map((e) => e.tickets), prizes.length);
  let written = 0;
  for (const [i, w] of winners.entries()) {
    const entry = entries[w.entry];
    if (!entry) continue;
    const amount = BigInt(prizes[i] ?? 0);
    if (await payPlace(tx, promotion, rule, { periodKey, place: i + 1, memberId: entry.memberId, score: BigInt(entry.tickets), reachedAt: null, ticket: w.ticket, amount }, period.end)) written += 1;
  }
  return written;
}

/** A raffle as the promotion's page shows it: the prizes, this period's commitment and tickets, the last draw with its proof. */
export async function raffleView(db: Db, merchantCode: string, member: Member | null, id: number, now: Date = new Date()): Promise<Raffle> {
  const { promotion, rule } = await rankedPromotion(db, merchantCode, id, 'raffle', now);
  const params = rule.params as unknown as RaffleParams;
  const period = shownPeriod(promotion, rule, now);
  const draw = await commitDraw(db, promotion.id, period.key);
  const entries = draw.entries ?? (await entriesOf(db, promotion, rule, period));
  let me: Raffle['me'] = null;
  if (member) {
    const counted = runningPart(promotion, period);
    const [mine] = await turnovers(db, merchantCode, counted.start, counted.end, params.categories, member.id);
    me = { tickets: mine ? ticketsOf(mine.turnover, params.ticketStake) : 0, turnover: mine ? toMajor(mine.turnover) : 0 };
  }
  const [lastDraw] = await db
    .select()
    .from(promotionDraws)
    .where(and(eq(promotionDraws.promotionId, promotion.id), isNotNull(promotionDraws.drawnAt)))
    .orderBy(desc(promotionDraws.drawnAt))
    .limit(1);
  let last: Raffle['last'] = null;
  if (lastDraw?.entries && lastDraw.drawnAt) {
    const won = await db
      .select({ place: promotionPrizes.place, ticket: promotionPrizes.ticket, amount: promotionPrizes.amount, account: members.account })
      .from(promotionPrizes)
      .innerJoin(members, eq(members.id, promotionPrizes.memberId))
      .where(and(eq(promotionPrizes.promotionId, promotion.id), eq(promotionPrizes.periodKey, lastDraw.periodKey)))
      .orderBy(asc(promotionPrizes.place));
    last = {
      period: lastDraw.periodKey,
      seedHash: lastDraw.seedHash,
      seed: lastDraw.seed,
      entries: lastDraw.entries.map((e) => ({ account: e.account, tickets: e.tickets })),
      winners: won.map((w) => ({ place: w.place, account: maskAccount(w.account), ticket: w.ticket ?? 0, amount: toMajor(w.amount) })),
      drawnAt: lastDraw.drawnAt.toISOString(),
    };
  }
  return {
    promotionId: promotion.id,
    ticketStake: toMajor(BigInt(params.ticketStake)),
    prizes: (params.prizes ?? []).map((amount, i) => ({ place: i + 1, amount: toMajor(BigInt(amount)) })),
    categories: params.categories ?? [],
    current: {
      period: { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() },
      seedHash: draw.seedHash,
      totalTickets: entries.reduce((sum, e) => sum + e.tickets, 0),
      entrants: entries.length,
    },
    me,
    last,
  };
}

/**
 * Every leaderboard and raffle whose period ends at `end` is paid for that
 * period; every running raffle has its current period's seed committed.
 */
export async function payRankedPromotions(tx: Db, end: Date): Promise<number> {
  let written = 0;
  for (const kind of ['leaderboard', 'raffle'] as const) {
    for (const { promotion, rule } of await rankedPromotions(tx, kind, end)) {
      const period = periodEndingAt(rule.period, end);
      if (period && (promotion.endsAt === null || promotion.endsAt > period.start) && promotion.startsAt < period.end) {
        written += kind === 'leaderboard' ? await payLeaderboard(tx, promotion, rule, period) : await drawAndPay(tx, promotion, rule, period);
      }
      if (kind === 'raffle' && (promotion.endsAt === null || promotion.endsAt > end)) {
        await commitDraw(tx, promotion.id, periodKeyOf(rule.period, periodAround(rule.period, end).start));
      }
    }
  }
  return written;
}

/** Hourly windows; the one ending at a brand midnight pays the days (on Mondays the weeks, on the 1st the months) that ended. */
export const rankedPrizesJob = defineJob({
  name: 'promotions:ranked-prizes',
  everySeconds: 3600,
  catchUp: 48,
  run: async (tx, window) => {
    await payRankedPromotions(tx, window.end);
  },
});
