import type { LoginResponse } from '../../../../src/shared/contract/session';
import { identityKeys, type DeviceMethod } from '../../../../src/shared/contract/identity';
import type { Db } from '../../db/client';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { finishLogin } from '../session/login';
import type { SessionMeta } from '../session/sessions';
import { CODE_MINUTES, checkCode, consumeCode, issueCode } from './codes';
import { challengeOf, closeChallenge, verificationExpired } from './device';
import { messageLanguage, messagesIn } from './messages';
import { sendMessage } from './outbox';
import { limits } from './rate-limit';
import { hit } from '../../http/rate-limit';
import { sendCode, type CodeRequester } from './send-code';
import { verifyTotp } from './totp';

/*
 * The new-network step of a login (device.ts opens it): a code sent to the
 * member's phone or e-mail, or an answer only the member knows, closes the
 * challenge and opens the session. Outside device.ts because it finishes the
 * login, and the login (session/login.ts) opens challenges through device.ts.
 */

/** Sends the code of a challenge by text message or e-mail. */
export async function sendDeviceCode(
  db: Db,
  merchant: () => Promise<Merchant>,
  input: { ticket: string; method: 'sms' | 'email' },
  from: CodeRequester,
): Promise<{ expiredMinutes: number }> {
  const { member } = await challengeOf(db, input.ticket, from.ip);
  if (input.method === 'sms') {
    if (!member.mobileNum) throw apiError('BAD_REQUEST', 'This account has no mobile number.');
    const recipient = `${member.countryDialingCode ?? ''} ${member.mobileNum}`.trim();
    await sendCode(db, await merchant(), 'device', { recipient }, from, true, member.language);
  } else {
    if (!member.email) throw apiError('BAD_REQUEST', 'This account has no e-mail address.');
    const brand = await merchant();
    await hit(db, `email:device:${member.id}`, limits.smsPerRecipient);
    const { code } = await issueCode(db, brand.code, 'device', member.email.toLowerCase());
    await sendMessage(db, {
      merchantCode: brand.code,
      channel: 'email',
      recipient: member.email,
      purpose: 'device',
      ...messagesIn(messageLanguage(from.language, member.language, brand.defaultLanguage)).deviceEmail({
        brand: brand.brandName,
        nickname: member.nickname,
        code,
        minutes: CODE_MINUTES,
      }),
    });
  }
  return { expiredMinutes: CODE_MINUTES };
}

/** Checks the answer of a challenge and, when right, closes it and opens the session. */
export async function verifyDevice(
  db: Db,
  merchant: Merchant,
  input: { ticket: string; method: DeviceMethod; answer: string; withdrawOnly?: boolean | undefined },
  meta: SessionMeta & { ip: string; ttlHours: number },
): Promise<LoginResponse> {
  const { id, member } = await challengeOf(db, input.ticket, meta.ip);
  const { method, answer } = input;
  if (method === 'authenticator') {
    if (!member.authenticatorSecret || !verifyTotp(member.authenticatorSecret, answer)) {
      throw apiError('VALIDATION', 'The code is not right.', [{ field: 'answer', key: identityKeys.codeInvalid }]);
    }
  } else if (method === 'payeeName') {
    const expected = member.payeeName?.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!expected || expected !== answer.trim().toLowerCase().replace(/\s+/g, ' ')) {
      throw apiError('VALIDATION', 'The name does not match the account.', [{ field: 'answer', key: identityKeys.answerWrong }]);
    }
  } else {
    const recipient =
      method === 'sms' ? `${member.countryDialingCode ?? ''} ${member.mobileNum ?? ''}`.trim() : (member.email ?? '').toLowerCase();
    const check = await checkCode(db, merchant.code, 'device', recipient, answer, { consume: false });
    if (!check.ok) {
      throw apiError('VALIDATION', 'The code is not right.', [
        { field: 'answer', key: check.reason === 'expired' ? identityKeys.codeExpired : identityKeys.codeInvalid },
      ]);
    }
    if (!(await consumeCode(db, check.id))) throw verificationExpired();
  }
  if (!(await closeChallenge(db, id))) throw verificationExpired();
  // a login asked as withdraw-only (a time-out or exclusion with money left) stays so after this step
  return finishLogin(db, member, meta, { deviceChecked: true, withdrawOnly: input.withdrawOnly === true });
}
