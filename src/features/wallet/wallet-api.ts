import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import type { ResponseOf } from '@/shared/contract/endpoint';
import type { WalletTransferRequest } from '@/shared/contract/wallet';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Wallets'] });

/**
 * My wallet's calls: the wallets, the consolidated funds, transfers and
 * recall. A movement refreshes the wallets and the header's balance (tag
 * `Balance`), never a copy of them.
 */
export const walletApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    wallets: build.query<ResponseOf<typeof api.wallets>, void>({
      query: () => ({ endpoint: api.wallets, args: {} }),
      providesTags: ['Wallets'],
    }),
    consolidatedFunds: build.query<ResponseOf<typeof api.consolidatedFunds>, void>({
      query: () => ({ endpoint: api.consolidatedFunds, args: {} }),
      providesTags: ['Wallets'],
    }),
    walletTransfer: build.mutation<ResponseOf<typeof api.walletTransfer>, { body: WalletTransferRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: api.walletTransfer, args: body, idempotencyKey }),
      invalidatesTags: ['Wallets', 'Balance'],
    }),
    walletRecall: build.mutation<ResponseOf<typeof api.walletRecall>, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => ({ endpoint: api.walletRecall, args: {}, idempotencyKey }),
      invalidatesTags: ['Wallets', 'Balance'],
    }),
  }),
});

export const { useWalletsQuery, useConsolidatedFundsQuery, useWalletTransferMutation, useWalletRecallMutation } = walletApi;
