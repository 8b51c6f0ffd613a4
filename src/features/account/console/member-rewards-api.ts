import type { ResponseOf } from '@/shared/contract/endpoint';
import { pointsOperatorApi } from '@/shared/contract/points-operator';
import { promotionsOperatorApi } from '@/shared/contract/promotions-operator';
import { consoleApi } from '@/shared/console/console-api';

type Points = typeof pointsOperatorApi.operatorMemberPoints;

/** The member page's rewards and points (the promotions' and the points mall's calls); a review elsewhere refreshes them (`MemberRewards`). */
export const memberRewardsApi = consoleApi.enhanceEndpoints({ addTagTypes: ['MemberRewards'] }).injectEndpoints({
  endpoints: (build) => ({
    memberRewards: build.query<ResponseOf<typeof promotionsOperatorApi.operatorMemberRewards>, number>({
      query: (memberId) => ({ endpoint: promotionsOperatorApi.operatorMemberRewards, args: { memberId } }),
      providesTags: (_r, _e, memberId) => [{ type: 'MemberRewards', id: memberId }, 'MemberRewards'],
    }),
    memberPoints: build.query<ResponseOf<Points>, { memberId: number; page: number; pageSize: number }>({
      query: (args) => ({ endpoint: pointsOperatorApi.operatorMemberPoints, args }),
      providesTags: (_r, _e, args) => [{ type: 'MemberRewards', id: args.memberId }, 'MemberRewards'],
    }),
  }),
});

export const { useMemberRewardsQuery, useMemberPointsQuery } = memberRewardsApi;
