import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import type { DepositOrder } from '@/shared/contract/deposit';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';

/** Polling of an order waiting for its payment: the provider's confirmation shows within this. */
export const ORDER_POLL_MS = 3000;

const depositBase = baseApi.enhanceEndpoints({ addTagTypes: ['DepositOrder', 'DepositHistory'] });

export const depositApi = depositBase.injectEndpoints({
  endpoints: (build) => ({
    depositChannels: build.query<ResponseOf<typeof api.depositChannels>, void>({
      query: () => ({ endpoint: api.depositChannels, args: {} }),
    }),
    createDeposit: build.mutation<DepositOrder, { body: RequestOf<typeof api.createDeposit>; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: api.createDeposit, args: body, idempotencyKey }),
      // a scratch card may be credited at once
      invalidatesTags: (order) => ['DepositHistory', ...(order?.state === 'credited' ? (['Balance'] as const) : [])],
    }),
    depositOrder: build.query<DepositOrder, number>({
      query: (id) => ({ endpoint: api.depositOrder, args: { id } }),
      providesTags: (_order, _error, id) => [{ type: 'DepositOrder', id }],
    }),
    cancelDeposit: build.mutation<DepositOrder, number>({
      query: (id) => ({ endpoint: api.cancelDeposit, args: { id } }),
      invalidatesTags: (_order, _error, id) => [{ type: 'DepositOrder', id }, 'DepositHistory'],
    }),
    depositHistory: build.query<ResponseOf<typeof api.depositHistory>, { page: number; pageSize: number }>({
      query: (args) => ({ endpoint: api.depositHistory, args }),
      providesTags: ['DepositHistory'],
    }),
  }),
});

export const { useDepositChannelsQuery, useCreateDepositMutation, useDepositOrderQuery, useCancelDepositMutation, useDepositHistoryQuery } =
  depositApi;
