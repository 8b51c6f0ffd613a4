import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import type { api as fullApi } from '@/shared/contract/api';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import type { supportApi as Contract } from '@/shared/contract/support';

type Api = typeof Contract;
type Res<N extends keyof Api> = ResponseOf<Api[N]>;
type Req<N extends keyof Api> = RequestOf<Api[N]>;

/** The desk's calls, loaded with the first of them (their schemas are not part of the first screen). */
const api = lazyEndpoints(() => import('@/shared/contract/support').then((m) => m.supportApi));
const uploads = lazyEndpoints(() => import('@/shared/contract/uploads').then((m) => m.uploadsApi));

/**
 * Feedback, support tickets and the news. `Tickets` holds the member's
 * tickets and threads: opening, replying and reading one refetch them.
 */
export const supportApi = baseApi.enhanceEndpoints({ addTagTypes: ['Tickets'] }).injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<Res<'feedback'>, Req<'feedback'>>({
      query: (args) => ({ endpoint: api.feedback, args }),
    }),
    myTickets: build.query<Res<'myTickets'>, void>({
      query: () => ({ endpoint: api.myTickets, args: {} }),
      providesTags: [{ type: 'Tickets', id: 'LIST' }],
    }),
    ticket: build.query<Res<'ticket'>, number>({
      query: (id) => ({ endpoint: api.ticket, args: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Tickets', id }],
      // reading a ticket clears its unread mark: the list shows that
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(supportApi.util.invalidateTags([{ type: 'Tickets', id: 'LIST' }]));
        } catch {
          // the thread shows its own error
        }
      },
    }),
    createTicket: build.mutation<Res<'createTicket'>, Req<'createTicket'>>({
      query: (args) => ({ endpoint: api.createTicket, args }),
      invalidatesTags: ['Tickets'],
    }),
    replyTicket: build.mutation<Res<'replyTicket'>, Req<'replyTicket'>>({
      query: (args) => ({ endpoint: api.replyTicket, args }),
      invalidatesTags: ['Tickets'],
    }),
    /** the ticket's screenshots (multipart: the files and `purpose=supportTicket`) */
    uploadTicketImages: build.mutation<ResponseOf<(typeof fullApi)['uploadImages']>, FormData>({
      query: (form) => ({ endpoint: uploads.uploadImages, args: form }),
    }),
    newsList: build.query<Res<'newsList'>, void>({
      query: () => ({ endpoint: api.newsList, args: {} }),
      providesTags: ['Content'],
    }),
    newsArticle: build.query<Res<'newsArticle'>, number>({
      query: (id) => ({ endpoint: api.newsArticle, args: { id } }),
      providesTags: ['Content'],
    }),
  }),
});

export const {
  useSendFeedbackMutation,
  useMyTicketsQuery,
  useTicketQuery,
  useCreateTicketMutation,
  useReplyTicketMutation,
  useUploadTicketImagesMutation,
  useNewsListQuery,
  useNewsArticleQuery,
} = supportApi;
