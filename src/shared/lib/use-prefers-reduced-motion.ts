import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked the system for less motion (it can change while
 * the page is open): the carousels do not autoplay then (WCAG 2.2.2,
 * docs/accessibility.md); CSS motion is cut by global.css.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
