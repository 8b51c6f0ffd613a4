import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, sessions } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/hash';

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Opens a session and returns its token. Only the token's SHA-256 is stored:
 * a copy of the database does not hand out working tokens.
 */
export async function createSession(db: Db, memberId: number, ttlHours: number, meta: SessionMeta, withdrawOnly: string | null = null): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    memberId,
    withdrawOnly,
    tokenHash: sha256Hex(token),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/**
 * Why a member's sessions end, which decides what ends (docs/security.md,
 * "Game sessions"). A game launch records the site session that made it and
 * is refused as soon as that session is ended or expired, whatever ended it.
 *
 * - `logout`: the one site session `session` and the games launched from it;
 *   the member's other sessions and their games go on.
 * - `password-change`: every site session but `except` (the one that
 *   changed it: the site logs it out itself) and every game launch of the
 *   member, that session's too.
 * - `password-reset` (by e-mail link or by phone code), `lock` (a staff
 *   lock), `time-out`, `self-exclusion`: every site session and every game
 *   launch of the member.
 *
 * Not here: the lock after too many wrong passwords (lockout.ts) ends
 * nothing, or anyone who knows a login could end its owner's sessions by
 * typing wrong passwords; it only refuses new logins.
 */
export type SessionEnd =
  | { reason: 'logout'; session: number }
  | { reason: 'password-change'; except?: number }
  | { reason: 'password-reset' | 'lock' | 'time-out' | 'self-exclusion' };

/**
 * The one door that ends a member's sessions: site sessions and game
 * launches, by the rules of `SessionEnd`. Every logout, password change or
 * reset and every lock of an account goes through it. Pass the transaction
 * that changes the account, so both happen together (or nothing does).
 */
export async function endMemberSessions(db: Pick<Db, 'update'>, memberId: number, end: SessionEnd): Promise<void> {
  const one = end.reason === 'logout' ? end.session : undefined;
  const except = end.reason === 'password-change' ? end.except : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        one === undefined ? undefined : eq(sessions.id, one),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
  await db
    .update(gameSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(gameSessions.memberId, memberId),
        isNull(gameSessions.revokedAt),
        one === undefined ? undefined : eq(gameSessions.siteSessionId, one),
      ),
    );
}

/** A logout: `endMemberSessions` for the one session of this id (and the games launched from it). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ memberId: sessions.memberId }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    if (row) await endMemberSessions(tx, row.memberId, { reason: 'logout', session: sessionId });
  });
}
