import * as z from 'zod/mini';
import { endpoint, type endpoint as EndpointFn } from './endpoint';
import { readable } from './text';
import { MAX_UPLOAD_FILES, UPLOAD_ID_PATTERN } from './uploads';

/**
 * Promotions (the specification's "activities"): the list and detail every
 * visitor sees, each with the member's state; joining, applying and the
 * reward centre's claims. Served by `server/src/modules/promotions/`.
 */

/**
 * The specification's 15 tabs, in its order; each but `all` shows the
 * promotions of its categories (`promotionTabOf`).
 */
export const promotionTabs = [
  'all',
  'others',
  'sports',
  'live',
  'slots',
  'cards',
  'fish',
  'lotto',
  'rebate',
  'pointsMall',
  'ranking',
  'deposit',
  'app',
  'newbie',
  'game',
] as const;
export type PromotionTab = (typeof promotionTabs)[number];

/** A promotion's category (content's `category`) to its tab; a category no tab names is in Others. */
const tabOfCategory: Record<string, PromotionTab> = {
  sports: 'sports',
  live: 'live',
  slots: 'slots',
  cards: 'cards',
  pvp: 'cards',
  fish: 'fish',
  lotto: 'lotto',
  lottery: 'lotto',
  rebate: 'rebate',
  points_mall: 'pointsMall',
  ranking: 'ranking',
  deposit: 'deposit',
  app: 'app',
  new_player: 'newbie',
  game: 'game',
};
export const promotionTabOf = (category: string): PromotionTab => tabOfCategory[category] ?? 'others';

/**
 * The specification's activity states, per member and promotion:
 * comingSoon (not started), join (may join; visitors see it too), joined,
 * applying (an application under review), claim (a reward waits), claimed
 * (the member claimed it), issued (paid without a claim by the engine:
 * cashback joined automatically), rejected (the application was refused),
 * closed (over, or not for this member). `null`: a notice with nothing to
 * join.
 */
export const activityStates = ['comingSoon', 'join', 'joined', 'applying', 'claim', 'claimed', 'issued', 'rejected', 'closed'] as const;
export type ActivityState = (typeof activityStates)[number];

export const joinModes = ['auto', 'button', 'application', 'code'] as const;
export type JoinMode = (typeof joinModes)[number];
export const rewardTypes = ['cash', 'bonus', 'points', 'raffle'] as const;

/** The application form's limits (specification: remark up to 140 characters; png or jpg, at most 3, 5 MB each). */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = MAX_UPLOAD_FILES;

/** The translation keys of the promotion calls' refusals (`value.reason` and field errors). */
export const promotionErrorKeys = {
  notFound: 'promotions.errors.notFound',
  notOpen: 'promotions.errors.notOpen',
  notEligible: 'promotions.errors.notEligible',
  alreadyJoined: 'promotions.errors.alreadyJoined',
  alreadyApplying: 'promotions.errors.alreadyApplying',
  commentTooLong: 'promotions.errors.commentTooLong',
  commentRequired: 'promotions.errors.commentRequired',
  tooManyImages: 'validation.tooManyImages',
  imagesNotFound: 'promotions.errors.imagesNotFound',
  rewardGone: 'promotions.errors.rewardGone',
  rewardExpired: 'promotions.errors.rewardExpired',
  personAlreadyRewarded: 'promotions.errors.personAlreadyRewarded',
  bonusTurnoverOpen: 'promotions.errors.bonusTurnoverOpen',
  /** a time-out or self-exclusion holds: no promotion reaches the member (docs/responsible-gaming.md) */
  marketingStopped: 'promotions.errors.marketingStopped',
  /** join by code: the code entered is not this promotion's (field `code`) */
  wrongCode: 'promotions.errors.wrongCode',
} as const;

/** The join code a member types (join mode `code`): compared without regard to case, spaces around it dropped. */
export const JOIN_CODE_MAX = 32;
export const joinCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(JOIN_CODE_MAX), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * Why a member may not join (who may join: the promotion's eligibility
 * rule), with the rule's bounds: `vipLevel` (the member's VIP level outside
 * [min, max]), `deposits` (its credited deposits outside [min, max]),
 * `newPlayers` (registered more than `max` days ago).
 */
export const ineligibleReasons = ['vipLevel', 'deposits', 'newPlayers'] as const;
export type IneligibleReason = (typeof ineligibleReasons)[number];
export const ineligibilitySchema = z.object({ reason: z.enum(ineligibleReasons), min: z.nullable(z.number()), max: z.nullable(z.number()) });
export type Ineligibility = z.infer<typeof ineligibilitySchema>;

const progressSchema = z.object({
  /** major units */
  done: z.number(),
  target: z.number(),
});

export const activityCardSchema = z.object({
  id: z.number(),
  category: z.string(),
  tab: z.enum(promotionTabs),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  joinMode: z.nullable(z.enum(joinModes)),
  /** null for visitors is never: they see `join` where a member could */
  state: z.nullable(z.enum(activityStates)),
});
export type ActivityCard = z.infer<typeof activityCardSchema>;

/** The kinds the engine pays (server/src/modules/promotions/kinds.ts): the one list of the site, the editor and the server. */
export const promotionKinds = ['registration_gift', 'first_deposit', 'reload', 'application', 'cashback', 'deposit_streak', 'referral', 'leaderboard', 'raffle', 'app_download'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

export const activityDetailSchema = z.extend(activityCardSchema, {
  /** HTML; the site sanitises it before showing */
  content: z.string(),
  rewardType: z.nullable(z.enum(rewardTypes)),
  /** the most one reward pays, major units (null: no cap or nothing paid) */
  cap: z.nullable(z.number()),
  turnoverMultiple: z.number(),
  /** the member's progress: the turnover of the reward's bonus, when it has one */
  progress: z.nullable(progressSchema),
  /** the member's reward waiting to be claimed, if any */
  claimableRewardId: z.nullable(z.number()),
  /** why the member's last application was rejected */
  rejectReason: z.nullable(z.string()),
  /** what the promotion is (the page adds a leaderboard's standings, a raffle's tickets and draw) */
  kind: z.optional(z.nullable(z.enum(promotionKinds))),
  /** why this member may not join (state `closed` while the promotion runs); absent or null: nothing of who may join holds it back */
  ineligible: z.optional(z.nullable(ineligibilitySchema)),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const rewardStates = ['claimable', 'claimed', 'issued', 'expired'] as const;
/**
 * What paid a reward: a promotion (absent: the same), or the VIP ladder —
 * `rankUp` (a level's rank-up reward) and `birthday` (the level's birthday
 * bonus), paid at once, whose `title` is the level's name, `id` the bonus's
 * and `promotionId` 0.
 */
export const rewardSources = ['promotion', 'rankUp', 'birthday'] as const;
export type RewardSource = (typeof rewardSources)[number];
export const rewardSchema = z.object({
  id: z.number(),
  promotionId: z.number(),
  source: z.optional(z.enum(rewardSources)),
  title: z.string(),
  /** major units */
  amount: z.number(),
  turnoverMultiple: z.number(),
  state: z.enum(rewardStates),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  issuedAt: z.nullable(z.string()),
});
export type Reward = z.infer<typeof rewardSchema>;

/** One rebate paid: a category's valid turnover settled in [from, until) at the rate then (percent), by the daily job or a claim. */
export const rebatePayoutSchema = z.object({
  id: z.number(),
  category: z.string(),
  /** major units */
  turnover: z.number(),
  /** percent of valid turnover */
  rate: z.number(),
  /** major units */
  amount: z.number(),
  source: z.enum(['auto', 'claim']),
  /** null: since the first bet */
  from: z.nullable(z.string()),
  until: z.string(),
  paidAt: z.string(),
});
export type RebatePayout = z.infer<typeof rebatePayoutSchema>;

export const rebateSummarySchema = z.object({
  /** every category the brand pays rebate on, at the member's rate: turnover since the last payment and what it earns (major units) */
  categories: z.array(
    z.object({
      category: z.string(),
      rate: z.number(),
      turnover: z.number(),
      amount: z.number(),
      /** the last payment's end (null: never paid) */
      since: z.nullable(z.string()),
    }),
  ),
  /** what a claim now would pay, major units */
  total: z.number(),
  /** the last 50 payments, newest first */
  history: z.array(rebatePayoutSchema),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

export const rebateClaimSchema = z.object({
  /** major units: what this claim paid (0: nothing was owed) */
  amount: z.number(),
  payouts: z.array(rebatePayoutSchema),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

const queryId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
const bodyId = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

export const applyActivityRequestSchema = z.object({
  id: bodyId,
  comment: z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLICATION_COMMENT_MAX), readable()),
  /** upload ids (`uploadImages` with purpose `promotionApplication`) */
  imageIds: z.array(z.string().check(z.regex(UPLOAD_ID_PATTERN))).check(z.maxLength(APPLICATION_IMAGES_MAX)),
});
export type ApplyActivityRequest = z.input<typeof applyActivityRequestSchema>;

export const promotionsApi = {
  /** every promotion of the brand now running or coming, with the caller's state (visitors: as a member would see it) */
  activityList: endpoint({
    method: 'GET',
    path: '/wps/activity/list',
    auth: false,
    encrypted: false,
    request: z.object({ tab: z.optional(z.enum(promotionTabs)) }),
    response: z.object({ items: z.array(activityCardSchema) }),
  }),
  getActivity: endpoint({
    method: 'GET',
    path: '/wps/activity/detail',
    auth: false,
    encrypted: false,
    request: z.object({ id: queryId }),
    response: activityDetailSchema,
  }),
  /** Join by button */
  joinActivity: endpoint({
    method: 'POST',
    path: '/wps/activity/join',
    auth: true,
    encrypted: false,
    request: z.object({ id: bodyId }),
    response: activityDetailSchema,
  }),
  /** Join by code (join mode `code`): the code the brand gave out; a wrong one is a VALIDATION on `code` (`promotions.errors.wrongCode`), tries limited */
  joinActivityByCode: endpoint({
    method: 'POST',
    path: '/wps/activity/join-code',
    auth: true,
    encrypted: false,
    request: z.object({ id: bodyId, code: joinCodeSchema }),
    response: activityDetailSchema,
  }),
  /** Apply: a remark of at most 140 characters and up to 3 images already uploaded */
  applyActivity: endpoint({
    method: 'POST',
    path: '/wps/activity/apply',
    auth: true,
    encrypted: false,
    request: applyActivityRequestSchema,
    response: activityDetailSchema,
  }),
  /** the reward centre: rewards waiting (with their expiry) and those paid or expired */
  rewardCentre: endpoint({
    method: 'GET',
    path: '/wps/activity/rewards',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: z.object({ waiting: z.array(rewardSchema), history: z.array(rewardSchema) }),
  }),
  /** pays a waiting reward into the main wallet, once whatever the repeats */
  claimReward: endpoint({
    method: 'POST',
    path: '/wps/activity/claim',
    auth: true,
    encrypted: false,
    idempotent: true,
    request: z.object({ rewardId: bodyId }),
    response: rewardSchema,
  }),
  /** Manual rebate: the rebate owed per category since the last payment, and the payments */
  rebateSummary: endpoint({
    method: 'GET',
    path: '/wps/activity/rebate',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: rebateSummarySchema,
  }),
  /** pays the rebate owed now into the main wallet; the same turnover is never paid twice */
  claimRebate: endpoint({
    method: 'POST',
    path: '/wps/activity/rebate/claim',
    auth: true,
    encrypted: false,
    idempotent: true,
    request: z.object({}),
    response: rebateClaimSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
