import { eq, sql } from 'drizzle-orm';
import type { LoginRequest, LoginResponse } from '../../../../src/shared/contract/session';
import { identityKeys } from '../../../../src/shared/contract/identity';
import { validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { memberLogins, members, type Member } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { verifyCaptcha } from '../captcha/captcha';
import { checkCode } from '../identity/codes';
import { needsDeviceCheck, openChallenge, rememberNetwork } from '../identity/device';
import { assertNotLocked, lockIfNeeded } from '../identity/lockout';
import { checkedMobile } from '../identity/mobile';
import { type LoginLimits } from '../identity/rate-limit';
import { hit } from '../../http/rate-limit';
import { findMemberByAccount, findMemberByMobile } from '../member/lookup';
import { memberInfoOf } from '../member/member-info';
import { createSession, type SessionMeta } from './sessions';
import { isGuestType } from '../../../../src/shared/contract/member';
import { loginScope } from '../protection/blocks';
import { balancesOf } from '../wallet/accounts';

/** After this many wrong passwords in the window, the next attempt must carry a solved captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MINUTES = 15;

const invalid = (captchaRequired: boolean) =>
  apiError('INVALID_CREDENTIALS', 'The username or password is incorrect.', undefined, { captchaRequired });

function recentFailures(member: Member, now: number): number {
  const last = member.lastFailedLoginAt?.getTime();
  return last !== undefined && now - last < FAILURE_WINDOW_MINUTES * 60_000 ? member.failedLogins : 0;
}

async function recordFailure(db: Db, member: Member, meta: SessionMeta): Promise<number> {
  const window = sql`now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;
  const [row] = await db
    .update(members)
    .set({
      failedLogins: sql`case when ${members.lastFailedLoginAt} > ${window} then ${members.failedLogins} + 1 else 1 end`,
      lastFailedLoginAt: sql`now()`,
    })
    .where(eq(members.id, member.id))
    .returning({ failedLogins: members.failedLogins });
  await db.insert(memberLogins).values({ memberId: member.id, success: false, ip: meta.ip, userAgent: meta.userAgent });
  return row?.failedLogins ?? 1;
}

/** What a password check needs: the login form's fields (and the captcha once asked for). */
export interface PasswordAttempt {
  username: string;
  password: string;
  captcha?: string | undefined;
  captchaKey?: string | undefined;
}

/**
 * The password check of the login, shared with the linking of a third-party
 * identity to an existing account. Unknown accounts cost the same argon2
 * time as known ones, and both answer the same words, so the answer does not
 * reveal which usernames exist. Repeated failures require a captcha, then
 * lock the account for a while. Resolves to the member whose password it is.
 */
export async function memberByPassword(db: Db, merchant: Merchant, attempt: PasswordAttempt, meta: SessionMeta): Promise<Member> {
  const member = await findMemberByAccount(db, merchant.code, attempt.username);
  if (!member || member.status === 'template' || isGuestType(member.isAgent)) {
    await verifyAgainstDummy(attempt.password);
    throw invalid(false);
  }
  if (member.status === 'locked') {
    throw apiError('ACCOUNT_LOCKED', 'This account is locked. Please contact customer service.');
  }
  await assertNotLocked(db, member.id);

  if (recentFailures(member, Date.now()) >= CAPTCHA_AFTER_FAILURES) {
    if (!attempt.captcha || !attempt.captchaKey) {
      throw apiError(
        'CAPTCHA_REQUIRED',
        'Please enter the code shown in the image.',
        [{ field: 'captcha', key: validationKeys.notEmpty, params: { field: 'captcha' } }],
        { captchaRequired: true },
      );
    }
    if (!(await verifyCaptcha(db, attempt.captchaKey, attempt.captcha))) {
      throw apiError(
        'CAPTCHA_INVALID',
        'The code does not match the image. Please try again with the new image.',
        [{ field: 'captcha', key: validationKeys.captcha }],
        { captchaRequired: true },
      );
    }
  }

  if (!(await verifyPassword(member.passwordHash, attempt.password))) {
    const failures = await recordFailure(db, member, meta);
    if (await lockIfNeeded(db, member.id, failures)) await assertNotLocked(db, member.id);
    throw invalid(failures >= CAPTCHA_AFTER_FAILURES);
  }
  return member;
}

/**
 * Username and password login (or mobile number and text-message code with
 * type 'sms'). Limits per address and per account; the password check is
 * `memberByPassword`; a login from a network the member never used stops at
 * a verification step.
 */
export async function login(
  db: Db,
  merchant: Merchant,
  input: LoginRequest,
  meta: SessionMeta & { ttlHours: number; limits: LoginLimits },
): Promise<LoginResponse> {
  const ip = meta.ip ?? 'unknown';
  await hit(db, `login:ip:${ip}`, meta.limits.perIp);
  await hit(db, `login:account:${merchant.code}:${input.username.toLowerCase()}`, meta.limits.perAccount);
  if (input.type === 'sms') return smsLogin(db, merchant, input, meta);
  const member = await memberByPassword(db, merchant, input, meta);
  return finishLogin(db, member, meta, { withdrawOnly: input.withdrawOnly === true });
}

async function smsLogin(db: Db, merchant: Merchant, input: LoginRequest, meta: SessionMeta & { ttlHours: number }) {
  const mobile = await checkedMobile(db, merchant.code, { mobileNum: input.username, countryDialingCode: input.countryDialingCode }, 'username');
  const member = await findMemberByMobile(db, merchant.code, mobile);
  const check = await checkCode(db, merchant.code, 'login', mobile.recipient, input.password, { consume: true });
  if (!check.ok) {
    throw apiError(
      'INVALID_CREDENTIALS',
      check.reason === 'expired' ? 'The code has expired. Please ask for a new one.' : 'The mobile number or code is incorrect.',
      [{ field: 'password', key: check.reason === 'expired' ? identityKeys.codeExpired : identityKeys.codeInvalid }],
      { captchaRequired: false },
    );
  }
  if (!member || member.status !== 'active' || isGuestType(member.isAgent)) throw invalid(false);
  await assertNotLocked(db, member.id);
  // the code proved the phone: this network needs no further step
  return finishLogin(db, member, meta, { deviceChecked: true, withdrawOnly: input.withdrawOnly === true });
}

/**
 * Opens the session of a member whose identity is proven, unless the network
 * is new to the member: then the answer is VERIFICATION_REQUIRED with a ticket.
 */
export async function finishLogin(
  db: Db,
  member: Member,
  meta: SessionMeta & { ttlHours: number },
  options: { deviceChecked?: boolean; withdrawOnly?: boolean } = {},
): Promise<LoginResponse> {
  const ip = meta.ip ?? 'unknown';
  // a time-out or a self-exclusion refuses every kind of login, with its end; with money left,
  // the refusal offers a withdraw-only session, which a password or code login may then ask for
  const withdrawOnly = await loginScope(db, member.id, options.withdrawOnly === true, () =>
    balancesOf(db, member.id).then(
      (b) => b.main + b.hold,
      () => 0n,
    ),
  );
  if (!options.deviceChecked && (await needsDeviceCheck(db, member, ip))) {
    throw apiError(
      'VERIFICATION_REQUIRED',
      'You are logging in from a new network. Please confirm it is you.',
      undefined,
      await openChallenge(db, member, ip),
    );
  }
  const { token, updated } = await db.transaction(async (tx) => {
    const token = await createSession(tx, member.id, meta.ttlHours, meta, withdrawOnly);
    const [updated] = await tx
      .update(members)
      .set({
        // the login before this one is what the player is shown as a safety check
        previousLoginAt: sql`${members.lastLoginAt}`,
        lastLoginAt: sql`now()`,
        failedLogins: 0,
        lastFailedLoginAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, member.id))
      .returning();
    await tx.insert(memberLogins).values({ memberId: member.id, success: true, ip: meta.ip, userAgent: meta.userAgent });
    if (!isGuestType(member.isAgent)) await rememberNetwork(tx, member.id, ip);
    return { token, updated };
  });
  if (!updated) throw new Error(`member ${member.id} vanished during login`);

  const expires = updated.passwordExpiresAt;
  return {
    token,
    // the password was set by someone else (an agent): the site asks for a new one
    firstTimeLogin: updated.mustChangePassword,
    passwordExpired: expires !== null && expires.getTime() <= Date.now(),
    user: withdrawOnly ? { ...(await memberInfoOf(db, updated)), withdrawOnly: true } : await memberInfoOf(db, updated),
  };
}
