import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { promotionsOperatorApi as calls } from '@/shared/contract/promotions-operator';
import { consoleApi } from '@/shared/console/console-api';

type Call = typeof calls;
type Res<N extends keyof Call> = ResponseOf<Call[N]>;
type Req<N extends keyof Call> = RequestOf<Call[N]>;

/** The review of promotion applications; a decision refreshes the list, the application, the member's rewards and the audit log. */
export const applicationsApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Applications', 'Application', 'MemberRewards'] }).injectEndpoints({
  endpoints: (build) => ({
    applications: build.query<Res<'operatorApplications'>, Req<'operatorApplications'>>({
      query: (args) => ({ endpoint: calls.operatorApplications, args }),
      providesTags: ['Applications'],
    }),
    application: build.query<Res<'operatorApplication'>, number>({
      query: (id) => ({ endpoint: calls.operatorApplication, args: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Application', id }],
    }),
    approveApplication: build.mutation<Res<'operatorApproveApplication'>, Req<'operatorApproveApplication'>>({
      query: (args) => ({ endpoint: calls.operatorApproveApplication, args }),
      invalidatesTags: (_r, _e, args) => [{ type: 'Application', id: args.id }, 'Applications', 'MemberRewards', 'Audit'],
    }),
    rejectApplication: build.mutation<Res<'operatorRejectApplication'>, Req<'operatorRejectApplication'>>({
      query: (args) => ({ endpoint: calls.operatorRejectApplication, args }),
      invalidatesTags: (_r, _e, args) => [{ type: 'Application', id: args.id }, 'Applications', 'MemberRewards', 'Audit'],
    }),
  }),
});

export const { useApplicationsQuery, useApplicationQuery, useApproveApplicationMutation, useRejectApplicationMutation } = applicationsApi;
