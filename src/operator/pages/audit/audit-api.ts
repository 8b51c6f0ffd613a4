import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { operatorApi } from '@/shared/contract/operator';
import { consoleApi } from '@/shared/console/console-api';

export const auditApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query<ResponseOf<typeof operatorApi.operatorAudit>, RequestOf<typeof operatorApi.operatorAudit>>({
      query: (args) => ({ endpoint: operatorApi.operatorAudit, args }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery } = auditApi;
