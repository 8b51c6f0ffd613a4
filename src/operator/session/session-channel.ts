/**
 * Tabs of the console talk over a BroadcastChannel (same origin only): a new
 * tab (a member opened with a middle click) asks an open one for the session
 * instead of asking for the password again, and a sign-out in one tab ends
 * the session in all. The player's site uses its own channel.
 */
export type ConsoleSessionMessage = { type: 'request' } | { type: 'share'; token: string } | { type: 'signOut' };

const CHANNEL = 'operator-session';

let channel: BroadcastChannel | null = null;

export function consoleChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

export function broadcast(message: ConsoleSessionMessage): void {
  consoleChannel()?.postMessage(message);
}

/** The token of another open tab, if one answers within `waitMs`. */
export function askOpenTabs(waitMs = 200): Promise<string | null> {
  const open = consoleChannel();
  if (!open) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      open.removeEventListener('message', onMessage);
      resolve(null);
    }, waitMs);
    function onMessage(event: MessageEvent<ConsoleSessionMessage>) {
      if (event.data?.type !== 'share' || typeof event.data.token !== 'string') return;
      clearTimeout(timer);
      open?.removeEventListener('message', onMessage);
      resolve(event.data.token);
    }
    open.addEventListener('message', onMessage);
    open.postMessage({ type: 'request' } satisfies ConsoleSessionMessage);
  });
}
