import * as z from 'zod/mini';
import { ok } from './endpoint';
import { chatConversationSchema, chatMessageSchema, chatText } from './chat';
import { CHAT_CLIENT_ID_PATTERN, chatQueues, chatStatuses } from './chat-rules';
import { operatorEndpoint, operatorRoles } from './operator';
import { singleLine } from './text';

/**
 * The console's chat desk (`/wps/operator/chat/…`): the inbox (waiting, mine,
 * closed; the VIP queue first), taking or auto-assigning a conversation,
 * replies, private notes, labels, canned answers, transfer, close, the
 * report per staff member, and the desk's event stream. Kept apart from
 * `chat.ts`, which the player's site loads; served by
 * `server/src/modules/chat/`.
 */

const desk = operatorRoles;
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const id = z.number().check(z.int(), z.positive());
const isoDate = z.string();
const isoQueryDate = z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), { params: { key: 'validation.invalid' } }));

export const chatInboxViews = ['waiting', 'mine', 'closed'] as const;
export type ChatInboxView = (typeof chatInboxViews)[number];
export const CHAT_LABEL_MAX = 24;
export const CHAT_LABELS_MAX = 8;

export const chatInboxRowSchema = z.object({
  id: z.number(),
  merchantCode: z.string(),
  member: z.object({ id: z.number(), account: z.string(), nickname: z.string() }),
  queue: z.enum(chatQueues),
  status: z.enum(chatStatuses),
  offline: z.boolean(),
  staff: z.nullable(z.object({ id: z.number(), displayName: z.string() })),
  labels: z.array(z.string()),
  /** the latest message the member can see, shortened */
  preview: z.string(),
  /** member messages staff have not read */
  unread: z.number(),
  rating: z.nullable(z.number()),
  createdAt: isoDate,
  lastMessageAt: isoDate,
  closedAt: z.nullable(isoDate),
});
export type ChatInboxRow = z.infer<typeof chatInboxRowSchema>;

/** A message as staff see it: notes too, and whose it is. */
export const staffChatMessageSchema = z.extend(chatMessageSchema, { staffId: z.nullable(z.number()) });
export type StaffChatMessage = z.infer<typeof staffChatMessageSchema>;

export const staffConversationSchema = z.object({
  conversation: z.extend(chatConversationSchema, {
    merchantCode: z.string(),
    staffId: z.nullable(z.number()),
    labels: z.array(z.string()),
    member: z.object({ id: z.number(), account: z.string(), nickname: z.string(), rankLevel: z.nullable(z.number()) }),
  }),
  messages: z.array(staffChatMessageSchema),
  memberTyping: z.boolean(),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;

export const cannedAnswerSchema = z.object({ id: z.number(), title: z.string(), body: z.string() });
export type CannedAnswer = z.infer<typeof cannedAnswerSchema>;

export const chatStaffReportRowSchema = z.object({
  staff: z.object({ id: z.number(), displayName: z.string() }),
  conversations: z.number(),
  closed: z.number(),
  /** seconds from the member's first message to the taking; null: none */
  averageWaitSeconds: z.nullable(z.number()),
  /** seconds from the member's first message to staff's first reply */
  averageFirstResponseSeconds: z.nullable(z.number()),
  averageRating: z.nullable(z.number()),
  ratings: z.number(),
});
export type ChatStaffReportRow = z.infer<typeof chatStaffReportRowSchema>;

export const chatAuditActions = {
  take: 'chat.take',
  transfer: 'chat.transfer',
  close: 'chat.close',
  labels: 'chat.labels',
  cannedAdd: 'chat.canned.add',
} as const;

const conversationRef = z.object({ id });

export const chatOperatorApi = {
  operatorChatInbox: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/chat/inbox',
    encrypted: false,
    roles: desk,
    request: z.object({ view: z.enum(chatInboxViews), page: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 100)) }),
    response: z.object({
      items: z.array(chatInboxRowSchema),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
      /** the counts of the tabs */
      counts: z.object({ waiting: z.number(), mine: z.number(), vipWaiting: z.number() }),
    }),
  }),
  operatorChatConversation: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/chat/conversation',
    encrypted: false,
    roles: desk,
    request: z.object({ id: queryInt(1, 2_147_483_647) }),
    response: staffConversationSchema,
  }),
  /** Takes a waiting conversation (409 alreadyTaken when another staff member was first). */
  operatorChatTake: operatorEndpoint({ method: 'POST', path: '/wps/operator/chat/take', encrypted: false, roles: desk, request: conversationRef, response: ok }),
  /** Takes the next waiting conversation (VIP first, then the longest waiting); null when none waits. */
  operatorChatNext: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/chat/next',
    encrypted: false,
    roles: desk,
    request: z.object({}),
    response: z.object({ id: z.nullable(z.number()) }),
  }),
  /** A reply, or a private note (`note`); the same clientId again answers the same message. */
  operatorChatReply: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/chat/reply',
    encrypted: false,
    roles: desk,
    request: z.object({
      id,
      clientId: z.string().check(z.regex(CHAT_CLIENT_ID_PATTERN)),
      text: chatText.check(z.minLength(1)),
      note: z.optional(z.boolean()),
    }),
    response: staffChatMessageSchema,
  }),
  operatorChatTyping: operatorEndpoint({ method: 'POST', path: '/wps/operator/chat/typing', encrypted: false, roles: desk, request: conversationRef, response: ok }),
  operatorChatRead: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/chat/read',
    encrypted: false,
    roles: desk,
    request: z.object({ id, seq: z.number().check(z.int(), z.nonnegative()) }),
    response: ok,
  }),
  operatorChatLabels: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/chat/labels',
    encrypted: false,
    roles: desk,
    request: z.object({
      id,
      labels: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_LABEL_MAX), singleLine())).check(z.maxLength(CHAT_LABELS_MAX)),
    }),
    response: ok,
  }),
  /** Hands an active conversation to another staff member of the brand. */
  operatorChatTransfer: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/chat/transfer',
    encrypted: false,
    roles: desk,
    request: z.object({ id, staffId: id }),
    response: ok,
  }),
  operatorChatClose: operatorEndpoint({ method: 'POST', path: '/wps/operator/chat/close', encrypted: false, roles: desk, request: conversationRef, response: ok }),
  /** Staff a conversation can be transferred to. */
  operatorChatStaff: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/chat/staff',
    encrypted: false,
    roles: desk,
    request: z.object({ id: queryInt(1, 2_147_483_647) }),
    response: z.object({ items: z.array(z.object({ id: z.number(), displayName: z.string() })) }),
  }),
  operatorChatCanned: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/chat/canned',
    encrypted: false,
    roles: desk,
    request: z.object({}),
    response: z.object({ items: z.array(cannedAnswerSchema) }),
  }),
  operatorChatAddCanned: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/chat/canned',
    encrypted: false,
    roles: desk,
    request: z.object({ title: z.string().check(z.trim(), z.minLength(1), z.maxLength(60), singleLine()), body: chatText.check(z.minLength(1)) }),
    response: cannedAnswerSchema,
  }),
  /** Per staff member, conversations created in [from, to): waiting time, first response time, ratings. */
  operatorChatReport: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/chat/report',
    encrypted: false,
    roles: desk,
    request: z.object({ from: isoQueryDate, to: isoQueryDate }),
    response: z.object({ items: z.array(chatStaffReportRowSchema) }),
  }),
  /** A ticket for the desk's event stream (`CHAT_DESK_STREAM_PATH?ticket=…`). */
  operatorChatTicket: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/chat/ticket',
    encrypted: false,
    roles: desk,
    request: z.object({}),
    response: z.object({ ticket: z.string(), expiresIn: z.number() }),
  }),
} as const;

/** The desk's stream: `chat` (a conversation changed: id) and `chatTyping` (the member types: id) events, like the members' live stream. */
export const CHAT_DESK_STREAM_PATH = '/wps/operator/chat/stream';
