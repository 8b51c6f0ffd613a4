import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from '@/shared/lib/storage';
import { useAppSelector } from '@/shared/store/hooks';
import { selectMemberInfo } from '@/shared/store/session-slice';

/**
 * Lottery favourites are kept in this browser, per user (spec section 3): a
 * list of game codes under a key carrying the account, so two players sharing
 * a browser keep their own. A visitor has none and cannot add any.
 */
export const lotteryFavouritesKey = (account: string) => `lotteryFavourites:${account}`;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; codes: readonly string[] }>();
const EMPTY: readonly string[] = [];

function read(key: string | null): readonly string[] {
  if (key === null) return EMPTY;
  const raw = localStore.get(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.codes;
  let codes: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) codes = parsed.filter((c): c is string => typeof c === 'string');
  } catch {
    // a damaged entry counts as no favourites
  }
  cache.set(key, { raw, codes });
  return codes;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('lotteryFavourites:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLotteryFavourites() {
  const account = useAppSelector(selectMemberInfo)?.account ?? null;
  const key = account ? lotteryFavouritesKey(account) : null;
  // none on the server and while hydrating its render (a visitor's), this browser's after
  const codes = useSyncExternalStore(subscribe, () => read(key), () => EMPTY);
  const toggle = useCallback(
    (gameCode: string) => {
      if (key === null) return;
      const now = read(key);
      const next = now.includes(gameCode) ? now.filter((c) => c !== gameCode) : [...now, gameCode];
      localStore.set(key, JSON.stringify(next));
      for (const listener of listeners) listener();
    },
    [key],
  );
  return { favourites: codes, canKeep: key !== null, toggle };
}
