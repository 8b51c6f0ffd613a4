import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { consoleApi } from '@/shared/console/console-api';

/** The console's player-protection pages: excluded players of the brand, the limit-hit report, the brands' own rules. */
export const protectionConsoleApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    excludedMembers: build.query<ResponseOf<typeof protectionOperatorApi.operatorExcludedMembers>, RequestOf<typeof protectionOperatorApi.operatorExcludedMembers>>({
      query: (args) => ({ endpoint: protectionOperatorApi.operatorExcludedMembers, args }),
      providesTags: ['Members'],
    }),
    brandRules: build.query<ResponseOf<typeof protectionOperatorApi.operatorBrandRules>, void>({
      query: () => ({ endpoint: protectionOperatorApi.operatorBrandRules, args: {} }),
    }),
    setBrandRules: build.mutation<ResponseOf<typeof protectionOperatorApi.operatorSetBrandRules>, RequestOf<typeof protectionOperatorApi.operatorSetBrandRules>>({
      query: (args) => ({ endpoint: protectionOperatorApi.operatorSetBrandRules, args }),
      invalidatesTags: ['Audit'],
      // the list shows the saved rules without a second round trip
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          protectionConsoleApi.util.updateQueryData('brandRules', undefined, (draft) => {
            draft.brands = draft.brands.map((b) => (b.merchantCode === data.merchantCode ? data : b));
          }),
        );
      },
    }),
    limitHits: build.query<ResponseOf<typeof protectionOperatorApi.operatorLimitHits>, RequestOf<typeof protectionOperatorApi.operatorLimitHits>>({
      query: (args) => ({ endpoint: protectionOperatorApi.operatorLimitHits, args }),
    }),
  }),
});

export const { useExcludedMembersQuery, useLimitHitsQuery, useBrandRulesQuery, useSetBrandRulesMutation } = protectionConsoleApi;
