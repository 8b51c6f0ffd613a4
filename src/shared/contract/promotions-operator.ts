import * as z from 'zod/mini';
import { operatorEndpoint, REASON_MAX, REASON_MIN, type OperatorRole } from './operator';
import { plain, readable, singleLine } from './text';
import { joinCodeSchema, promotionKinds, promotionTabOf, rewardSchema, type joinModes, type PromotionKind, type PromotionTab } from './promotions';

/**
 * The console's review of promotion applications (`/wps/operator/promotion-…`):
 * the list with the member's remark and images, approve with an amount (at
 * most the promotion's cap: paid through the ledger at once), reject with a
 * reason. Kept apart from `promotions.ts`, which the player's site loads;
 * served by `server/src/modules/promotions/`.
 */

const reviewers = ['admin', 'finance'] as const satisfies readonly OperatorRole[];
const id = z.number().check(z.int(), z.positive());
const reason = z.string().check(z.trim(), z.minLength(REASON_MIN), z.maxLength(REASON_MAX), readable());

export const applicationStates = ['pending', 'approved', 'rejected'] as const;

export const operatorApplicationSchema = z.object({
  id: z.number(),
  promotionId: z.number(),
  promotionTitle: z.string(),
  member: z.object({ id: z.number(), account: z.string() }),
  merchantCode: z.string(),
  currencySymbol: z.string(),
  comment: z.string(),
  /** upload ids: the console reads them at `/wps/uploads/<id>` with its token */
  imageIds: z.array(z.string()),
  state: z.enum(applicationStates),
  reason: z.nullable(z.string()),
  /** major units: what the approval paid */
  amount: z.nullable(z.number()),
  /** major units: the most an approval may pay */
  cap: z.number(),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

/** The audit actions of the review and the editor. */
export const promotionAuditActions = {
  approve: 'promotionApplication.approve',
  reject: 'promotionApplication.reject',
  create: 'promotion.create',
  update: 'promotion.update',
  pause: 'promotion.pause',
  resume: 'promotion.resume',
} as const;

// ——— the editor (role admin) ———

const editors = ['admin'] as const satisfies readonly OperatorRole[];

/**
 * A promotion's category: one per tab of the specification but All (which
 * shows every one); `new_player` is the Newbie tab, which also feeds the
 * registration page's carousel; `referral` (the invite page's REFERRAL
 * entry) is shown under Others.
 */
export const promotionCategories = ['others', 'referral', 'sports', 'live', 'slots', 'cards', 'fish', 'lotto', 'rebate', 'points_mall', 'ranking', 'deposit', 'app', 'new_player', 'game'] as const;
export type PromotionCategory = (typeof promotionCategories)[number];
export const categoryTab = (category: string): PromotionTab => promotionTabOf(category);

/** The kinds the engine pays (server/src/modules/promotions/kinds.ts), and how one may join them. */
export { promotionKinds, type PromotionKind } from './promotions';
/** How one may join; `code`: as a button, once the member has entered the promotion's code. */
export const editableJoinModes = ['auto', 'button', 'application', 'code'] as const satisfies readonly (typeof joinModes)[number][];
export const joinModesOf: Record<PromotionKind, readonly (typeof editableJoinModes)[number][]> = {
  registration_gift: ['auto'],
  first_deposit: ['button', 'auto', 'code'],
  reload: ['auto', 'button'],
  application: ['application'],
  cashback: ['auto', 'button', 'code'],
  deposit_streak: ['button', 'auto', 'code'],
  referral: ['auto'],
  leaderboard: ['auto', 'button'],
  raffle: ['auto', 'button'],
  app_download: ['auto'],
};
/** The engine pays through the bonus records (turnover multiple 0: cash free at once). */
export const editableRewardTypes = ['cash', 'bonus'] as const;
export const promotionPeriods = ['once', 'D', 'W', 'H', 'M'] as const;
/** The parameters each kind needs (major units for money), the one rule of the editor and the server. */
export const promotionParams = ['amount', 'claimDays', 'percent', 'minDeposit', 'cap', 'minLoss', 'days', 'ticketStake', 'top'] as const;
export type PromotionParam = (typeof promotionParams)[number];
export const paramsOfKind: Record<PromotionKind, readonly PromotionParam[]> = {
  registration_gift: ['amount', 'claimDays'],
  first_deposit: ['percent', 'minDeposit', 'cap', 'claimDays'],
  reload: ['percent', 'minDeposit', 'cap', 'claimDays'],
  application: ['cap', 'claimDays'],
  cashback: ['percent', 'cap', 'minLoss', 'claimDays'],
  deposit_streak: ['days', 'minDeposit', 'amount', 'claimDays'],
  // amount per friend whose deposit reaches minDeposit; percent of each friend's turnover per period (D or W), at most cap per friend
  referral: ['amount', 'minDeposit', 'percent', 'cap', 'claimDays'],
  leaderboard: ['top'],
  raffle: ['ticketStake'],
  app_download: ['amount', 'claimDays'],
};
/** The kinds paid by place at the end of each period: they need the prizes by place (`prizes`, major units, the first place first). */
export const kindsWithPrizes: readonly PromotionKind[] = ['leaderboard', 'raffle'];
export const PRIZES_MAX = 100;
/** Periods of the kinds paid by place: a day, a week or a month of the brand's clock. */
export const periodsOfRankedKinds = ['D', 'W', 'M'] as const;
/** Parameters a kind may go without (claimDays defaults to 7: cashback joined automatically has nothing to claim; an approved application waits in the Reward centre). */
export const optionalParamsOfKind: Partial<Record<PromotionKind, readonly PromotionParam[]>> = {
  application: ['claimDays'],
  cashback: ['claimDays'],
  referral: ['percent', 'cap', 'claimDays'],
  leaderboard: ['top'],
};
export const paramRequired = (kind: PromotionKind, name: PromotionParam) => !(optionalParamsOfKind[kind] ?? []).includes(name);

/** The languages of a promotion's copy; English is the base and required. */
export const promotionLanguages = ['EN', 'VI', 'TY', 'CN', 'TH', 'ID'] as const;
export type PromotionLanguage = (typeof promotionLanguages)[number];
export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_SUMMARY_MAX = 300;
export const PROMOTION_CONTENT_MAX = 20_000;

const title = z.string().check(z.trim(), z.maxLength(PROMOTION_TITLE_MAX), singleLine(), plain());
const summary = z.string().check(z.trim(), z.maxLength(PROMOTION_SUMMARY_MAX), readable(), plain());
/** HTML: the site sanitises it before showing it, as the announcements */
const content = z.string().check(z.maxLength(PROMOTION_CONTENT_MAX), readable());
export const promotionCopySchema = z.object({ title, summary, content });
export type PromotionCopy = z.infer<typeof promotionCopySchema>;
const baseCopy = z.object({ title: title.check(z.minLength(1)), summary, content });

const money = z.nullable(z.number().check(z.minimum(0), z.maximum(1_000_000_000)));
const vipLevel = z.number().check(z.int(), z.minimum(0), z.maximum(100));
const depositCount = z.number().check(z.int(), z.minimum(0), z.maximum(10_000));
export const promotionRuleInputSchema = z.object({
  kind: z.enum(promotionKinds),
  joinMode: z.enum(editableJoinModes),
  rewardType: z.enum(editableRewardTypes),
  period: z.enum(promotionPeriods),
  turnoverMultiple: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  allowStacking: z.boolean(),
  amount: money,
  claimDays: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(365))),
  percent: z.nullable(z.number().check(z.positive(), z.maximum(1000))),
  minDeposit: money,
  cap: money,
  minLoss: money,
  days: z.nullable(z.number().check(z.int(), z.minimum(2), z.maximum(31))),
  /** raffle: staked for one ticket, major units */
  ticketStake: z.optional(z.nullable(z.number().check(z.positive(), z.maximum(1_000_000_000)))),
  /** leaderboard: places shown (default 10) */
  top: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(100)))),
  /** leaderboard and raffle: what each place pays, major units, the first place first */
  prizes: z.optional(z.nullable(z.array(z.number().check(z.positive(), z.maximum(1_000_000_000))).check(z.maxLength(PRIZES_MAX)))),
  // who may join (null: no bound): the member's VIP level, its credited deposits, registered within days
  minVipLevel: z.optional(z.nullable(vipLevel)),
  maxVipLevel: z.optional(z.nullable(vipLevel)),
  minDeposits: z.optional(z.nullable(depositCount)),
  maxDeposits: z.optional(z.nullable(depositCount)),
  newWithinDays: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(3650)))),
  /** join mode `code`: the code members enter (required then; letters, digits, _ and -) */
  joinCode: z.optional(z.nullable(joinCodeSchema)),
});
export type PromotionRuleInput = z.infer<typeof promotionRuleInputSchema>;

/** The field errors of the eligibility bounds and the code, the one rule of the editor and the server. */
export function eligibilityIssues(rule: PromotionRuleInput): Array<{ field: string; key: string }> {
  const issues: Array<{ field: string; key: string }> = [];
  const order = (min: number | null | undefined, max: number | null | undefined) => min !== null && min !== undefined && max !== null && max !== undefined && max < min;
  if (order(rule.minVipLevel, rule.maxVipLevel)) issues.push({ field: 'rule.maxVipLevel', key: 'operator:promotions.maxBelowMin' });
  if (order(rule.minDeposits, rule.maxDeposits)) issues.push({ field: 'rule.maxDeposits', key: 'operator:promotions.maxBelowMin' });
  if (rule.joinMode === 'code' && !rule.joinCode) issues.push({ field: 'rule.joinCode', key: 'validation.notEmpty' });
  return issues;
}

const isoDateTime = z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), { params: { key: 'validation.invalid' } }));

export const promotionInputSchema = z.object({
  /** absent: a new promotion */
  id: z.optional(id),
  /** the brand (an operator of one brand: theirs, whatever is sent) */
  merchantCode: z.optional(z.string().check(z.maxLength(32))),
  category: z.enum(promotionCategories),
  copies: z.object({
    EN: baseCopy,
    VI: z.optional(promotionCopySchema),
    TY: z.optional(promotionCopySchema),
    CN: z.optional(promotionCopySchema),
    TH: z.optional(promotionCopySchema),
    ID: z.optional(promotionCopySchema),
  }),
  /** a site path or an https address; empty: the generated artwork of its title */
  imageUrl: z.string().check(z.trim(), z.maxLength(500), z.regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/)),
  startsAt: isoDateTime,
  endsAt: z.nullable(isoDateTime),
  sortOrder: z.number().check(z.int(), z.minimum(-1000), z.maximum(1000)),
  /** null: a notice with nothing to join */
  rule: z.nullable(promotionRuleInputSchema),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** Where a promotion stands: paused (hidden, pays nothing), scheduled (starts later), running, ended. */
export const promotionStatuses = ['scheduled', 'running', 'ended', 'paused'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

export const operatorPromotionSchema = z.object({
  id: z.number(),
  code: z.string(),
  merchantCode: z.string(),
  /** one of `promotionCategories` when written by the editor; an older row's other category is shown as it is (tab Others) */
  category: z.string(),
  copies: z.partialRecord(z.enum(promotionLanguages), promotionCopySchema),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  sortOrder: z.number(),
  paused: z.boolean(),
  status: z.enum(promotionStatuses),
  rule: z.nullable(promotionRuleInputSchema),
  /** rewards written and applications made: its kind can no longer change */
  inUse: z.boolean(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

/** A member's promotions as the member page shows them: the rewards (waiting, claimed, issued, expired) and the applications. */
export const memberRewardsSchema = z.object({
  currencySymbol: z.string(),
  rewards: z.array(rewardSchema),
  applications: z.array(
    z.object({ id: z.number(), promotionId: z.number(), promotionTitle: z.string(), state: z.enum(applicationStates), amount: z.nullable(z.number()), reason: z.nullable(z.string()), createdAt: z.string() }),
  ),
});
export type MemberRewards = z.infer<typeof memberRewardsSchema>;

export const promotionsOperatorApi = {
  operatorMemberRewards: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/member/rewards',
    encrypted: false,
    roles: reviewers,
    request: z.object({ memberId: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) }),
    response: memberRewardsSchema,
  }),
  operatorApplications: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/promotion-applications',
    encrypted: false,
    roles: reviewers,
    request: z.object({ state: z.optional(z.enum(applicationStates)) }),
    response: z.object({ items: z.array(operatorApplicationSchema) }),
  }),
  operatorApplication: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/promotion-application',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) }),
    response: operatorApplicationSchema,
  }),
  operatorApproveApplication: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/promotion-application/approve',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id, amount: z.number().check(z.positive(), z.maximum(1_000_000_000)) }),
    response: operatorApplicationSchema,
  }),
  operatorRejectApplication: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/promotion-application/reject',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id, reason }),
    response: operatorApplicationSchema,
  }),
  operatorPromotions: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/promotions',
    encrypted: false,
    roles: editors,
    request: z.object({}),
    response: z.object({ items: z.array(operatorPromotionSchema) }),
  }),
  operatorPromotion: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/promotion',
    encrypted: false,
    roles: editors,
    request: z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) }),
    response: operatorPromotionSchema,
  }),
  /** creates (no id) or changes a promotion: its card, copy per language, period and rule; audited with before and after */
  operatorSavePromotion: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/promotion/save',
    encrypted: false,
    roles: editors,
    request: promotionInputSchema,
    response: operatorPromotionSchema,
  }),
  /** paused: hidden from the site, joins nothing, pays nothing (rewards already waiting stay claimable); audited */
  operatorPausePromotion: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/promotion/pause',
    encrypted: false,
    roles: editors,
    request: z.object({ id, paused: z.boolean() }),
    response: operatorPromotionSchema,
  }),
} as const;
