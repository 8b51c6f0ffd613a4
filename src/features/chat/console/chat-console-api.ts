import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { chatOperatorApi as calls } from '@/shared/contract/chat-operator';
import { operatorApi } from '@/shared/contract/operator';
import { consoleApi } from '@/shared/console/console-api';

type Call = typeof calls;
type Res<N extends keyof Call> = ResponseOf<Call[N]>;
type Req<N extends keyof Call> = RequestOf<Call[N]>;

/**
 * The chat desk's console calls. The desk's event stream makes `ChatInbox`
 * and `ChatConversation` stale (chat-desk-stream.ts); every action refreshes
 * what it changed and the audit log.
 */
export const chatConsoleApi = consoleApi.enhanceEndpoints({ addTagTypes: ['ChatInbox', 'ChatConversation', 'ChatCanned', 'ChatReport'] }).injectEndpoints({
  endpoints: (build) => ({
    chatInbox: build.query<Res<'operatorChatInbox'>, Req<'operatorChatInbox'>>({
      query: (args) => ({ endpoint: calls.operatorChatInbox, args }),
      providesTags: ['ChatInbox'],
    }),
    chatConversation: build.query<Res<'operatorChatConversation'>, number>({
      query: (id) => ({ endpoint: calls.operatorChatConversation, args: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'ChatConversation', id }],
    }),
    chatTake: build.mutation<Res<'operatorChatTake'>, Req<'operatorChatTake'>>({
      query: (args) => ({ endpoint: calls.operatorChatTake, args }),
      invalidatesTags: (_r, _e, a) => ['ChatInbox', { type: 'ChatConversation', id: a.id }, 'Audit'],
    }),
    chatNext: build.mutation<Res<'operatorChatNext'>, void>({
      query: () => ({ endpoint: calls.operatorChatNext, args: {} }),
      invalidatesTags: ['ChatInbox', 'ChatConversation', 'Audit'],
    }),
    chatReply: build.mutation<Res<'operatorChatReply'>, Req<'operatorChatReply'>>({
      query: (args) => ({ endpoint: calls.operatorChatReply, args }),
      invalidatesTags: (_r, _e, a) => ['ChatInbox', { type: 'ChatConversation', id: a.id }],
    }),
    chatTyping: build.mutation<Res<'operatorChatTyping'>, Req<'operatorChatTyping'>>({
      query: (args) => ({ endpoint: calls.operatorChatTyping, args }),
    }),
    chatRead: build.mutation<Res<'operatorChatRead'>, Req<'operatorChatRead'>>({
      query: (args) => ({ endpoint: calls.operatorChatRead, args }),
      invalidatesTags: ['ChatInbox'],
    }),
    chatLabels: build.mutation<Res<'operatorChatLabels'>, Req<'operatorChatLabels'>>({
      query: (args) => ({ endpoint: calls.operatorChatLabels, args }),
      invalidatesTags: (_r, _e, a) => ['ChatInbox', { type: 'ChatConversation', id: a.id }, 'Audit'],
    }),
    chatTransfer: build.mutation<Res<'operatorChatTransfer'>, Req<'operatorChatTransfer'>>({
      query: (args) => ({ endpoint: calls.operatorChatTransfer, args }),
      invalidatesTags: (_r, _e, a) => ['ChatInbox', { type: 'ChatConversation', id: a.id }, 'Audit'],
    }),
    chatClose: build.mutation<Res<'operatorChatClose'>, Req<'operatorChatClose'>>({
      query: (args) => ({ endpoint: calls.operatorChatClose, args }),
      invalidatesTags: (_r, _e, a) => ['ChatInbox', { type: 'ChatConversation', id: a.id }, 'ChatReport', 'Audit'],
    }),
    chatStaff: build.query<Res<'operatorChatStaff'>, number>({
      query: (id) => ({ endpoint: calls.operatorChatStaff, args: { id } }),
    }),
    chatCanned: build.query<Res<'operatorChatCanned'>, void>({
      query: () => ({ endpoint: calls.operatorChatCanned, args: {} }),
      providesTags: ['ChatCanned'],
    }),
    chatAddCanned: build.mutation<Res<'operatorChatAddCanned'>, Req<'operatorChatAddCanned'>>({
      query: (args) => ({ endpoint: calls.operatorChatAddCanned, args }),
      invalidatesTags: ['ChatCanned', 'Audit'],
    }),
    chatReport: build.query<Res<'operatorChatReport'>, Req<'operatorChatReport'>>({
      query: (args) => ({ endpoint: calls.operatorChatReport, args }),
      providesTags: ['ChatReport'],
    }),
    chatTicket: build.mutation<Res<'operatorChatTicket'>, void>({
      query: () => ({ endpoint: calls.operatorChatTicket, args: {} }),
    }),
    /** the member beside the conversation: the console's member query (balance, latest movements) */
    chatMember: build.query<ResponseOf<typeof operatorApi.operatorMember>, number>({
      query: (memberId) => ({ endpoint: operatorApi.operatorMember, args: { memberId } }),
      providesTags: (_r, _e, memberId) => [{ type: 'Member', id: memberId }],
    }),
  }),
});

export const {
  useChatInboxQuery,
  useChatConversationQuery,
  useChatTakeMutation,
  useChatNextMutation,
  useChatReplyMutation,
  useChatTypingMutation,
  useChatReadMutation,
  useChatLabelsMutation,
  useChatTransferMutation,
  useChatCloseMutation,
  useChatStaffQuery,
  useChatCannedQuery,
  useChatAddCannedMutation,
  useChatReportQuery,
  useChatTicketMutation,
  useChatMemberQuery,
} = chatConsoleApi;
