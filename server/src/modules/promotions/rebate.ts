import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { RebateClaim, RebatePayout, RebateSummary } from '../../../../src/shared/contract/promotions';
import { queryRows, type Db } from '../../db/client';
import { clubLabels, members, rebatePayouts, rebateRates, rebateWatermarks, type Member } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { toMajor } from '../../lib/money';
import { isGuestType } from '../../../../src/shared/contract/member';
import { accountOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';

/*
 * Rebate on turnover by category (the "Rebate" tab and the member centre's
 * Manual rebate). A member's valid turnover of a game category, settled
 * after its watermark (`rebate_watermarks`, one per member and category),
 * earns the brand's rate for that category and the member's VIP level.
 * Whoever pays — the daily job or the member's claim — locks the watermark,
 * pays the turnover settled in [watermark, until) through the ledger (kind
 * `rebate`, key `rebate:<member>:<category>:<watermark ms>`), writes the
 * payout and moves the watermark to `until`, in one transaction: the same
 * turnover is never paid twice, and a repeat after a crash replays the key.
 *
 * Settled means what the points use: an in-house round when played (a
 * draw, stake back, is no valid bet); a lottery ticket when its draw
 * settles it won or lost. A ticket pending at a claim is paid by a later
 * claim or job, since its settlement time comes after the watermark.
 */

/** Before any watermark: all settled turnover counts. */
const BEGINNING = new Date(0);
const HOUR = 3_600_000;
/** The brand's clock (UTC+7) and the hour its daily rebate is credited (the seeded promotion says 12:00). */
const BRAND_OFFSET = 7 * HOUR;
export const REBATE_DAILY_HOUR = 12;

/** rate percent (two decimals) × turnover, rounded down to the minor unit: 0.8 % of 1,234,567 minor = 9,876.536 → 9,876. */
export function rebateAmount(turnover: bigint, ratePercent: number): bigint {
  if (turnover <= 0n) return 0n;
  const hundredths = BigInt(Math.round(ratePercent * 100));
  return (turnover * hundredths) / 10_000n;
}

/** Settled bets of one member (or all members, `memberId` null) in [from, to): member, category, stake, valid bet, payout (minor). */
export function settledBets(memberId: number | null, from: Date, to: Date) {
  const f = from.toISOString();
  const t = to.toISOString();
  const member = (column: ReturnType<typeof sql.raw>) => (memberId === null ? sql`true` : sql`${column} = ${memberId}`);
  return sql`
    select r.member_id, g.category, r.stake, case when r.payout = r.stake then 0::bigint else r.stake end as valid, r.payout
    from inhouse_rounds r join games g on g.id = r.game_id
    where ${member(sql.raw('r.member_id'))} and r.created_at >= ${f}::timestamptz and r.created_at < ${t}::timestamptz
    union all
    select tk.member_id, coalesce(g.category, 'LOTT'), tk.stake, tk.stake, tk.payout
    from lottery_tickets tk left join games g on g.merchant_code = tk.merchant_code and g.game_code = tk.game_code
    where ${member(sql.raw('tk.member_id'))} and tk.state in ('won', 'lost')
      and tk.settled_at >= ${f}::timestamptz and tk.settled_at < ${t}::timestamptz`;
}

/** The member's VIP level: its club label's rank (0 without one). */
async function vipLevelOf(db: Db, member: Member): Promise<number> {
  if (member.clubLabelId === null) return 0;
  const [club] = await db.select({ level: clubLabels.rankLevel }).from(clubLabels).where(eq(clubLabels.id, member.clubLabelId)).limit(1);
  return club?.level ?? 0;
}

/** The brand's rate per category for this member: the row of the highest VIP level at or below the member's. */
export async function rebateRatesOf(db: Db, member: Member): Promise<Map<string, number>> {
  const level = await vipLevelOf(db, member);
  const rows = await db
    .select({ category: rebateRates.category, level: rebateRates.vipLevel, rate: rebateRates.ratePercent })
    .from(rebateRates)
    .where(and(eq(rebateRates.merchantCode, member.merchantCode), lte(rebateRates.vipLevel, level)))
    .orderBy(rebateRates.vipLevel);
  const rates = new Map<string, number>();
  for (const r of rows) rates.set(r.category, Number(r.rate));
  return rates;
}

async function watermarksOf(db: Db, memberId: number): Promise<Map<string, Date>> {
  const rows = await db.select().from(rebateWatermarks).where(eq(rebateWatermarks.memberId, memberId));
  return new Map(rows.map((r) => [r.category, r.paidUntil]));
}

/** Valid turnover per category of one member settled in [from, until). */
async function turnoverOf(db: Db, memberId: number, from: Date, until: Date, category?: string): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ category: string; valid: string }>(
    db,
    sql`select b.category, sum(b.valid)::text as valid from (${settledBets(memberId, from, until)}) b
        ${category === undefined ? sql`` : sql`where b.category = ${category}`}
        group by 1 having sum(b.valid) > 0`,
  );
  return new Map(rows.map((r) => [r.category, BigInt(r.valid)]));
}

/**
 * Pays one member's rebate of one category up to `until`, in the caller's
 * transaction: locks the watermark (made at the beginning the first time),
 * pays the turnover settled since at the member's rate, moves the
 * watermark. Answers the payout, or null when nothing was owed.
 */
export async function payRebate(
  tx: Db,
  member: Member,
  category: string,
  rate: number,
  until: Date,
  source: 'auto' | 'claim',
): Promise<typeof rebatePayouts.$inferSelect | null> {
  await tx.insert(rebateWatermarks).values({ memberId: member.id, category, paidUntil: BEGINNING }).onConflictDoNothing();
  const [mark] = await tx
    .select()
    .from(rebateWatermarks)
    .where(and(eq(rebateWatermarks.memberId, member.id), eq(rebateWatermarks.category, category)))
    .for('update');
  if (!mark || mark.paidUntil >= until) return null;
  const from = mark.paidUntil;
  const turnover = (await turnoverOf(tx, member.id, from, until, category)).get(category) ?? 0n;
  const amount = rebateAmount(turnover, rate);
  let payout: typeof rebatePayouts.$inferSelect | null = null;
  if (amount > 0n) {
    const moved = await transferRebate(tx, member, `rebate:${member.id}:${category}:${from.getTime()}`, amount, category);
    const rows = await tx
      .insert(rebatePayouts)
      .values({ memberId: member.id, category, fromAt: from, untilAt: until, turnover, ratePercent: rate.toFixed(2), amount, source, transactionId: moved })
      .returning();
    payout = rows[0] ?? null;
  }
  await tx
    .update(rebateWatermarks)
    .set({ paidUntil: until, updatedAt: sql`now()` })
    .where(and(eq(rebateWatermarks.memberId, member.id), eq(rebateWatermarks.category, category)));
  return payout;
}

async function transferRebate(tx: Db, member: Member, idempotencyKey: string, amount: bigint, category: string): Promise<number> {
  const result = await transfer(tx, {
    idempotencyKey,
    kind: 'rebate',
    memberId: member.id,
    ref: { type: 'rebate', id: `${member.id}:${category}` },
    memo: `rebate ${category}`,
    from: await houseAccountOf(tx, member.merchantCode, 'rebate'),
    to: await accountOf(tx, member.id, 'main'),
    amount,
  });
  return result.transactionId;
}

function payoutOf(p: typeof rebatePayouts.$inferSelect): RebatePayout {
  return {
    id: p.id,
    category: p.category,
    turnover: toMajor(p.turnover),
    rate: Number(p.ratePercent),
    amount: toMajor(p.amount),
    source: p.source as RebatePayout['source'],
    from: p.fromAt.getTime() === BEGINNING.getTime() ? null : p.fromAt.toISOString(),
    until: p.untilAt.toISOString(),
    paidAt: p.createdAt.toISOString(),
  };
}

/** Manual rebate: what is owed since the last payment per category at the brand's rates, and the last 50 payments. */
export async function rebateSummary(db: Db, member: Member, now: Date = new Date()): Promise<RebateSummary> {
  const [rates, marks] = await Promise.all([rebateRatesOf(db, member), watermarksOf(db, member.id)]);
  const categories: RebateSummary['categories'] = [];
  let total = 0n;
  const turnoverSince = new Map<string, bigint>();
  // one query per distinct watermark (usually one or two)
  const froms = new Map<number, string[]>();
  for (const category of rates.keys()) {
    const from = (marks.get(category) ?? BEGINNING).getTime();
    froms.set(from, [...(froms.get(from) ?? []), category]);
  }
  for (const [from, names] of froms) {
    const turnover = await turnoverOf(db, member.id, new Date(from), now);
    for (const name of names) turnoverSince.set(name, turnover.get(name) ?? 0n);
  }
  for (const [category, rate] of rates) {
    const turnover = turnoverSince.get(category) ?? 0n;
    const amount = rebateAmount(turnover, rate);
    total += amount;
    const since = marks.get(category);
    categories.push({ category, rate, turnover: toMajor(turnover), amount: toMajor(amount), since: since && since > BEGINNING ? since.toISOString() : null });
  }
  categories.sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category));
  const history = await db.select().from(rebatePayouts).where(eq(rebatePayouts.memberId, member.id)).orderBy(desc(rebatePayouts.createdAt), desc(rebatePayouts.id)).limit(50);
  return { categories, total: toMajor(total), history: history.map(payoutOf) };
}

/**
 * The member's claim: every category's rebate owed up to now, paid in one
 * transaction. Concurrent claims wait on the watermarks and the later one
 * finds nothing left; a repeat of the call answers what is left (nothing).
 */
export async function claimRebate(db: Db, member: Member, now: Date = new Date()): Promise<RebateClaim> {
  if (isGuestType(member.isAgent)) return { amount: 0, payouts: [] };
  const payouts = await db.transaction(async (tx) => {
    const rates = await rebateRatesOf(tx, member);
    const paid: Array<typeof rebatePayouts.$inferSelect> = [];
    for (const [category, rate] of [...rates].sort(([a], [b]) => a.localeCompare(b))) {
      if (rate <= 0) continue;
      const p = await payRebate(tx, member, category, rate, now, 'claim');
      if (p) paid.push(p);
    }
    return paid;
  });
  return { amount: toMajor(payouts.reduce((sum, p) => sum + p.amount, 0n)), payouts: payouts.map(payoutOf) };
}

/** The end of the brand's last day (midnight UTC+7) before `at`. */
export function brandMidnightBefore(at: Date): Date {
  const local = at.getTime() + BRAND_OFFSET;
  return new Date(Math.floor(local / (24 * HOUR)) * 24 * HOUR - BRAND_OFFSET);
}

/**
 * The daily rebate: every member with valid turnover settled on the brand's
 * day before `until` (midnight UTC+7) is paid each category's rebate up to
 * then, from its watermark. A member who claimed after midnight has a
 * watermark past `until` already: nothing is paid twice.
 */
export async function payDailyRebates(tx: Db, until: Date): Promise<number> {
  const from = new Date(until.getTime() - 24 * HOUR);
  const pairs = await queryRows<{ member_id: number; category: string }>(
    tx,
    sql`select distinct b.member_id, b.category from (${settledBets(null, from, until)}) b
        join members m on m.id = b.member_id
        join rebate_rates rr on rr.merchant_code = m.merchant_code and rr.category = b.category
        where m.is_agent <> 4 and b.valid > 0
        order by 1, 2`,
  );
  let paid = 0;
  const byMember = new Map<number, string[]>();
  for (const p of pairs) byMember.set(Number(p.member_id), [...(byMember.get(Number(p.member_id)) ?? []), p.category]);
  for (const [memberId, categories] of byMember) {
    const [member] = await tx.select().from(members).where(eq(members.id, memberId));
    if (!member) continue;
    const rates = await rebateRatesOf(tx, member);
    for (const category of categories) {
      const rate = rates.get(category) ?? 0;
      if (rate <= 0) continue;
      if (await payRebate(tx, member, category, rate, until, 'auto')) paid += 1;
    }
  }
  return paid;
}

/**
 * Hourly windows; the one ending at 12:00 brand time pays the turnover
 * settled up to that day's midnight (the seeded promotion's promise).
 * Exactly once per window (the runner), once per turnover (the watermarks).
 */
export const rebateDailyJob = defineJob({
  name: 'promotions:rebate-daily',
  everySeconds: 3600,
  catchUp: 48,
  run: async (tx, window) => {
    const localHour = new Date(window.end.getTime() + BRAND_OFFSET).getUTCHours();
    if (localHour !== REBATE_DAILY_HOUR) return;
    await payDailyRebates(tx, brandMidnightBefore(window.end));
  },
});
