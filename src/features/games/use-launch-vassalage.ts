import { useEffect, useState } from 'react';
import { useLocation, type SetURLSearchParams } from 'react-router-dom';
import { sessionStore } from '@/shared/lib/storage';
import { useHydrated } from '@/shared/lib/use-hydrated';

/** Session-storage key of the vendor a slots launch goes to (spec: "slots to /rng after storing the vassalage"). */
export const VASSALAGE_KEY = 'vassalage';

/**
 * The /rng page opened without ?vendor= shows the slots vendor stored by the
 * last vendor launch (the address then says it, so back, reload and the 'all'
 * tab work as usual). Read once per visit of the page, when its vendors are
 * known; until the address says it, the vendor is returned for this render so
 * no list of every vendor is asked for first. Not while the page hydrates
 * the server's render (every vendor's list, as the server cannot know this
 * browser's choice): the vendor is chosen right after.
 */
export function useStoredVassalage(
  enabled: boolean,
  vendors: ReadonlyArray<{ vassalage: string }>,
  params: URLSearchParams,
  setParams: SetURLSearchParams,
): string | null {
  const location = useLocation();
  // read once per visit of the page: the entry it was opened on
  const [visit] = useState(() => ({ key: location.key, stored: params.has('vendor') ? null : sessionStore.get(VASSALAGE_KEY) }));
  const hydrated = useHydrated();
  const onEntry = location.key === visit.key && !params.has('vendor');
  const pending = hydrated && enabled && onEntry && visit.stored && vendors.some((v) => v.vassalage === visit.stored) ? visit.stored : null;
  useEffect(() => {
    if (!pending) return;
    const next = new URLSearchParams(params);
    next.set('vendor', pending);
    setParams(next, { replace: true });
  }, [pending, params, setParams]);
  return pending;
}
