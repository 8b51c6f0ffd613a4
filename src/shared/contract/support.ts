import * as z from 'zod/mini';
import { endpoint, ok, type endpoint as EndpointFn } from './endpoint';
import { readable } from './text';
import { MAX_UPLOAD_FILES, UPLOAD_ID_PATTERN } from './uploads';

/**
 * The support desk's written side, for members: feedback (the
 * specification's "feedback PUT"), support tickets (its "support
 * ticket/complaint form": a type, the content, up to 3 images) with their
 * thread of replies, and the brand's news. Served by
 * `server/src/modules/support/`; the console's calls are in
 * `support-operator.ts`.
 */

/** The specification's question types, in its order: deposit problem, withdrawal issues, game problem, customer service question, application question, other problems. */
export const ticketTypes = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'] as const;
export type TicketType = (typeof ticketTypes)[number];

/** open: waiting for staff; answered: staff replied, waiting for the member; closed: done (no more replies). */
export const ticketStates = ['open', 'answered', 'closed'] as const;
export type TicketState = (typeof ticketStates)[number];

export const TICKET_CONTENT_MIN = 10;
export const TICKET_CONTENT_MAX = 2000;
export const TICKET_IMAGES_MAX = MAX_UPLOAD_FILES;

/**
 * Feedback's word bounds (the specification keeps its values hidden): at
 * least 5 words, at most 500, within 4,000 characters.
 */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
export const FEEDBACK_MAX_CHARS = 4000;

/**
 * Words of a text, in any of the site's languages: Chinese and Thai write
 * words without spaces, so the runtime's word segmenter counts them where
 * there is one, spaces otherwise. The site and the server count alike.
 */
export function countWords(text: string): number {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    let words = 0;
    for (const part of new Segmenter(undefined, { granularity: 'word' }).segment(text)) if (part.isWordLike) words += 1;
    return words;
  }
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The translation keys of the desk's field errors (`support:errors.…` on the site). */
export const supportFailureKeys = {
  feedbackWords: 'support.errors.feedbackWords',
  imagesNotFound: 'support.errors.imagesNotFound',
} as const;

/** `value.reason` of the desk's refusals, worded as `support.reasons.<reason>` (namespace `support`). */
export const supportFailureReasons = ['ticketClosed'] as const;
export type SupportFailureReason = (typeof supportFailureReasons)[number];

const queryId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
const bodyId = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
const imageIds = z.array(z.string().check(z.regex(UPLOAD_ID_PATTERN))).check(z.maxLength(TICKET_IMAGES_MAX));

export const ticketMessageSchema = z.object({
  id: z.number(),
  /** member: the ticket's owner; staff: the brand's customer service (no name shown to the member) */
  author: z.enum(['member', 'staff']),
  content: z.string(),
  /** upload ids, read at `/wps/uploads/<id>` with the member's token */
  imageIds: z.array(z.string()),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.number(),
  type: z.enum(ticketTypes),
  state: z.enum(ticketStates),
  /** the first message's opening words */
  preview: z.string(),
  /** staff answered or closed it since the member last opened it */
  unread: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketDetailSchema = z.object({
  ...ticketSummarySchema.shape,
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const createTicketRequestSchema = z.object({
  type: z.enum(ticketTypes),
  content: z.string().check(z.trim(), z.minLength(TICKET_CONTENT_MIN), z.maxLength(TICKET_CONTENT_MAX), readable()),
  /** upload ids (`uploadImages` with purpose `supportTicket`) */
  imageIds,
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

export const ticketReplyRequestSchema = z.object({
  id: bodyId,
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(TICKET_CONTENT_MAX), readable()),
  imageIds: z.optional(imageIds),
});

export const feedbackRequestSchema = z.object({
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_MAX_CHARS), readable()),
});

export const newsCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;
export const newsArticleSchema = z.object({
  ...newsCardSchema.shape,
  /** HTML: the site sanitises it before showing it */
  content: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const supportApi = {
  /** the specification's feedback PUT: content within the word bounds; refused with `support.errors.feedbackWords` {min, max} */
  feedback: endpoint({
    method: 'PUT',
    path: '/wps/member/feedback',
    auth: true,
    encrypted: false,
    request: feedbackRequestSchema,
    response: ok,
  }),
  /** opens a ticket (rate-limited per member) */
  createTicket: endpoint({
    method: 'POST',
    path: '/wps/support/tickets',
    auth: true,
    encrypted: false,
    request: createTicketRequestSchema,
    response: ticketDetailSchema,
  }),
  /** the member's tickets, the latest activity first */
  myTickets: endpoint({
    method: 'GET',
    path: '/wps/support/tickets',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: z.object({ items: z.array(ticketSummarySchema), unread: z.number() }),
  }),
  /** one ticket with its thread; reading it clears its unread mark */
  ticket: endpoint({
    method: 'GET',
    path: '/wps/support/ticket',
    auth: true,
    encrypted: false,
    request: z.object({ id: queryId }),
    response: ticketDetailSchema,
  }),
  /** the member adds to the thread (not to a closed ticket): the ticket waits for staff again */
  replyTicket: endpoint({
    method: 'POST',
    path: '/wps/support/ticket/reply',
    auth: true,
    encrypted: false,
    request: ticketReplyRequestSchema,
    response: ticketDetailSchema,
  }),
  /** the brand's news, newest first, in the asked language where translated */
  newsList: endpoint({
    method: 'GET',
    path: '/wps/news/list',
    auth: false,
    encrypted: false,
    request: z.object({}),
    response: z.object({ items: z.array(newsCardSchema) }),
  }),
  newsArticle: endpoint({
    method: 'GET',
    path: '/wps/news/detail',
    auth: false,
    encrypted: false,
    request: z.object({ id: queryId }),
    response: newsArticleSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
