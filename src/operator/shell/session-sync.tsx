import { useEffect } from 'react';
import { consoleChannel, type ConsoleSessionMessage } from '../session/session-channel';
import { signedOut } from '@/shared/console/session-slice';
import { useConsoleDispatch, useConsoleSelector } from '@/shared/console/console-store';

/** Answers a new tab's request for the session, and follows a sign-out in another tab. */
export function SessionSync() {
  const token = useConsoleSelector((state) => state.session.token);
  const dispatch = useConsoleDispatch();
  useEffect(() => {
    const channel = consoleChannel();
    if (!channel) return;
    const onMessage = (event: MessageEvent<ConsoleSessionMessage>) => {
      if (event.data?.type === 'request' && token) channel.postMessage({ type: 'share', token } satisfies ConsoleSessionMessage);
      if (event.data?.type === 'signOut' && token) dispatch(signedOut('signedOut'));
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }, [token, dispatch]);
  return null;
}
