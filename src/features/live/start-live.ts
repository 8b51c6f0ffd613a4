import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, loadTransport } from '@/shared/api/base-api';
import { env } from '@/shared/config/env';
import { liveApi } from '@/shared/contract/live';
import { LIVE_STREAM_PATH } from '@/shared/contract/live-rules';
import type { AppStore } from '@/shared/store/store';
import { startLiveChannel, type LiveChannelDeps } from './live-channel';
import { tagsOf } from './live-tags';

/**
 * The live channel of a logged-in member, wired to the store: each event
 * makes its queries stale (`tagsOf`), so what a page shows is asked for
 * again; the focus and network listeners of RTK Query run meanwhile, so the
 * queries that ask for it (`refetchOnFocus`) refresh when the tab comes back.
 * Loaded after the login, never on the first screen. Returns the function
 * that stops both (logout).
 */
export function startLive(store: AppStore, overrides: Partial<LiveChannelDeps> = {}): () => void {
  const stopFocus = setupListeners(store.dispatch);
  const stopChannel = startLiveChannel({
    getTicket: async () => {
      const { callEndpoint, httpClient } = await loadTransport();
      const answer = await callEndpoint(httpClient, liveApi.liveTicket, {}, { token: store.getState().session.token });
      return answer.value.ticket;
    },
    streamUrl: (ticket) => `${env.VITE_API_BASE_URL}${LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`,
    onEvent: (event) => {
      const tags = tagsOf(event);
      // the tag types are the features' own (addTagTypes), unknown to the base API's type
      if (tags.length > 0) store.dispatch(baseApi.util.invalidateTags(tags as Parameters<typeof baseApi.util.invalidateTags>[0]));
    },
    ...overrides,
  });
  return () => {
    stopChannel();
    stopFocus();
  };
}
