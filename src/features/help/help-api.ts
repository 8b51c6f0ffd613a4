import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import { type ResponseOf } from '@/shared/contract/endpoint';

export const helpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    helpCenter: build.query<ResponseOf<typeof api.helpCenter>, void>({
      query: () => ({ endpoint: api.helpCenter, args: {} }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useHelpCenterQuery } = helpApi;
