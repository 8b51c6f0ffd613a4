import { useEffect } from 'react';
import { sessionChannel, type SessionMessage } from '@/shared/lib/session-channel';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks';
import { userLoggedIn, userLoggedOut } from '@/shared/store/session-slice';
import { watchLiveChannel } from './live-connection';

/** Keeps the session the same in every open tab of the site, and the tab group's live channel open while it lasts. */
export default function SessionSync() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => watchLiveChannel(store), [store]);
  useEffect(() => {
    const channel = sessionChannel();
    if (!channel) return;
    const onMessage = (event: MessageEvent<SessionMessage>) => {
      const token = store.getState().session.token;
      const message = event.data;
      if (message.type === 'request' && token) channel.postMessage({ type: 'share', token } satisfies SessionMessage);
      else if (message.type === 'share' && !token) dispatch(userLoggedIn({ token: message.token, user: null }));
      else if (message.type === 'logout' && token) dispatch(userLoggedOut());
    };
    channel.addEventListener('message', onMessage);
    if (!store.getState().session.token) channel.postMessage({ type: 'request' } satisfies SessionMessage);
    return () => channel.removeEventListener('message', onMessage);
  }, [dispatch, store]);
  return null;
}
