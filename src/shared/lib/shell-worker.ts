import { FORGET_SHELLS, SHELL_COPY_TIMING, SHELL_WORKER_URL } from './shell-cache';

/**
 * The page's side of the shell's service worker (src/service-worker/sw.ts):
 * registered once the first screen has loaded, in a built site only (the
 * development server's documents are not the server's shell). A browser
 * without service workers, or one that refuses them, simply has none: the
 * site works the same, a returning visit only waits for the network.
 */
export function registerShellWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // the worker's own script is always fetched from the server when checked for an update, never from the HTTP cache
  navigator.serviceWorker.register(SHELL_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
}

/**
 * Whether this page's document came from the worker's copy (its navigation
 * timing carries the worker's `Server-Timing` entry), not from the server:
 * the data it was rendered from is asked for again once the app runs.
 */
export function servedFromShellCopy(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return Boolean(navigation?.serverTiming?.some((entry) => entry.name === SHELL_COPY_TIMING));
}

/** What the server renders for this browser changed (the language): the worker drops every document it keeps. */
export function forgetCachedShells(): void {
  if (typeof navigator === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_SHELLS });
}
