import { and, eq, sql } from 'drizzle-orm';
import { accountKeys } from '../../../../src/shared/contract/account';
import { identityKeys } from '../../../../src/shared/contract/identity';
import type { MemberInfo } from '../../../../src/shared/contract/member';
import { validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { members, type Member } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import { CODE_MINUTES, checkCode, consumeCode, issueCode } from '../identity/codes';
import { checkedMobile } from '../identity/mobile';
import { sendMessage } from '../identity/outbox';
import { limits } from '../identity/rate-limit';
import { hit } from '../../http/rate-limit';
import { messageLanguage, messagesIn } from '../identity/messages';
import { sendCode, type CodeRequester } from '../identity/send-code';
import { emailTaken, mobileTaken } from '../member/lookup';
import { memberInfoOf } from '../member/member-info';

/*
 * Binding an e-mail address or a mobile number to a logged-in member: a code
 * goes to the new address (through the outbox, under the identity module's
 * limits per address and per recipient), and the address is bound only with
 * that code. A change works the same way: the code goes to the new address.
 */

const fieldError = (field: string, key: string, message: string) => apiError('VALIDATION', message, [{ field, key }]);
const codeRefused = (reason: 'invalid' | 'expired') =>
  fieldError('verificationCode', reason === 'expired' ? identityKeys.codeExpired : identityKeys.codeInvalid, 'The verification code is wrong or has expired.');

async function assertEmailFree(db: Db, member: Member, email: string): Promise<void> {
  if (member.email?.toLowerCase() === email.toLowerCase()) {
    throw fieldError('email', accountKeys.sameAddress, 'This is already the address of your account.');
  }
  if (await emailTaken(db, member.merchantCode, email, member.id)) {
    throw apiError('CONFLICT', 'This e-mail address belongs to another account.', [{ field: 'email', key: accountKeys.emailTaken }]);
  }
}

export async function sendEmailBindCode(db: Db, merchant: Merchant, member: Member, email: string, from: CodeRequester): Promise<{ expiredMinutes: number }> {
  const { ip } = from;
  await assertEmailFree(db, member, email);
  const recipient = email.toLowerCase();
  await hit(db, `sms:ip:${ip}`, limits.smsPerIp);
  await hit(db, `email:bind:${recipient}`, limits.smsPerRecipient);
  await hit(db, `email-hour:bind:${recipient}`, limits.smsPerRecipientHourly);
  const { code } = await issueCode(db, merchant.code, 'bind', recipient);
  await sendMessage(db, {
    merchantCode: merchant.code,
    channel: 'email',
    recipient: email,
    purpose: 'bind',
    ...messagesIn(messageLanguage(from.language, member.language, merchant.defaultLanguage)).bindEmail({
      brand: merchant.brandName,
      nickname: member.nickname,
      code,
      minutes: CODE_MINUTES,
    }),
  });
  return { expiredMinutes: CODE_MINUTES };
}

export async function bindEmail(db: Db, merchant: Merchant, member: Member, input: { email: string; verificationCode: string }): Promise<MemberInfo> {
  await assertEmailFree(db, member, input.email);
  const check = await checkCode(db, merchant.code, 'bind', input.email.toLowerCase(), input.verificationCode, { consume: false });
  if (!check.ok) throw codeRefused(check.reason);
  return db.transaction(async (tx) => {
    if (!(await consumeCode(tx, check.id))) throw codeRefused('invalid');
    const [updated] = await tx.update(members).set({ email: input.email, updatedAt: sql`now()` }).where(eq(members.id, member.id)).returning();
    return memberInfoOf(tx, updated ?? member);
  });
}

type MobileInput = { mobileNum: string; countryDialingCode?: string | undefined };

async function freeMobile(db: Db, member: Member, input: MobileInput) {
  const mobile = await checkedMobile(db, member.merchantCode, input);
  if (member.mobileNum === mobile.mobileNum && member.countryDialingCode === mobile.dialingCode) {
    throw fieldError('mobileNum', accountKeys.sameAddress, 'This is already the number of your account.');
  }
  if (await mobileTaken(db, member.merchantCode, mobile)) {
    throw apiError('CONFLICT', 'This mobile number is already registered.', [{ field: 'mobileNum', key: validationKeys.mobileTaken }]);
  }
  return mobile;
}

export async function sendMobileBindCode(db: Db, merchant: Merchant, member: Member, input: MobileInput, from: CodeRequester): Promise<{ expiredMinutes: number }> {
  const mobile = await freeMobile(db, member, input);
  await sendCode(db, merchant, 'bind', mobile, from, true, member.language);
  return { expiredMinutes: CODE_MINUTES };
}

export async function bindMobile(db: Db, merchant: Merchant, member: Member, input: MobileInput & { verificationCode: string }): Promise<MemberInfo> {
  const mobile = await freeMobile(db, member, input);
  const check = await checkCode(db, merchant.code, 'bind', mobile.recipient, input.verificationCode, { consume: false });
  if (!check.ok) throw codeRefused(check.reason);
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumeCode(tx, check.id))) throw codeRefused('invalid');
      const [updated] = await tx
        .update(members)
        .set({ mobileNum: mobile.mobileNum, countryDialingCode: mobile.dialingCode, updatedAt: sql`now()` })
        .where(and(eq(members.id, member.id)))
        .returning();
      return memberInfoOf(tx, updated ?? member);
    });
  } catch (error) {
    // two members racing for one number: the unique index decides
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw apiError('CONFLICT', 'This mobile number is already registered.', [{ field: 'mobileNum', key: validationKeys.mobileTaken }]);
    }
    throw error;
  }
}
