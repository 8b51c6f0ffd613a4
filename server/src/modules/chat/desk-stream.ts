import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_TICKET_SECONDS } from '../../../../src/shared/contract/live-rules';
import type { Db } from '../../db/client';
import { chatDeskTickets, operatorSessions, operators } from '../../db/schema';
import type { AppDeps } from '../../http/app-deps';
import { apiError } from '../../http/status';
import { randomToken, sha256Hex } from '../../lib/hash';
import { DESK } from '../live/bus';
import { serveEvents, type LiveStream } from '../live/stream';

/**
 * The console's chat desk hears conversations change the way a member's
 * page does: a ticket asked for with the operator's token (EventSource sends
 * no header), then an event stream of the live channel's bus addressed to
 * the desk (`publishToDesk`): every instance's changes, through PostgreSQL.
 */

const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The open desk streams of one app, by operator session. */
export type DeskStreams = Map<number, LiveStream[]>;

export async function issueDeskTicket(db: Db, holder: { operatorSessionId: number; operatorId: number }) {
  const ticket = randomToken();
  await db.insert(chatDeskTickets).values({
    ticketHash: sha256Hex(ticket),
    operatorSessionId: holder.operatorSessionId,
    operatorId: holder.operatorId,
    expiresAt: sql`now() + make_interval(secs => ${LIVE_TICKET_SECONDS})`,
  });
  return { ticket, expiresIn: LIVE_TICKET_SECONDS };
}

/** Whether the operator's session still stands (not signed out, expired, or the account disabled). */
async function operatorSessionStands(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, sql`now()`), eq(operators.status, 'active')))
    .limit(1);
  return row !== undefined;
}

/** GET CHAT_DESK_STREAM_PATH?ticket=…: the desk's events, while the operator's session stands. */
export async function openDeskStream(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, streams: DeskStreams): Promise<void> {
  const query = request.query as { ticket?: unknown };
  const ticket = typeof query.ticket === 'string' ? query.ticket : '';
  const [row] = TICKET_PATTERN.test(ticket)
    ? await deps.db
        .delete(chatDeskTickets)
        .where(eq(chatDeskTickets.ticketHash, sha256Hex(ticket)))
        .returning({ sessionId: chatDeskTickets.operatorSessionId, operatorId: chatDeskTickets.operatorId, live: sql<boolean>`${chatDeskTickets.expiresAt} > now()` })
    : [];
  if (!row?.live || !(await operatorSessionStands(deps.db, row.sessionId))) {
    throw apiError('UNAUTHORIZED', 'This desk ticket is not valid. Please ask for a new one.');
  }
  await serveEvents(request, reply, deps, {
    address: DESK,
    key: row.sessionId,
    stands: () => operatorSessionStands(deps.db, row.sessionId),
    streams,
    holder: { sessionId: row.sessionId, memberId: 0 },
  });
}

/** Desk tickets past their time (the clean-up job). */
export async function deleteExpiredDeskTickets(db: Db, now: Date): Promise<void> {
  await db.delete(chatDeskTickets).where(lt(chatDeskTickets.expiresAt, now));
}
