import { randomInt } from 'node:crypto';
import type { FieldError } from '../../../../src/shared/contract/envelope';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { RegisterRequest } from '../../../../src/shared/contract/member';
import { registerFieldNames, type FieldRule, type RegisterFieldName, type RegisterSettings } from '../../../../src/shared/contract/system';
import { identityKeys } from '../../../../src/shared/contract/identity';
import { e164Of, socialKeys } from '../../../../src/shared/contract/social';
import {
  birthdayProblem,
  contactFields,
  contactFormats,
  isAccountName,
  isCode,
  isDialingCode,
  isMobileNumber,
  normaliseDomain,
  normaliseRegisterUrl,
  type ContactField,
} from '../../../../src/shared/contract/member-fields';
import { validateField, validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { members, type Member } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import type { IdTokenVerifier } from '../../lib/id-token';
import { sha256Hex } from '../../lib/hash';
import { hashPassword } from '../../lib/password';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import { verifyCaptcha } from '../captcha/captcha';
import { checkCode, consumeCode } from '../identity/codes';
import { accountOf } from '../wallet/accounts';
import { recordInviteRegistration } from '../agent/invite-links';
import { notConfigured, verifiedIdentity } from '../identity/id-tokens';
import { moduleOn } from '../identity/modules';
import { passwordExpiryOf } from '../identity/passwords';
import { createSession } from '../session/sessions';
import { loadRegisterSettings } from '../system/register-settings';
import { offeredLanguage } from '../system/site-info';
import { findMemberByAccount, findReferrer, findUplineByCode, mobileTaken } from './lookup';
import { memberInfoOf } from './member-info';

/**
 * username: the registration form with a username; mobile: with a mobile
 * number (the account is generated); social: a username for a third-party
 * identity (see identity/social.ts), the password only if the rules require one.
 */
export type RegisterMode = 'username' | 'mobile' | 'social';
type RegisterResponse = ResponseOf<typeof api.register>;

export interface RegisterMeta {
  ip: string;
  userAgent: string | null;
  /** SHA-256 of the browser's device id (the `Device` header), when it sent a well-formed one */
  device?: string | null;
  language: string | null;
  ttlHours: number;
  /** PASSWORD_MAX_AGE_DAYS: a typed password expires this many days after registration (0: never) */
  passwordMaxAgeDays: number;
}

/** The `Device` header's id, hashed (the raw id is the browser's own): null when absent or malformed. */
export function deviceOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9-]{16,64}$/.test(value) ? sha256Hex(`device:${value}`) : null;
}

export interface RegisterOptions {
  /** checks the identity-service token of a mobile registration with firebaseChannel 'sms' */
  idTokens?: IdTokenVerifier;
  /**
   * Runs inside the registration's transaction once the member exists (the
   * social registration links the identity and uses its ticket up there).
   * A throw undoes the whole registration: never half an account.
   */
  onCreated?: (tx: Db, member: Member) => Promise<void>;
}

const closed = { reason: 'registrationClosed' } as const;

/**
 * Which registrations are open: the brand's setting and its whitelabel switch
 * together (DIRECTREG3 for a username, MOBILEREG for a mobile number), as the
 * site shows them.
 */
export async function registrationOpen(
  db: Db,
  merchantCode: string,
  settings: Pick<RegisterSettings, 'usernameRegistration' | 'mobileRegistration'>,
): Promise<{ usernameOpen: boolean; mobileOpen: boolean }> {
  const [direct, mobile] = await Promise.all([moduleOn(db, merchantCode, 'DIRECTREG3'), moduleOn(db, merchantCode, 'MOBILEREG')]);
  return { usernameOpen: settings.usernameRegistration && direct, mobileOpen: settings.mobileRegistration && mobile };
}

const taken = (field: 'username' | 'mobileNum') =>
  apiError(
    'CONFLICT',
    field === 'username' ? 'This username is already taken.' : 'This mobile number is already registered.',
    [{ field, key: field === 'username' ? validationKeys.usernameTaken : validationKeys.mobileTaken }],
  );

const invalidFields = (fieldErrors: FieldError[]) =>
  apiError('VALIDATION', 'Please correct the highlighted fields.', fieldErrors);

const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/**
 * Checks every field against the brand's rules with the shared patterns and
 * returns all problems at once, so the form can mark them together.
 */
function checkFields(
  input: RegisterRequest,
  rules: Record<RegisterFieldName, FieldRule>,
  mode: RegisterMode,
  passwordNeeded: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  const alwaysRequired = new Set<RegisterFieldName>([
    mode === 'mobile' ? 'mobileNum' : 'username',
    ...(passwordNeeded ? (['password'] as const) : []),
  ]);
  for (const field of registerFieldNames) {
    // the account of a mobile registration is generated, not typed
    if (mode === 'mobile' && field === 'username') continue;
    if (field === 'password' && !passwordNeeded) continue;
    const rule = alwaysRequired.has(field) ? { ...rules[field], enabled: true, required: true } : rules[field];
    const problem = validateField(rule, input[field], field);
    if (problem) errors.push({ field, key: problem.key, ...(Object.keys(problem.params).length > 0 ? { params: problem.params } : {}) });
  }
  // a birthday the brand asks for: a real date, not in the future, at least 21 years ago on the brand's clock
  const birthday = rules.birthday.enabled && !errors.some((e) => e.field === 'birthday') ? birthdayProblem(input.birthday) : null;
  if (birthday) errors.push({ field: 'birthday', key: birthday.key });
  if (passwordNeeded) {
    if (input.confirmPassword === '') {
      errors.push({ field: 'confirmPassword', key: validationKeys.notEmpty, params: { field: 'confirmPassword' } });
    } else if (input.confirmPassword !== input.password) {
      errors.push({ field: 'confirmPassword', key: validationKeys.inconsistent });
    }
  }
  // both boxes must be ticked: a missing answer is no consent
  if (input.ageConfirmed !== true) errors.push({ field: 'ageConfirmed', key: validationKeys.mustAgree });
  if (input.termsAccepted !== true) errors.push({ field: 'termsAccepted', key: validationKeys.mustAgree });
  return errors;
}

/**
 * The platform's floor under the brand's rules (contract/member-fields.ts):
 * what is stored has a length and a format, whatever pattern the brand set.
 * A contact field the brand switched off is dropped, never stored: the site
 * never sends one, and an old or hostile client gains nothing by it (refusing
 * would only break an old client over a field nobody reads).
 */
function platformChecks(
  input: RegisterRequest,
  rules: Record<RegisterFieldName, FieldRule>,
  mode: RegisterMode,
): { contacts: Record<ContactField, string | null>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const invalid = (field: string) => errors.push({ field, key: validationKeys.invalid });
  const contacts = {} as Record<ContactField, string | null>;
  for (const field of contactFields) {
    const value = rules[field].enabled ? blankToNull(input[field]) : null;
    if (value !== null && !contactFormats[field](value)) invalid(field);
    contacts[field] = value;
  }
  if (mode !== 'mobile' && input.username.trim() && !isAccountName(input.username.trim())) invalid('username');
  const mobileNum = blankToNull(input.mobileNum);
  if (mobileNum !== null && !isMobileNumber(mobileNum)) invalid('mobileNum');
  const dialingCode = blankToNull(input.countryDialingCode);
  if (dialingCode !== null && !isDialingCode(dialingCode)) invalid('countryDialingCode');
  for (const field of ['affiliateCode', 'referralCode', 'recommenderId'] as const) {
    const code = blankToNull(input[field]);
    if (code !== null && !isCode(code)) invalid(field);
  }
  return { contacts, errors };
}

/** An account number for a mobile registration: 'm' and nine digits, fits the username rule. */
async function generateAccount(db: Db, merchantCode: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const account = `m${randomInt(100_000_000, 1_000_000_000)}`;
    if (!(await findMemberByAccount(db, merchantCode, account))) return account;
  }
  throw new Error('could not find a free account number');
}

async function languageOf(db: Db, merchant: Merchant, wanted: string | null): Promise<string> {
  if (!wanted) return merchant.defaultLanguage;
  return (await offeredLanguage(db, merchant.code, wanted)) ?? merchant.defaultLanguage;
}

/**
 * Registers a member: validates, checks the captcha and the invitation code,
 * then creates the member, the wallet and (when asked) the session in one
 * transaction, so a failure never leaves half an account behind.
 */
export async function registerMember(
  db: Db,
  merchant: Merchant,
  input: RegisterRequest,
  mode: RegisterMode,
  meta: RegisterMeta,
  options: RegisterOptions = {},
): Promise<RegisterResponse> {
  const settings = await loadRegisterSettings(db, merchant.code);
  const { usernameOpen, mobileOpen } = await registrationOpen(db, merchant.code, settings);
  if (mode === 'username' && !usernameOpen) {
    throw apiError('FORBIDDEN', 'Registration with a username is not open.', undefined, closed);
  }
  // a new account for a social identity is a username account: it opens and closes with that registration
  if (mode === 'social' && !usernameOpen) {
    throw apiError('FORBIDDEN', 'Registration of new accounts is not open. Please link an existing account.', undefined, closed);
  }
  if (mode === 'mobile' && !mobileOpen) {
    throw apiError('FORBIDDEN', 'Registration with a mobile number is not open.', undefined, closed);
  }
  const passwordNeeded =
    mode === 'username' || (mode === 'mobile' ? settings.mobileRegistrationWithPassword : settings.fields.password.required);

  const { contacts, errors: platformErrors } = platformChecks(input, settings.fields, mode);
  const fieldErrors = checkFields(input, settings.fields, mode, passwordNeeded);
  // one field, one message: the brand's rule speaks first
  const fieldsWithErrors = new Set(fieldErrors.map((e) => e.field));
  fieldErrors.push(...platformErrors.filter((e) => !fieldsWithErrors.has(e.field)));
  if (fieldErrors.length > 0) throw invalidFields(fieldErrors);

  // a social registration comes with an identity the service verified: no captcha on top
  if (mode !== 'social' && settings.captchaEnabled && !(await verifyCaptcha(db, input.captchaKey, input.captcha))) {
    throw apiError('CAPTCHA_INVALID', 'The code does not match the image. Please try again with the new image.', [
      { field: 'captcha', key: validationKeys.captcha },
    ]);
  }

  const affiliateCode = blankToNull(input.affiliateCode);
  const upline = affiliateCode ? await findUplineByCode(db, merchant.code, affiliateCode) : undefined;
  if (affiliateCode && !upline) {
    throw invalidFields([{ field: 'affiliateCode', key: validationKeys.affiliateCode }]);
  }

  const referralCode = blankToNull(input.referralCode) ?? blankToNull(input.recommenderId);
  const referrer = referralCode ? await findReferrer(db, merchant.code, referralCode) : undefined;
  if (referralCode && !referrer) {
    throw invalidFields([{ field: 'referralCode', key: identityKeys.referralCode }]);
  }

  // a mobile number the brand does not ask for is dropped like any switched-off field
  const mobileNum = mode === 'mobile' || settings.fields.mobileNum.enabled ? blankToNull(input.mobileNum) : null;
  const dialingCode = mobileNum ? (blankToNull(input.countryDialingCode) ?? settings.initialDialingCode) : null;

  const account = mode === 'mobile' ? await generateAccount(db, merchant.code) : input.username.trim();
  if (mode !== 'mobile' && (await findMemberByAccount(db, merchant.code, account))) throw taken('username');
  if (mobileNum && dialingCode && (await mobileTaken(db, merchant.code, { dialingCode, mobileNum }))) {
    throw taken('mobileNum');
  }

  // a mobile registration proves the number: by the identity service's token when the site used it,
  // else by the platform's text-message code when the brand asks for one
  let smsCodeId: number | null = null;
  if (mode === 'mobile' && input.firebaseChannel === 'sms' && mobileNum && dialingCode) {
    await checkPhoneToken(options.idTokens, input.firebaseIdToken, dialingCode, mobileNum);
  } else if (mode === 'mobile' && settings.smsVerification && mobileNum && dialingCode) {
    const code = blankToNull(input.verificationCode);
    if (!code) {
      throw invalidFields([{ field: 'verificationCode', key: validationKeys.notEmpty, params: { field: 'verificationCode' } }]);
    }
    const check = await checkCode(db, merchant.code, 'register', `${dialingCode} ${mobileNum}`, code, { consume: false });
    if (!check.ok) {
      throw invalidFields([
        { field: 'verificationCode', key: check.reason === 'expired' ? identityKeys.codeExpired : identityKeys.codeInvalid },
      ]);
    }
    smsCodeId = check.id;
  }

  // hashing takes ~100 ms: done before the transaction so it holds no locks meanwhile
  const password = passwordNeeded ? input.password : randomPasswordPlaceholder();
  const [passwordHash, paymentPasswordHash, language] = await Promise.all([
    hashPassword(password),
    input.paymentPassword ? hashPassword(input.paymentPassword) : Promise.resolve(null),
    languageOf(db, merchant, meta.language),
  ]);

  try {
    return await db.transaction(async (tx) => {
      // used up together with the account: a failure leaves both as they were
      if (smsCodeId !== null && !(await consumeCode(tx, smsCodeId))) {
        throw invalidFields([{ field: 'verificationCode', key: identityKeys.codeInvalid }]);
      }
      const [member] = await tx
        .insert(members)
        .values({
          merchantCode: merchant.code,
          account,
          nickname: account,
          passwordHash,
          // only a typed password ages; a generated placeholder is never used to log in
          passwordExpiresAt: passwordNeeded ? passwordExpiryOf(meta.passwordMaxAgeDays) : null,
          paymentPasswordHash,
          uplineId: upline?.id ?? null,
          ...contacts,
          countryDialingCode: dialingCode,
          mobileNum,
          referralCode,
          referrerId: referrer?.id ?? null,
          // where the registration came from: parsed and normalised, dropped when it is not an address
          registerUrl: normaliseRegisterUrl(input.registerUrl),
          registerDomain: normaliseDomain(input.domain),
          registerIp: meta.ip,
          registerDevice: meta.device ?? null,
          // only where the brand asks for it (a switched-off field is dropped like a contact field)
          birthday: settings.fields.birthday.enabled ? blankToNull(input.birthday) : null,
          language,
        })
        .returning();
      if (!member) throw new Error('member insert returned nothing');
      // the main wallet, in the brand's currency
      await accountOf(tx, member.id, 'main');
      // an agent's invitation link counts what it brought (and a sub-agent link makes a sub-agent)
      if (upline) await recordInviteRegistration(tx, affiliateCode, member.id);
      await options.onCreated?.(tx, member);
      const token = input.login
        ? await createSession(tx, member.id, meta.ttlHours, { ip: meta.ip, userAgent: meta.userAgent })
        : null;
      return {
        account: member.account,
        token,
        user: token ? await memberInfoOf(tx, member) : null,
      };
    });
  } catch (error) {
    // two registrations racing for one name: the unique index decides, the loser gets a clear answer
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw taken(pgConstraint(error) === 'members_merchant_mobile_uq' ? 'mobileNum' : 'username');
    }
    throw error;
  }
}

/**
 * The identity service's text-message check of a mobile registration: a
 * valid ID token of a phone sign-in whose number is the one registered.
 */
async function checkPhoneToken(
  verifier: IdTokenVerifier | undefined,
  token: string | undefined,
  dialingCode: string,
  mobileNum: string,
): Promise<void> {
  if (!verifier?.configured) throw notConfigured();
  if (!token?.trim()) {
    throw invalidFields([{ field: 'verificationCode', key: validationKeys.notEmpty, params: { field: 'verificationCode' } }]);
  }
  const identity = await verifiedIdentity(verifier, token, {
    code: 'VALIDATION',
    fieldErrors: [{ field: 'verificationCode', key: socialKeys.identityTokenInvalid }],
  });
  if (identity.provider !== 'phone' || !identity.phoneNumber || identity.phoneNumber !== e164Of(dialingCode, mobileNum)) {
    throw invalidFields([{ field: 'mobileNum', key: socialKeys.phoneMismatch }]);
  }
}

/** Accounts without a password (mobile, social) get an unguessable one; they sign in another way. */
function randomPasswordPlaceholder(): string {
  return `${randomInt(2 ** 47)}${randomInt(2 ** 47)}${randomInt(2 ** 47)}`;
}
