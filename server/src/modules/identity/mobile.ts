import { isMobileNumber } from '../../../../src/shared/contract/member-fields';
import { validateField, validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { apiError } from '../../http/status';
import { loadRegisterSettings } from '../system/register-settings';

export interface Mobile {
  dialingCode: string;
  mobileNum: string;
  /** "+84 912345678": the outbox recipient and the key of codes and limits */
  recipient: string;
}

/**
 * A mobile number checked against the brand's mobileNum rule (always required
 * here) with its dialing code, defaulting to the brand's initial one.
 */
export async function checkedMobile(
  db: Db,
  merchantCode: string,
  input: { mobileNum: string; countryDialingCode?: string | undefined },
  field = 'mobileNum',
): Promise<Mobile> {
  const settings = await loadRegisterSettings(db, merchantCode);
  const mobileNum = input.mobileNum.trim();
  const problem = validateField({ ...settings.fields.mobileNum, enabled: true, required: true }, mobileNum, field);
  if (problem) throw apiError('VALIDATION', 'Please enter a valid mobile number.', [{ field, key: problem.key, ...(Object.keys(problem.params).length > 0 ? { params: problem.params } : {}) }]);
  // the platform's floor under the brand's rule: digits only, whatever the field is called (member-fields.ts)
  if (!isMobileNumber(mobileNum)) throw apiError('VALIDATION', 'Please enter a valid mobile number.', [{ field, key: validationKeys.invalid }]);
  const dialingCode = input.countryDialingCode?.trim() || settings.initialDialingCode;
  if (!/^\+\d{1,4}$/.test(dialingCode)) {
    throw apiError('VALIDATION', 'Please choose a country code.', [{ field: 'countryDialingCode', key: validationKeys.invalid }]);
  }
  return { dialingCode, mobileNum, recipient: `${dialingCode} ${mobileNum}` };
}

/** "+84 ****5678": enough for the player to recognise, not enough to read off. */
export function maskMobile(dialingCode: string | null, mobileNum: string | null): string | null {
  if (!mobileNum) return null;
  return `${dialingCode ?? ''} ****${mobileNum.slice(-4)}`.trim();
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
