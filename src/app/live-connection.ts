import type { AppStore } from '@/shared/store/store';

/**
 * Keeps the live channel (features/live) open while a member is logged in:
 * its module loads with the first login, not with the first screen, and a
 * logout (here or in another tab) closes it. Returns the function that stops
 * watching.
 */
export function watchLiveChannel(store: AppStore): () => void {
  let token: string | null = null;
  let stop: (() => void) | null = null;
  /** bumped on every change: a module that arrives after a logout starts nothing */
  let generation = 0;
  const check = () => {
    const next = store.getState().session.token;
    if (next === token) return;
    token = next;
    generation += 1;
    stop?.();
    stop = null;
    if (!next) return;
    const mine = generation;
    import('@/features/live/start-live').then(
      ({ startLive }) => {
        if (mine === generation) stop = startLive(store);
      },
      () => undefined,
    );
  };
  check();
  const unsubscribe = store.subscribe(check);
  return () => {
    unsubscribe();
    generation += 1;
    stop?.();
    stop = null;
  };
}
