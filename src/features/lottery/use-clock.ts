import { useEffect, useState } from 'react';

/**
 * The server's clock as the page sees it: the offset between the server time
 * an answer carried and this browser's clock when it arrived, so a countdown
 * ends when the server closes the draw, not when a skewed local clock says.
 */
export function clockOffset(serverTime: string | number | undefined, receivedAt: number): number {
  if (serverTime === undefined) return 0;
  const server = typeof serverTime === 'number' ? serverTime : Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Now on the server's clock, ticking every `intervalMs`. */
export function useServerNow(offsetMs: number, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const id = window.setInterval(() => setNow(Date.now() + offsetMs), intervalMs);
    return () => window.clearInterval(id);
  }, [offsetMs, intervalMs]);
  return now;
}

/** Milliseconds as h:mm:ss, or mm:ss under an hour; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
