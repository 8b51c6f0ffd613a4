import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import type { chatApi as chatCalls } from '@/shared/contract/chat';

type Calls = typeof chatCalls;
const calls = lazyEndpoints(() => import('@/shared/contract/chat').then((m) => m.chatApi));

/** The chat url of the session (a fresh signed identity each time: never cached). */
export const chatWindowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chatUrl: build.mutation<ResponseOf<Calls['chatUrl']>, RequestOf<Calls['chatUrl']>>({
      query: (args) => ({ endpoint: calls.chatUrl, args }),
    }),
  }),
});

export const { useChatUrlMutation } = chatWindowApi;
