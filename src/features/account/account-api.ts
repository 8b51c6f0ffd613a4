import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import { type RequestOf, type ResponseOf } from '@/shared/contract/endpoint';

type Res<N extends keyof typeof api> = ResponseOf<(typeof api)[N]>;
type Req<N extends keyof typeof api> = RequestOf<(typeof api)[N]>;

/**
 * My account's calls. The overview and the member info share the `Member`
 * tag: whatever changes the account refetches both, so the header (avatar,
 * nickname) follows the profile without a copy of either.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountOverview: build.query<Res<'accountOverview'>, void>({
      query: () => ({ endpoint: api.accountOverview, args: {} }),
      providesTags: ['Member'],
    }),
    updateProfile: build.mutation<Res<'updateProfile'>, Req<'updateProfile'>>({
      query: (args) => ({ endpoint: api.updateProfile, args }),
      invalidatesTags: ['Member'],
    }),
    setPayeeName: build.mutation<Res<'setPayeeName'>, Req<'setPayeeName'>>({
      query: (args) => ({ endpoint: api.setPayeeName, args }),
      invalidatesTags: ['Member'],
    }),
    sendEmailBindCode: build.mutation<Res<'sendEmailBindCode'>, Req<'sendEmailBindCode'>>({
      query: (args) => ({ endpoint: api.sendEmailBindCode, args }),
    }),
    bindEmail: build.mutation<Res<'bindEmail'>, Req<'bindEmail'>>({
      query: (args) => ({ endpoint: api.bindEmail, args }),
      invalidatesTags: ['Member'],
    }),
    sendMobileBindCode: build.mutation<Res<'sendMobileBindCode'>, Req<'sendMobileBindCode'>>({
      query: (args) => ({ endpoint: api.sendMobileBindCode, args }),
    }),
    bindMobile: build.mutation<Res<'bindMobile'>, Req<'bindMobile'>>({
      query: (args) => ({ endpoint: api.bindMobile, args }),
      invalidatesTags: ['Member'],
    }),
    playerRank: build.query<Res<'playerRank'>, void>({
      query: () => ({ endpoint: api.playerRank, args: {} }),
    }),
    authenticatorSetup: build.mutation<Res<'authenticatorSetup'>, void>({
      query: () => ({ endpoint: api.authenticatorSetup, args: {} }),
    }),
    authenticatorEnable: build.mutation<Res<'authenticatorEnable'>, Req<'authenticatorEnable'>>({
      query: (args) => ({ endpoint: api.authenticatorEnable, args }),
      invalidatesTags: ['Member'],
    }),
    authenticatorDisable: build.mutation<Res<'authenticatorDisable'>, Req<'authenticatorDisable'>>({
      query: (args) => ({ endpoint: api.authenticatorDisable, args }),
      invalidatesTags: ['Member'],
    }),
    loginHistory: build.query<Res<'loginHistory'>, number>({
      query: (pageNo) => ({ endpoint: api.loginHistory, args: { pageNo } }),
      keepUnusedDataFor: 30,
    }),
    /** the brand's mobile rule and dialing codes, for the mobile binding */
    accountRegisterSettings: build.query<Res<'registerSettings'>, void>({
      query: () => ({ endpoint: api.registerSettings, args: {} }),
    }),
    accountCountryCodes: build.query<Res<'countryCodes'>, void>({
      query: () => ({ endpoint: api.countryCodes, args: {} }),
      keepUnusedDataFor: 3600,
    }),
    /** an avatar image (multipart: the file and `purpose=avatar`) */
    uploadAvatar: build.mutation<Res<'uploadImages'>, FormData>({
      query: (form) => ({ endpoint: api.uploadImages, args: form }),
    }),
  }),
});

export const {
  useAccountOverviewQuery,
  useUpdateProfileMutation,
  useSetPayeeNameMutation,
  useSendEmailBindCodeMutation,
  useBindEmailMutation,
  useSendMobileBindCodeMutation,
  useBindMobileMutation,
  usePlayerRankQuery,
  useAuthenticatorSetupMutation,
  useAuthenticatorEnableMutation,
  useAuthenticatorDisableMutation,
  useLoginHistoryQuery,
  useAccountRegisterSettingsQuery,
  useAccountCountryCodesQuery,
  useUploadAvatarMutation,
} = accountApi;
