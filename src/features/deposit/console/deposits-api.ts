import { depositOperatorApi as calls } from '@/shared/contract/deposit-operator';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { consoleApi } from '@/shared/console/console-api';

const depositsBase = consoleApi.enhanceEndpoints({ addTagTypes: ['Deposits', 'Deposit'] });

export const depositsApi = depositsBase.injectEndpoints({
  endpoints: (build) => ({
    deposits: build.query<ResponseOf<typeof calls.operatorDeposits>, RequestOf<typeof calls.operatorDeposits>>({
      query: (args) => ({ endpoint: calls.operatorDeposits, args }),
      providesTags: ['Deposits'],
    }),
    deposit: build.query<ResponseOf<typeof calls.operatorDeposit>, number>({
      query: (id) => ({ endpoint: calls.operatorDeposit, args: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Deposit', id }],
    }),
    confirmDeposit: build.mutation<ResponseOf<typeof calls.operatorConfirmDeposit>, RequestOf<typeof calls.operatorConfirmDeposit>>({
      query: (args) => ({ endpoint: calls.operatorConfirmDeposit, args }),
      invalidatesTags: (_result, _error, args) => [{ type: 'Deposit', id: args.id }, 'Deposits', 'Dashboard', 'Audit', 'Members', 'Member'],
    }),
  }),
});

export const { useDepositsQuery, useDepositQuery, useConfirmDepositMutation } = depositsApi;
