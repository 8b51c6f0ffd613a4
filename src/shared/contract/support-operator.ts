import * as z from 'zod/mini';
import { operatorEndpoint, operatorRoles, type OperatorRole } from './operator';
import { plain, readable, singleLine } from './text';
import { TICKET_CONTENT_MAX, ticketMessageSchema, ticketStates, ticketTypes } from './support';

/**
 * The console's side of the support desk (`/wps/operator/support/…`,
 * `/wps/operator/news…`): the tickets' queue with its thread, staff's reply
 * and close (audited), members' feedback, and the brand's news in six
 * languages (role admin). Kept apart from `support.ts`, which the site
 * loads; served by `server/src/modules/support/`.
 */

const everyRole = operatorRoles;
const editors = ['admin'] as const satisfies readonly OperatorRole[];
const id = z.number().check(z.int(), z.positive());
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

export const operatorTicketSchema = z.object({
  id: z.number(),
  type: z.enum(ticketTypes),
  state: z.enum(ticketStates),
  member: z.object({ id: z.number(), account: z.string() }),
  merchantCode: z.string(),
  preview: z.string(),
  messageCount: z.number(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.nullable(z.string()),
});
export type OperatorTicket = z.infer<typeof operatorTicketSchema>;

export const operatorTicketDetailSchema = z.object({
  ...operatorTicketSchema.shape,
  messages: z.array(z.object({ ...ticketMessageSchema.shape, operator: z.nullable(z.string()) })),
});
export type OperatorTicketDetail = z.infer<typeof operatorTicketDetailSchema>;

export const operatorFeedbackSchema = z.object({
  id: z.number(),
  member: z.object({ id: z.number(), account: z.string() }),
  merchantCode: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;

/** The languages of a news article's copy; English is the base and required. */
export const newsLanguages = ['EN', 'VI', 'TY', 'CN', 'TH', 'ID'] as const;
export type NewsLanguage = (typeof newsLanguages)[number];
export const NEWS_TITLE_MAX = 120;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_CONTENT_MAX = 20_000;
const title = z.string().check(z.trim(), z.maxLength(NEWS_TITLE_MAX), singleLine(), plain());
const summary = z.string().check(z.trim(), z.maxLength(NEWS_SUMMARY_MAX), readable(), plain());
const content = z.string().check(z.maxLength(NEWS_CONTENT_MAX), readable());
export const newsCopySchema = z.object({ title, summary, content });
export type NewsCopy = z.infer<typeof newsCopySchema>;
const baseCopy = z.object({ title: title.check(z.minLength(1)), summary, content: content.check(z.minLength(1)) });

export const operatorNewsSchema = z.object({
  id: z.number(),
  merchantCode: z.string(),
  enabled: z.boolean(),
  publishedAt: z.string(),
  /** EN always; the others where written */
  copies: z.partialRecord(z.enum(newsLanguages), newsCopySchema),
});
export type OperatorNews = z.infer<typeof operatorNewsSchema>;

export const newsInputSchema = z.object({
  /** absent: a new article */
  id: z.optional(id),
  merchantCode: z.optional(z.string().check(z.maxLength(32))),
  enabled: z.boolean(),
  copies: z.object({
    EN: baseCopy,
    VI: z.optional(newsCopySchema),
    TY: z.optional(newsCopySchema),
    CN: z.optional(newsCopySchema),
    TH: z.optional(newsCopySchema),
    ID: z.optional(newsCopySchema),
  }),
});
export type NewsInput = z.input<typeof newsInputSchema>;

/** The audit actions of the desk. */
export const supportAuditActions = {
  reply: 'supportTicket.reply',
  close: 'supportTicket.close',
  newsCreate: 'news.create',
  newsUpdate: 'news.update',
} as const;

export const supportOperatorApi = {
  /** the queue: open (waiting for staff) by default, oldest waiting first; answered and closed newest first */
  operatorTickets: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/support/tickets',
    encrypted: false,
    roles: everyRole,
    request: z.object({
      state: z.optional(z.enum(ticketStates)),
      page: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 100)),
    }),
    response: z.object({ items: z.array(operatorTicketSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
  operatorTicket: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/support/ticket',
    encrypted: false,
    roles: everyRole,
    request: z.object({ id: queryInt(1, 2_147_483_647) }),
    response: operatorTicketDetailSchema,
  }),
  /** staff's answer: the ticket becomes answered and the member sees an unread mark; audited */
  operatorReplyTicket: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/support/ticket/reply',
    encrypted: false,
    roles: everyRole,
    request: z.object({ id, content: z.string().check(z.trim(), z.minLength(1), z.maxLength(TICKET_CONTENT_MAX), readable()) }),
    response: operatorTicketDetailSchema,
  }),
  /** closes the ticket (a repeat changes nothing); audited */
  operatorCloseTicket: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/support/ticket/close',
    encrypted: false,
    roles: everyRole,
    request: z.object({ id }),
    response: operatorTicketDetailSchema,
  }),
  /** members' feedback, newest first */
  operatorFeedback: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/support/feedback',
    encrypted: false,
    roles: everyRole,
    request: z.object({ page: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 100)) }),
    response: z.object({ items: z.array(operatorFeedbackSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
  operatorNews: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/news',
    encrypted: false,
    roles: editors,
    request: z.object({}),
    response: z.object({ items: z.array(operatorNewsSchema) }),
  }),
  /** creates or updates an article with its copies (a language left out or emptied loses its copy); audited */
  operatorSaveNews: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/news/save',
    encrypted: false,
    roles: editors,
    bodyLimit: 160 * 1024,
    request: newsInputSchema,
    response: operatorNewsSchema,
  }),
} as const;
