import * as z from 'zod/mini';
import { operatorEndpoint, type OperatorRole } from './operator';
import { missionMetrics, missionPeriods, missionRewardTypes } from './missions';

/**
 * The console's side of missions (`/wps/operator/missions`): read-only, the
 * brand's missions and the latest claims that paid them. Kept apart from
 * `missions.ts`, which the player's site loads; served by
 * `server/src/modules/missions/`.
 */

const viewers = ['admin', 'finance'] as const satisfies readonly OperatorRole[];

export const operatorMissionSchema = z.object({
  id: z.number(),
  code: z.string(),
  merchantCode: z.string(),
  period: z.enum(missionPeriods),
  metric: z.enum(missionMetrics),
  /** in the operator's language (English when it has none) */
  title: z.string(),
  /** a count, or major units for turnover */
  target: z.number(),
  rewardType: z.enum(missionRewardTypes),
  /** money in major units, or points */
  reward: z.number(),
  turnoverMultiple: z.number(),
  enabled: z.boolean(),
  /** claims ever paid */
  claims: z.number(),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;

export const operatorMissionClaimSchema = z.object({
  id: z.number(),
  missionId: z.number(),
  title: z.string(),
  member: z.object({ id: z.number(), account: z.string() }),
  merchantCode: z.string(),
  periodKey: z.string(),
  rewardType: z.enum(missionRewardTypes),
  amount: z.number(),
  claimedAt: z.string(),
});
export type OperatorMissionClaim = z.infer<typeof operatorMissionClaimSchema>;

export const missionsOperatorApi = {
  /** the brand's missions (every brand's for an operator of all brands) and the latest 50 claims */
  operatorMissions: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/missions',
    encrypted: false,
    roles: viewers,
    request: z.object({}),
    response: z.object({ missions: z.array(operatorMissionSchema), claims: z.array(operatorMissionClaimSchema) }),
  }),
} as const;
