import { FORGET_SHELLS, SHELL_WORKER_URL } from './shell-cache';

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
 * Whether this page is controlled by the worker, so its document may have
 * come from the worker's copy: the data it was rendered from is refreshed
 * once the app runs.
 */
export function servedByShellWorker(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/** What the server renders for this browser changed (the language): the worker drops every document it keeps. */
export function forgetCachedShells(): void {
  if (typeof navigator === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_SHELLS });
}
