import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readCache, shardTopic, type ReadCache } from '../db/read-cache';
import { members, sessions, type Member } from '../db/schema';
import { sha256Hex } from '../lib/hash';

export interface SessionInfo {
  sessionId: number;
  member: Member;
  /** a withdraw-only session: the block's code every other call answers (see route.ts) */
  withdrawOnly?: string | null;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The live session of a token, or null when unknown, expired or revoked.
 * Read through the read cache's shard of the token (`sessions:<x>`, x the
 * first hex digit of the token's hash; keyed by the hash), which a write to
 * a session of that shard or to the member of one empties (migration 0056):
 * a logout, a revocation, a password change or a lock is seen as the read
 * cache sees any write (db/read-cache.ts), and a session past its expiry is
 * looked up again (it is then refused). A logout elsewhere leaves the other
 * fifteen shards' sessions in memory.
 */
export async function findSession(db: Db, token: string, cache: ReadCache = readCache(db)): Promise<SessionInfo | null> {
  // a token is 43 base64url characters; anything else cannot match and is not worth a query
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const tokenHash = sha256Hex(token);
  return cache.readUntil(shardTopic('sessions', tokenHash), tokenHash, async () => {
    const [row] = await db
      .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, withdrawOnly: sessions.withdrawOnly, member: members })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row || row.member.status !== 'active') return { value: null, until: Infinity };
    const session: SessionInfo = { sessionId: row.sessionId, member: row.member, withdrawOnly: row.withdrawOnly };
    return { value: session, until: row.expiresAt.getTime() };
  });
}
