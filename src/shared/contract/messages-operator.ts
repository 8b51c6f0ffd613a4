import * as z from 'zod/mini';
import { operatorEndpoint, type OperatorRole } from './operator';
import { messageKinds } from './messages';
import { plain, readable, singleLine } from './text';

/**
 * The console's platform messages (`/wps/operator/messages…`): compose a
 * message to one member, to a VIP rank (the members whose club label has
 * that rank level) or to everyone of a brand, now or at a time; the list of
 * what was sent with how many it reached and how many read it. Every send is
 * audited. Kept apart from `messages.ts`, which the player's site loads;
 * served by `server/src/modules/messages/`.
 */

const senders = ['admin'] as const satisfies readonly OperatorRole[];
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

export const messageAudiences = ['member', 'rank', 'brand'] as const;
export type MessageAudience = (typeof messageAudiences)[number];

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_CONTENT_MAX = 20_000;
/** how far ahead a message can be scheduled */
export const MESSAGE_SCHEDULE_MAX_DAYS = 90;

export const messagesAuditActions = { send: 'message.send' } as const;

export const operatorBroadcastSchema = z.object({
  id: z.number(),
  merchantCode: z.string(),
  audience: z.enum(messageAudiences),
  /** audience member: the account */
  account: z.nullable(z.string()),
  /** audience rank: the rank level */
  rankLevel: z.nullable(z.number()),
  kind: z.enum(messageKinds),
  title: z.string(),
  content: z.string(),
  sendAt: z.string(),
  /** null: scheduled, not delivered yet */
  deliveredAt: z.nullable(z.string()),
  /** members it reached at delivery */
  recipients: z.nullable(z.number()),
  /** marketing not delivered to members whose marketing stopped */
  withheld: z.number(),
  /** members who have read it */
  reads: z.number(),
  sentBy: z.string(),
  createdAt: z.string(),
});
export type OperatorBroadcast = z.infer<typeof operatorBroadcastSchema>;

export const messageRankSchema = z.object({ merchantCode: z.string(), rankLevel: z.number(), name: z.string() });

export const messageSendSchema = z.object({
  /** the brand: required of an operator of every brand, ignored for a brand's operator */
  merchantCode: z.optional(z.string().check(z.trim(), z.maxLength(32), singleLine())),
  audience: z.enum(messageAudiences),
  /** audience member: the member's account */
  account: z.optional(z.string().check(z.trim(), z.maxLength(64), singleLine())),
  /** audience rank */
  rankLevel: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
  kind: z.enum(messageKinds),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_TITLE_MAX), singleLine(), plain()),
  /** HTML: the site sanitises it before showing it */
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_CONTENT_MAX), readable()),
  /** ISO 8601; null: now */
  sendAt: z.nullable(z.string().check(z.maxLength(40), z.refine((v) => !Number.isNaN(Date.parse(v)), { params: { key: 'validation.invalid' } }))),
});
export type MessageSendInput = z.infer<typeof messageSendSchema>;

export const messagesOperatorApi = {
  /** what was sent, newest first, with the ranks a message can go to */
  operatorMessages: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/messages',
    encrypted: false,
    roles: senders,
    request: z.object({ page: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 100)) }),
    response: z.object({
      items: z.array(operatorBroadcastSchema),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
      ranks: z.array(messageRankSchema),
    }),
  }),
  /** sends a message now or schedules it; audited */
  operatorSendMessage: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/message/send',
    encrypted: false,
    roles: senders,
    request: messageSendSchema,
    response: operatorBroadcastSchema,
  }),
};
