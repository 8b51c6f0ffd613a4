import { baseApi } from '@/shared/api/base-api';
import { api, type RequestOf, type ResponseOf } from '@/shared/contract/endpoints';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<typeof api.login>, RequestOf<typeof api.login>>({
      query: (args) => ({ endpoint: api.login, args }),
    }),
    captcha: build.query<{ image: string; key: string }, number>({
      // the argument is a refresh counter: a new number fetches a new image
      query: () => ({ endpoint: api.captcha, args: {} }),
      transformResponse: (image: string, meta) => ({ image, key: meta?.headers['x-captcha-key'] ?? '' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLoginMutation, useCaptchaQuery } = authApi;
