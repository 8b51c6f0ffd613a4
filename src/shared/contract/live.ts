import * as z from 'zod/mini';
import { endpoint, none } from './endpoint';
import { liveKinds } from './live-rules';

export * from './live-rules';

/**
 * The live channel: one stream of Server-Sent Events from the server to a
 * logged-in member, saying that something of theirs changed (the balance, a
 * deposit order, a withdrawal, a lottery settlement, a message), so the site
 * asks again for what it shows. An event names a kind and a row, never the
 * data: the page's usual call brings that. Served by
 * `server/src/modules/live/`; the site's side is `src/features/live/`.
 *
 * A browser's EventSource cannot send the session token, and a token in an
 * address ends up in logs: the stream is opened with a ticket, asked for
 * with the token by `liveTicket` (T), good for one stream, once, within
 * LIVE_TICKET_SECONDS.
 */

/**
 * The `data` of an event (one JSON line). `id`: the row it concerns, where
 * there is one (a deposit order's or a withdrawal's id, a lottery draw's id
 * for `settlement`, a message's id).
 */
export const liveEventSchema = z.object({
  kind: z.enum(liveKinds),
  id: z.optional(z.string()),
});

export const liveTicketSchema = z.object({
  /** 43 base64url characters: `?ticket=` of the stream's address */
  ticket: z.string(),
  /** seconds it stays good */
  expiresIn: z.number(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

export const liveApi = {
  /** A ticket for one live stream of the caller's session (POST, T). */
  liveTicket: endpoint({ method: 'POST', path: '/wps/live/ticket', auth: true, encrypted: false, request: none, response: liveTicketSchema }),
} as const;
