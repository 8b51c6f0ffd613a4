import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { consoleApi } from '@/shared/console/console-api';

/** The member page's player protection: the member's limits, changes and blocks, and applying an exclusion. */
export const memberProtectionApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    memberProtection: build.query<ResponseOf<typeof protectionOperatorApi.operatorMemberProtection>, number>({
      query: (memberId) => ({ endpoint: protectionOperatorApi.operatorMemberProtection, args: { memberId } }),
      providesTags: (_result, _error, memberId) => [{ type: 'Member', id: memberId }],
    }),
    excludeMember: build.mutation<ResponseOf<typeof protectionOperatorApi.operatorExcludeMember>, RequestOf<typeof protectionOperatorApi.operatorExcludeMember>>({
      query: (args) => ({ endpoint: protectionOperatorApi.operatorExcludeMember, args }),
      invalidatesTags: (_result, _error, args) => [{ type: 'Member', id: args.memberId }, 'Members', 'Audit'],
    }),
  }),
});

export const { useMemberProtectionQuery, useExcludeMemberMutation } = memberProtectionApi;
