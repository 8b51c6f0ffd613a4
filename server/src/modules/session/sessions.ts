import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, members, sessions } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/hash';

export type Member = typeof members.$inferSelect;

export interface SessionInfo {
  sessionId: number;
  member: Member;
}

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Opens a session and returns its token. Only the token's SHA-256 is stored:
 * a copy of the database does not hand out working tokens.
 */
export async function createSession(db: Db, memberId: number, ttlHours: number, meta: SessionMeta): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    memberId,
    tokenHash: sha256Hex(token),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/** The live session of a token, or null when unknown, expired or revoked. */
export async function findSession(db: Db, token: string): Promise<SessionInfo | null> {
  // a token is 43 base64url characters; anything else cannot match and is not worth a query
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  if (!row || row.member.status !== 'active') return null;
  return row;
}

/** Ends one site session (a logout) and the games launched from it. */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(gameSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(gameSessions.siteSessionId, sessionId), isNull(gameSessions.revokedAt)));
  });
}

/**
 * Ends every session of a member: the site sessions (but `keepSessionId`,
 * the one that asked, which the site ends itself) and every game launched,
 * whatever session launched it. The one door for a password change or reset
 * and for every lock of an account (staff lock, time-out, self-exclusion):
 * nothing the member had open may go on playing. Pass the transaction that
 * changes the account, so both happen together.
 */
export async function endMemberSessions(db: Pick<Db, 'update'>, memberId: number, options: { keepSessionId?: number } = {}): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        options.keepSessionId === undefined ? undefined : ne(sessions.id, options.keepSessionId),
      ),
    );
  await db
    .update(gameSessions)
    .set({ revokedAt: now })
    .where(and(eq(gameSessions.memberId, memberId), isNull(gameSessions.revokedAt)));
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
