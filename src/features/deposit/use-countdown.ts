import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown the server started: `secondsLeft` as the
 * server said it at `since` (ms, this clock), ticking every second, never
 * below 0. The server's clock decides; this one only counts.
 */
export function useCountdown(secondsLeft: number, since: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft, since]);
  const elapsed = since === undefined ? 0 : Math.max(0, Math.floor((now - since) / 1000));
  return Math.max(0, secondsLeft - elapsed);
}

/** mm:ss */
export const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
