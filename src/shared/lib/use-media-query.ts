import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following its changes while the page is
 * open (a rotated phone, a system setting). The server and a browser without
 * matchMedia answer false.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
