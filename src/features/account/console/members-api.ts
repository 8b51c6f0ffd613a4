import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { operatorApi } from '@/shared/contract/operator';
import { consoleApi } from '@/shared/console/console-api';

export const membersApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    members: build.query<ResponseOf<typeof operatorApi.operatorMembers>, RequestOf<typeof operatorApi.operatorMembers>>({
      query: (args) => ({ endpoint: operatorApi.operatorMembers, args }),
      providesTags: ['Members'],
    }),
    member: build.query<ResponseOf<typeof operatorApi.operatorMember>, number>({
      query: (memberId) => ({ endpoint: operatorApi.operatorMember, args: { memberId } }),
      providesTags: (_result, _error, memberId) => [{ type: 'Member', id: memberId }],
    }),
    adjustBalance: build.mutation<ResponseOf<typeof operatorApi.operatorAdjustBalance>, RequestOf<typeof operatorApi.operatorAdjustBalance>>({
      query: (args) => ({ endpoint: operatorApi.operatorAdjustBalance, args }),
      invalidatesTags: (_result, _error, args) => [{ type: 'Member', id: args.memberId }, 'Members', 'Dashboard', 'Audit'],
    }),
    setMemberStatus: build.mutation<ResponseOf<typeof operatorApi.operatorSetMemberStatus>, RequestOf<typeof operatorApi.operatorSetMemberStatus>>({
      query: (args) => ({ endpoint: operatorApi.operatorSetMemberStatus, args }),
      invalidatesTags: (_result, _error, args) => [{ type: 'Member', id: args.memberId }, 'Members', 'Dashboard', 'Audit'],
    }),
  }),
});

export const { useMembersQuery, useMemberQuery, useAdjustBalanceMutation, useSetMemberStatusMutation } = membersApi;
