import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import type { ResponseOf } from '@/shared/contract/endpoint';
import type { chatApi as chatCalls } from '@/shared/contract/chat';

const calls = lazyEndpoints(() => import('@/shared/contract/chat').then((m) => m.chatApi));

/**
 * The customer-service entry's badge: staff messages the member has not
 * read. Asked again when the live channel says the chat changed (`chat` →
 * `ChatUnread`, features/live/live-tags.ts); its schema loads with its first call.
 */
export const chatUnreadApi = baseApi.enhanceEndpoints({ addTagTypes: ['ChatUnread'] }).injectEndpoints({
  endpoints: (build) => ({
    chatUnread: build.query<ResponseOf<(typeof chatCalls)['chatUnread']>, void>({
      query: () => ({ endpoint: calls.chatUnread, args: {} }),
      providesTags: ['ChatUnread'],
    }),
  }),
});

export const { useChatUnreadQuery } = chatUnreadApi;
