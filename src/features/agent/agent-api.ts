import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';

type Res<N extends keyof typeof api> = ResponseOf<(typeof api)[N]>;
type Req<N extends keyof typeof api> = RequestOf<(typeof api)[N]>;

/**
 * The agent centre's calls. Reports ask again when their page opens (the
 * team plays on); what changes the team or its contracts invalidates the
 * lists it touches (and a payment password set in the member centre opens
 * the transfer). `AgentProfile`, `Downline`, `InviteLinks` and
 * `Contracts` are this feature's own tags; a transfer also refreshes the
 * balance.
 */
export const agentApi = baseApi.enhanceEndpoints({ addTagTypes: ['AgentProfile', 'Downline', 'InviteLinks', 'Contracts', 'PaymentPassword'] }).injectEndpoints({
  endpoints: (build) => ({
    agentProfile: build.query<Res<'agentProfile'>, void>({
      query: () => ({ endpoint: api.agentProfile, args: {} }),
      providesTags: ['AgentProfile'],
    }),
    agentAnnouncements: build.query<Res<'agentAnnouncements'>, Req<'agentAnnouncements'>>({
      query: (args) => ({ endpoint: api.agentAnnouncements, args }),
    }),
    agentTeamOverview: build.query<Res<'agentTeamOverview'>, Req<'agentTeamOverview'>>({
      query: (args) => ({ endpoint: api.agentTeamOverview, args }),
      providesTags: ['Downline'],
    }),
    agentCreateDownline: build.mutation<Res<'agentCreateDownline'>, Req<'agentCreateDownline'>>({
      query: (args) => ({ endpoint: api.agentCreateDownline, args }),
      invalidatesTags: ['Downline'],
    }),
    agentRegisterSettings: build.query<Res<'registerSettings'>, void>({
      query: () => ({ endpoint: api.registerSettings, args: {} }),
      keepUnusedDataFor: 3600,
    }),
    agentInviteLinks: build.query<Res<'agentInviteLinks'>, void>({
      query: () => ({ endpoint: api.agentInviteLinks, args: {} }),
      providesTags: ['InviteLinks'],
    }),
    agentCreateInviteLink: build.mutation<Res<'agentCreateInviteLink'>, Req<'agentCreateInviteLink'>>({
      query: (args) => ({ endpoint: api.agentCreateInviteLink, args }),
      invalidatesTags: ['InviteLinks'],
    }),
    agentDeleteInviteLink: build.mutation<Res<'agentDeleteInviteLink'>, Req<'agentDeleteInviteLink'>>({
      query: (args) => ({ endpoint: api.agentDeleteInviteLink, args }),
      invalidatesTags: ['InviteLinks'],
    }),
    agentInviteRegistrations: build.query<Res<'agentInviteRegistrations'>, Req<'agentInviteRegistrations'>>({
      query: (args) => ({ endpoint: api.agentInviteRegistrations, args }),
      providesTags: ['InviteLinks'],
    }),
    agentDownlineTree: build.query<Res<'agentDownlineTree'>, Req<'agentDownlineTree'>>({
      query: (args) => ({ endpoint: api.agentDownlineTree, args }),
      providesTags: ['Downline'],
    }),
    agentDownline: build.query<Res<'agentDownline'>, Req<'agentDownline'>>({
      query: (args) => ({ endpoint: api.agentDownline, args }),
      providesTags: ['Downline'],
    }),
    agentDownlineTransferInfo: build.query<Res<'agentDownlineTransferInfo'>, void>({
      query: () => ({ endpoint: api.agentDownlineTransferInfo, args: {} }),
      // setting the payment password (member centre) makes the transfer possible
      providesTags: ['Downline', 'PaymentPassword'],
    }),
    agentTransferToDownline: build.mutation<Res<'agentTransferToDownline'>, { body: Req<'agentTransferToDownline'>; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: api.agentTransferToDownline, args: body, idempotencyKey }),
      invalidatesTags: ['Downline', 'Balance', 'AgentProfile'],
    }),
    agentSetSubAgentRates: build.mutation<Res<'agentSetSubAgentRates'>, Req<'agentSetSubAgentRates'>>({
      query: (args) => ({ endpoint: api.agentSetSubAgentRates, args }),
      invalidatesTags: ['Contracts'],
    }),
    agentTeamBets: build.query<Res<'agentTeamBets'>, Req<'agentTeamBets'>>({
      query: (args) => ({ endpoint: api.agentTeamBets, args }),
    }),
    agentVendors: build.query<Res<'recordVendors'>, void>({
      query: () => ({ endpoint: api.recordVendors, args: {} }),
      keepUnusedDataFor: 3600,
    }),
    agentUserLoss: build.query<Res<'agentUserLoss'>, Req<'agentUserLoss'>>({
      query: (args) => ({ endpoint: api.agentUserLoss, args }),
    }),
    agentIncome: build.query<Res<'agentIncome'>, Req<'agentIncome'>>({
      query: (args) => ({ endpoint: api.agentIncome, args }),
      providesTags: ['Contracts'],
    }),
    agentAccountDetails: build.query<Res<'agentAccountDetails'>, Req<'agentAccountDetails'>>({
      query: (args) => ({ endpoint: api.agentAccountDetails, args }),
    }),
    agentContracts: build.query<Res<'agentContracts'>, Req<'agentContracts'>>({
      query: (args) => ({ endpoint: api.agentContracts, args }),
      providesTags: ['Contracts'],
    }),
    agentAnswerContract: build.mutation<Res<'agentAnswerContract'>, Req<'agentAnswerContract'>>({
      query: (args) => ({ endpoint: api.agentAnswerContract, args }),
      invalidatesTags: ['Contracts', 'AgentProfile'],
    }),
    agentTerminateContract: build.mutation<Res<'agentTerminateContract'>, Req<'agentTerminateContract'>>({
      query: (args) => ({ endpoint: api.agentTerminateContract, args }),
      invalidatesTags: ['Contracts', 'AgentProfile'],
    }),
    agentContractPayments: build.query<Res<'agentContractPayments'>, Req<'agentContractPayments'>>({
      query: (args) => ({ endpoint: api.agentContractPayments, args }),
      providesTags: ['Contracts'],
    }),
  }),
});

export const {
  useAgentProfileQuery,
  useAgentAnnouncementsQuery,
  useAgentTeamOverviewQuery,
  useAgentCreateDownlineMutation,
  useAgentRegisterSettingsQuery,
  useAgentInviteLinksQuery,
  useAgentCreateInviteLinkMutation,
  useAgentDeleteInviteLinkMutation,
  useAgentInviteRegistrationsQuery,
  useAgentDownlineTreeQuery,
  useLazyAgentDownlineTreeQuery,
  useAgentDownlineQuery,
  useAgentDownlineTransferInfoQuery,
  useAgentTransferToDownlineMutation,
  useAgentSetSubAgentRatesMutation,
  useAgentTeamBetsQuery,
  useAgentVendorsQuery,
  useAgentUserLossQuery,
  useAgentIncomeQuery,
  useAgentAccountDetailsQuery,
  useAgentContractsQuery,
  useAgentAnswerContractMutation,
  useAgentTerminateContractMutation,
  useAgentContractPaymentsQuery,
} = agentApi;
