import { startTransition, useEffect, useState } from 'react';

/** Set while the browser hydrates the page the server rendered (src/main.tsx). */
let hydrating = false;

/** Set while the browser hydrates, and until it has: resolved with `hydrationEnded`. */
let ended: { promise: Promise<void>; resolve: () => void } | null = null;

/** The browser is about to hydrate the server's HTML: until `hydrationEnded`, `useHydrated` starts false. */
export function hydrationStarted(): void {
  hydrating = true;
  if (!ended) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    ended = { promise, resolve };
  }
}

/** The hydration has been committed: every later render is the browser's own. */
export function hydrationEnded(): void {
  hydrating = false;
  ended?.resolve();
  // a later hydration (a test's render, the server's next page in one process) waits for its own end
  ended = null;
}

/** Resolves once the hydration the browser started has been committed (at once when none is under way). */
export function afterHydration(): Promise<void> {
  return hydrating && ended ? ended.promise : Promise.resolve();
}

/** Renders the server's HTML (src/entry-server.tsx): `useHydrated` is false in it, as in its hydration. */
export function renderForHydration<T>(render: () => T): T {
  const before = hydrating;
  hydrating = true;
  try {
    return render();
  } finally {
    hydrating = before;
  }
}

/**
 * False on the server and while React hydrates the page the server rendered,
 * true in every other render (a page the router opens later, an app the
 * browser renders alone). What the server cannot know (the stored session,
 * theme, the date) renders the visitor's way until this turns true, so the
 * first client render matches the server's HTML byte for byte; and what the
 * server's HTML should not start loading before the site's scripts (the
 * artwork below the banner, which would share a slow connection with the
 * banner and the scripts: docs/performance.md) waits for it too. The switch
 * after hydration is a transition: the header, the shell and the home page's
 * 30-odd tiles render again in slices, not in one long synchronous task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
