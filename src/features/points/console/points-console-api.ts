import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { pointsOperatorApi as calls } from '@/shared/contract/points-operator';
import { consoleApi } from '@/shared/console/console-api';

type Call = typeof calls;
type Res<N extends keyof Call> = ResponseOf<Call[N]>;
type Req<N extends keyof Call> = RequestOf<Call[N]>;

/** The points mall's console calls: the redeems to decide and the catalogue; every action refreshes what it changed and the audit log. */
export const pointsConsoleApi = consoleApi.enhanceEndpoints({ addTagTypes: ['PointRedemptions', 'PointItems', 'MemberRewards'] }).injectEndpoints({
  endpoints: (build) => ({
    pointRedemptions: build.query<Res<'operatorPointRedemptions'>, Req<'operatorPointRedemptions'>>({
      query: (args) => ({ endpoint: calls.operatorPointRedemptions, args }),
      providesTags: ['PointRedemptions'],
    }),
    approvePointRedemption: build.mutation<Res<'operatorApprovePointRedemption'>, Req<'operatorApprovePointRedemption'>>({
      query: (args) => ({ endpoint: calls.operatorApprovePointRedemption, args }),
      invalidatesTags: ['PointRedemptions', 'MemberRewards', 'Audit'],
    }),
    rejectPointRedemption: build.mutation<Res<'operatorRejectPointRedemption'>, Req<'operatorRejectPointRedemption'>>({
      query: (args) => ({ endpoint: calls.operatorRejectPointRedemption, args }),
      invalidatesTags: ['PointRedemptions', 'PointItems', 'MemberRewards', 'Audit'],
    }),
    pointItems: build.query<Res<'operatorPointItems'>, void>({
      query: () => ({ endpoint: calls.operatorPointItems, args: {} }),
      providesTags: ['PointItems'],
    }),
    updatePointItem: build.mutation<Res<'operatorUpdatePointItem'>, Req<'operatorUpdatePointItem'>>({
      query: (args) => ({ endpoint: calls.operatorUpdatePointItem, args }),
      invalidatesTags: ['PointItems', 'Audit'],
    }),
  }),
});

export const { usePointRedemptionsQuery, useApprovePointRedemptionMutation, useRejectPointRedemptionMutation, usePointItemsQuery, useUpdatePointItemMutation } = pointsConsoleApi;
