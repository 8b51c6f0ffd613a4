import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { withdrawOperatorApi as calls } from '@/shared/contract/withdraw-operator';
import { consoleApi } from '@/shared/console/console-api';

type Call = typeof calls;
type Res<N extends keyof Call> = ResponseOf<Call[N]>;
type Req<N extends keyof Call> = RequestOf<Call[N]>;

/** The withdrawal review's calls; every action refreshes the list, the withdrawal and the audit log. */
export const withdrawalsApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Withdrawals', 'Withdrawal'] }).injectEndpoints({
  endpoints: (build) => ({
    withdrawals: build.query<Res<'operatorWithdrawals'>, Req<'operatorWithdrawals'>>({
      query: (args) => ({ endpoint: calls.operatorWithdrawals, args }),
      providesTags: ['Withdrawals'],
    }),
    withdrawal: build.query<Res<'operatorWithdrawal'>, number>({
      query: (id) => ({ endpoint: calls.operatorWithdrawal, args: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Withdrawal', id }],
    }),
    approveWithdrawal: build.mutation<Res<'operatorApproveWithdrawal'>, Req<'operatorApproveWithdrawal'>>({
      query: (args) => ({ endpoint: calls.operatorApproveWithdrawal, args }),
      invalidatesTags: (_r, _e, args) => [{ type: 'Withdrawal', id: args.id }, 'Withdrawals', 'Audit', 'Dashboard'],
    }),
    rejectWithdrawal: build.mutation<Res<'operatorRejectWithdrawal'>, Req<'operatorRejectWithdrawal'>>({
      query: (args) => ({ endpoint: calls.operatorRejectWithdrawal, args }),
      invalidatesTags: (_r, _e, args) => [{ type: 'Withdrawal', id: args.id }, 'Withdrawals', 'Audit', 'Dashboard', 'Members'],
    }),
    disburseWithdrawal: build.mutation<Res<'operatorDisburseWithdrawal'>, Req<'operatorDisburseWithdrawal'>>({
      query: (args) => ({ endpoint: calls.operatorDisburseWithdrawal, args }),
      invalidatesTags: (_r, _e, args) => [{ type: 'Withdrawal', id: args.id }, 'Withdrawals', 'Audit', 'Dashboard'],
    }),
    resolveWithdrawal: build.mutation<Res<'operatorResolveWithdrawal'>, Req<'operatorResolveWithdrawal'>>({
      query: (args) => ({ endpoint: calls.operatorResolveWithdrawal, args }),
      invalidatesTags: (_r, _e, args) => [{ type: 'Withdrawal', id: args.id }, 'Withdrawals', 'Audit', 'Dashboard'],
    }),
  }),
});

export const { useWithdrawalsQuery, useWithdrawalQuery, useApproveWithdrawalMutation, useRejectWithdrawalMutation, useDisburseWithdrawalMutation, useResolveWithdrawalMutation } = withdrawalsApi;
