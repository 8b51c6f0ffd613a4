import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page the server rendered is being hydrated (and on the
 * server), true in every other render: a render after hydration, or one the
 * browser makes itself (a page opened by the router). For what the server's
 * HTML should not start loading before the site's scripts: the artwork below
 * the banner, which would share a slow connection with the banner and the
 * scripts (docs/performance.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
