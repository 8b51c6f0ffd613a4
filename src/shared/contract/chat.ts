import * as z from 'zod/mini';
import { endpoint, none, ok } from './endpoint';
import { readable, singleLine } from './text';
import { UPLOAD_ID_PATTERN } from './uploads';
import {
  CHAT_CLIENT_ID_PATTERN,
  CHAT_TEXT_MAX,
  chatAuthors,
  chatMessageKinds,
  chatQueues,
  chatStatuses,
} from './chat-rules';

export * from './chat-rules';

/**
 * Customer-service chat (docs/api.md, "Chat"). The site asks for the chat
 * url with the session (`chatUrl`, T) and frames the page it names; the
 * page, served by the reference server at CHAT_PAGE_PATH, carries a signed
 * identity token minted from that session (in the address's fragment) and
 * sends it as `Authorization: Bearer` on its own calls (`/wps/chat/page/…`):
 * the page never says who the member is, the token does. Served by
 * `server/src/modules/chat/`; the console's side is `chat-operator.ts`.
 */

const isoDate = z.string();
const clientId = z.string().check(z.regex(CHAT_CLIENT_ID_PATTERN));
export const chatText = z.string().check(z.trim(), z.maxLength(CHAT_TEXT_MAX), readable());

/** A message as the member's page shows it (staff notes never reach it). */
export const chatMessageSchema = z.object({
  id: z.number(),
  /** its place in the conversation: 1, 2, 3 … in the order the server took them */
  seq: z.number(),
  author: z.enum(chatAuthors),
  kind: z.enum(chatMessageKinds),
  text: z.string(),
  /** an image's upload id (`/wps/uploads/<id>`, read with the same token) */
  imageId: z.nullable(z.string()),
  /** the sender page's id: only on the reader's own messages */
  clientId: z.nullable(z.string()),
  /** the staff member's display name on staff messages */
  staffName: z.nullable(z.string()),
  createdAt: isoDate,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number(),
  status: z.enum(chatStatuses),
  queue: z.enum(chatQueues),
  offline: z.boolean(),
  /** the display name of the staff member who has it */
  staffName: z.nullable(z.string()),
  /** read receipts: the last message each side has read */
  memberReadSeq: z.number(),
  staffReadSeq: z.number(),
  rating: z.nullable(z.number()),
  createdAt: isoDate,
  closedAt: z.nullable(isoDate),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatHoursSchema = z.object({
  /** the desk answers now */
  open: z.boolean(),
  /** 'HH:MM' of the brand's day, and its offset from UTC in minutes */
  opens: z.string(),
  closes: z.string(),
  utcOffsetMinutes: z.number(),
});
export type ChatHours = z.infer<typeof chatHoursSchema>;

/** What the chat page shows when it opens or hears of a change: who, the desk, the conversation. */
export const chatStateSchema = z.object({
  nickname: z.string(),
  queue: z.enum(chatQueues),
  hours: chatHoursSchema,
  /** the conversation still open, else the latest (closed: to rate it); null: none yet */
  conversation: z.nullable(chatConversationSchema),
  messages: z.array(chatMessageSchema),
  /** the staff side typed within CHAT_TYPING_SECONDS */
  staffTyping: z.boolean(),
});
export type ChatState = z.infer<typeof chatStateSchema>;

const chatSend = z.object({
  clientId,
  text: z.optional(chatText),
  imageId: z.optional(z.string().check(z.regex(UPLOAD_ID_PATTERN))),
});

export const chatApi = {
  /**
   * The chat page's address for the caller (spec: b2c 1, title, language,
   * headerColor; response chatUrl, URI-encoded: the site decodes it). POST,
   * T. Refused to a free-play account (403 guestRefused) and when the
   * brand's chat (CBS3) is off (403 chatOff).
   */
  chatUrl: endpoint({
    method: 'POST',
    path: '/wps/chat/url',
    auth: true,
    encrypted: false,
    request: z.object({
      b2c: z.literal(1),
      title: z.string().check(z.trim(), z.maxLength(60), singleLine()),
      language: z.string().check(z.maxLength(8), singleLine()),
      headerColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
    }),
    response: z.object({ chatUrl: z.string(), expiresIn: z.number() }),
  }),
  /** Staff messages the member has not read yet (GET, T): the badge of the customer-service entry. */
  chatUnread: endpoint({ method: 'GET', path: '/wps/chat/unread', auth: true, encrypted: false, request: none, response: z.object({ count: z.number() }) }),

  // the chat page's calls: `Authorization: Bearer <chat token>` (not a session token)
  chatPageState: endpoint({ method: 'GET', path: '/wps/chat/page/state', auth: false, encrypted: false, request: none, response: chatStateSchema }),
  /**
   * Sends a message (text or an uploaded image) in the open conversation,
   * opening one in the member's queue when there is none. The same
   * `clientId` again answers the same message (a retry or a reconnect never
   * doubles it). Outside opening hours: 403 deskClosed (the offline form).
   */
  chatPageSend: endpoint({ method: 'POST', path: '/wps/chat/page/send', auth: false, encrypted: false, request: chatSend, response: chatMessageSchema }),
  /** multipart: one PNG or JPEG of at most 5 MB (the uploads module's checks); answers its id for `chatPageSend`. */
  chatPageImage: endpoint({
    method: 'POST',
    path: '/wps/chat/page/image',
    auth: false,
    encrypted: false,
    multipart: true,
    request: none,
    response: z.object({ ids: z.array(z.string()) }),
  }),
  chatPageTyping: endpoint({ method: 'POST', path: '/wps/chat/page/typing', auth: false, encrypted: false, request: none, response: ok }),
  /** The member has read the conversation up to `seq` (read receipt, unread count). */
  chatPageRead: endpoint({
    method: 'POST',
    path: '/wps/chat/page/read',
    auth: false,
    encrypted: false,
    request: z.object({ seq: z.number().check(z.int(), z.nonnegative()) }),
    response: ok,
  }),
  /** Rates a closed conversation once, 1 to 5. */
  chatPageRate: endpoint({
    method: 'POST',
    path: '/wps/chat/page/rate',
    auth: false,
    encrypted: false,
    request: z.object({ conversationId: z.number().check(z.int(), z.positive()), rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)) }),
    response: ok,
  }),
  /** The offline form (outside opening hours): becomes a conversation flagged for staff, answered when the desk opens. */
  chatPageOffline: endpoint({
    method: 'POST',
    path: '/wps/chat/page/offline',
    auth: false,
    encrypted: false,
    request: z.object({
      clientId,
      contact: z.string().check(z.trim(), z.maxLength(100), singleLine()),
      text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_TEXT_MAX), readable()),
    }),
    response: z.object({ conversationId: z.number() }),
  }),
  /** A ticket for the live stream (`/wps/live/stream`) of the token's member: the page hears `chat` and `chatTyping` events. */
  chatPageTicket: endpoint({
    method: 'POST',
    path: '/wps/chat/page/ticket',
    auth: false,
    encrypted: false,
    request: none,
    response: z.object({ ticket: z.string(), expiresIn: z.number() }),
  }),
  /** A fresh token for the page, while the session it was minted from stands. */
  chatPageRenew: endpoint({
    method: 'POST',
    path: '/wps/chat/page/renew',
    auth: false,
    encrypted: false,
    request: none,
    response: z.object({ token: z.string(), expiresIn: z.number() }),
  }),
} as const;
