import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { baseApi, lazyEndpoints } from './base-api';
import type { coreEndpoints } from './core-endpoints';

type Api = typeof coreEndpoints;
/** The first screen's calls, named here and loaded with the first of them (their schemas are not part of the first screen). */
const api = lazyEndpoints(() => import('./core-endpoints').then((m) => m.coreEndpoints));

/**
 * The status query's argument: this host. One object for the whole page
 * life, so the request, the gate and the selectors (`shared/store/system-status.ts`)
 * all name the same cache entry.
 */
export const SITE_STATUS_ARGS: RequestOf<Api['systemStatus']> = {
  // the server-side render of the shell (src/entry-server.tsx) has no window: its entry is keyed by an empty host
  url: typeof window === 'undefined' ? '' : window.location.host,
};

/**
 * Calls the whole site needs from its first screen: status, who is logged
 * in, the balance, the menus' vendors and the home notice.
 */
export const coreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: build.query<ResponseOf<Api['systemStatus']>, RequestOf<Api['systemStatus']>>({
      query: (args) => ({ endpoint: api.systemStatus, args }),
    }),
    memberInfo: build.query<ResponseOf<Api['memberInfo']>, void>({
      query: () => ({ endpoint: api.memberInfo, args: {} }),
      providesTags: ['Member'],
    }),
    balance: build.query<ResponseOf<Api['balance']>, void>({
      query: () => ({ endpoint: api.balance, args: {} }),
      providesTags: ['Balance'],
    }),
    gameVendors: build.query<ResponseOf<Api['gameVendors']>, void>({
      query: () => ({ endpoint: api.gameVendors, args: { platform: 'html5-desktop' } }),
      providesTags: ['Vendors'],
    }),
    homeNotice: build.query<ResponseOf<Api['homeNotice']>, void>({
      query: () => ({ endpoint: api.homeNotice, args: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } }),
      providesTags: ['HomeNotice', 'Content'],
    }),
    updateLanguage: build.mutation<ResponseOf<Api['updateLanguage']>, RequestOf<Api['updateLanguage']>>({
      query: (args) => ({ endpoint: api.updateLanguage, args }),
    }),
    logout: build.mutation<ResponseOf<Api['logout']>, void>({
      query: () => ({ endpoint: api.logout, args: {} }),
    }),
  }),
});

export const {
  useSystemStatusQuery,
  useMemberInfoQuery,
  useBalanceQuery,
  useGameVendorsQuery,
  useHomeNoticeQuery,
  useUpdateLanguageMutation,
  useLogoutMutation,
} = coreApi;
