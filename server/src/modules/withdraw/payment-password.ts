import { and, eq, sql } from 'drizzle-orm';
import { identityKeys } from '../../../../src/shared/contract/identity';
import { validationKeys } from '../../../../src/shared/contract/patterns';
import {
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_TRIES,
  withdrawKeys,
  type CodeChannel,
  type PaymentPasswordStatus,
} from '../../../../src/shared/contract/withdraw';
import type { Db } from '../../db/client';
import { members, paymentPasswordLocks, type Member } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { hashPassword, verifyPassword } from '../../lib/password';
import { checkCode, CODE_MINUTES, consumeCode, issueCode } from '../identity/codes';
import { maskEmail, maskMobile } from '../identity/mobile';
import { messageLanguage, messagesIn } from '../identity/messages';
import { sendMessage } from '../identity/outbox';
import { limits } from '../identity/rate-limit';
import { hit, verifyLimited } from '../../http/rate-limit';

/*
 * The payment password: six digits asked before money leaves the wallet
 * (withdrawals, card removal, transfers to the upline). Hashed with argon2
 * like login passwords, in `members.payment_password_hash`. Five wrong tries
 * in a row lock it for 30 minutes (`payment_password_locks`); a right one
 * clears the count, a reset by code lifts the lock.
 */

const invalid = (field: string, key: string, params?: Record<string, string | number>) =>
  apiError('VALIDATION', 'Please correct the highlighted fields.', [{ field, key, ...(params ? { params } : {}) }]);

async function memberRow(db: Db, memberId: number): Promise<Member> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw apiError('NOT_FOUND', 'There is no such member.');
  return member;
}

async function lockOf(db: Db, memberId: number): Promise<{ failures: number; lockedUntil: Date | null }> {
  const [row] = await db.select().from(paymentPasswordLocks).where(eq(paymentPasswordLocks.memberId, memberId)).limit(1);
  const lockedUntil = row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
  return { failures: row?.failures ?? 0, lockedUntil };
}

function lockedError(until: Date, field: string) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return apiError(
    'FORBIDDEN',
    `The payment password is locked after too many wrong tries. Try again in ${minutes} minutes or reset it.`,
    [{ field, key: withdrawKeys.paymentPasswordLocked, params: { minutes } }],
    { reason: 'paymentPasswordLocked', lockedUntil: until.toISOString(), minutes },
  );
}

export const notSetError = () =>
  apiError('FORBIDDEN', 'Please set a payment password first.', undefined, { reason: 'paymentPasswordNotSet' });

/** The lock row's lock is over (or there is none). */
const lockOver = sql`(${paymentPasswordLocks.lockedUntil} is null or ${paymentPasswordLocks.lockedUntil} <= now())`;

/**
 * Takes one try of the member's payment password, in one statement under the
 * row's lock, before the password is judged: the try counts as wrong until it
 * proves right. Answers the tries now counted (this one included), or null
 * when none is left: the password is locked, or the tries still allowed are
 * all taken by tries being judged at this moment. A lock that has run out
 * starts the count again.
 */
async function takeTry(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db
    .insert(paymentPasswordLocks)
    .values({ memberId, failures: 1 })
    .onConflictDoUpdate({
      target: paymentPasswordLocks.memberId,
      set: {
        failures: sql`case when ${paymentPasswordLocks.lockedUntil} is null then ${paymentPasswordLocks.failures} + 1 else 1 end`,
        lockedUntil: sql`null`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${lockOver} and (${paymentPasswordLocks.lockedUntil} is not null or ${paymentPasswordLocks.failures} < ${PAYMENT_PASSWORD_MAX_TRIES})`,
    })
    .returning({ failures: paymentPasswordLocks.failures });
  return row?.failures ?? null;
}

/** Sets the 30-minute lock once the tries are all taken (and none is set): answers its end, or null when there was nothing to lock. */
async function lockNow(db: Db, memberId: number): Promise<Date | null> {
  const [row] = await db
    .update(paymentPasswordLocks)
    .set({ failures: 0, lockedUntil: new Date(Date.now() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000), updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentPasswordLocks.memberId, memberId),
        sql`${paymentPasswordLocks.lockedUntil} is null and ${paymentPasswordLocks.failures} >= ${PAYMENT_PASSWORD_MAX_TRIES}`,
      ),
    )
    .returning({ until: paymentPasswordLocks.lockedUntil });
  return row?.until ?? null;
}

/**
 * Checks a member's payment password; throws when it is not set, locked or
 * wrong (the field error says how many tries are left, or that it is now
 * locked). Every money-out call goes through it (withdrawal, transfers to the
 * upline and to a downline, card removal, change of the payment password).
 *
 * The try is counted atomically before the slow argon2 check, like the login
 * limiter (`identity/rate-limit.ts`): a burst of concurrent tries cannot have
 * more than five judged, and once five are taken, even the right password is
 * refused until the lock ends. A right one clears the count; the fifth wrong
 * one in a row sets the 30-minute lock. Call it with the database before
 * opening the transaction of the movement it guards: a wrong try must be
 * counted even though the movement is refused.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, plain: string, field = 'paymentPassword'): Promise<void> {
  const member = await memberRow(db, memberId);
  if (!member.paymentPasswordHash) throw notSetError();
  const tries = await takeTry(db, memberId);
  if (tries === null) {
    // locked, or a burst: five tries are being judged already, so this one locks at once
    throw lockedError((await lockNow(db, memberId)) ?? (await lockOf(db, memberId)).lockedUntil ?? new Date(), field);
  }
  if (await verifyPassword(member.paymentPasswordHash, plain)) {
    await db
      .update(paymentPasswordLocks)
      .set({ failures: 0, updatedAt: sql`now()` })
      .where(and(eq(paymentPasswordLocks.memberId, memberId), sql`${paymentPasswordLocks.lockedUntil} is null`));
    return;
  }
  if (tries >= PAYMENT_PASSWORD_MAX_TRIES) {
    const until = (await lockNow(db, memberId)) ?? (await lockOf(db, memberId)).lockedUntil;
    if (until) throw lockedError(until, field);
  }
  throw invalid(field, withdrawKeys.paymentPasswordWrong, { left: Math.max(0, PAYMENT_PASSWORD_MAX_TRIES - tries) });
}

export async function paymentPasswordStatus(db: Db, memberId: number): Promise<PaymentPasswordStatus> {
  const member = await memberRow(db, memberId);
  const lock = await lockOf(db, memberId);
  return {
    isSet: member.paymentPasswordHash !== null,
    lockedUntil: lock.lockedUntil?.toISOString() ?? null,
    channels: { sms: maskMobile(member.countryDialingCode, member.mobileNum), email: maskEmail(member.email) },
  };
}

function checkNew(paymentPassword: string, confirm: string): void {
  if (confirm !== paymentPassword) throw invalid('confirmPaymentPassword', validationKeys.inconsistent);
}

async function store(db: Db, memberId: number, paymentPassword: string): Promise<void> {
  const hash = await hashPassword(paymentPassword);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ paymentPasswordHash: hash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
    await tx.delete(paymentPasswordLocks).where(eq(paymentPasswordLocks.memberId, memberId));
  });
}

/** The first payment password, proved by the login password (limited like the change of a login password). */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  input: { loginPassword: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<null> {
  const member = await memberRow(db, memberId);
  if (member.paymentPasswordHash) {
    throw apiError('CONFLICT', 'A payment password is set already: change it instead.');
  }
  checkNew(input.paymentPassword, input.confirmPaymentPassword);
  if (!(await verifyLimited(db, `password-old:${memberId}`, limits.oldPasswordPerMember, () => verifyPassword(member.passwordHash, input.loginPassword)))) {
    throw invalid('loginPassword', withdrawKeys.loginPasswordWrong);
  }
  await store(db, memberId, input.paymentPassword);
  return null;
}

export async function changePaymentPassword(
  db: Db,
  memberId: number,
  input: { oldPaymentPassword: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<null> {
  checkNew(input.paymentPassword, input.confirmPaymentPassword);
  await verifyPaymentPassword(db, memberId, input.oldPaymentPassword, 'oldPaymentPassword');
  if (input.oldPaymentPassword === input.paymentPassword) throw invalid('paymentPassword', withdrawKeys.samePaymentPassword);
  await store(db, memberId, input.paymentPassword);
  return null;
}

function recipientOf(member: Member, channel: CodeChannel): string {
  const recipient =
    channel === 'sms'
      ? member.mobileNum
        ? `${member.countryDialingCode ?? ''} ${member.mobileNum}`.trim()
        : null
      : member.email;
  if (!recipient) {
    throw apiError('FORBIDDEN', 'Your account has no such contact. Add one in your profile or contact customer service.', undefined, { reason: 'noContact' });
  }
  return recipient;
}

/** A reset code to the member's own mobile number or e-mail address (the outbox), within the SMS limits. */
export async function sendPaymentPasswordCode(
  db: Db,
  merchant: Merchant,
  memberId: number,
  channel: CodeChannel,
  from: { ip: string; language: string | null },
): Promise<{ expiredMinutes: number }> {
  const { ip } = from;
  const member = await memberRow(db, memberId);
  const recipient = recipientOf(member, channel);
  await hit(db, `sms:ip:${ip}`, limits.smsPerIp);
  await hit(db, `sms:paymentPassword:${recipient}`, limits.smsPerRecipient);
  const { code } = await issueCode(db, merchant.code, 'paymentPassword', recipient);
  await sendMessage(db, {
    merchantCode: merchant.code,
    channel,
    recipient,
    purpose: 'paymentPassword',
    ...messagesIn(messageLanguage(from.language, member.language, merchant.defaultLanguage)).paymentPasswordCode({
      brand: merchant.brandName,
      code,
      minutes: CODE_MINUTES,
    }),
  });
  return { expiredMinutes: CODE_MINUTES };
}

export async function resetPaymentPassword(
  db: Db,
  merchant: Merchant,
  memberId: number,
  input: { channel: CodeChannel; verificationCode: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<null> {
  const member = await memberRow(db, memberId);
  const recipient = recipientOf(member, input.channel);
  checkNew(input.paymentPassword, input.confirmPaymentPassword);
  const check = await checkCode(db, merchant.code, 'paymentPassword', recipient, input.verificationCode, { consume: false });
  if (!check.ok) throw invalid('verificationCode', check.reason === 'expired' ? identityKeys.codeExpired : identityKeys.codeInvalid);
  if (!(await consumeCode(db, check.id))) throw invalid('verificationCode', identityKeys.codeInvalid);
  await store(db, memberId, input.paymentPassword);
  return null;
}
