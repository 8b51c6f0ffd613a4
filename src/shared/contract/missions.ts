import * as z from 'zod/mini';
import { endpoint, type endpoint as EndpointFn } from './endpoint';

/**
 * Missions (the member centre's `missionLeaderboard`, the spec's "mission
 * summary and leaderboard"): daily and weekly tasks of the brand, measured
 * by the server from the member's settled bets and credited deposits in the
 * period (a day or ISO week of the brand's clock, UTC+7); a completed
 * mission is claimed once per period and pays cash, a bonus with turnover
 * or points. Served by `server/src/modules/missions/`. Money is major units.
 */

/** A day (D) or an ISO week from Monday (W), of the brand's clock. */
export const missionPeriods = ['D', 'W'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

/** What a mission counts: settled rounds, valid turnover (money), rounds won, credited deposits. */
export const missionMetrics = ['rounds', 'turnover', 'wins', 'deposits'] as const;
export type MissionMetric = (typeof missionMetrics)[number];

/** What a claim pays: cash (no turnover), a bonus with a turnover to bet, or points. */
export const missionRewardTypes = ['cash', 'bonus', 'points'] as const;
export type MissionRewardType = (typeof missionRewardTypes)[number];

/** Where a mission stands for the member in the current period. */
export const missionStates = ['inProgress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof missionStates)[number];

/** Why claims are closed to the member altogether (null: they are open): a time-out or self-exclusion stops marketing. */
export const missionClaimBlocks = ['marketingStopped'] as const;
export type MissionClaimBlock = (typeof missionClaimBlocks)[number];

/** `value.reason` of a refused claim; the site words them as `missions.reasons.<reason>`. */
export const missionsFailureReasons = ['missionNotFound', 'notComplete', 'marketingStopped'] as const;
export type MissionsFailureReason = (typeof missionsFailureReasons)[number];

export const missionSchema = z.object({
  id: z.number(),
  code: z.string(),
  period: z.enum(missionPeriods),
  metric: z.enum(missionMetrics),
  /** in the request's language */
  title: z.string(),
  /** rounds and deposits: a count; turnover: major units */
  target: z.number(),
  /** the same units as the target, as measured now (may pass the target) */
  progress: z.number(),
  state: z.enum(missionStates),
  rewardType: z.enum(missionRewardTypes),
  /** cash and bonus: major units; points: points */
  reward: z.number(),
  /** a bonus's turnover: reward × this (0 for cash and points) */
  turnoverMultiple: z.number(),
  /** the period's key (`2026-11-28`, `2026-W48`) and its end (ISO) */
  periodKey: z.string(),
  endsAt: z.string(),
  claimedAt: z.nullable(z.string()),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummarySchema = z.object({
  missions: z.array(missionSchema),
  /** missions complete and not yet claimed: the menu's badge */
  pendingCount: z.number(),
  claimBlocked: z.nullable(z.enum(missionClaimBlocks)),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionLeaderEntrySchema = z.object({
  rank: z.number(),
  /** masked: `te***01` */
  account: z.string(),
  /** missions claimed in the week (daily ones of its days and the weekly ones) */
  completed: z.number(),
  /** points the claims paid */
  points: z.number(),
});
export type MissionLeaderEntry = z.infer<typeof missionLeaderEntrySchema>;

export const missionLeaderboardSchema = z.object({
  /** the ISO week of the brand's clock, and its bounds */
  week: z.string(),
  from: z.string(),
  to: z.string(),
  /** the top 20 */
  entries: z.array(missionLeaderEntrySchema),
  /** the caller's own line (rank null: nothing claimed this week) */
  me: z.object({ rank: z.nullable(z.number()), completed: z.number(), points: z.number() }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

export const missionClaimSchema = z.object({
  mission: missionSchema,
  rewardType: z.enum(missionRewardTypes),
  /** what this claim paid: money (major units) or points */
  amount: z.number(),
  turnoverMultiple: z.number(),
  pendingCount: z.number(),
});
export type MissionClaim = z.infer<typeof missionClaimSchema>;

const bodyId = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

export const missionsApi = {
  /** the brand's missions with the member's progress in the current day and week, and the pending count */
  missionSummary: endpoint({
    method: 'GET',
    path: '/wps/mission/summary',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: missionSummarySchema,
  }),
  /** this week's top 20 by missions claimed, then points earned; accounts masked */
  missionLeaderboard: endpoint({
    method: 'GET',
    path: '/wps/mission/leaderboard',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: missionLeaderboardSchema,
  }),
  /** pays a completed mission of the current period, once whatever the repeats and races */
  claimMission: endpoint({
    method: 'POST',
    path: '/wps/mission/claim',
    auth: true,
    encrypted: false,
    idempotent: true,
    request: z.object({ missionId: bodyId }),
    response: missionClaimSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
