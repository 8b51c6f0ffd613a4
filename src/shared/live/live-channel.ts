import { liveKinds, type LiveEvent } from '@/shared/contract/live-rules';
import { leadOneTab } from './tab-leader';

/**
 * The site's end of the live channel: one EventSource per browser, not per
 * tab. The tab group elects a leader (`leadOneTab`, Web Locks) that holds the
 * stream and relays its events to the other tabs over a BroadcastChannel;
 * each tab turns events into refetches (`onEvent`). When the leader goes,
 * another tab takes over and resyncs.
 *
 * A stream is opened with a single-use ticket, so the browser's own retry of
 * an EventSource cannot work: on any error the leader closes it and opens a
 * new one with a new ticket, after a growing pause (1 s, 2 s, 4 s … 30 s,
 * with jitter; at once when the browser comes back online). A stream that
 * opens again after a gap, or in a tab taking over, resyncs: events may
 * have been missed. A refused ticket (401: the session is over) stops it.
 */
export interface LiveChannelDeps {
  /** a ticket for one stream; rejects with `{ status: 401 }` when the session is over */
  getTicket(): Promise<string>;
  streamUrl(ticket: string): string;
  /** every event, in every tab (`ready` included; `resync` means: ask again for everything) */
  onEvent(event: LiveEvent): void;
  EventSource?: typeof EventSource | undefined;
  /** the tab group's relay; null: this tab alone */
  channel?: BroadcastChannel | null | undefined;
  /** the tab group's leader election; null: this tab leads alone */
  locks?: LockManager | null | undefined;
  random?: () => number;
  /** the window whose `online` event ends a pause early */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
}

export const LIVE_LOCK = 'lotus-live';
export const LIVE_CHANNEL = 'lotus-live';
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

const kinds = new Set<string>(liveKinds);

/** An event's data, or null when it is not one. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { kind?: unknown; id?: unknown };
    if (typeof parsed.kind !== 'string' || !kinds.has(parsed.kind)) return null;
    return typeof parsed.id === 'string' ? { kind: parsed.kind as LiveEvent['kind'], id: parsed.id } : { kind: parsed.kind as LiveEvent['kind'] };
  } catch {
    return null;
  }
}

interface Relayed {
  type: 'live';
  event: LiveEvent;
}

/** The pause before the attempt after `failures` failed ones. */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.5 + random() / 2));
}

/** Leads the stream in this tab: returns how to stop. */
function holdStream(deps: LiveChannelDeps, takeover: boolean, relay: (event: LiveEvent) => void): () => void {
  const Source = deps.EventSource ?? globalThis.EventSource;
  const target = deps.target ?? (typeof window === 'undefined' ? undefined : window);
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  /** a stream was open before (or another tab's was): the next `ready` resyncs */
  let gap = takeover;

  const retry = () => {
    if (stopped || timer !== undefined) return;
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryDelay(failures, deps.random));
  };
  const onOnline = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    void connect();
  };
  target?.addEventListener('online', onOnline);

  const connect = async () => {
    if (stopped || !Source) return;
    let ticket: string;
    try {
      ticket = await deps.getTicket();
    } catch (error) {
      // the session is over: the app logs out, and this stops
      if ((error as { status?: unknown } | null)?.status === 401) return;
      retry();
      return;
    }
    if (stopped) return;
    const opened = new Source(deps.streamUrl(ticket));
    source = opened;
    opened.onmessage = (message: MessageEvent) => {
      const event = parseLiveEvent(message.data);
      if (!event || stopped) return;
      if (event.kind === 'ready') {
        failures = 0;
        relay(event);
        if (gap) relay({ kind: 'resync' });
        gap = true;
        return;
      }
      relay(event);
    };
    opened.onerror = () => {
      // its ticket is spent: the browser's own retry would be refused
      opened.close();
      if (source === opened) source = null;
      retry();
    };
  };
  void connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    target?.removeEventListener('online', onOnline);
    source?.close();
    source = null;
  };
}

/** Joins the tab group's live channel; returns the function that leaves it (logout). */
export function startLiveChannel(deps: LiveChannelDeps): () => void {
  const channel = deps.channel === undefined ? (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LIVE_CHANNEL)) : deps.channel;
  const ownChannel = deps.channel === undefined && channel !== null;
  const onRelayed = (message: MessageEvent<Relayed>) => {
    if (message.data?.type === 'live') deps.onEvent(message.data.event);
  };
  channel?.addEventListener('message', onRelayed);
  const relay = (event: LiveEvent) => {
    deps.onEvent(event);
    channel?.postMessage({ type: 'live', event } satisfies Relayed);
  };
  const leave = leadOneTab(LIVE_LOCK, (takeover) => holdStream(deps, takeover, relay), deps.locks);
  return () => {
    leave();
    channel?.removeEventListener('message', onRelayed);
    if (ownChannel) channel?.close();
  };
}
