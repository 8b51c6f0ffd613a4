import type { ResponseOf } from '@/shared/contract/endpoint';
import { missionsOperatorApi as calls } from '@/shared/contract/missions-operator';
import { consoleApi } from '@/shared/console/console-api';

/** The missions' console call: read-only, the brand's missions and the latest claims. */
export const missionsConsoleApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Missions'] }).injectEndpoints({
  endpoints: (build) => ({
    staffMissions: build.query<ResponseOf<typeof calls.operatorMissions>, void>({
      query: () => ({ endpoint: calls.operatorMissions, args: {} }),
      providesTags: ['Missions'],
    }),
  }),
});

export const { useStaffMissionsQuery } = missionsConsoleApi;
