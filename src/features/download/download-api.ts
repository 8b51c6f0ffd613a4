import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import { type ResponseOf } from '@/shared/contract/endpoint';

export const downloadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    domainRoute: build.query<ResponseOf<typeof api.domainRoute>, void>({
      query: () => ({ endpoint: api.domainRoute, args: {} }),
    }),
  }),
});

export const { useDomainRouteQuery } = downloadApi;
