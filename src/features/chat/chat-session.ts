import { useCallback, useEffect, useRef, useState } from 'react';
import { loadTransport } from '@/shared/api/base-api';
import { isApiErrorData } from '@/shared/api/api-error';
import { env } from '@/shared/config/env';
import { chatApi, CHAT_TOKEN_SECONDS, CHAT_TYPING_SECONDS, type ChatMessage, type ChatState } from '@/shared/contract/chat';
import type { Endpoint, RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { LIVE_STREAM_PATH } from '@/shared/contract/live-rules';
import { startLiveChannel } from '@/shared/live/live-channel';

/**
 * The chat page's side of the conversation: its identity token (from the
 * address's fragment, then renewed), the state the server holds, an outbox
 * of messages not yet confirmed (each with the client id it keeps through
 * every retry, so a reconnect never loses nor doubles one), and the live
 * stream that says when to ask again. One stream per page, apart from the
 * site's own (no tab election: the frame is the one page that needs it).
 */

const TOKEN_KEY = 'lotus-chat-page';

/** The token the chat url gave this page: in the fragment once, then kept for this tab (a reload of the frame). */
export function takePageToken(location: Pick<Location, 'hash' | 'pathname' | 'search'> = window.location): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('t');
  if (fromHash) {
    try {
      sessionStorage.setItem(TOKEN_KEY, fromHash);
    } catch {
      // storage refused (private mode): the token lives in memory only
    }
    // out of the address bar and the history
    window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}`);
    return fromHash;
  }
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export async function pageCall<E extends Endpoint>(endpoint: E, args: RequestOf<E> | FormData, token: string): Promise<ResponseOf<E>> {
  const { callEndpoint, httpClient } = await loadTransport();
  return (await callEndpoint(httpClient, endpoint, args as never, { token })).value as ResponseOf<E>;
}

/** A client message id: random, made once per message. */
export const newClientId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

export interface Pending {
  clientId: string;
  text: string;
  imageId?: string;
  /** the last attempt failed: sent again with the stream's next `ready` or by the member */
  failed: boolean;
}

export type PageProblem = 'expired' | 'failed' | null;

export function useChatSession(initialToken: string | null) {
  const token = useRef(initialToken);
  const [state, setState] = useState<ChatState | null>(null);
  const [problem, setProblem] = useState<PageProblem>(initialToken ? null : 'expired');
  const [outbox, setOutbox] = useState<Pending[]>([]);
  const outboxRef = useRef<Pending[]>([]);
  const [staffTyping, setStaffTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fail = useCallback((error: unknown) => {
    if (isApiErrorData(error) && error.status === 401) setProblem('expired');
  }, []);

  const refresh = useCallback(async () => {
    if (!token.current) return;
    try {
      const next = await pageCall(chatApi.chatPageState, {}, token.current);
      setState(next);
      setStaffTyping(next.staffTyping);
      setProblem(null);
    } catch (error) {
      fail(error);
      if (!(isApiErrorData(error) && error.status === 401)) setProblem((p) => p ?? 'failed');
    }
  }, [fail]);

  const updateOutbox = (change: (current: Pending[]) => Pending[]) => {
    outboxRef.current = change(outboxRef.current);
    setOutbox(outboxRef.current);
  };

  const deliver = useCallback(
    async (message: Pending) => {
      if (!token.current) return;
      try {
        const args = message.imageId ? { clientId: message.clientId, imageId: message.imageId } : { clientId: message.clientId, text: message.text };
        const sent: ChatMessage = await pageCall(chatApi.chatPageSend, args, token.current);
        updateOutbox((all) => all.filter((m) => m.clientId !== sent.clientId));
        setState((s) => (s && !s.messages.some((m) => m.id === sent.id) ? { ...s, messages: [...s.messages, sent] } : s));
        void refresh();
      } catch (error) {
        fail(error);
        const refusal = isApiErrorData(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
        // a refusal (desk closed, invalid) will not change by sending again: the message leaves the outbox
        updateOutbox((all) => (refusal ? all.filter((m) => m.clientId !== message.clientId) : all.map((m) => (m.clientId === message.clientId ? { ...m, failed: true } : m))));
        if (refusal) void refresh();
      }
    },
    [fail, refresh],
  );

  const send = useCallback(
    (text: string, imageId?: string) => {
      const message: Pending = { clientId: newClientId(), text, failed: false, ...(imageId ? { imageId } : {}) };
      updateOutbox((all) => [...all, message]);
      void deliver(message);
    },
    [deliver],
  );

  /** every message still waiting, again, with its own client id */
  const flush = useCallback(() => {
    for (const message of outboxRef.current) void deliver({ ...message, failed: false });
  }, [deliver]);

  useEffect(() => {
    if (!token.current) return undefined;
    void refresh();
    const stop = startLiveChannel({
      getTicket: async () => (await pageCall(chatApi.chatPageTicket, {}, token.current ?? '')).ticket,
      streamUrl: (ticket) => `${env.VITE_API_BASE_URL}${LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`,
      onEvent: (event) => {
        if (event.kind === 'chatTyping') {
          setStaffTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setStaffTyping(false), CHAT_TYPING_SECONDS * 1000);
        } else if (event.kind === 'chat' || event.kind === 'resync' || event.kind === 'ready') {
          if (event.kind === 'chat') setStaffTyping(false);
          void refresh();
          if (event.kind !== 'chat') flush();
        }
      },
      channel: null,
      locks: null,
    });
    // the token is short-lived: renewed while the page is open (and its session stands)
    const renew = setInterval(
      () => {
        if (!token.current) return;
        pageCall(chatApi.chatPageRenew, {}, token.current).then(
          (answer) => {
            token.current = answer.token;
            try {
              sessionStorage.setItem(TOKEN_KEY, answer.token);
            } catch {
              // memory only
            }
          },
          fail,
        );
      },
      Math.max(30, CHAT_TOKEN_SECONDS - 120) * 1000,
    );
    return () => {
      stop();
      clearInterval(renew);
      clearTimeout(typingTimer.current);
    };
  }, [refresh, flush, fail]);

  const call = useCallback(
    async <E extends Endpoint>(endpoint: E, args: RequestOf<E> | FormData): Promise<ResponseOf<E>> => {
      try {
        return await pageCall(endpoint, args, token.current ?? '');
      } catch (error) {
        fail(error);
        throw error;
      }
    },
    [fail],
  );

  return { state, problem, outbox, staffTyping, send, retry: flush, refresh, call, token: () => token.current };
}
