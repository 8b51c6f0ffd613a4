import { useEffect, useState } from 'react';
import { afterHydration } from './use-hydrated';

/**
 * When the first screen has finished loading: the page's load event and its
 * hydration, then a second without a new resource finishing (or at most
 * `MAX_WAIT_MS`), then the first viewport's pictures complete and an idle
 * moment. What the first screen does not need to be seen and used — the
 * banner carousel's library, the popup announcements with the HTML sanitiser —
 * waits for it, so that it never competes with the first screen's requests
 * on a slow connection (docs/performance.md).
 */
export const QUIET_MS = 1000;
export const MAX_WAIT_MS = 8000;

let idle: Promise<void> | null = null;
let settled = false;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function quietNetwork(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
      resolve();
      return;
    }
    // the global timers, not window's: a test's environment can be torn down before the last one fires
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(cap);
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    });
    observer.observe({ type: 'resource' });
    timer = setTimeout(done, QUIET_MS);
    const cap = setTimeout(done, MAX_WAIT_MS);
  });
}

const inViewport = (element: Element) => {
  const r = element.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
};

/**
 * The pictures of the first viewport (the banner, the tiles' artwork) loaded, then a moment the browser has
 * nothing else to do: what waits for the first screen comes after the pictures a visitor is looking at, not
 * beside them on a slow link. At most `MAX_WAIT_MS`.
 */
function viewportPictures(): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const idleThen = () => {
      const { requestIdleCallback } = globalThis as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number };
      if (requestIdleCallback) requestIdleCallback(() => resolve(), { timeout: 1000 });
      else resolve();
    };
    const check = () => {
      // a test's environment torn down while this waited: there is no page left to wait for
      if (typeof document === 'undefined') return;
      const pending = Array.from(document.images).some((img) => (img.currentSrc || img.getAttribute('src')) && !img.complete && inViewport(img));
      if (!pending || Date.now() - started >= MAX_WAIT_MS) idleThen();
      else setTimeout(check, 100);
    };
    check();
  });
}

/**
 * Resolves once, for every caller, when the first screen has loaded (hydrated, if the server rendered it),
 * the network is quiet and the first viewport's pictures are in.
 */
export function afterNetworkIdle(): Promise<void> {
  idle ??= pageLoaded()
    // a hydration that never ends (a render that threw) does not hold the rest back for ever
    .then(() => Promise.race([afterHydration(), new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS * 2))]))
    .then(quietNetwork)
    .then(viewportPictures)
    .then(() => {
      settled = true;
      // for the browser suite and the benchmark: what the first screen loaded is what started before this mark
      performance.mark?.('network-idle');
    });
  return idle;
}

/** Whether the first screen has finished loading (see `afterNetworkIdle`): false on the page's first renders, true ever after. */
export function useNetworkIdle(): boolean {
  const [ready, setReady] = useState(() => settled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterNetworkIdle().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** For tests: forget that the network was idle. */
export function resetNetworkIdle() {
  idle = null;
  settled = false;
}
