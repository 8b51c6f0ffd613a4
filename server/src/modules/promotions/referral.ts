import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ReferralFriend, ReferralSummary, ReferralTerms } from '../../../../src/shared/contract/referral';
import { REFERRAL_PAGE_SIZE } from '../../../../src/shared/contract/referral';
import { isGuestType } from '../../../../src/shared/contract/member';
import { queryRows, type Db } from '../../db/client';
import { paged } from '../../db/paged';
import { members, promotionPersonKeys, promotionRewards, promotionRules, promotions, type Member } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { toMajor } from '../../lib/money';
import { pageOf } from '../../lib/paging';
import { customerIdOf } from '../member/member-info';
import { marketingStopped } from '../protection/marketing';
import type { ContentLanguage } from '../content/i18n';
import { activityList, payReward } from './engine';
import { periodEndingAt, friendKeysOf, periodKeyOf, referralDepositReward, referralTurnoverShare, samePerson, type ReferralParams } from './kinds';
import { settledBets } from './rebate';

/*
 * Referral rewards (promotion kind `referral`, joined automatically): a
 * member who registered with another's referral code (`members.referrer_id`,
 * member/register.ts) is that member's friend. The referrer earns
 *
 * - `amount` once per friend, when a deposit of the friend of at least
 *   `minDeposit` is credited (in the deposit's transaction): reward period
 *   key `friend:<friend>`;
 * - with `percent`, that share of each friend's valid turnover of every
 *   period (rule period D or W, the brand's clock), at most `cap` per friend
 *   and period, paid by the hourly job when the period ends: period key
 *   `turnover:<friend>:<period>`.
 *
 * A reward row is unique by promotion, referrer and period key and its
 * ledger key is the reward's (`promotion:<promotion>:<referrer>:<key>`):
 * paid once per referrer and friend (and period), whoever credits the
 * deposit, however many race, whatever the job's restarts. Paid at once
 * (`issued`); one the engine refuses (another bonus's turnover still open)
 * waits in the reward centre for `claimDays`. Nothing is earned when the
 * friend is the referrer (same account or mobile number), by a second
 * account of a person already counted as a friend, by a guest or a locked
 * account, or while a time-out or self-exclusion stops marketing to the
 * referrer.
 */

const DAY = 86_400_000;
const maskAccount = (account: string) => (account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`);

type PromotionRow = typeof promotions.$inferSelect;
type RuleRow = typeof promotionRules.$inferSelect;
type RewardRow = typeof promotionRewards.$inferSelect;

/** The brand's referral promotions running at `now`. */
async function runningReferralRules(db: Db, merchantCode: string, now: Date): Promise<Array<{ promotion: PromotionRow; rule: RuleRow }>> {
  return db
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(
      and(
        eq(promotions.merchantCode, merchantCode),
        eq(promotions.enabled, true),
        eq(promotionRules.kind, 'referral'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(promotions.sortOrder, promotions.id);
}

/** The referrer who may earn by this friend, or null: a real active account, not the friend, not stopped by protection. */
async function rewardableReferrer(tx: Db, friend: Member): Promise<Member | null> {
  if (friend.referrerId === null || isGuestType(friend.isAgent)) return null;
  const [referrer] = await tx.select().from(members).where(eq(members.id, friend.referrerId));
  if (!referrer || referrer.status !== 'active' || isGuestType(referrer.isAgent)) return null;
  if (samePerson(friend, referrer)) return null;
  if (await marketingStopped(tx, referrer.id)) return null;
  return referrer;
}

/**
 * Writes a referral reward and pays it at once, in the caller's transaction;
 * a repeat (the row exists) does nothing. A refusal of the payment (another
 * bonus's turnover open) leaves it waiting to be claimed.
 */
async function writeAndPay(
  tx: Db,
  input: { promotionId: number; rule: RuleRow; referrer: Member; friendId: number; periodKey: string; amount: bigint; sourceRef: string },
  now: Date,
): Promise<RewardRow | null> {
  const params = input.rule.params as unknown as ReferralParams;
  const [reward] = await tx
    .insert(promotionRewards)
    .values({
      promotionId: input.promotionId,
      memberId: input.referrer.id,
      periodKey: input.periodKey,
      amount: input.amount,
      turnoverMultiple: input.rule.turnoverMultiple,
      sourceRef: input.sourceRef,
      referredMemberId: input.friendId,
      expiresAt: new Date(now.getTime() + (params.claimDays ?? 7) * DAY),
    })
    .onConflictDoNothing()
    .returning();
  if (!reward) return null;
  try {
    return await tx.transaction(async (sp) => payReward(sp, reward, input.referrer, 'issued', now));
  } catch {
    return reward;
  }
}

/**
 * The referral side of a credited deposit (called by the promotions' door,
 * deposits.ts, in the deposit's transaction): the friend's referrer earns
 * each running referral promotion's amount, once per friend, when the
 * deposit reaches its minimum.
 */
export async function onReferredDeposit(tx: Db, deposit: { orderId: number; memberId: number; merchantCode: string; paid: bigint }, now: Date): Promise<void> {
  const [friend] = await tx.select().from(members).where(eq(members.id, deposit.memberId));
  if (!friend || friend.referrerId === null) return;
  const rules = await runningReferralRules(tx, deposit.merchantCode, now);
  if (rules.length === 0) return;
  const referrer = await rewardableReferrer(tx, friend);
  if (!referrer) return;
  for (const { promotion, rule } of rules) {
    const amount = referralDepositReward(deposit.paid, rule.params as unknown as ReferralParams);
    if (amount <= 0n) continue;
    // one person is one friend: a second account of the same mobile number earns the referrer nothing more
    const keys = friendKeysOf(friend);
    await tx
      .insert(promotionPersonKeys)
      .values(keys.map((personKey) => ({ promotionId: promotion.id, personKey, memberId: friend.id })))
      .onConflictDoNothing();
    const holders = await tx
      .select({ memberId: promotionPersonKeys.memberId })
      .from(promotionPersonKeys)
      .where(and(eq(promotionPersonKeys.promotionId, promotion.id), sql`${promotionPersonKeys.personKey} in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`));
    if (holders.some((h) => h.memberId !== friend.id)) continue;
    await writeAndPay(
      tx,
      { promotionId: promotion.id, rule, referrer, friendId: friend.id, periodKey: `friend:${friend.id}`, amount, sourceRef: `deposit_order:${deposit.orderId}` },
      now,
    );
  }
}

/**
 * Every running referral promotion with a percent whose period ends at
 * `end` (a brand midnight): each referrer's share of each friend's valid
 * turnover of that period. Answers the rewards written.
 */
export async function payReferralTurnover(tx: Db, end: Date): Promise<number> {
  const rules = await tx
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(and(eq(promotionRules.kind, 'referral'), eq(promotions.enabled, true), lt(promotions.startsAt, end), or(isNull(promotions.endsAt), gt(promotions.endsAt, new Date(end.getTime() - 7 * DAY)))))
    .orderBy(promotions.id);
  let written = 0;
  for (const { promotion, rule } of rules) {
    const params = rule.params as unknown as ReferralParams;
    const period = periodEndingAt(rule.period, end);
    if (!params.percent || !period || (promotion.endsAt !== null && promotion.endsAt <= period.start)) continue;
    const turnovers = await queryRows<{ friend_id: number; turnover: string }>(
      tx,
      sql`select f.id as friend_id, sum(b.valid)::text as turnover
          from (${settledBets(null, period.start, period.end)}) b join members f on f.id = b.member_id
          where f.merchant_code = ${promotion.merchantCode} and f.referrer_id is not null and f.is_agent <> 4
          group by 1 having sum(b.valid) > 0 order by 1`,
    );
    const periodKey = periodKeyOf(rule.period, period.start);
    for (const row of turnovers) {
      const amount = referralTurnoverShare(BigInt(row.turnover), params);
      if (amount <= 0n) continue;
      const [friend] = await tx.select().from(members).where(eq(members.id, Number(row.friend_id)));
      if (!friend) continue;
      const referrer = await rewardableReferrer(tx, friend);
      if (!referrer) continue;
      const reward = await writeAndPay(
        tx,
        { promotionId: promotion.id, rule, referrer, friendId: friend.id, periodKey: `turnover:${friend.id}:${periodKey}`, amount, sourceRef: `referral_turnover:${periodKey}` },
        period.end,
      );
      if (reward) written += 1;
    }
  }
  return written;
}

/** Hourly windows; the one ending at a brand midnight pays the day (and on Mondays the week) that ended. */
export const referralJob = defineJob({
  name: 'promotions:referral',
  everySeconds: 3600,
  catchUp: 48,
  run: async (tx, window) => {
    await payReferralTurnover(tx, window.end);
  },
});

function termsOf(rule: RuleRow): ReferralTerms {
  const p = rule.params as unknown as ReferralParams;
  const money = (v: number | undefined) => (typeof v === 'number' ? toMajor(BigInt(v)) : null);
  return {
    amount: money(p.amount),
    minDeposit: money(p.minDeposit),
    percent: typeof p.percent === 'number' ? p.percent : null,
    cap: money(p.cap),
    period: rule.period as ReferralTerms['period'],
    turnoverMultiple: rule.turnoverMultiple,
  };
}

/** The invite page's summary: the member's code and link, the friends, what they earned, the brand's REFERRAL promotion. */
export async function referralSummary(db: Db, member: Member, origin: string, language: ContentLanguage | null, now: Date = new Date()): Promise<ReferralSummary> {
  const code = customerIdOf(member);
  const [counts] = await queryRows<{ friends: string; deposited: string }>(
    db,
    sql`select count(*)::text as friends,
               count(*) filter (where exists (select 1 from deposit_orders d where d.member_id = m.id and d.state = 'credited'))::text as deposited
        from members m where m.referrer_id = ${member.id}`,
  );
  const [sums] = await queryRows<{ earned: string; waiting: string }>(
    db,
    sql`select coalesce(sum(amount) filter (where state in ('issued', 'claimed')), 0)::text as earned,
               coalesce(sum(amount) filter (where state = 'claimable' and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)), 0)::text as waiting
        from promotion_rewards where member_id = ${member.id} and referred_member_id is not null`,
  );
  const rules = await runningReferralRules(db, member.merchantCode, now);
  const first = rules[0];
  const cards = await activityList(db, { merchantCode: member.merchantCode, member, language }, undefined, now);
  // the REFERRAL entry: the running referral promotion, else a card of the referral category
  const card = cards.items.find((c) => c.id === first?.promotion.id) ?? cards.items.find((c) => c.category === 'referral' && c.state !== 'closed' && c.state !== 'comingSoon') ?? null;
  return {
    referralCode: code,
    link: `${origin.replace(/\/$/, '')}/register?referralCode=${encodeURIComponent(code)}`,
    friends: Number(counts?.friends ?? 0),
    deposited: Number(counts?.deposited ?? 0),
    earned: toMajor(BigInt(sums?.earned ?? '0')),
    waiting: toMajor(BigInt(sums?.waiting ?? '0')),
    promotion: card,
    terms: first ? termsOf(first.rule) : null,
  };
}

/** The friends who registered with the member's code, newest first, with what each earned the member (paid or waiting). */
export async function referralFriends(
  db: Db,
  member: Member,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
): Promise<{ items: ReferralFriend[]; pageNo: number; totalPages: number; totalCount: number }> {
  const page = await paged<{ id: number; account: string; created_at: string | Date; deposited: boolean; earned: string }>(db, pageOf(input, REFERRAL_PAGE_SIZE), {
    select: sql`select m.id, m.account, m.created_at,
                  exists (select 1 from deposit_orders d where d.member_id = m.id and d.state = 'credited') as deposited,
                  (select coalesce(sum(r.amount), 0) from promotion_rewards r
                    where r.member_id = ${member.id} and r.referred_member_id = m.id and r.state <> 'expired')::text as earned
                from members m where m.referrer_id = ${member.id}`,
    orderBy: sql`created_at desc, id desc`,
  });
  return {
    items: page.rows.map((r) => ({
      name: maskAccount(r.account),
      joinedAt: new Date(r.created_at).toISOString(),
      deposited: r.deposited === true || (r.deposited as unknown) === 't',
      earned: toMajor(BigInt(r.earned)),
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.total,
  };
}
