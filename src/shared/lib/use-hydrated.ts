import { startTransition, useEffect, useState } from 'react';

/** Set while the browser hydrates the page the server rendered (src/main.tsx). */
let hydrating = false;

/** The browser is about to hydrate the server's HTML: until `hydrationEnded`, `useHydrated` starts false. */
export function hydrationStarted(): void {
  hydrating = true;
}

/** The hydration has been committed: every later render is the browser's own. */
export function hydrationEnded(): void {
  hydrating = false;
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
 * False on the server and while the page the server rendered is being
 * hydrated, true in every other render (a page the router opens later, an
 * app rendered by the browser alone). For what the server's HTML should not
 * start loading before the site's scripts: the artwork below the banner,
 * which would share a slow connection with the banner and the scripts
 * (docs/performance.md). The switch after hydration is a transition, so the
 * 30-odd tiles of the home page render again in slices, not in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
