import { baseApi, loadTransport } from '@/shared/api/base-api';
import { env } from '@/shared/config/env';
import { liveApi } from '@/shared/contract/live';
import { LIVE_STREAM_PATH } from '@/shared/contract/live-rules';
import type { AppStore } from '@/shared/store/store';
import { startLiveChannel, type LiveChannelDeps } from '@/shared/live/live-channel';
import { ALL_LIVE_TAGS, tagsOf, type LiveTag } from './live-tags';

/** A tab coming back asks again at most this often (focus events come in bursts). */
export const RETURN_REFETCH_MS = 2000;

/**
 * Asks again for everything the live channel covers when the tab comes back
 * into view or focus, or the browser back online: what changed while the
 * stream was down (a sleeping laptop, a lost network) shows then. Only the
 * mounted queries are asked again. (RTK Query's own `refetchOnFocus` needs
 * its `setupListeners`, whose code would sit in the first screen's library
 * chunk; this is the same with the public `invalidateTags`, in this lazy chunk.)
 */
export function refetchOnReturn(invalidate: (tags: LiveTag[]) => void, target: Window = window, now: () => number = Date.now): () => void {
  let last = -Infinity;
  const returned = () => {
    if (target.document.visibilityState === 'hidden' || now() - last < RETURN_REFETCH_MS) return;
    last = now();
    invalidate(ALL_LIVE_TAGS);
  };
  const events = ['focus', 'online'] as const;
  for (const name of events) target.addEventListener(name, returned);
  target.document.addEventListener('visibilitychange', returned);
  return () => {
    for (const name of events) target.removeEventListener(name, returned);
    target.document.removeEventListener('visibilitychange', returned);
  };
}

/**
 * The live channel of a logged-in member, wired to the store: each event
 * makes its queries stale (`tagsOf`), so what a page shows is asked for
 * again, and so does the tab's return (`refetchOnReturn`). Loaded after the
 * login, never on the first screen. Returns the function that stops both
 * (logout).
 */
export function startLive(store: AppStore, overrides: Partial<LiveChannelDeps> = {}): () => void {
  // the tag types are the features' own (addTagTypes), unknown to the base API's type
  const invalidate = (tags: LiveTag[]) => store.dispatch(baseApi.util.invalidateTags(tags as Parameters<typeof baseApi.util.invalidateTags>[0]));
  const stopFocus = refetchOnReturn(invalidate);
  const stopChannel = startLiveChannel({
    getTicket: async () => {
      const { callEndpoint, httpClient } = await loadTransport();
      const answer = await callEndpoint(httpClient, liveApi.liveTicket, {}, { token: store.getState().session.token });
      return answer.value.ticket;
    },
    streamUrl: (ticket) => `${env.VITE_API_BASE_URL}${LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`,
    onEvent: (event) => {
      const tags = tagsOf(event);
      if (tags.length > 0) invalidate(tags);
    },
    ...overrides,
  });
  return () => {
    stopChannel();
    stopFocus();
  };
}
