import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorSessions, operators, type Operator } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/hash';

/** Minutes without a call after which an operator session ends. */
export const OPERATOR_IDLE_MINUTES = 30;
/** However busy, a session ends after a working day: the operator signs in again. */
export const OPERATOR_SESSION_HOURS = 12;

export interface OperatorSession {
  sessionId: number;
  operator: Operator;
}

/** Opens an operator session; only the token's SHA-256 is stored. */
export async function createOperatorSession(
  db: Db,
  operatorId: number,
  meta: { ip: string; userAgent: string | null },
): Promise<string> {
  const token = randomToken(32);
  await db.insert(operatorSessions).values({
    operatorId,
    tokenHash: sha256Hex(token),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    expiresAt: sql`now() + make_interval(hours => ${OPERATOR_SESSION_HOURS})`,
  });
  return token;
}

/**
 * The live operator session of a token, and the call counts as activity:
 * `last_seen_at` moves in the same statement that checks it, on the
 * database's clock. Unknown, revoked, expired or idle tokens, and disabled
 * operators, answer null. A member's token is not in this table, so it never
 * matches (and an operator's token is not in `sessions`).
 */
export async function findOperatorSession(db: Db, token: string): Promise<OperatorSession | null> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const [session] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256Hex(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(operatorSessions.lastSeenAt, sql`now() - make_interval(mins => ${OPERATOR_IDLE_MINUTES})`),
      ),
    )
    .returning({ sessionId: operatorSessions.id, operatorId: operatorSessions.operatorId });
  if (!session) return null;
  const [operator] = await db.select().from(operators).where(eq(operators.id, session.operatorId)).limit(1);
  if (!operator || operator.status !== 'active') return null;
  return { sessionId: session.sessionId, operator };
}

/** Sign-out: the one session ends. */
export async function revokeOperatorSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}
