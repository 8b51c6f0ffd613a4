import { baseApi } from '@/shared/api/base-api';
import { callEndpoint } from '@/shared/api/call-endpoint';
import { httpClient } from '@/shared/api/client';
import { api } from '@/shared/contract/api';
import { type RequestOf, type ResponseOf } from '@/shared/contract/endpoint';

type Res<N extends keyof typeof api> = ResponseOf<(typeof api)[N]>;
type Req<N extends keyof typeof api> = RequestOf<(typeof api)[N]>;

/**
 * Money out: the payment password, the cards, withdrawals and the transfer
 * to the upline. What moves money invalidates the balance and the lists;
 * `PaymentPassword`, `BankCards`, `Withdrawals` and `Upline` are this
 * feature's own tags.
 */
export const withdrawApi = baseApi.enhanceEndpoints({ addTagTypes: ['PaymentPassword', 'BankCards', 'Withdrawals', 'Upline'] }).injectEndpoints({
  endpoints: (build) => ({
    paymentPasswordStatus: build.query<Res<'paymentPasswordStatus'>, void>({
      query: () => ({ endpoint: api.paymentPasswordStatus, args: {} }),
      providesTags: ['PaymentPassword'],
    }),
    setPaymentPassword: build.mutation<Res<'setPaymentPassword'>, Req<'setPaymentPassword'>>({
      query: (args) => ({ endpoint: api.setPaymentPassword, args }),
      invalidatesTags: ['PaymentPassword', 'Withdrawals', 'Upline'],
    }),
    changePaymentPassword: build.mutation<Res<'changePaymentPassword'>, Req<'changePaymentPassword'>>({
      query: (args) => ({ endpoint: api.changePaymentPassword, args }),
      invalidatesTags: ['PaymentPassword'],
    }),
    paymentPasswordSendCode: build.mutation<Res<'paymentPasswordSendCode'>, Req<'paymentPasswordSendCode'>>({
      query: (args) => ({ endpoint: api.paymentPasswordSendCode, args }),
    }),
    resetPaymentPassword: build.mutation<Res<'resetPaymentPassword'>, Req<'resetPaymentPassword'>>({
      query: (args) => ({ endpoint: api.resetPaymentPassword, args }),
      invalidatesTags: ['PaymentPassword'],
    }),
    banks: build.query<Res<'banks'>, void>({
      query: () => ({ endpoint: api.banks, args: {} }),
      keepUnusedDataFor: 3600,
    }),
    bankCards: build.query<Res<'bankCards'>, void>({
      query: () => ({ endpoint: api.bankCards, args: {} }),
      providesTags: ['BankCards'],
    }),
    bindBankCard: build.mutation<Res<'bindBankCard'>, Req<'bindBankCard'>>({
      query: (args) => ({ endpoint: api.bindBankCard, args }),
      invalidatesTags: ['BankCards'],
    }),
    removeBankCard: build.mutation<Res<'removeBankCard'>, Req<'removeBankCard'>>({
      query: (args) => ({ endpoint: api.removeBankCard, args }),
      invalidatesTags: ['BankCards'],
    }),
    withdrawInfo: build.query<Res<'withdrawInfo'>, void>({
      query: () => ({ endpoint: api.withdrawInfo, args: {} }),
      providesTags: ['Withdrawals'],
    }),
    withdraw: build.mutation<Res<'withdraw'>, { body: Req<'withdraw'>; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: api.withdraw, args: body, idempotencyKey }),
      invalidatesTags: ['Withdrawals', 'Balance'],
    }),
    withdrawals: build.query<Res<'withdrawals'>, { page: number; pageSize: number }>({
      query: (args) => ({ endpoint: api.withdrawals, args }),
      providesTags: ['Withdrawals'],
    }),
    confirmWithdrawalReceipt: build.mutation<Res<'confirmWithdrawalReceipt'>, Req<'confirmWithdrawalReceipt'>>({
      query: (args) => ({ endpoint: api.confirmWithdrawalReceipt, args }),
      invalidatesTags: ['Withdrawals'],
    }),
    uplineInfo: build.query<Res<'uplineInfo'>, void>({
      query: () => ({ endpoint: api.uplineInfo, args: {} }),
      providesTags: ['Upline'],
    }),
    transferToUpline: build.mutation<Res<'transferToUpline'>, { body: Req<'transferToUpline'>; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: api.transferToUpline, args: body, idempotencyKey }),
      invalidatesTags: ['Upline', 'Balance'],
    }),
  }),
});

export const {
  usePaymentPasswordStatusQuery,
  useSetPaymentPasswordMutation,
  useChangePaymentPasswordMutation,
  usePaymentPasswordSendCodeMutation,
  useResetPaymentPasswordMutation,
  useBanksQuery,
  useBankCardsQuery,
  useBindBankCardMutation,
  useRemoveBankCardMutation,
  useWithdrawInfoQuery,
  useWithdrawMutation,
  useWithdrawalsQuery,
  useConfirmWithdrawalReceiptMutation,
  useUplineInfoQuery,
  useTransferToUplineMutation,
} = withdrawApi;

/**
 * Sends proof images (multipart) and answers their ids. A command, not
 * cached data: the files never enter the store (they are not serialisable).
 */
export async function uploadProofs(files: readonly File[], token: string | null): Promise<string[]> {
  const body = new FormData();
  body.append('purpose', 'withdrawalProof');
  for (const file of files) body.append('images', file, file.name);
  const { value } = await callEndpoint(httpClient, api.uploadImages, body as never, { token });
  return value.ids;
}
