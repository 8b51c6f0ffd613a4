/**
 * One tab of the site's tab group at a time runs `lead` (the Web Locks API:
 * the tab holding the lock `name`); the others wait, and when the leader
 * goes (its tab closed, logged out, crashed) the next one takes over.
 * `lead` answers how to stop leading; it learns whether it takes over from
 * another tab (something may have been missed meanwhile). Without Web Locks
 * every tab leads. Returns the function that leaves the group.
 */
export function leadOneTab(name: string, lead: (takeover: boolean) => () => void, locks: LockManager | null | undefined = globalThis.navigator?.locks): () => void {
  if (!locks) {
    const stopLeading = lead(false);
    return stopLeading;
  }
  let left = false;
  const waiting = new AbortController();
  let leave: () => void = () => undefined;
  const left$ = new Promise<void>((resolve) => (leave = resolve));
  let stopLeading: (() => void) | null = null;
  const hold = async (takeover: boolean) => {
    if (left) return;
    stopLeading = lead(takeover);
    // the lock is held until this tab leaves the group
    await left$;
  };
  locks
    .request(name, { ifAvailable: true }, async (lock) => {
      if (lock) return hold(false);
      // another tab leads: wait for the lock (the wait ends when this tab leaves the group)
      void locks.request(name, { signal: waiting.signal }, () => hold(true)).catch(() => undefined);
    })
    .catch(() => undefined);
  return () => {
    if (left) return;
    left = true;
    waiting.abort();
    stopLeading?.();
    stopLeading = null;
    leave();
  };
}
