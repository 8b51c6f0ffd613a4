import { and, eq, sql } from 'drizzle-orm';
import type { LoginRequest, LoginResponse } from '../../../../src/shared/contract/endpoints';
import { validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { memberLogins, members } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { verifyCaptcha } from '../captcha/captcha';
import { memberInfoOf } from '../member/member-info';
import { createSession, type Member, type SessionMeta } from './sessions';

/** After this many wrong passwords in the window, the next attempt must carry a solved captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MINUTES = 15;

const invalid = (captchaRequired: boolean) =>
  apiError('INVALID_CREDENTIALS', 'The username or password is incorrect.', undefined, { captchaRequired });

export async function findMemberByAccount(db: Db, merchantCode: string, account: string): Promise<Member | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), sql`lower(${members.account}) = lower(${account})`))
    .limit(1);
  return member;
}

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

/**
 * Username and password login. Unknown accounts cost the same argon2 time as
 * known ones, and both answer the same words, so the answer does not reveal
 * which usernames exist. Repeated failures on an account require a captcha.
 */
export async function login(
  db: Db,
  merchant: Merchant,
  input: LoginRequest,
  meta: SessionMeta & { ttlHours: number },
): Promise<LoginResponse> {
  if (input.type === 'sms') {
    throw apiError(
      'BAD_REQUEST',
      'Logging in with a text-message code is not available yet. Please log in with your username and password.',
    );
  }
  const member = await findMemberByAccount(db, merchant.code, input.username);
  if (!member || member.status === 'template' || member.isAgent === 4) {
    await verifyAgainstDummy(input.password);
    throw invalid(false);
  }
  if (member.status === 'locked') {
    throw apiError('ACCOUNT_LOCKED', 'This account is locked. Please contact customer service.');
  }

  if (recentFailures(member, Date.now()) >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha || !input.captchaKey) {
      throw apiError(
        'CAPTCHA_REQUIRED',
        'Please enter the code shown in the image.',
        [{ field: 'captcha', key: validationKeys.notEmpty, params: { field: 'captcha' } }],
        { captchaRequired: true },
      );
    }
    if (!(await verifyCaptcha(db, input.captchaKey, input.captcha))) {
      throw apiError(
        'CAPTCHA_INVALID',
        'The code does not match the image. Please try again with the new image.',
        [{ field: 'captcha', key: validationKeys.captcha }],
        { captchaRequired: true },
      );
    }
  }

  if (!(await verifyPassword(member.passwordHash, input.password))) {
    const failures = await recordFailure(db, member, meta);
    throw invalid(failures >= CAPTCHA_AFTER_FAILURES);
  }

  const { token, updated } = await db.transaction(async (tx) => {
    const token = await createSession(tx, member.id, meta.ttlHours, meta);
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
    return { token, updated };
  });
  if (!updated) throw new Error(`member ${member.id} vanished during login`);

  const expires = updated.passwordExpiresAt;
  return {
    token,
    // the password was set by someone else (an agent): the site asks for a new one
    firstTimeLogin: updated.mustChangePassword,
    passwordExpired: expires !== null && expires.getTime() <= Date.now(),
    user: await memberInfoOf(db, updated),
  };
}
