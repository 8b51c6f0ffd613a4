import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  promotionErrorKeys as keys,
  promotionTabOf,
  type ActivityCard,
  type ActivityDetail,
  type ActivityState,
  type Ineligibility,
  type JoinMode,
  type PromotionTab,
  type Reward,
} from '../../../../src/shared/contract/promotions';
import type { Db } from '../../db/client';
import {
  depositOrders,
  promotionApplications,
  promotionParticipants,
  promotionPersonKeys,
  promotionRewards,
  promotionRules,
  promotions,
  uploads,
  type Member,
} from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { isGuestType } from '../../../../src/shared/contract/member';
import { loadTranslations, pick, type ContentLanguage } from '../content/i18n';
import { withLanguage } from '../content/home-notice';
import { grantBonus } from '../records/bonuses';
import { addTurnoverRequirement, turnoverRemaining } from '../withdraw/turnover';
import { personKeysOf, periodKeyOf, type AppDownloadParams, type RegistrationGiftParams } from './kinds';
import { marketingStopped } from '../protection/marketing';
import { vipRewardsOf } from '../vip/rewards';
import { vipLevelOf } from '../vip/ranks';

type PromotionRow = typeof promotions.$inferSelect;
type RuleRow = typeof promotionRules.$inferSelect;
type RewardRow = typeof promotionRewards.$inferSelect;
type ApplicationRow = typeof promotionApplications.$inferSelect;

const DAY = 86_400_000;
/** promotions that ended this long ago still show, as Closed */
const SHOW_ENDED_DAYS = 30;

/** What a member has to do with one promotion: what the state is computed from. */
interface MemberFacts {
  reward: RewardRow | undefined;
  application: ApplicationRow | undefined;
  joined: boolean;
  eligible: boolean;
  /** what of who may join holds the member back (null: nothing, or the kind's own rule) */
  ineligible: Ineligibility | null;
}

/**
 * The specification's activity state of one promotion for one member (null:
 * a visitor) at `now`. A reward waiting or paid speaks first, then an
 * application, then the period, then whether the member may join at all.
 */
export function stateOf(promotion: PromotionRow, rule: RuleRow | undefined, facts: MemberFacts | null, now: Date): ActivityState | null {
  if (promotion.startsAt > now) return 'comingSoon';
  const ended = promotion.endsAt !== null && promotion.endsAt <= now;
  if (!rule) return ended ? 'closed' : null;
  if (facts?.reward) {
    const r = facts.reward;
    if (r.state === 'claimable') return r.expiresAt !== null && r.expiresAt <= now ? 'closed' : 'claim';
    if (r.state === 'claimed') return 'claimed';
    if (r.state === 'issued') return 'issued';
    return 'closed';
  }
  if (facts?.application?.state === 'pending') return 'applying';
  if (ended) return 'closed';
  if (facts?.application?.state === 'rejected') return 'rejected';
  if (!facts) return rule.joinMode === 'auto' ? 'joined' : 'join';
  if (!facts.eligible) return 'closed';
  switch (rule.joinMode as JoinMode) {
    case 'auto':
      return 'joined';
    case 'button':
    case 'code':
      return facts.joined ? 'joined' : 'join';
    default:
      return 'join';
  }
}

/** The brand's promotions a visitor may see: running, coming, or ended within the last 30 days. */
async function visiblePromotions(db: Db, merchantCode: string, now: Date, ids?: number[]): Promise<Array<{ promotion: PromotionRow; rule: RuleRow | undefined }>> {
  const rows = await db
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotions)
    .leftJoin(promotionRules, eq(promotionRules.promotionId, promotions.id))
    .where(
      and(
        eq(promotions.merchantCode, merchantCode),
        eq(promotions.enabled, true),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, new Date(now.getTime() - SHOW_ENDED_DAYS * DAY))),
        ids ? inArray(promotions.id, ids) : undefined,
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
  return rows.map((r) => ({ promotion: r.promotion, rule: r.rule ?? undefined }));
}

async function hasCreditedDeposit(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.state, 'credited')))
    .limit(1);
  return row !== undefined;
}

/** Whether the person behind this account already had this once-per-person reward on another account. */
async function personAlreadyRewarded(db: Db, promotionId: number, member: Member): Promise<boolean> {
  const taken = await db
    .select({ memberId: promotionPersonKeys.memberId })
    .from(promotionPersonKeys)
    .where(and(eq(promotionPersonKeys.promotionId, promotionId), inArray(promotionPersonKeys.personKey, personKeysOf(member))));
  return taken.some((t) => t.memberId !== member.id);
}

async function creditedDeposits(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.state, 'credited')));
  return row?.n ?? 0;
}

const outside = (value: number, min: number | null, max: number | null) => (min !== null && value < min) || (max !== null && value > max);

/**
 * Who may join, by the promotion's eligibility rule (the brand is the
 * promotion's own): the member's VIP level within [min, max], its credited
 * deposits within [min, max], registered within `newWithinDays`. The first
 * bound the member misses, or null.
 */
export async function ineligibilityOf(db: Db, rule: RuleRow, member: Member, now: Date): Promise<Ineligibility | null> {
  if (rule.minVipLevel !== null || rule.maxVipLevel !== null) {
    if (outside(await vipLevelOf(db, member), rule.minVipLevel, rule.maxVipLevel)) return { reason: 'vipLevel', min: rule.minVipLevel, max: rule.maxVipLevel };
  }
  if (rule.minDeposits !== null || rule.maxDeposits !== null) {
    if (outside(await creditedDeposits(db, member.id), rule.minDeposits, rule.maxDeposits)) return { reason: 'deposits', min: rule.minDeposits, max: rule.maxDeposits };
  }
  if (rule.newWithinDays !== null && member.createdAt.getTime() + rule.newWithinDays * DAY <= now.getTime()) {
    return { reason: 'newPlayers', min: null, max: rule.newWithinDays };
  }
  return null;
}

/** Whether a member may take part in a promotion: who may join (`ineligibilityOf`), then its kind (the period aside). */
async function eligible(db: Db, promotion: PromotionRow, rule: RuleRow, member: Member, now: Date): Promise<boolean> {
  if (isGuestType(member.isAgent)) return false;
  if (await ineligibilityOf(db, rule, member, now)) return false;
  switch (rule.kind) {
    case 'registration_gift': {
      const params = rule.params as unknown as RegistrationGiftParams;
      return member.createdAt >= promotion.startsAt && member.createdAt.getTime() + params.claimDays * DAY > now.getTime() && !(await personAlreadyRewarded(db, promotion.id, member));
    }
    case 'first_deposit':
      // the member's first deposit earns it; a member who has deposited without it missed it
      return !(await hasCreditedDeposit(db, member.id));
    case 'reload':
      // the deposits after the first (which the first-deposit bonus speaks for)
      return hasCreditedDeposit(db, member.id);
    case 'app_download':
      return !(await personAlreadyRewarded(db, promotion.id, member));
    default:
      return true;
  }
}

/**
 * The rewards the engine owes a member without an event of its own: the
 * registration gift, written as waiting to be claimed (the unique
 * promotion, member, period makes a repeat write nothing). Waiting rewards
 * past their expiry become expired.
 */
export async function settleMemberRewards(db: Db, member: Member, now: Date = new Date()): Promise<void> {
  if (isGuestType(member.isAgent)) return;
  const gifts = await db
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(
      and(
        eq(promotions.merchantCode, member.merchantCode),
        eq(promotions.enabled, true),
        eq(promotionRules.kind, 'registration_gift'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
  for (const { promotion, rule } of gifts) {
    if (!(await eligible(db, promotion, rule, member, now))) continue;
    const params = rule.params as unknown as RegistrationGiftParams;
    await db
      .insert(promotionRewards)
      .values({
        promotionId: promotion.id,
        memberId: member.id,
        periodKey: periodKeyOf(rule.period, member.createdAt),
        amount: BigInt(params.amount),
        turnoverMultiple: rule.turnoverMultiple,
        sourceRef: 'registration',
        expiresAt: new Date(member.createdAt.getTime() + params.claimDays * DAY),
      })
      .onConflictDoNothing();
  }
  await db
    .update(promotionRewards)
    .set({ state: 'expired' })
    .where(and(eq(promotionRewards.memberId, member.id), eq(promotionRewards.state, 'claimable'), lte(promotionRewards.expiresAt, now)));
}

async function factsOf(db: Db, member: Member, items: Array<{ promotion: PromotionRow; rule: RuleRow | undefined }>, now: Date): Promise<Map<number, MemberFacts>> {
  const ids = items.filter((i) => i.rule).map((i) => i.promotion.id);
  const facts = new Map<number, MemberFacts>();
  if (ids.length === 0) return facts;
  const [rewards, applications, joined] = await Promise.all([
    db.select().from(promotionRewards).where(and(eq(promotionRewards.memberId, member.id), inArray(promotionRewards.promotionId, ids))).orderBy(desc(promotionRewards.createdAt), desc(promotionRewards.id)),
    db
      .select()
      .from(promotionApplications)
      .where(and(eq(promotionApplications.memberId, member.id), inArray(promotionApplications.promotionId, ids)))
      .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id)),
    db.select().from(promotionParticipants).where(and(eq(promotionParticipants.memberId, member.id), inArray(promotionParticipants.promotionId, ids))),
  ]);
  for (const { promotion, rule } of items) {
    if (!rule) continue;
    const period = periodKeyOf(rule.period, now);
    facts.set(promotion.id, {
      // a once-only reward counts whatever its period key; a periodic one only in the current period; a referral's rewards are per friend (the invite page shows them)
      reward: rule.kind === 'referral' ? undefined : rewards.find((r) => r.promotionId === promotion.id && (rule.period === 'once' || r.periodKey === period)),
      application: applications.find((a) => a.promotionId === promotion.id),
      joined: joined.some((j) => j.promotionId === promotion.id),
      eligible: await eligible(db, promotion, rule, member, now),
      ineligible: isGuestType(member.isAgent) ? null : await ineligibilityOf(db, rule, member, now),
    });
  }
  return facts;
}

export interface Viewer {
  merchantCode: string;
  member: Member | null;
  language: ContentLanguage | null;
}

function cardOf(promotion: PromotionRow, rule: RuleRow | undefined, state: ActivityState | null, text: Map<string, Record<string, string>>, language: ContentLanguage | null): ActivityCard {
  const fields = text.get(promotion.code);
  return {
    id: promotion.id,
    category: promotion.category,
    tab: promotionTabOf(promotion.category),
    title: pick(fields, 'title', promotion.title),
    summary: pick(fields, 'summary', promotion.summary),
    imageUrl: withLanguage(promotion.imageUrl, language ?? 'EN'),
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null,
    joinMode: (rule?.joinMode as JoinMode | undefined) ?? null,
    state,
  };
}

/** The promotions list: every visible promotion of the brand (of one tab), with the viewer's state. */
export async function activityList(db: Db, viewer: Viewer, tab: PromotionTab | undefined, now: Date = new Date()): Promise<{ items: ActivityCard[] }> {
  if (viewer.member) await settleMemberRewards(db, viewer.member, now);
  const items = (await visiblePromotions(db, viewer.merchantCode, now)).filter((i) => !tab || tab === 'all' || promotionTabOf(i.promotion.category) === tab);
  const facts = viewer.member ? await factsOf(db, viewer.member, items, now) : null;
  const text = await loadTranslations(db, 'promotion', items.map((i) => i.promotion.code), viewer.language);
  return {
    items: items.map(({ promotion, rule }) =>
      cardOf(promotion, rule, stateOf(promotion, rule, facts ? (facts.get(promotion.id) ?? null) : null, now), text, viewer.language),
    ),
  };
}

const notFound = () => apiError('NOT_FOUND', 'This promotion does not exist.', undefined, { reason: keys.notFound });

/** One promotion: the whole content, rules, the viewer's state, progress and waiting reward. */
export async function activityDetail(db: Db, viewer: Viewer, id: number, now: Date = new Date()): Promise<ActivityDetail> {
  if (viewer.member) await settleMemberRewards(db, viewer.member, now);
  const [item] = await visiblePromotions(db, viewer.merchantCode, now, [id]);
  if (!item) throw notFound();
  const { promotion, rule } = item;
  const facts = viewer.member ? (await factsOf(db, viewer.member, [item], now)).get(id) : undefined;
  const text = await loadTranslations(db, 'promotion', [promotion.code], viewer.language);
  const state = stateOf(promotion, rule, viewer.member ? (facts ?? null) : null, now);
  const params = (rule?.params ?? {}) as Record<string, number | undefined>;
  const capMinor = params.cap ?? params.amount;
  let progress: ActivityDetail['progress'] = null;
  const reward = facts?.reward;
  if (viewer.member && reward && reward.state !== 'claimable' && reward.state !== 'expired') {
    const target = reward.amount * BigInt(reward.turnoverMultiple) + reward.extraTurnover;
    if (target > 0n) {
      const remaining = await turnoverRemaining(db, viewer.member.id);
      const left = remaining < target ? remaining : target;
      progress = { done: toMajor(target - left), target: toMajor(target) };
    }
  }
  return {
    ...cardOf(promotion, rule, state, text, viewer.language),
    content: pick(text.get(promotion.code), 'content', promotion.content),
    rewardType: (rule?.rewardType as ActivityDetail['rewardType'] | undefined) ?? null,
    cap: capMinor === undefined ? null : toMajor(BigInt(capMinor)),
    turnoverMultiple: rule?.turnoverMultiple ?? 0,
    progress,
    claimableRewardId: state === 'claim' && reward ? reward.id : null,
    rejectReason: state === 'rejected' ? (facts?.application?.reason ?? null) : null,
    kind: (rule?.kind as ActivityDetail['kind']) ?? null,
    // said only where it is what closes the promotion to the member
    ineligible: state === 'closed' && facts?.ineligible && !(promotion.endsAt !== null && promotion.endsAt <= now) ? facts.ineligible : null,
  };
}

async function openRule(db: Db, member: Member, id: number, now: Date): Promise<{ promotion: PromotionRow; rule: RuleRow }> {
  const [row] = await db
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotions)
    .innerJoin(promotionRules, eq(promotionRules.promotionId, promotions.id))
    .where(and(eq(promotions.id, id), eq(promotions.merchantCode, member.merchantCode), eq(promotions.enabled, true)));
  if (!row) throw notFound();
  if (row.promotion.startsAt > now || (row.promotion.endsAt !== null && row.promotion.endsAt <= now)) {
    throw apiError('CONFLICT', 'This promotion is not open.', undefined, { reason: keys.notOpen });
  }
  if (!(await eligible(db, row.promotion, row.rule, member, now))) {
    throw apiError('FORBIDDEN', 'This promotion is not for this account.', undefined, { reason: keys.notEligible });
  }
  return row;
}

/** A member whom a time-out or self-exclusion holds takes part in no promotion and claims no reward (RTS 14). */
async function assertMarketingAllowed(db: Db, member: Member): Promise<void> {
  if (await marketingStopped(db, member.id)) {
    throw apiError('FORBIDDEN', 'Promotions are closed to your account during a time-out or self-exclusion.', undefined, { reason: keys.marketingStopped });
  }
}

/** Join by button: the member takes part from now on (a repeat changes nothing). */
export async function joinActivity(db: Db, member: Member, id: number, now: Date = new Date()): Promise<ActivityDetail> {
  await assertMarketingAllowed(db, member);
  const { rule } = await openRule(db, member, id, now);
  if (rule.joinMode !== 'button') throw apiError('CONFLICT', 'This promotion is not joined by a button.', undefined, { reason: keys.notEligible });
  await db.insert(promotionParticipants).values({ promotionId: id, memberId: member.id }).onConflictDoNothing();
  return activityDetail(db, { merchantCode: member.merchantCode, member, language: null }, id, now);
}

/**
 * Join by code: the member enters the code the brand gave out (compared
 * without regard to case); a right code joins as the button does, a wrong
 * one is a field error on `code`. The route limits the tries.
 */
export async function joinActivityByCode(db: Db, member: Member, input: { id: number; code: string }, language: ContentLanguage | null, now: Date = new Date()): Promise<ActivityDetail> {
  await assertMarketingAllowed(db, member);
  const { rule } = await openRule(db, member, input.id, now);
  if (rule.joinMode !== 'code' || rule.joinCode === null) throw apiError('CONFLICT', 'This promotion is not joined by a code.', undefined, { reason: keys.notEligible });
  if (input.code.trim().toLowerCase() !== rule.joinCode.trim().toLowerCase()) {
    throw apiError('VALIDATION', 'This code is not right for this promotion.', [{ field: 'code', key: keys.wrongCode }]);
  }
  await db.insert(promotionParticipants).values({ promotionId: input.id, memberId: member.id }).onConflictDoNothing();
  return activityDetail(db, { merchantCode: member.merchantCode, member, language }, input.id, now);
}

/**
 * Apply to a promotion joined by application: a remark (at most 140
 * characters, checked by the contract) and up to 3 of the member's own
 * uploads of purpose promotionApplication. One application under review
 * at a time; a rejected one may be followed by a new one.
 */
export async function applyActivity(
  db: Db,
  member: Member,
  input: { id: number; comment: string; imageIds: string[] },
  language: ContentLanguage | null,
  now: Date = new Date(),
): Promise<ActivityDetail> {
  const { rule } = await openRule(db, member, input.id, now);
  await assertMarketingAllowed(db, member);
  if (rule.joinMode !== 'application') throw apiError('CONFLICT', 'This promotion is not joined by application.', undefined, { reason: keys.notEligible });
  const imageIds = [...new Set(input.imageIds)];
  if (imageIds.length > 0) {
    const owned = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, imageIds), eq(uploads.memberId, member.id), eq(uploads.purpose, 'promotionApplication')));
    if (owned.length !== imageIds.length) {
      throw apiError('VALIDATION', 'Some pictures were not found. Please upload them again.', [{ field: 'imageIds', key: keys.imagesNotFound }]);
    }
  }
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .select({ id: promotionRewards.id })
      .from(promotionRewards)
      .where(and(eq(promotionRewards.promotionId, input.id), eq(promotionRewards.memberId, member.id), eq(promotionRewards.periodKey, periodKeyOf(rule.period, now))));
    if (paid) throw apiError('CONFLICT', 'This promotion has already rewarded you.', undefined, { reason: keys.alreadyJoined });
    const [created] = await tx
      .insert(promotionApplications)
      .values({ promotionId: input.id, memberId: member.id, comment: input.comment, imageIds })
      .onConflictDoNothing()
      .returning({ id: promotionApplications.id });
    if (!created) throw apiError('CONFLICT', 'Your application is already being reviewed.', undefined, { reason: keys.alreadyApplying });
  });
  return activityDetail(db, { merchantCode: member.merchantCode, member, language }, input.id, now);
}

/** The kinds paid once per person (personKeysOf), whichever of the person's accounts asks. */
const ONCE_PER_PERSON = new Set(['registration_gift', 'app_download']);

/** The ledger's and the bonus's key of a reward: member, promotion and period, so it is paid once whoever pays it. */
export const rewardKey = (r: Pick<RewardRow, 'promotionId' | 'memberId' | 'periodKey'>) => `promotion:${r.promotionId}:${r.memberId}:${r.periodKey}`;

/**
 * Pays a reward, in the caller's transaction, the reward row locked by the
 * caller: the abuse rules first (one per person for the registration gift;
 * no bonus with a turnover while another bonus's turnover is open unless
 * the promotion allows stacking), then the ledger's `bonus` movement with
 * its turnover (records/bonuses.ts) and the deposit's share of the
 * turnover, then the row becomes `state`.
 */
export async function payReward(tx: Db, reward: RewardRow, member: Member, state: 'claimed' | 'issued', now: Date = new Date(), key: string = rewardKey(reward)): Promise<RewardRow> {
  const [rule] = await tx.select().from(promotionRules).where(eq(promotionRules.promotionId, reward.promotionId));
  if (!rule) throw new Error(`promotion ${reward.promotionId} has no rule`);
  if (ONCE_PER_PERSON.has(rule.kind)) {
    const personKeys = personKeysOf(member);
    const taken = await tx
      .insert(promotionPersonKeys)
      .values(personKeys.map((personKey) => ({ promotionId: reward.promotionId, personKey, memberId: member.id })))
      .onConflictDoNothing()
      .returning({ key: promotionPersonKeys.personKey });
    if (taken.length !== personKeys.length) {
      const holders = await tx
        .select({ memberId: promotionPersonKeys.memberId })
        .from(promotionPersonKeys)
        .where(and(eq(promotionPersonKeys.promotionId, reward.promotionId), inArray(promotionPersonKeys.personKey, personKeys)));
      if (holders.some((h) => h.memberId !== member.id)) {
        throw apiError('CONFLICT', 'This gift has already been given to you on another account.', undefined, { reason: keys.personAlreadyRewarded });
      }
    }
  }
  const turnover = reward.amount * BigInt(reward.turnoverMultiple) + reward.extraTurnover;
  if (turnover > 0n && !rule.allowStacking && (await turnoverRemaining(tx, member.id)) > 0n) {
    throw apiError('CONFLICT', 'Finish the turnover of your current bonus first.', undefined, { reason: keys.bonusTurnoverOpen });
  }
  const granted = await grantBonus(tx, {
    memberId: member.id,
    merchantCode: member.merchantCode,
    reason: rule.kind === 'first_deposit' ? 'welcome' : 'promotion',
    amount: reward.amount,
    turnoverMultiple: reward.turnoverMultiple,
    key,
  });
  if (reward.extraTurnover > 0n) {
    await addTurnoverRequirement(tx, { memberId: member.id, source: 'promotion', ref: String(reward.id), amount: reward.extraTurnover });
  }
  const [updated] = await tx
    .update(promotionRewards)
    .set({ state, issuedAt: now, bonusId: granted.id, transactionId: granted.transactionId })
    .where(eq(promotionRewards.id, reward.id))
    .returning();
  if (!updated) throw new Error(`reward ${reward.id} vanished`);
  return updated;
}

export async function titlesOf(db: Db, ids: number[], language: ContentLanguage | null): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: promotions.id, code: promotions.code, title: promotions.title }).from(promotions).where(inArray(promotions.id, [...new Set(ids)]));
  const text = await loadTranslations(db, 'promotion', rows.map((r) => r.code), language);
  return new Map(rows.map((r) => [r.id, pick(text.get(r.code), 'title', r.title)]));
}

export function rewardOf(r: RewardRow, title: string): Reward {
  return {
    id: r.id,
    promotionId: r.promotionId,
    title,
    amount: toMajor(r.amount),
    turnoverMultiple: r.turnoverMultiple,
    state: r.state as Reward['state'],
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    issuedAt: r.issuedAt?.toISOString() ?? null,
  };
}

/** The reward centre: rewards waiting to be claimed (soonest expiry first), then the last 100 paid or expired. */
export async function rewardCentre(db: Db, member: Member, language: ContentLanguage | null, now: Date = new Date()): Promise<{ waiting: Reward[]; history: Reward[] }> {
  await settleMemberRewards(db, member, now);
  const rows = await db
    .select()
    .from(promotionRewards)
    .where(eq(promotionRewards.memberId, member.id))
    .orderBy(desc(promotionRewards.createdAt), desc(promotionRewards.id))
    .limit(200);
  const titles = await titlesOf(db, rows.map((r) => r.promotionId), language);
  const all = rows.map((r) => rewardOf(r, titles.get(r.promotionId) ?? ''));
  const waiting = all.filter((r) => r.state === 'claimable').sort((a, b) => (a.expiresAt ?? '9').localeCompare(b.expiresAt ?? '9'));
  const history = [...all.filter((r) => r.state !== 'claimable'), ...(await vipRewardsOf(db, member.id))].sort(
    (a, b) => (b.issuedAt ?? b.createdAt).localeCompare(a.issuedAt ?? a.createdAt),
  );
  return { waiting, history: history.slice(0, 100) };
}

/**
 * Claims a waiting reward: paid once, however many claims race (the row is
 * locked; a claim after the payment answers the paid reward), never after
 * its expiry.
 */
export async function claimReward(db: Db, member: Member, rewardId: number, language: ContentLanguage | null, now: Date = new Date()): Promise<Reward> {
  await assertMarketingAllowed(db, member);
  const paid = await db.transaction(async (tx) => {
    const [reward] = await tx
      .select()
      .from(promotionRewards)
      .where(and(eq(promotionRewards.id, rewardId), eq(promotionRewards.memberId, member.id)))
      .for('update');
    if (!reward) throw apiError('NOT_FOUND', 'This reward does not exist.', undefined, { reason: keys.rewardGone });
    if (reward.state === 'claimed' || reward.state === 'issued') return reward;
    if (reward.state === 'expired' || (reward.expiresAt !== null && reward.expiresAt <= now)) {
      throw apiError('CONFLICT', 'This reward has expired.', undefined, { reason: keys.rewardExpired });
    }
    return payReward(tx, reward, member, 'claimed', now);
  });
  const titles = await titlesOf(db, [paid.promotionId], language);
  return rewardOf(paid, titles.get(paid.promotionId) ?? '');
}

/**
 * The app-download bonus (kind `app_download`): the member's login from the
 * installed app (the login's `platform: 'app'`, which the site sends when it
 * runs as the installed app: a claim of the client, not a proof) writes
 * the reward to be claimed in the reward centre, once per person
 * (personKeysOf: another account of the same mobile number finds it taken
 * at the claim). A repeat login writes nothing.
 */
export async function rewardAppLogin(db: Db, member: Member, now: Date = new Date()): Promise<number> {
  if (isGuestType(member.isAgent)) return 0;
  const running = await db
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(
      and(
        eq(promotions.merchantCode, member.merchantCode),
        eq(promotions.enabled, true),
        eq(promotionRules.kind, 'app_download'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
  let written = 0;
  for (const { promotion, rule } of running) {
    if (await marketingStopped(db, member.id)) continue;
    if (!(await eligible(db, promotion, rule, member, now))) continue;
    const params = rule.params as unknown as AppDownloadParams;
    const created = await db
      .insert(promotionRewards)
      .values({
        promotionId: promotion.id,
        memberId: member.id,
        periodKey: 'once',
        amount: BigInt(params.amount),
        turnoverMultiple: rule.turnoverMultiple,
        sourceRef: 'app-login',
        expiresAt: new Date(now.getTime() + (params.claimDays ?? 7) * DAY),
      })
      .onConflictDoNothing()
      .returning({ id: promotionRewards.id });
    written += created.length;
  }
  return written;
}
