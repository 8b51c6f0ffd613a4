import * as z from 'zod/mini';
import { endpoint, none } from './endpoint';

/**
 * Player protection (docs/responsible-gaming.md): a member's limits, the
 * reality check, time-outs and self-exclusion, and the account's history
 * figures. Served by `server/src/modules/protection/`. Every deposit order,
 * transfer into a game wallet, in-house bet, lottery bet and game launch
 * passes the one gate of that module, which refuses with one error code per
 * reason (`protectionErrorCodes`, translated under `errors.codes.<code>`).
 */

export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];
/** rolling windows: the last 24 hours, 7 days, 30 days; `session` for the session time */
export const limitPeriods = ['day', 'week', 'month', 'session'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** A raise or a removal waits this long, then needs the member's confirmation. */
export const LIMIT_RAISE_WAIT_HOURS = 24;
/** A self-exclusion that has ended needs the member's return, then this cooling-off. */
export const EXCLUSION_COOLING_OFF_HOURS = 24;

export const realityCheckIntervals = [15, 30, 60] as const;
export type RealityCheckInterval = (typeof realityCheckIntervals)[number];
/** The session time limit is one of these, in minutes (half an hour to eight hours); any other value is refused. */
export const sessionLimitChoices = [30, 60, 120, 240, 480] as const;
export const timeOutDurations = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutDuration = (typeof timeOutDurations)[number];
export const exclusionDurations = ['6m', '1y', '5y', 'permanent'] as const;
export type ExclusionDuration = (typeof exclusionDurations)[number];

/** The gate's refusals: one code per reason, in the envelope's codes. */
export { protectionErrorCodes, type ProtectionErrorCode } from './envelope';

/** What the gate is asked about: each money-moving or play-starting call. */
export const gateActions = ['deposit', 'transfer', 'bet', 'lotteryBet', 'launch'] as const;
export type GateAction = (typeof gateActions)[number];

/**
 * A member on a time-out or self-exclusion with money left may still take
 * it out: the login answers `withdrawOnly: true` in the refusal's value, and
 * a login asked with `withdrawOnly` opens a session scoped to withdrawal.
 * Such a session reaches only these calls of `api` (the balance, the
 * withdrawal, its records and cards, the member's info and the logout);
 * every other call answers the block's code (TIMED_OUT, SELF_EXCLUDED).
 */
export const withdrawOnlyCalls = [
  'memberInfo',
  'balance',
  'withdrawInfo',
  'withdraw',
  'withdrawals',
  'confirmWithdrawalReceipt',
  'bankCards',
  'banks',
  'paymentPasswordStatus',
  'logout',
  'protection',
] as const;

const brandAmount = z.nullable(z.number().check(z.positive(), z.maximum(1_000_000_000_000)));

/**
 * A brand's own player-protection rules, which every player of the brand
 * gets whatever limits they set themselves (a regulated brand's licence
 * conditions). Stored in the brand's settings (`merchants.settings.protection`),
 * edited in the console; null: the brand sets no such rule.
 */
export const brandRulesSchema = z.object({
  /** the most a player may deposit in the last 24 hours / 7 days / 30 days (major units); refused with BRAND_LIMIT_DEPOSIT */
  depositDay: brandAmount,
  depositWeek: brandAmount,
  depositMonth: brandAmount,
  /** the largest stake of one bet: an in-house round, a lottery bet's total (major units); refused with BRAND_MAX_STAKE */
  maxStake: brandAmount,
  /** a reality check every player gets: the interval of those who chose none, and the longest one a player may choose */
  realityCheckMinutes: z.nullable(z.union([z.literal(15), z.literal(30), z.literal(60)])),
});
export type BrandRules = z.infer<typeof brandRulesSchema>;
export const noBrandRules: BrandRules = { depositDay: null, depositWeek: null, depositMonth: null, maxStake: null, realityCheckMinutes: null };

/** The brand's deposit cap of a period, if any. */
export const brandDepositCap = (rules: BrandRules, period: LimitPeriod): number | null =>
  period === 'day' ? rules.depositDay : period === 'week' ? rules.depositWeek : period === 'month' ? rules.depositMonth : null;

/** The reality check's interval in force: the member's choice, or the brand's when it is shorter or the member chose none. */
export function realityCheckInForce(own: number | null, brand: number | null): number | null {
  if (own === null) return brand;
  return brand === null ? own : Math.min(own, brand);
}

export const limitSchema = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** in force: major units, or minutes for `session`; null: no limit in force */
  value: z.nullable(z.number()),
  /** what the period has used so far (major units; minutes of the current session) */
  used: z.number(),
  /** a raise or removal (`value` null) waiting: confirmable from `effectiveAt` */
  pending: z.nullable(z.object({ value: z.nullable(z.number()), effectiveAt: z.string(), confirmable: z.boolean() })),
});
export type Limit = z.infer<typeof limitSchema>;

export const protectionBlockSchema = z.object({
  kind: z.enum(['timeOut', 'selfExclusion']),
  duration: z.string(),
  startsAt: z.string(),
  /** null: permanent */
  endsAt: z.nullable(z.string()),
  /** an ended self-exclusion waits for the member's return: `returnAt` once asked */
  awaitingReturn: z.boolean(),
  returnAt: z.nullable(z.string()),
});
export type ProtectionBlock = z.infer<typeof protectionBlockSchema>;

export const accountHistorySchema = z.object({
  /** deposits less withdrawals, major units */
  netDeposits30Days: z.number(),
  netDeposits6Months: z.number(),
  netDeposits12Months: z.number(),
  /** the login before the current one */
  previousLoginAt: z.nullable(z.string()),
});

export const protectionSchema = z.object({
  limits: z.array(limitSchema),
  realityCheckMinutes: z.nullable(z.number()),
  block: z.nullable(protectionBlockSchema),
  /** no promotions or marketing messages while a time-out or exclusion holds */
  marketingStopped: z.boolean(),
  /** the responsible gaming information was shown (once, before the first bet) */
  infoSeen: z.boolean(),
  history: accountHistorySchema,
  /** the brand's own rules, which hold beside the member's limits (the page shows those stricter than the member's own) */
  brandRules: brandRulesSchema,
});
export type Protection = z.infer<typeof protectionSchema>;

export const realityCheckSchema = z.object({
  intervalMinutes: z.nullable(z.number()),
  sessionStartedAt: z.string(),
  minutesPlayed: z.number(),
  /** payouts less stakes since the session began, major units */
  netResult: z.number(),
});

const limitValue = z.number().check(z.positive(), z.maximum(1_000_000_000_000));

export const protectionApi = {
  /** The member's limits (with pending raises), reality check, time-out or exclusion, and history figures. */
  protection: endpoint({ method: 'GET', path: '/wps/protection', auth: true, encrypted: false, request: none, response: protectionSchema }),
  /** Sets a limit (`value` null removes it): lower at once, higher or removed after 24 hours and a confirmation. */
  setLimit: endpoint({
    method: 'POST',
    path: '/wps/protection/limit',
    auth: true,
    encrypted: false,
    request: z.object({ kind: z.enum(limitKinds), period: z.enum(limitPeriods), value: z.nullable(limitValue) }),
    response: protectionSchema,
  }),
  /** Confirms a pending raise or removal once its 24 hours have passed. */
  confirmLimit: endpoint({
    method: 'POST',
    path: '/wps/protection/limit/confirm',
    auth: true,
    encrypted: false,
    request: z.object({ kind: z.enum(limitKinds), period: z.enum(limitPeriods) }),
    response: protectionSchema,
  }),
  setRealityCheck: endpoint({
    method: 'POST',
    path: '/wps/protection/reality-check',
    auth: true,
    encrypted: false,
    request: z.object({ minutes: z.nullable(z.union([z.literal(15), z.literal(30), z.literal(60)])) }),
    response: protectionSchema,
  }),
  /** Time played and the net result since the session began, for the reminder. */
  realityCheck: endpoint({ method: 'GET', path: '/wps/protection/reality-check', auth: true, encrypted: false, request: none, response: realityCheckSchema }),
  /** A time-out, at once: every session ends. */
  takeTimeOut: endpoint({
    method: 'POST',
    path: '/wps/protection/time-out',
    auth: true,
    encrypted: false,
    request: z.object({ duration: z.enum(timeOutDurations) }),
    response: protectionBlockSchema,
  }),
  /** A self-exclusion, at once: every session ends. */
  selfExclude: endpoint({
    method: 'POST',
    path: '/wps/protection/self-exclusion',
    auth: true,
    encrypted: false,
    request: z.object({ duration: z.enum(exclusionDurations) }),
    response: protectionBlockSchema,
  }),
  /** The responsible gaming information was shown: it is not shown again. */
  protectionInfoSeen: endpoint({
    method: 'POST',
    path: '/wps/protection/info-seen',
    auth: true,
    encrypted: false,
    request: none,
    response: protectionSchema,
  }),
  /** After an exclusion's end: the member asks to return; play opens after the cooling-off. */
  returnFromExclusion: endpoint({
    method: 'POST',
    path: '/wps/protection/self-exclusion/return',
    auth: true,
    encrypted: false,
    request: none,
    response: protectionBlockSchema,
  }),
} as const;
