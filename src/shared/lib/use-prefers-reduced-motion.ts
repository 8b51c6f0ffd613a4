import { useMediaQuery } from './use-media-query';

/**
 * Whether the visitor asked the system for less motion (it can change while
 * the page is open): the carousels do not autoplay then (WCAG 2.2.2,
 * docs/accessibility.md); CSS motion is cut by global.css.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
