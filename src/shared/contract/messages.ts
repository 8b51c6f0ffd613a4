import * as z from 'zod/mini';
import { endpoint, none } from './endpoint';

/**
 * Platform messages (`/wps/message/…`, served by server/src/modules/messages):
 * the member's inbox, unread first then newest, paged; opening a message
 * marks it read; a message can be marked unread again or deleted, and all
 * can be marked read at once. The unread count also comes with the header's
 * balance (`unreadMessages`), and the live channel says `message` whenever
 * the inbox changes (a message arrives, is read or deleted, on any device).
 */

/** service: about the account (always delivered); marketing: offers (not while a time-out or self-exclusion holds) */
export const messageKinds = ['service', 'marketing'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const MESSAGES_PAGE_SIZE = 10;

/** 'p<id>' a personal message, 'b<id>' a message staff sent to many */
const messageId = z.string().check(z.regex(/^[pb][1-9][0-9]{0,9}$/));
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

export const platformMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(messageKinds),
  title: z.string(),
  /** HTML written by staff: the site sanitises it before showing it, as the announcements */
  content: z.string(),
  createdAt: z.string(),
  /** null: unread */
  readAt: z.nullable(z.string()),
});
export type PlatformMessage = z.infer<typeof platformMessageSchema>;

export const messagesApi = {
  /** how many messages of the inbox are unread */
  unreadMessages: endpoint({
    method: 'GET',
    path: '/wps/message/unread',
    auth: true,
    encrypted: false,
    request: none,
    response: z.object({ count: z.number() }),
  }),
  /** the inbox: unread first, then newest first */
  messageList: endpoint({
    method: 'GET',
    path: '/wps/message/list',
    auth: true,
    encrypted: false,
    request: z.object({ pageNo: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 50)) }),
    response: z.object({
      list: z.array(platformMessageSchema),
      total: z.number(),
      unread: z.number(),
      pageNo: z.number(),
      pageSize: z.number(),
      totalPages: z.number(),
    }),
  }),
  /** marks a message read (opening it) or unread again; a repeat changes nothing */
  markMessage: endpoint({
    method: 'POST',
    path: '/wps/message/mark',
    auth: true,
    encrypted: false,
    request: z.object({ id: messageId, read: z.boolean() }),
    response: platformMessageSchema,
  }),
  /** removes a message from the inbox */
  deleteMessage: endpoint({
    method: 'POST',
    path: '/wps/message/delete',
    auth: true,
    encrypted: false,
    request: z.object({ id: messageId }),
    response: z.object({ id: z.string() }),
  }),
  /** marks every message of the inbox read; answers how many were unread */
  readAllMessages: endpoint({
    method: 'POST',
    path: '/wps/message/read-all',
    auth: true,
    encrypted: false,
    request: none,
    response: z.object({ count: z.number() }),
  }),
};
