import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { operatorApi } from '@/shared/contract/operator';
import { consoleApi } from '@/shared/console/console-api';

export const dashboardApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<ResponseOf<typeof operatorApi.operatorDashboard>, RequestOf<typeof operatorApi.operatorDashboard>>({
      query: (args) => ({ endpoint: operatorApi.operatorDashboard, args }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
