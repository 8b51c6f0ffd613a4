import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { consoleApi } from '@/shared/console/console-api';

/** The console's player-protection lists: excluded players of the brand and the limit-hit report. */
export const protectionConsoleApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    excludedMembers: build.query<ResponseOf<typeof protectionOperatorApi.operatorExcludedMembers>, RequestOf<typeof protectionOperatorApi.operatorExcludedMembers>>({
      query: (args) => ({ endpoint: protectionOperatorApi.operatorExcludedMembers, args }),
      providesTags: ['Members'],
    }),
    limitHits: build.query<ResponseOf<typeof protectionOperatorApi.operatorLimitHits>, RequestOf<typeof protectionOperatorApi.operatorLimitHits>>({
      query: (args) => ({ endpoint: protectionOperatorApi.operatorLimitHits, args }),
    }),
  }),
});

export const { useExcludedMembersQuery, useLimitHitsQuery } = protectionConsoleApi;
