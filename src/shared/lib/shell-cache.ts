/**
 * The rules of the service worker that keeps the visitor's shell
 * (src/service-worker/sw.ts, docs/architecture.md "The shell's service
 * worker"): which navigations it may answer from its cache, which files a
 * cached document needs beside it, and how old a cached document may be.
 * Pure functions, shared by the worker and its tests; the page's side is
 * shell-worker.ts.
 *
 * What it caches is the document the server sends every visitor of an
 * address in a language: the server renders a visitor's shell only, never
 * a member's data (a member's header, balance and pages come from the API
 * after the app has started), so a cached document holds nothing personal.
 */

/** The Cache Storage name; a new name when what is stored changes shape (the worker drops every other). */
export const SHELL_CACHE = 'site-shell-v1';

/** The worker's address: at the root, so that its scope is the whole site. */
export const SHELL_WORKER_URL = '/sw.js';

/** A cached document older than this is not shown: the network answers, as if there were none. */
export const SHELL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** At most this many addresses' documents are kept (the least recently stored go first). */
export const MAX_SHELLS = 12;

/** The header the worker stamps on a stored document: when it was stored (ms since the epoch). */
export const STORED_AT_HEADER = 'x-shell-stored-at';

/** The header the worker stores the built files a document loads in (space-separated), so as not to read the document again. */
export const ASSETS_HEADER = 'x-shell-assets';

/**
 * The `Server-Timing` entry the worker adds to a stored document: the page
 * finds it in its navigation timing when its document came from the copy
 * (and not when the network answered through the worker).
 */
export const SHELL_COPY_TIMING = 'shell-copy';

/** How long after answering a navigation from its copy the worker refreshes it: the page's first screen goes first. */
export const REFRESH_AFTER_MS = 3000;

/** The message a page sends when what the server would render for it changed (the language): every cached document goes. */
export const FORGET_SHELLS = 'forget-shells';

/** The addresses that are not the site's pages: the API, the media, the built files, the in-house games, the console. */
const NOT_PAGES = /^\/(wps|lgw|media|res|games|flags|server|operator)(\/|$)|^\/operator\.html$/;

/** The address parameters that carry a secret (src/features/auth/identity-url-actions.tsx): such a navigation is never cached. */
const SECRET_PARAMS = ['loginCode', 'token', 'resetToken'];

/** What the worker looks at in a request. */
export interface RequestLike {
  url: string;
  method: string;
  mode: string;
}

/** The key a document is stored under: the address without its fragment. */
export function shellKey(url: string): string {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname + parsed.search;
}

/** Whether an address is one of the site's pages the worker may keep (same origin, a page, no secret in it). */
export function isShellAddress(url: string, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin !== origin) return false;
  if (NOT_PAGES.test(parsed.pathname)) return false;
  // a file (favicon.svg, sw.js, robots.txt): not a page
  if (/\.[a-z0-9]+$/i.test(parsed.pathname)) return false;
  return !SECRET_PARAMS.some((name) => parsed.searchParams.has(name));
}

/** Whether a request is a page navigation the worker answers (GET, a top-level or frame navigation, one of the site's pages). */
export function isShellNavigation(request: RequestLike, origin: string): boolean {
  return request.mode === 'navigate' && request.method === 'GET' && isShellAddress(request.url, origin);
}

/** Whether a request is for one of the build's hashed files (their names change with their content). */
export function isBuiltFile(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET') return false;
  try {
    const parsed = new URL(request.url);
    return parsed.origin === origin && parsed.pathname.startsWith('/res/');
  } catch {
    return false;
  }
}

/**
 * The built scripts and style sheets a document loads on its own (its style
 * sheets, its loader's list of first scripts, its preloads): a cached
 * document is kept only with all of them, so that it still starts after a
 * deploy has removed them from the server.
 */
export function assetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\/res\/[\w./-]+?\.(?:js|css)(?=["'\s,\]])/g)) found.add(match[0]);
  return [...found];
}

/** Whether a document stored at `storedAt` may still be shown at `now`. */
export function isFreshEnough(storedAt: number, now: number): boolean {
  return Number.isFinite(storedAt) && storedAt <= now + 60_000 && now - storedAt < SHELL_MAX_AGE_MS;
}

/** Whether a response is a document the worker may store: the site's own page, whole, in HTML. */
export function isStorableDocument(response: { ok: boolean; status: number; type: string; redirected: boolean; headers: { get(name: string): string | null } }): boolean {
  if (!response.ok || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  return !/no-store/.test(response.headers.get('cache-control') ?? '');
}

/** The navigations a browser asks to revalidate (a reload): the network answers first, the cache only when it cannot. */
export function wantsNetworkFirst(cacheMode: string): boolean {
  return cacheMode === 'reload' || cacheMode === 'no-cache' || cacheMode === 'no-store';
}
