import { baseApi } from '@/shared/api/base-api';
import { loginPlatform } from '@/shared/lib/app-mode';
import { authEndpoints as api } from './auth-endpoints';
import { type RequestOf, type ResponseOf } from '@/shared/contract/endpoint';

type Mutation<N extends keyof typeof api> = [ResponseOf<(typeof api)[N]>, RequestOf<(typeof api)[N]>];

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Mutation<'login'>[0], Mutation<'login'>[1]>({
      // the installed app says so: the app-download bonus (docs/api.md)
      query: (args) => ({ endpoint: api.login, args: { platform: loginPlatform(), ...args } }),
    }),
    captcha: build.query<{ image: string; key: string }, number>({
      // the argument is a refresh counter: a new number fetches a new image
      query: () => ({ endpoint: api.captcha, args: {} }),
      transformResponse: (image: string, meta) => ({ image, key: meta?.headers['x-captcha-key'] ?? '' }),
      keepUnusedDataFor: 0,
    }),
    registerSettings: build.query<ResponseOf<typeof api.registerSettings>, void>({
      query: () => ({ endpoint: api.registerSettings, args: {} }),
    }),
    countryCodes: build.query<ResponseOf<typeof api.countryCodes>, void>({
      query: () => ({ endpoint: api.countryCodes, args: {} }),
      keepUnusedDataFor: 3600,
    }),
    register: build.mutation<Mutation<'register'>[0], Mutation<'register'>[1]>({
      query: (args) => ({ endpoint: api.register, args }),
    }),
    registerMobile: build.mutation<Mutation<'registerMobile'>[0], Mutation<'registerMobile'>[1]>({
      query: (args) => ({ endpoint: api.registerMobile, args }),
    }),
    /** a fresh bot-check challenge each time (never cached): answered by `@/shared/crypto/bot-check` */
    botChallenge: build.mutation<Mutation<'botChallenge'>[0], void>({
      query: () => ({ endpoint: api.botChallenge, args: {} }),
    }),
    smsNoLogin: build.mutation<Mutation<'smsNoLogin'>[0], Mutation<'smsNoLogin'>[1]>({
      query: (args) => ({ endpoint: api.smsNoLogin, args }),
    }),
    smsRegister: build.mutation<Mutation<'smsRegister'>[0], Mutation<'smsRegister'>[1]>({
      query: (args) => ({ endpoint: api.smsRegister, args }),
    }),
    freePlayLogin: build.mutation<Mutation<'freePlayLogin'>[0], void>({
      query: () => ({ endpoint: api.freePlayLogin, args: {} }),
    }),
    affiliateCheck: build.mutation<Mutation<'affiliateCheck'>[0], Mutation<'affiliateCheck'>[1]>({
      query: (args) => ({ endpoint: api.affiliateCheck, args }),
    }),
    changePassword: build.mutation<Mutation<'changePassword'>[0], Mutation<'changePassword'>[1]>({
      query: (args) => ({ endpoint: api.changePassword, args }),
    }),
    forgotByEmail: build.mutation<Mutation<'forgotByEmail'>[0], Mutation<'forgotByEmail'>[1]>({
      query: (args) => ({ endpoint: api.forgotByEmail, args }),
    }),
    resetByEmailToken: build.mutation<Mutation<'resetByEmailToken'>[0], Mutation<'resetByEmailToken'>[1]>({
      query: (args) => ({ endpoint: api.resetByEmailToken, args }),
    }),
    forgotSendCode: build.mutation<Mutation<'forgotSendCode'>[0], Mutation<'forgotSendCode'>[1]>({
      query: (args) => ({ endpoint: api.forgotSendCode, args }),
    }),
    forgotVerifyCode: build.mutation<Mutation<'forgotVerifyCode'>[0], Mutation<'forgotVerifyCode'>[1]>({
      query: (args) => ({ endpoint: api.forgotVerifyCode, args }),
    }),
    resetByPhone: build.mutation<Mutation<'resetByPhone'>[0], Mutation<'resetByPhone'>[1]>({
      query: (args) => ({ endpoint: api.resetByPhone, args }),
    }),
    deviceSendCode: build.mutation<Mutation<'deviceSendCode'>[0], Mutation<'deviceSendCode'>[1]>({
      query: (args) => ({ endpoint: api.deviceSendCode, args }),
    }),
    deviceVerify: build.mutation<Mutation<'deviceVerify'>[0], Mutation<'deviceVerify'>[1]>({
      query: (args) => ({ endpoint: api.deviceVerify, args }),
    }),
    socialLogin: build.mutation<Mutation<'socialLogin'>[0], Mutation<'socialLogin'>[1]>({
      query: (args) => ({ endpoint: api.socialLogin, args }),
    }),
    socialLink: build.mutation<Mutation<'socialLink'>[0], Mutation<'socialLink'>[1]>({
      query: (args) => ({ endpoint: api.socialLink, args }),
    }),
    socialRegister: build.mutation<Mutation<'socialRegister'>[0], Mutation<'socialRegister'>[1]>({
      query: (args) => ({ endpoint: api.socialRegister, args }),
    }),
    loginLinkExchange: build.mutation<Mutation<'loginLinkExchange'>[0], Mutation<'loginLinkExchange'>[1]>({
      query: (args) => ({ endpoint: api.loginLinkExchange, args }),
    }),
  }),
});

export const {
  useLoginMutation,
  useCaptchaQuery,
  useRegisterSettingsQuery,
  useCountryCodesQuery,
  useRegisterMutation,
  useRegisterMobileMutation,
  useBotChallengeMutation,
  useSmsNoLoginMutation,
  useSmsRegisterMutation,
  useFreePlayLoginMutation,
  useAffiliateCheckMutation,
  useChangePasswordMutation,
  useForgotByEmailMutation,
  useResetByEmailTokenMutation,
  useForgotSendCodeMutation,
  useForgotVerifyCodeMutation,
  useResetByPhoneMutation,
  useDeviceSendCodeMutation,
  useDeviceVerifyMutation,
  useSocialLoginMutation,
  useSocialLinkMutation,
  useSocialRegisterMutation,
  useLoginLinkExchangeMutation,
} = authApi;
