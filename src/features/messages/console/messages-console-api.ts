import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { messagesOperatorApi as calls } from '@/shared/contract/messages-operator';
import { consoleApi } from '@/shared/console/console-api';

type Call = typeof calls;
type Res<N extends keyof Call> = ResponseOf<Call[N]>;
type Req<N extends keyof Call> = RequestOf<Call[N]>;

/** The console's platform messages: what was sent, and sending; a send refreshes the list and the audit log. */
export const messagesConsoleApi = consoleApi.enhanceEndpoints({ addTagTypes: ['SentMessages'] }).injectEndpoints({
  endpoints: (build) => ({
    sentMessages: build.query<Res<'operatorMessages'>, Req<'operatorMessages'>>({
      query: (args) => ({ endpoint: calls.operatorMessages, args }),
      providesTags: ['SentMessages'],
    }),
    sendMessage: build.mutation<Res<'operatorSendMessage'>, Req<'operatorSendMessage'>>({
      query: (args) => ({ endpoint: calls.operatorSendMessage, args }),
      invalidatesTags: ['SentMessages', 'Audit'],
    }),
  }),
});

export const { useSentMessagesQuery, useSendMessageMutation } = messagesConsoleApi;
