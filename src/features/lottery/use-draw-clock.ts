import { useEffect, useRef, useState } from 'react';
import { afterNetworkIdle } from '@/shared/lib/network-idle';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useAppDispatch } from '@/shared/store/hooks';
import { lotteryApi, useNearDrawsQuery } from './lottery-api';
import { nearDrawsArgs } from './lottery-game-args';
import { useServerNow } from './server-now';

/** How often the page asks while a draw is closed and not yet drawn or settled. */
export const DRAWING_POLL_MS = 2000;
/** How often otherwise (a new period, a draw the player did not see close). */
export const IDLE_POLL_MS = 30_000;

/**
 * The draws of a game on the server's clock: the current period and the
 * time left before it closes, corrected by the difference between the
 * server time of the last answer and this browser's clock. When the
 * countdown ends the page asks again at once and then every 2 s while a
 * draw is closed ("closed, drawing"), until the new result and settlement
 * are in; then the member's tickets and the balance are refreshed.
 *
 * The server renders the page at some moment and keeps it for many visitors:
 * until the page is hydrated there is no time left (`left` null, the open
 * draw still `current`), and the draws it was rendered from (sent with it,
 * without the moment this browser received them) are asked for again once
 * the first screen has loaded, for this browser's clock offset and what
 * changed since.
 */
export function useDrawClock(gameCode: string) {
  const dispatch = useAppDispatch();
  const [fast, setFast] = useState(false);
  const hydrated = useHydrated();
  const near = useNearDrawsQuery(nearDrawsArgs(gameCode), { pollingInterval: fast ? DRAWING_POLL_MS : IDLE_POLL_MS, skipPollingIfUnfocused: false });
  const data = near.data;
  // the server's answer sent with its render has no moment of arrival (an answer from the API has)
  const preloaded = data !== undefined && typeof data.receivedAt !== 'number';
  const offset = data && !preloaded ? Date.parse(data.serverTime) - data.receivedAt : 0;
  const now = useServerNow(Number.isFinite(offset) ? offset : 0);
  const current = data?.current ?? null;
  const closeAt = current ? Date.parse(current.closeAt) : null;
  const left = closeAt !== null && hydrated ? closeAt - now : null;
  const ended = left !== null && left <= 0;
  const drawing = (data?.drawing.length ?? 0) > 0 || ended || (data !== undefined && current === null);
  const { refetch } = near;

  // the polling speed follows the answer it polls (state adjusted while rendering, not in an effect)
  if (fast !== drawing) setFast(drawing);
  useEffect(() => {
    if (ended) void refetch();
  }, [ended, refetch]);
  // the draws the server's page was rendered from: asked for again once the first screen has loaded (the
  // call brings the HTTP client and the lottery's contract, which the first screen does without)
  useEffect(() => {
    if (!preloaded) return;
    let live = true;
    void afterNetworkIdle().then(() => {
      if (live) void refetch();
    });
    return () => {
      live = false;
    };
  }, [preloaded, refetch]);

  // a draw left the "drawing" list or a new result came: tickets were settled, the balance may have changed
  const settledKey = `${data?.last?.period ?? ''}|${data?.last?.state ?? ''}|${(data?.drawing ?? []).map((d) => `${d.period}:${d.state}`).join(',')}`;
  const previous = useRef(settledKey);
  useEffect(() => {
    if (previous.current !== settledKey && data) dispatch(lotteryApi.util.invalidateTags(['LotteryTickets', 'Balance']));
    previous.current = settledKey;
  }, [settledKey, data, dispatch]);

  // a new latest result: the results history (fetched once, not polled) takes it in at once
  const lastResult = data?.last ? `${data.last.period}:${data.last.state}` : null;
  const seenResult = useRef(lastResult);
  useEffect(() => {
    if (lastResult === null) return;
    if (seenResult.current !== null && seenResult.current !== lastResult) dispatch(lotteryApi.util.invalidateTags(['LotteryResults']));
    seenResult.current = lastResult;
  }, [lastResult, dispatch]);

  return { near, now, current: ended ? null : current, left: ended ? null : left, drawing, last: data?.last ?? null, upcoming: data?.upcoming ?? [], closing: data?.drawing ?? [] };
}
