import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { accountKeys } from '../../../../src/shared/contract/account';
import type { Db } from '../../db/client';
import { authenticatorSetups, members, type Member } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { hit } from '../../http/rate-limit';
import { base32Encode, TOTP_DIGITS, TOTP_STEP_SECONDS, verifyTotp } from '../identity/totp';

/*
 * The authenticator app (two-factor authentication, RFC 6238 through
 * identity/totp.ts): a setup offers a fresh secret that becomes the
 * member's only once the app shows a right code; switching it off needs a
 * code too. Tries are limited per member, so a code cannot be guessed.
 */

export const SETUP_MINUTES = 10;
const SETUP_MAX_ATTEMPTS = 5;
/** codes tried per member, right or wrong: six digits cannot be guessed in 10 tries a quarter hour */
const CODES_PER_MEMBER = { max: 10, windowSeconds: 900 };

const wrongCode = () => apiError('VALIDATION', 'The code of the authenticator app is wrong.', [{ field: 'code', key: accountKeys.authenticatorCode }]);

export async function setupAuthenticator(db: Db, merchant: Merchant, member: Member): Promise<{ secret: string; otpauthUrl: string; expiresInSeconds: number }> {
  if (member.authenticatorSecret) throw apiError('CONFLICT', 'The authenticator is already on. Switch it off first to set up another one.');
  const secret = base32Encode(randomBytes(20));
  const expiresAt = new Date(Date.now() + SETUP_MINUTES * 60_000);
  await db
    .insert(authenticatorSetups)
    .values({ memberId: member.id, secret, expiresAt })
    .onConflictDoUpdate({ target: authenticatorSetups.memberId, set: { secret, expiresAt, attempts: 0, createdAt: sql`now()` } });
  const issuer = merchant.brandName;
  const label = encodeURIComponent(`${issuer}:${member.account}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return { secret, otpauthUrl: `otpauth://totp/${label}?${query.toString()}`, expiresInSeconds: SETUP_MINUTES * 60 };
}

export async function enableAuthenticator(db: Db, member: Member, code: string): Promise<void> {
  if (member.authenticatorSecret) throw apiError('CONFLICT', 'The authenticator is already on.');
  await hit(db, `totp:member:${member.id}`, CODES_PER_MEMBER);
  const [setup] = await db
    .select()
    .from(authenticatorSetups)
    .where(and(eq(authenticatorSetups.memberId, member.id), gt(authenticatorSetups.expiresAt, sql`now()`)))
    .limit(1);
  if (!setup || setup.attempts >= SETUP_MAX_ATTEMPTS) {
    throw apiError('BAD_REQUEST', 'This set-up has expired. Please start again.', undefined, { reason: 'setupExpired' });
  }
  if (!verifyTotp(setup.secret, code)) {
    await db.update(authenticatorSetups).set({ attempts: sql`${authenticatorSetups.attempts} + 1` }).where(eq(authenticatorSetups.memberId, member.id));
    throw wrongCode();
  }
  await db.transaction(async (tx) => {
    await tx.update(members).set({ authenticatorSecret: setup.secret, updatedAt: sql`now()` }).where(eq(members.id, member.id));
    await tx.delete(authenticatorSetups).where(eq(authenticatorSetups.memberId, member.id));
  });
}

export async function disableAuthenticator(db: Db, member: Member, code: string): Promise<void> {
  if (!member.authenticatorSecret) throw apiError('CONFLICT', 'The authenticator is not on.');
  await hit(db, `totp:member:${member.id}`, CODES_PER_MEMBER);
  if (!verifyTotp(member.authenticatorSecret, code)) throw wrongCode();
  await db.update(members).set({ authenticatorSecret: null, updatedAt: sql`now()` }).where(eq(members.id, member.id));
}
