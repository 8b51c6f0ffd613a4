import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import type { promotionsApi as Contract } from '@/shared/contract/promotions';
import type { rankingApi as RankingContract } from '@/shared/contract/promotions-ranking';
import type { api as fullApi } from '@/shared/contract/api';

type Api = typeof Contract;
type Res<N extends keyof Api> = ResponseOf<Api[N]>;
type Req<N extends keyof Api> = RequestOf<Api[N]>;

/** The promotion calls, named here and loaded with the first of them (their schemas are not part of the first screen). */
const api = lazyEndpoints(() => import('@/shared/contract/promotions').then((m) => m.promotionsApi));
const ranking = lazyEndpoints(() => import('@/shared/contract/promotions-ranking').then((m) => m.rankingApi));
type Ranking = typeof RankingContract;
const uploads = lazyEndpoints(() => import('@/shared/contract/uploads').then((m) => m.uploadsApi));

/**
 * Promotions and the reward centre. `Promotions` holds what depends on the
 * member (states, rewards): joining, applying and claiming refetch it, and
 * a claim the balance.
 */
export const promotionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Promotions'] }).injectEndpoints({
  endpoints: (build) => ({
    activityList: build.query<Res<'activityList'>, { token: string | null }>({
      // the token is part of the key: logging in or out asks again, with the member's states
      query: () => ({ endpoint: api.activityList, args: {} }),
      providesTags: ['Promotions', 'Content'],
    }),
    activity: build.query<Res<'getActivity'>, { id: number; token: string | null }>({
      query: ({ id }) => ({ endpoint: api.getActivity, args: { id } }),
      providesTags: ['Promotions', 'Content'],
    }),
    joinActivity: build.mutation<Res<'joinActivity'>, Req<'joinActivity'>>({
      query: (args) => ({ endpoint: api.joinActivity, args }),
      invalidatesTags: ['Promotions'],
    }),
    joinActivityByCode: build.mutation<Res<'joinActivityByCode'>, Req<'joinActivityByCode'>>({
      query: (args) => ({ endpoint: api.joinActivityByCode, args }),
      invalidatesTags: ['Promotions'],
    }),
    applyActivity: build.mutation<Res<'applyActivity'>, Req<'applyActivity'>>({
      query: (args) => ({ endpoint: api.applyActivity, args }),
      invalidatesTags: ['Promotions'],
    }),
    /** the application's pictures (multipart: the files and `purpose=promotionApplication`) */
    uploadApplicationImages: build.mutation<ResponseOf<(typeof fullApi)['uploadImages']>, FormData>({
      query: (form) => ({ endpoint: uploads.uploadImages, args: form }),
    }),
    rewardCentre: build.query<Res<'rewardCentre'>, void>({
      query: () => ({ endpoint: api.rewardCentre, args: {} }),
      providesTags: ['Promotions'],
    }),
    claimReward: build.mutation<Res<'claimReward'>, { rewardId: number; idempotencyKey: string }>({
      query: ({ rewardId, idempotencyKey }) => ({ endpoint: api.claimReward, args: { rewardId }, idempotencyKey }),
      invalidatesTags: ['Promotions', 'Balance'],
    }),
    /** a leaderboard's live standings (the token in the key: the member's own place) */
    leaderboard: build.query<ResponseOf<Ranking['leaderboard']>, { id: number; token: string | null }>({
      query: ({ id }) => ({ endpoint: ranking.leaderboard, args: { id } }),
      providesTags: ['Promotions'],
    }),
    /** a raffle: tickets, this period's commitment, the last draw with its proof */
    raffle: build.query<ResponseOf<Ranking['raffle']>, { id: number; token: string | null }>({
      query: ({ id }) => ({ endpoint: ranking.raffle, args: { id } }),
      providesTags: ['Promotions'],
    }),
    /** Manual rebate: owed per category, and the payments */
    rebateSummary: build.query<Res<'rebateSummary'>, void>({
      query: () => ({ endpoint: api.rebateSummary, args: {} }),
      providesTags: ['Promotions'],
    }),
    claimRebate: build.mutation<Res<'claimRebate'>, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => ({ endpoint: api.claimRebate, args: {}, idempotencyKey }),
      invalidatesTags: ['Promotions', 'Balance'],
    }),
  }),
});

export const {
  useActivityListQuery,
  useActivityQuery,
  useJoinActivityMutation,
  useJoinActivityByCodeMutation,
  useApplyActivityMutation,
  useUploadApplicationImagesMutation,
  useRewardCentreQuery,
  useClaimRewardMutation,
  useRebateSummaryQuery,
  useClaimRebateMutation,
  useLeaderboardQuery,
  useRaffleQuery,
} = promotionsApi;
