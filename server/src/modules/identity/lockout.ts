import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountLocks, members } from '../../db/schema';
import { apiError } from '../../http/status';
import { endMemberSessions } from '../session/sessions';

/** Wrong passwords (inside the failure window) that lock the account, and for how long. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MINUTES = 30;

/** Refuses a locked account; the lock ends by itself, or at once with a password reset. */
export async function assertNotLocked(db: Db, memberId: number): Promise<void> {
  const [lock] = await db.select().from(accountLocks).where(eq(accountLocks.memberId, memberId)).limit(1);
  if (lock?.lockedUntil && lock.lockedUntil.getTime() > Date.now()) {
    const minutes = Math.max(1, Math.ceil((lock.lockedUntil.getTime() - Date.now()) / 60_000));
    throw apiError(
      'ACCOUNT_LOCKED',
      `This account is locked after too many wrong passwords. Try again in ${minutes} minutes, or reset your password.`,
      undefined,
      { lockedUntil: lock.lockedUntil.toISOString(), canReset: true },
    );
  }
}

/**
 * Locks the account when the recent failures reach the limit. This lock only
 * refuses new logins for a while: it ends no session and no game, or anyone
 * who knows a login could end its owner's play by typing wrong passwords.
 */
export async function lockIfNeeded(db: Db, memberId: number, failures: number): Promise<boolean> {
  if (failures < LOCK_AFTER_FAILURES) return false;
  const lockedUntil = new Date(Date.now() + LOCK_MINUTES * 60_000);
  await db
    .insert(accountLocks)
    .values({ memberId, failures, lastFailureAt: new Date(), lockedUntil })
    .onConflictDoUpdate({ target: accountLocks.memberId, set: { failures, lastFailureAt: new Date(), lockedUntil } });
  return true;
}

/** The way back: a successful password reset (or login) clears the lock and the failure count. */
export async function unlock(db: Db, memberId: number): Promise<void> {
  await db.delete(accountLocks).where(eq(accountLocks.memberId, memberId));
  await db.update(members).set({ failedLogins: 0, lastFailedLoginAt: null, updatedAt: sql`now()` }).where(eq(members.id, memberId));
}

/**
 * Locks an account until staff unlock it (status `locked`: no login, no call
 * with a session, no game) and ends every site session and game launch it
 * had open, in the same transaction, so unlocking later revives none of them.
 * The staff lock goes through here; a time-out or a self-exclusion, when it
 * comes, ends the sessions the same way (`endMemberSessions` with its reason).
 */
export async function lockAccount(db: Db, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(members).set({ status: 'locked', updatedAt: sql`now()` }).where(eq(members.id, memberId));
    await endMemberSessions(tx, memberId, { reason: 'lock' });
  });
}
