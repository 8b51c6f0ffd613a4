import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { supportOperatorApi as calls } from '@/shared/contract/support-operator';
import { consoleApi } from '@/shared/console/console-api';

type Call = typeof calls;
type Res<N extends keyof Call> = ResponseOf<Call[N]>;
type Req<N extends keyof Call> = RequestOf<Call[N]>;

/** The support desk in the console: the tickets' queue and thread, staff's reply and close (audited), feedback, the news. */
export const deskApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Tickets', 'Ticket', 'Feedback', 'News'] }).injectEndpoints({
  endpoints: (build) => ({
    tickets: build.query<Res<'operatorTickets'>, Req<'operatorTickets'>>({
      query: (args) => ({ endpoint: calls.operatorTickets, args }),
      providesTags: ['Tickets'],
    }),
    ticket: build.query<Res<'operatorTicket'>, number>({
      query: (id) => ({ endpoint: calls.operatorTicket, args: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Ticket', id }],
    }),
    replyTicket: build.mutation<Res<'operatorReplyTicket'>, Req<'operatorReplyTicket'>>({
      query: (args) => ({ endpoint: calls.operatorReplyTicket, args }),
      invalidatesTags: (_r, _e, args) => [{ type: 'Ticket', id: args.id }, 'Tickets', 'Audit'],
    }),
    closeTicket: build.mutation<Res<'operatorCloseTicket'>, Req<'operatorCloseTicket'>>({
      query: (args) => ({ endpoint: calls.operatorCloseTicket, args }),
      invalidatesTags: (_r, _e, args) => [{ type: 'Ticket', id: args.id }, 'Tickets', 'Audit'],
    }),
    feedback: build.query<Res<'operatorFeedback'>, Req<'operatorFeedback'>>({
      query: (args) => ({ endpoint: calls.operatorFeedback, args }),
      providesTags: ['Feedback'],
    }),
    news: build.query<Res<'operatorNews'>, void>({
      query: () => ({ endpoint: calls.operatorNews, args: {} }),
      providesTags: ['News'],
    }),
    saveNews: build.mutation<Res<'operatorSaveNews'>, Req<'operatorSaveNews'>>({
      query: (args) => ({ endpoint: calls.operatorSaveNews, args }),
      invalidatesTags: ['News', 'Audit'],
    }),
  }),
});

export const { useTicketsQuery, useTicketQuery, useReplyTicketMutation, useCloseTicketMutation, useFeedbackQuery, useNewsQuery, useSaveNewsMutation } = deskApi;
