import { useEffect, useState } from 'react';

// What the lobby's countdowns and a game's draw clock share. Kept apart from the draw clock
// (use-draw-clock.ts), which only a game's page runs: the lobby's chunk does not carry it.

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

/** Now on the server's clock (this browser's clock corrected by `offsetMs`), ticking every second. */
export function useServerNow(offsetMs: number): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return tick + offsetMs;
}
