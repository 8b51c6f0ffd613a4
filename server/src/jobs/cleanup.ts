import { lt, or, and, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteExpiredTickets } from '../modules/live/tickets';
import { deleteExpiredDeskTickets } from '../modules/chat/desk-stream';
import { captchas, idempotentRequests, jobWindows, loginChallenges, loginLinks, passwordResets, payloadNonces, rateBuckets, sessions, socialTickets, verificationCodes } from '../db/schema';

/** Sessions stay a while after they end, for the player's security history. */
const SESSION_RETENTION_DAYS = 30;
/** The windows a job has done: a week, far beyond any catch-up. */
const JOB_WINDOW_RETENTION_DAYS = 7;

/**
 * Deletes what can no longer be used: expired captchas and replay nonces,
 * sessions long past their end, answers of idempotent calls after a day,
 * and the windows of scheduled jobs after a week. Safe to run on every instance at once.
 */
export async function cleanupExpired(db: Db, now = new Date()): Promise<void> {
  const sessionCutoff = new Date(now.getTime() - SESSION_RETENTION_DAYS * 86_400_000);
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.delete(payloadNonces).where(lt(payloadNonces.expiresAt, now));
  await db.delete(rateBuckets).where(lt(rateBuckets.expiresAt, now));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
  await db.delete(socialTickets).where(lt(socialTickets.expiresAt, now));
  await db.delete(loginLinks).where(lt(loginLinks.expiresAt, now));
  await deleteExpiredTickets(db, now);
  await deleteExpiredDeskTickets(db, now);
  // an idempotent call's answer is replayed for a day: a retry comes within minutes, never a day later
  await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(now.getTime() - 86_400_000)));
  await db.delete(jobWindows).where(lt(jobWindows.windowStart, new Date(now.getTime() - JOB_WINDOW_RETENTION_DAYS * 86_400_000)));
  // a deletion empties the read cache's sessions topic on every instance even when it removes nothing (its trigger
  // is a statement's), so it runs only when there is a session to remove
  const oldSessions = or(lt(sessions.expiresAt, sessionCutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)));
  const [stale] = await db.select({ id: sessions.id }).from(sessions).where(oldSessions).limit(1);
  if (stale) await db.delete(sessions).where(oldSessions);
}
