import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the server-rendered shell (and on the server),
 * true from the next render on, and true at once when the page was not
 * server-rendered. What the server cannot know (the stored session, theme,
 * the date) renders the visitor's way until this turns true, so the first
 * client render matches the server's HTML byte for byte.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
