/**
 * The live channel's rules without a schema (see live.ts), for the site's
 * lazily loaded live module: the stream's address, its timings and the
 * kinds of events.
 */

/** Where the stream is opened: `GET ${LIVE_STREAM_PATH}?ticket=…` (text/event-stream). */
export const LIVE_STREAM_PATH = '/wps/live/stream';
/** How long a ticket can wait for its stream. */
export const LIVE_TICKET_SECONDS = 30;
/** A comment line at least this often keeps proxies from closing a quiet stream, and tells the server the session still stands. */
export const LIVE_HEARTBEAT_SECONDS = 20;

/**
 * What an event says changed. `ready`: the stream is open (sent first);
 * `resync`: events may have been missed (the stream came back after a gap,
 * or the server lost its feed for a moment): ask again for everything shown.
 */
export const liveKinds = ['ready', 'resync', 'balance', 'deposit', 'withdrawal', 'settlement', 'message', 'chat', 'chatTyping'] as const;
export type LiveKind = (typeof liveKinds)[number];

/** The `data` of an event, one JSON line (`liveEventSchema` in live.ts). */
export interface LiveEvent {
  kind: LiveKind;
  /** the row it concerns: a deposit order's or a withdrawal's id, a lottery draw's id for `settlement`, a message's id */
  id?: string | undefined;
}
