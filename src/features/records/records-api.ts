import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Records'] });

/** The records' calls. Each page asks again when it opens: a record is history that grows while the member plays. */
export const recordsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    betRecords: build.query<ResponseOf<typeof api.betRecords>, RequestOf<typeof api.betRecords>>({
      query: (args) => ({ endpoint: api.betRecords, args }),
      providesTags: ['Records'],
    }),
    recordVendors: build.query<ResponseOf<typeof api.recordVendors>, void>({
      query: () => ({ endpoint: api.recordVendors, args: {} }),
    }),
    transactionRecords: build.query<ResponseOf<typeof api.transactionRecords>, RequestOf<typeof api.transactionRecords>>({
      query: (args) => ({ endpoint: api.transactionRecords, args }),
      providesTags: ['Records'],
    }),
    profitLoss: build.query<ResponseOf<typeof api.profitLoss>, RequestOf<typeof api.profitLoss>>({
      query: (args) => ({ endpoint: api.profitLoss, args }),
      providesTags: ['Records'],
    }),
    creditReport: build.query<ResponseOf<typeof api.creditReport>, RequestOf<typeof api.creditReport>>({
      query: (args) => ({ endpoint: api.creditReport, args }),
      providesTags: ['Records'],
    }),
    bonusRecords: build.query<ResponseOf<typeof api.bonusRecords>, RequestOf<typeof api.bonusRecords>>({
      query: (args) => ({ endpoint: api.bonusRecords, args }),
      providesTags: ['Records'],
    }),
  }),
});

export const { useBetRecordsQuery, useRecordVendorsQuery, useTransactionRecordsQuery, useProfitLossQuery, useCreditReportQuery, useBonusRecordsQuery } = recordsApi;
