/**
 * Tabs of the site talk over a BroadcastChannel (same origin only): a new
 * tab asks for the session of an open one instead of looking logged out,
 * and a logout in one tab ends the session in all.
 */
export type SessionMessage = { type: 'request' } | { type: 'share'; token: string } | { type: 'logout' };

const CHANNEL = 'session';

let channel: BroadcastChannel | null = null;

export function sessionChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

export function broadcastSession(message: SessionMessage) {
  sessionChannel()?.postMessage(message);
}
