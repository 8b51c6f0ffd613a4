import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { identityKeys } from '../../../../src/shared/contract/identity';
import { validateField, validationKeys } from '../../../../src/shared/contract/patterns';
import type { FieldError } from '../../../../src/shared/contract/envelope';
import type { Db } from '../../db/client';
import { members, passwordResets, type Member } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { randomToken, sha256Hex } from '../../lib/hash';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findMemberByAccount, findMemberByMobile } from '../member/lookup';
import { endMemberSessions } from '../session/sessions';
import { loadRegisterSettings } from '../system/register-settings';
import { checkCode, consumeCode } from './codes';
import { unlock } from './lockout';
import { checkedMobile } from './mobile';
import { messageLanguage, messagesIn } from './messages';
import { sendMessage } from './outbox';
import { limits } from './rate-limit';
import { hit, verifyLimited } from '../../http/rate-limit';
import { isGuestType } from '../../../../src/shared/contract/member';

export const RESET_LINK_MINUTES = 30;

/** When a password set now expires (PASSWORD_MAX_AGE_DAYS); null when passwords never expire (0). */
export function passwordExpiryOf(maxAgeDays: number, now = Date.now()): Date | null {
  return maxAgeDays > 0 ? new Date(now + maxAgeDays * 86_400_000) : null;
}

const invalidFields = (fieldErrors: FieldError[]) => apiError('VALIDATION', 'Please correct the highlighted fields.', fieldErrors);

/** A new password must follow the brand's password rule and match its confirmation. */
async function checkNewPassword(
  db: Db,
  merchantCode: string,
  newPassword: string,
  confirm: string | undefined,
): Promise<void> {
  const settings = await loadRegisterSettings(db, merchantCode);
  const errors: FieldError[] = [];
  const problem = validateField({ ...settings.fields.password, enabled: true, required: true }, newPassword, 'newPassword');
  if (problem) errors.push({ field: 'newPassword', key: problem.key, params: problem.params });
  if (confirm !== undefined && confirm !== newPassword) {
    errors.push({ field: 'confirmNewPassword', key: validationKeys.inconsistent });
  }
  if (errors.length > 0) throw invalidFields(errors);
}

/**
 * Sets a password, clears the first-login flag, starts the new password's
 * lifetime, lifts a lock and ends the member's sessions (`endMemberSessions`):
 * a change ends every site session but the one that changed it (the site
 * logs it out itself), a reset every site session; both end every game
 * launched, whatever session launched it.
 */
async function setPassword(
  db: Db,
  member: Member,
  newPassword: string,
  maxAgeDays: number,
  end: { reason: 'password-change'; except?: number } | { reason: 'password-reset' },
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        passwordHash,
        mustChangePassword: false,
        passwordChangedAt: sql`now()`,
        passwordExpiresAt: passwordExpiryOf(maxAgeDays),
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, member.id));
    await endMemberSessions(tx, member.id, end);
    await unlock(tx, member.id);
  });
}

/** Change password: the old one is always asked, whatever the browser knows. */
export async function changePassword(
  db: Db,
  member: Member,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  policy: { maxAgeDays: number; sessionId?: number },
): Promise<void> {
  if (isGuestType(member.isAgent)) throw apiError('FORBIDDEN', 'A free-play account has no password. Please register a real account.', undefined, { reason: 'guestRefused' });
  await checkNewPassword(db, member.merchantCode, input.newPassword, input.confirmNewPassword);
  // wrong old passwords are limited per member; once refused, even the right one waits
  if (!(await verifyLimited(db, `password-old:${member.id}`, limits.oldPasswordPerMember, () => verifyPassword(member.passwordHash, input.oldPassword)))) {
    throw invalidFields([{ field: 'oldPassword', key: identityKeys.oldPassword }]);
  }
  if (input.newPassword === input.oldPassword) {
    throw invalidFields([{ field: 'newPassword', key: identityKeys.samePassword }]);
  }
  await setPassword(db, member, input.newPassword, policy.maxAgeDays, { reason: 'password-change', except: policy.sessionId });
}

/**
 * Forgot by e-mail: when the username and e-mail belong together, a reset
 * link goes to the outbox. The answer is the same either way, so it does not
 * tell which accounts exist.
 */
export async function forgotByEmail(
  db: Db,
  merchant: Merchant,
  input: { username: string; email: string },
  meta: { ip: string; origin: string; language: string | null },
): Promise<void> {
  const settings = await loadRegisterSettings(db, merchant.code);
  const errors: FieldError[] = [];
  // the username is only required: accounts older than today's username rule must still get back in
  const e = validateField({ ...settings.fields.email, enabled: true, required: true }, input.email, 'email');
  if (e) errors.push({ field: 'email', key: e.key, params: e.params });
  if (errors.length > 0) throw invalidFields(errors);

  await hit(db, `reset:ip:${meta.ip}`, limits.resetPerIp);
  await hit(db, `reset:account:${merchant.code}:${input.username.toLowerCase()}`, limits.resetPerAccount);
  const member = await findMemberByAccount(db, merchant.code, input.username);
  if (!member || member.status !== 'active' || isGuestType(member.isAgent)) return;
  if (!member.email || member.email.toLowerCase() !== input.email.trim().toLowerCase()) return;

  const token = randomToken(32);
  await db.insert(passwordResets).values({
    tokenHash: sha256Hex(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
  const link = `${meta.origin}/?resetToken=${token}`;
  await sendMessage(db, {
    merchantCode: merchant.code,
    channel: 'email',
    recipient: member.email,
    purpose: 'reset',
    ...messagesIn(messageLanguage(meta.language, member.language, merchant.defaultLanguage)).resetEmail({
      brand: merchant.brandName,
      nickname: member.nickname,
      account: member.account,
      minutes: RESET_LINK_MINUTES,
      link,
    }),
  });
}

export async function resetByEmailToken(
  db: Db,
  merchant: Merchant,
  input: { token: string; newPassword: string; confirmNewPassword: string },
  maxAgeDays: number,
): Promise<{ account: string }> {
  const [row] = await db
    .select({ reset: passwordResets, member: members })
    .from(passwordResets)
    .innerJoin(members, eq(members.id, passwordResets.memberId))
    .where(and(eq(passwordResets.tokenHash, sha256Hex(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || row.member.merchantCode !== merchant.code) {
    throw apiError('BAD_REQUEST', 'This reset link has expired or was already used. Please ask for a new one.', undefined, { reason: 'resetLinkExpired' });
  }
  await checkNewPassword(db, merchant.code, input.newPassword, input.confirmNewPassword);
  const used = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.tokenHash, row.reset.tokenHash), isNull(passwordResets.usedAt)))
    .returning({ tokenHash: passwordResets.tokenHash });
  if (used.length === 0) throw apiError('BAD_REQUEST', 'This reset link was already used. Please ask for a new one.', undefined, { reason: 'resetLinkExpired' });
  await setPassword(db, row.member, input.newPassword, maxAgeDays, { reason: 'password-reset' });
  return { account: row.member.account };
}

const codeError = (reason: 'invalid' | 'expired') =>
  invalidFields([{ field: 'verificationCode', key: reason === 'expired' ? identityKeys.codeExpired : identityKeys.codeInvalid }]);

export async function verifyResetCode(
  db: Db,
  merchant: Merchant,
  input: { mobileNum: string; countryDialingCode?: string | undefined; verificationCode: string },
): Promise<void> {
  const mobile = await checkedMobile(db, merchant.code, input);
  const check = await checkCode(db, merchant.code, 'reset', mobile.recipient, input.verificationCode, { consume: false });
  if (!check.ok) throw codeError(check.reason);
}

export async function resetByPhone(
  db: Db,
  merchant: Merchant,
  input: { mobileNum: string; countryDialingCode?: string | undefined; verificationCode: string; newPassword: string; confirmNewPassword?: string | undefined },
  maxAgeDays: number,
): Promise<{ account: string }> {
  const mobile = await checkedMobile(db, merchant.code, input);
  await checkNewPassword(db, merchant.code, input.newPassword, input.confirmNewPassword);
  const check = await checkCode(db, merchant.code, 'reset', mobile.recipient, input.verificationCode, { consume: false });
  if (!check.ok) throw codeError(check.reason);
  const member = await findMemberByMobile(db, merchant.code, mobile);
  if (!member || member.status !== 'active') throw codeError('invalid');
  if (!(await consumeCode(db, check.id))) throw codeError('invalid');
  await setPassword(db, member, input.newPassword, maxAgeDays, { reason: 'password-reset' });
  return { account: member.account };
}
