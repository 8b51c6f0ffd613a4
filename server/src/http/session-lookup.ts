import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, sessions, type Member } from '../db/schema';
import { sha256Hex } from '../lib/hash';

export interface SessionInfo {
  sessionId: number;
  member: Member;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
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
