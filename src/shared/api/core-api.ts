import { contentApi } from '@/shared/contract/content';
import { gamesApi } from '@/shared/contract/games';
import { memberApi } from '@/shared/contract/member';
import { sessionApi } from '@/shared/contract/session';
import { systemApi } from '@/shared/contract/system';
import { walletApi } from '@/shared/contract/wallet';

/**
 * The calls of the first screen, taken from their own contract files: the
 * whole registry (`contract/api.ts`, with the centres', the lottery's and
 * the money calls) stays out of the first screen's JavaScript.
 */
const api = {
  balance: walletApi.balance,
  gameVendors: gamesApi.gameVendors,
  homeNotice: contentApi.homeNotice,
  logout: sessionApi.logout,
  memberInfo: memberApi.memberInfo,
  systemStatus: systemApi.systemStatus,
  updateLanguage: memberApi.updateLanguage,
};
import { type ResponseOf, type RequestOf } from '@/shared/contract/endpoint';
import { baseApi } from './base-api';

/**
 * The status query's argument: this host. One object for the whole page
 * life, so the request, the gate and the selectors (`shared/store/system-status.ts`)
 * all name the same cache entry.
 */
export const SITE_STATUS_ARGS: RequestOf<typeof api.systemStatus> = {
  // the server-side render of the shell (src/entry-server.tsx) has no window: its entry is keyed by an empty host
  url: typeof window === 'undefined' ? '' : window.location.host,
};

/**
 * Calls the whole site needs from its first screen: status, who is logged
 * in, the balance, the menus' vendors and the home notice.
 */
export const coreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: build.query<ResponseOf<typeof api.systemStatus>, RequestOf<typeof api.systemStatus>>({
      query: (args) => ({ endpoint: api.systemStatus, args }),
    }),
    memberInfo: build.query<ResponseOf<typeof api.memberInfo>, void>({
      query: () => ({ endpoint: api.memberInfo, args: {} }),
      providesTags: ['Member'],
    }),
    balance: build.query<ResponseOf<typeof api.balance>, void>({
      query: () => ({ endpoint: api.balance, args: {} }),
      providesTags: ['Balance'],
    }),
    gameVendors: build.query<ResponseOf<typeof api.gameVendors>, void>({
      query: () => ({ endpoint: api.gameVendors, args: { platform: 'html5-desktop' } }),
      providesTags: ['Vendors'],
    }),
    homeNotice: build.query<ResponseOf<typeof api.homeNotice>, void>({
      query: () => ({ endpoint: api.homeNotice, args: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } }),
      providesTags: ['HomeNotice', 'Content'],
    }),
    updateLanguage: build.mutation<ResponseOf<typeof api.updateLanguage>, RequestOf<typeof api.updateLanguage>>({
      query: (args) => ({ endpoint: api.updateLanguage, args }),
    }),
    logout: build.mutation<ResponseOf<typeof api.logout>, void>({
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
