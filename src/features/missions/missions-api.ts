import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import type { ResponseOf } from '@/shared/contract/endpoint';
import type { missionsApi as Contract } from '@/shared/contract/missions';

type Api = typeof Contract;
type Res<N extends keyof Api> = ResponseOf<Api[N]>;

/** The mission calls, named here and loaded with the first of them (their schemas are not part of the first screen). */
const api = lazyEndpoints(() => import('@/shared/contract/missions').then((m) => m.missionsApi));

/**
 * Missions: the member's missions with their progress (and the menu's
 * pending count), the week's leaderboard, the claim. `Missions` holds all
 * of it: a claim refetches it, and the balance.
 */
export const missionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Missions'] }).injectEndpoints({
  endpoints: (build) => ({
    missionSummary: build.query<Res<'missionSummary'>, void>({
      query: () => ({ endpoint: api.missionSummary, args: {} }),
      providesTags: ['Missions'],
    }),
    missionLeaderboard: build.query<Res<'missionLeaderboard'>, void>({
      query: () => ({ endpoint: api.missionLeaderboard, args: {} }),
      providesTags: ['Missions'],
    }),
    claimMission: build.mutation<Res<'claimMission'>, { missionId: number; idempotencyKey: string }>({
      query: ({ missionId, idempotencyKey }) => ({ endpoint: api.claimMission, args: { missionId }, idempotencyKey }),
      invalidatesTags: ['Missions', 'Balance'],
    }),
  }),
});

export const { useMissionSummaryQuery, useMissionLeaderboardQuery, useClaimMissionMutation } = missionsApi;

/** The missions complete and not yet claimed (the member centre menu's badge); asked when the centre opens. */
export function usePendingMissions(skip: boolean): number {
  return useMissionSummaryQuery(undefined, { skip, refetchOnMountOrArgChange: true }).data?.pendingCount ?? 0;
}
