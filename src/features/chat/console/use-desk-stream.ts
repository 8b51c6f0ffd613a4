import { useEffect, useRef, useState } from 'react';
import { env } from '@/shared/config/env';
import { CHAT_DESK_STREAM_PATH } from '@/shared/contract/chat-operator';
import { CHAT_TYPING_SECONDS } from '@/shared/contract/chat-rules';
import { useConsoleDispatch } from '@/shared/console/console-store';
import { startLiveChannel } from '@/shared/live/live-channel';
import { chatConsoleApi, useChatTicketMutation } from './chat-console-api';

/**
 * The desk's events, as the site hears its own: a ticket, then a stream of
 * the live channel's bus addressed to the desk (every instance's changes,
 * through PostgreSQL). `chat` makes the inbox and that conversation stale;
 * `chatTyping` says the member types. One stream per console page.
 */
export function useDeskStream(): { typing: ReadonlySet<number> } {
  const dispatch = useConsoleDispatch();
  const [ticket] = useChatTicketMutation();
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const own = timers.current;
    const stop = startLiveChannel({
      getTicket: async () => (await ticket().unwrap()).ticket,
      streamUrl: (t) => `${env.VITE_API_BASE_URL}${CHAT_DESK_STREAM_PATH}?ticket=${encodeURIComponent(t)}`,
      onEvent: (event) => {
        const id = Number(event.id);
        if (event.kind === 'chatTyping' && Number.isSafeInteger(id)) {
          setTyping((s) => new Set(s).add(id));
          clearTimeout(own.get(id));
          own.set(
            id,
            setTimeout(() => setTyping((s) => new Set([...s].filter((x) => x !== id))), CHAT_TYPING_SECONDS * 1000),
          );
        } else if (event.kind === 'chat') {
          setTyping((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : s));
          dispatch(chatConsoleApi.util.invalidateTags(['ChatInbox', ...(Number.isSafeInteger(id) ? [{ type: 'ChatConversation' as const, id }] : [])]));
        } else if (event.kind === 'resync' || event.kind === 'ready') {
          dispatch(chatConsoleApi.util.invalidateTags(['ChatInbox', 'ChatConversation']));
        }
      },
      channel: null,
      locks: null,
    });
    return () => {
      stop();
      for (const timer of own.values()) clearTimeout(timer);
    };
  }, [dispatch, ticket]);
  return { typing };
}
