import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import type { messagesApi as Contract } from '@/shared/contract/messages';

type Api = typeof Contract;
type Res<N extends keyof Api> = ResponseOf<Api[N]>;
type Req<N extends keyof Api> = RequestOf<Api[N]>;

/** The platform messages' calls, named here and loaded with the first of them (their schemas are not part of the first screen). */
const api = lazyEndpoints(() => import('@/shared/contract/messages').then((m) => m.messagesApi));

/**
 * The member's inbox. `Messages` is what the live channel's `message` event
 * makes stale (features/live/live-tags.ts), with `Balance`, which carries
 * the header's unread count: every change here refetches both.
 */
export const messagesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Messages'] }).injectEndpoints({
  endpoints: (build) => ({
    messageList: build.query<Res<'messageList'>, { pageNo: number; pageSize?: number }>({
      query: (args) => ({ endpoint: api.messageList, args }),
      providesTags: ['Messages'],
    }),
    markMessage: build.mutation<Res<'markMessage'>, Req<'markMessage'>>({
      query: (args) => ({ endpoint: api.markMessage, args }),
      invalidatesTags: ['Messages', 'Balance'],
    }),
    deleteMessage: build.mutation<Res<'deleteMessage'>, Req<'deleteMessage'>>({
      query: (args) => ({ endpoint: api.deleteMessage, args }),
      invalidatesTags: ['Messages', 'Balance'],
    }),
    readAllMessages: build.mutation<Res<'readAllMessages'>, void>({
      query: () => ({ endpoint: api.readAllMessages, args: {} }),
      invalidatesTags: ['Messages', 'Balance'],
    }),
  }),
});

export const { useMessageListQuery, useMarkMessageMutation, useDeleteMessageMutation, useReadAllMessagesMutation } = messagesApi;
