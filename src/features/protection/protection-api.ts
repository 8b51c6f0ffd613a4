import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import { type RequestOf, type ResponseOf } from '@/shared/contract/endpoint';

type Res<N extends keyof typeof api> = ResponseOf<(typeof api)[N]>;
type Req<N extends keyof typeof api> = RequestOf<(typeof api)[N]>;

/**
 * Player protection's calls (contract/protection.ts). Every change answers
 * the member's whole `Protection`, written into the overview's cache entry,
 * so the page never asks again after a change. A time-out or exclusion ends
 * the session on the server: the page then logs out.
 */
export const protectionApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const changing = async (_args: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Res<'protection'> }> }) => {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      if (data) dispatch(protectionApi.util.upsertQueryData('protection', undefined, data));
    };
    return {
      protection: build.query<Res<'protection'>, void>({
        query: () => ({ endpoint: api.protection, args: {} }),
      }),
      setLimit: build.mutation<Res<'setLimit'>, Req<'setLimit'>>({
        query: (args) => ({ endpoint: api.setLimit, args }),
        onQueryStarted: changing,
      }),
      confirmLimit: build.mutation<Res<'confirmLimit'>, Req<'confirmLimit'>>({
        query: (args) => ({ endpoint: api.confirmLimit, args }),
        onQueryStarted: changing,
      }),
      setRealityCheck: build.mutation<Res<'setRealityCheck'>, Req<'setRealityCheck'>>({
        query: (args) => ({ endpoint: api.setRealityCheck, args }),
        onQueryStarted: changing,
      }),
      realityCheck: build.query<Res<'realityCheck'>, void>({
        query: () => ({ endpoint: api.realityCheck, args: {} }),
        keepUnusedDataFor: 0,
      }),
      takeTimeOut: build.mutation<Res<'takeTimeOut'>, Req<'takeTimeOut'>>({
        query: (args) => ({ endpoint: api.takeTimeOut, args }),
      }),
      selfExclude: build.mutation<Res<'selfExclude'>, Req<'selfExclude'>>({
        query: (args) => ({ endpoint: api.selfExclude, args }),
      }),
      protectionInfoSeen: build.mutation<Res<'protectionInfoSeen'>, void>({
        query: () => ({ endpoint: api.protectionInfoSeen, args: {} }),
        onQueryStarted: changing,
      }),
      returnFromExclusion: build.mutation<Res<'returnFromExclusion'>, void>({
        query: () => ({ endpoint: api.returnFromExclusion, args: {} }),
      }),
    };
  },
});

export const {
  useProtectionQuery,
  useSetLimitMutation,
  useConfirmLimitMutation,
  useSetRealityCheckMutation,
  useLazyRealityCheckQuery,
  useTakeTimeOutMutation,
  useSelfExcludeMutation,
  useReturnFromExclusionMutation,
  useProtectionInfoSeenMutation,
} = protectionApi;
