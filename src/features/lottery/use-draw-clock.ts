import { useEffect, useRef, useState } from 'react';
import type { Draw, NearDraws } from '@/shared/contract/lottery';
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
 * At a period's close the next one is taken from the draws already known
 * (the answer's `upcoming`), without waiting for the server: `current` rolls
 * over on this browser's server-corrected clock the second the next period
 * opens, and `slipDraw` (the draw the slip's lines are composed for: the open
 * one, or between a close and the next opening the next one) never goes
 * blank, so the slip prices lines and lists its stations throughout; only
 * placing waits for an open draw.
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
  const answered = data?.current ?? null;
  const answeredClose = answered ? Date.parse(answered.closeAt) : null;
  // the answer's open draw has closed on this clock (never before hydration: no clock yet)
  const ended = answeredClose !== null && hydrated && answeredClose <= now;
  // before hydration the draw the page was rendered with; then the first known draw open now
  const current = !hydrated ? answered : (data ? openAt(data, now) : null);
  const left = current && hydrated ? Date.parse(current.closeAt) - now : null;
  const slipDraw = current ?? (data && hydrated ? nextAt(data, now) : null);
  const drawing = (data?.drawing.length ?? 0) > 0 || ended || (data !== undefined && answered === null);
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

  return { near, now, current, left, slipDraw, drawing, last: data?.last ?? null, upcoming: data?.upcoming ?? [], closing: data?.drawing ?? [] };
}

type KnownDraws = Pick<NearDraws, 'current' | 'upcoming'>;
const knownDraws = (data: KnownDraws) => (data.current ? [data.current, ...data.upcoming] : data.upcoming);

/**
 * The first of the known draws open at `now` (server time): opened, not yet closed. The answer's own open draw
 * counts as opened whatever this clock says (the offset's estimate lags the server by up to the answer's trip).
 */
function openAt(data: KnownDraws, now: number): Draw | null {
  return knownDraws(data).find((d) => d.state === 'open' && (d === data.current || Date.parse(d.openAt) <= now) && now < Date.parse(d.closeAt)) ?? null;
}

/** The first of the known draws still to close after `now`: the open one, or the next to open. */
function nextAt(data: KnownDraws, now: number): Draw | null {
  return knownDraws(data).find((d) => d.state === 'open' && now < Date.parse(d.closeAt)) ?? null;
}
