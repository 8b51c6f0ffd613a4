import { validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { findMemberByMobile, mobileTaken } from '../member/lookup';
import { registrationOpen } from '../member/register';
import { loadRegisterSettings } from '../system/register-settings';
import { CODE_MINUTES, issueCode } from './codes';
import { messageLanguage, messagesIn } from './messages';
import { checkedMobile, type Mobile } from './mobile';
import { moduleOn } from './modules';
import { sendMessage, type OutboxPurpose } from './outbox';
import { limits } from './rate-limit';
import { hit } from '../../http/rate-limit';

type MobileInput = { mobileNum: string; countryDialingCode?: string | undefined };

/** Who asks for a code: their address (for the limits) and the `Language` of their request. */
export interface CodeRequester {
  ip: string;
  language: string | null;
}

/**
 * Writes a code to the outbox after the limits per number and per address
 * allow it, in the language of the request, else the member's (`memberLanguage`),
 * else the brand's.
 */
export async function sendCode(
  db: Db,
  merchant: Merchant,
  purpose: OutboxPurpose,
  mobile: Pick<Mobile, 'recipient'>,
  from: CodeRequester,
  deliver: boolean,
  memberLanguage: string | null = null,
): Promise<Date> {
  const { ip } = from;
  await hit(db, `sms:ip:${ip}`, limits.smsPerIp);
  await hit(db, `sms:${purpose}:${mobile.recipient}`, limits.smsPerRecipient);
  await hit(db, `sms-hour:${purpose}:${mobile.recipient}`, limits.smsPerRecipientHourly);
  const expires = new Date(Date.now() + CODE_MINUTES * 60_000);
  // an unknown number gets the same answer, but no message: the answer does not tell who is a member
  if (!deliver) return expires;
  const { code, expiresAt } = await issueCode(db, merchant.code, purpose, mobile.recipient);
  await sendMessage(db, {
    merchantCode: merchant.code,
    channel: 'sms',
    recipient: mobile.recipient,
    purpose,
    subject: 'SMS',
    body: messagesIn(messageLanguage(from.language, memberLanguage, merchant.defaultLanguage)).codeSms({
      brand: merchant.brandName,
      code,
      minutes: CODE_MINUTES,
    }),
  });
  return expiresAt;
}

/** The code of an SMS login; a number without an active member gets the same answer and no message. */
export async function sendLoginCode(db: Db, merchant: Merchant, input: MobileInput, from: CodeRequester): Promise<{ expiredMinutes: number }> {
  if (!(await moduleOn(db, merchant.code, 'SMSLOGIN'))) {
    throw apiError('FORBIDDEN', 'Logging in with a text-message code is not available.', undefined, { reason: 'featureOff' });
  }
  const mobile = await checkedMobile(db, merchant.code, input);
  const member = await findMemberByMobile(db, merchant.code, mobile);
  await sendCode(db, merchant, 'login', mobile, from, member !== undefined && member.status === 'active', member?.language);
  return { expiredMinutes: CODE_MINUTES };
}

/** The code of a registration by mobile number, for a number no member has yet. */
export async function sendRegisterCode(db: Db, merchant: Merchant, input: MobileInput, from: CodeRequester): Promise<{ expiredMinutes: number }> {
  const { mobileOpen } = await registrationOpen(db, merchant.code, await loadRegisterSettings(db, merchant.code));
  if (!mobileOpen) {
    throw apiError('FORBIDDEN', 'Registration with a mobile number is not open.', undefined, { reason: 'registrationClosed' });
  }
  const mobile = await checkedMobile(db, merchant.code, input);
  if (await mobileTaken(db, merchant.code, mobile)) {
    throw apiError('CONFLICT', 'This mobile number is already registered.', [{ field: 'mobileNum', key: validationKeys.mobileTaken }]);
  }
  await sendCode(db, merchant, 'register', mobile, from, true);
  return { expiredMinutes: CODE_MINUTES };
}

/** The code of a password reset by phone; only an active member's number is sent one. */
export async function sendResetCode(db: Db, merchant: Merchant, input: MobileInput, from: CodeRequester): Promise<{ expirationTime: number }> {
  if (!(await moduleOn(db, merchant.code, 'CHNGPASSVERIF3'))) {
    throw apiError('FORBIDDEN', 'Resetting a password by mobile number is not available.', undefined, { reason: 'featureOff' });
  }
  const mobile = await checkedMobile(db, merchant.code, input);
  const member = await findMemberByMobile(db, merchant.code, mobile);
  const expires = await sendCode(db, merchant, 'reset', mobile, from, member?.status === 'active', member?.language);
  return { expirationTime: expires.getTime() };
}
