import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalQueued } from '@/shared/store/modals-slice';
import { useLazyRealityCheckQuery, useProtectionQuery } from './protection-api';

/** The smallest wait, so a reminder answered just at its time does not show again at once. */
const MIN_WAIT_MS = 1_000;

/**
 * While a member is on a game page (the app mounts this only there), the
 * reality check of the member's interval: the reminders fall every N
 * minutes from the session's start (the server's `realityCheck`), each one
 * queued as the `realityCheck` modal; the next is counted once it is answered.
 * A member who has not seen the responsible gaming information gets it first.
 */
export function RealityCheckWatcher() {
  const dispatch = useAppDispatch();
  const reminding = useAppSelector((state) => [...state.modals.stack, ...state.modals.waiting].some((m) => m.name === 'realityCheck'));
  const [fetchCheck] = useLazyRealityCheckQuery();
  // the responsible gaming information, once, before the first bet
  const infoSeen = useProtectionQuery().data?.infoSeen;
  useEffect(() => {
    if (infoSeen === false) dispatch(modalQueued({ name: 'protectionWelcome', options: undefined }));
  }, [infoSeen, dispatch]);
  useEffect(() => {
    if (reminding) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    void fetchCheck()
      .unwrap()
      .then((check) => {
        if (stopped || !check.intervalMinutes) return;
        const interval = check.intervalMinutes * 60_000;
        const elapsed = Math.max(0, Date.now() - Date.parse(check.sessionStartedAt));
        const wait = Math.max(MIN_WAIT_MS, interval - (elapsed % interval));
        timer = setTimeout(() => dispatch(modalQueued({ name: 'realityCheck', options: undefined })), wait);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [reminding, fetchCheck, dispatch]);
  return null;
}

export default RealityCheckWatcher;
