import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { liveTickets, members, sessions } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/hash';
import { LIVE_TICKET_SECONDS, type LiveTicket } from '../../../../src/shared/contract/live';
import type { Limit } from '../../http/rate-limit';

/** Who a stream belongs to: the session that asked for its ticket. */
export interface LiveHolder {
  sessionId: number;
  memberId: number;
  /** the member's brand (events to a whole brand); absent for a holder made elsewhere */
  merchantCode?: string;
}

/**
 * Tickets a member may take: the site's stream reconnects at 1, 2, 4 … 30 s
 * from one tab per browser, so even several browsers failing together stay
 * well under it; a script asking in a loop does not.
 */
export const TICKETS_PER_MEMBER = { max: 30, windowSeconds: 60 } satisfies Limit;

const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A ticket for one stream of this session: 32 random bytes, stored as their hash, good for LIVE_TICKET_SECONDS. */
export async function issueTicket(db: Db, holder: LiveHolder): Promise<LiveTicket> {
  const ticket = randomToken();
  await db.insert(liveTickets).values({
    ticketHash: sha256Hex(ticket),
    sessionId: holder.sessionId,
    memberId: holder.memberId,
    expiresAt: sql`now() + make_interval(secs => ${LIVE_TICKET_SECONDS})`,
  });
  return { ticket, expiresIn: LIVE_TICKET_SECONDS };
}

/**
 * Takes a ticket: the row is deleted as it is read, so a ticket opens one
 * stream, on whichever instance, once. Null when unknown, used, expired, or
 * when its session has ended since.
 */
export async function redeemTicket(db: Db, ticket: string, cache: ReadCache): Promise<LiveHolder | null> {
  if (!TICKET_PATTERN.test(ticket)) return null;
  const [row] = await db
    .delete(liveTickets)
    .where(eq(liveTickets.ticketHash, sha256Hex(ticket)))
    .returning({
      sessionId: liveTickets.sessionId,
      memberId: liveTickets.memberId,
      live: sql<boolean>`${liveTickets.expiresAt} > now()`,
      merchantCode: sql<string | null>`(select ${members.merchantCode} from ${members} where ${members.id} = ${liveTickets.memberId})`,
    });
  if (!row?.live) return null;
  const holder: LiveHolder = { sessionId: row.sessionId, memberId: row.memberId, ...(row.merchantCode ? { merchantCode: row.merchantCode } : {}) };
  return (await sessionStands(db, holder, cache)) ? holder : null;
}

/**
 * Whether the stream's session still stands (not logged out, revoked or
 * expired; the member not locked). Read through the read cache's topic
 * `sessions`, which every write to the sessions or the members empties, so
 * a heartbeat costs a query only after such a write.
 */
export async function sessionStands(db: Db, holder: LiveHolder, cache: ReadCache): Promise<boolean> {
  return cache.readUntil('sessions', `live:${holder.sessionId}`, async () => {
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(and(eq(sessions.id, holder.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), eq(members.status, 'active')))
      .limit(1);
    return row ? { value: true, until: row.expiresAt.getTime() } : { value: false, until: Infinity };
  });
}

/** Tickets past their time (the clean-up job). */
export async function deleteExpiredTickets(db: Db, now: Date): Promise<void> {
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, now));
}
