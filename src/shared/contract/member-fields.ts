/**
 * What the platform stores of a registration, whatever the brand's rules say
 * (a brand may allow "any characters" in a field: pattern 0). Every stored
 * contact field has a length and a format that leaves no room for markup or
 * tricks, so that whatever an operator screen shows one day is plain text.
 * The brand's own rules (patterns.ts) apply on top. Shared by the server and
 * anything that wants to judge a value before sending it.
 */

/** The contact fields a registration stores as typed. */
export const contactFields = ['payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'] as const;
export type ContactField = (typeof contactFields)[number];

/**
 * An e-mail address of the practical grammar every provider accepts: a
 * dot-atom local part of letters, digits and `_ % + -` (no quotes, no
 * markup), at most 64 characters; a domain of letter-digit-hyphen labels of
 * at most 63 characters each with a top-level label of letters; at most 254
 * characters in all (RFC 5321). The lengths are part of the expression, so
 * pattern 3 (patterns.ts) on its own is the whole rule, whatever field a
 * brand puts it on.
 */
export const EMAIL_SOURCE = '^(?=[^@]{1,64}@)(?=.{6,254}$)[A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';
const EMAIL = new RegExp(EMAIL_SOURCE);

export function isEmailAddress(text: string): boolean {
  const at = text.lastIndexOf('@');
  return text.length <= 254 && at > 0 && at <= 64 && EMAIL.test(text);
}

const FACEBOOK_URL = /^https:\/\/(?:www\.|m\.)?(?:facebook|fb)\.com\/[A-Za-z0-9._/?=-]{1,100}$/;

/** The platform's format of each contact field (its length included). */
export const contactFormats: Record<ContactField, (value: string) => boolean> = {
  // letters of any script and their marks, words separated by a space, a dot or a hyphen
  payeeName: (v) => v.length <= 64 && /^\p{L}[\p{L}\p{M}]*(?:[ .-]+\p{L}[\p{L}\p{M}]*)*\.?$/u.test(v),
  email: isEmailAddress,
  qqNum: (v) => /^[1-9][0-9]{4,11}$/.test(v),
  // LINE ID: 4 to 20 letters, digits, dots, hyphens and underscores
  line: (v) => /^[A-Za-z0-9._-]{4,20}$/.test(v),
  // phone numbers: digits, an optional leading +
  whatsapp: (v) => /^\+?[0-9]{6,15}$/.test(v),
  zalo: (v) => /^\+?[0-9]{6,15}$/.test(v),
  // a Facebook user name (5 to 50 letters, digits and dots) or the address of a profile
  facebook: (v) => /^[A-Za-z0-9.]{5,50}$/.test(v) || FACEBOOK_URL.test(v),
  // WeChat ID: 6 to 20 characters, starting with a letter, then letters, digits, - and _
  wechat: (v) => /^[A-Za-z][A-Za-z0-9_-]{5,19}$/.test(v),
  idNumber: (v) => /^[A-Za-z0-9-]{4,32}$/.test(v),
};

/** Codes a registration may carry (invitation, referral): letters, digits, `_` and `-`. */
export const isCode = (v: string) => /^[A-Za-z0-9_-]{1,64}$/.test(v);

/** An account name, whatever the brand's pattern: letters of any script, digits, `_ . -`, nothing else. */
export const isAccountName = (v: string) => /^[\p{L}\p{N}_.-]{1,64}$/u.test(v);

/** A mobile number as stored: digits only; its dialing code: + and up to four digits. */
export const isMobileNumber = (v: string) => /^[0-9]{4,15}$/.test(v);
export const isDialingCode = (v: string) => /^\+[0-9]{1,4}$/.test(v);

/** A calendar date as a date input gives it: YYYY-MM-DD, a day that exists, not before 1900. */
export function isBirthday(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The age a player must have to register (spec: 'Please confirm you are 21 years old'). */
export const MINIMUM_AGE = 21;
/** The brand's clock: UTC+7, no daylight saving; a birthday turns at its midnight. */
export const BRAND_UTC_OFFSET_MINUTES = 7 * 60;

/** Today's date on the brand's clock, YYYY-MM-DD. */
export function brandToday(now: Date = new Date()): string {
  return new Date(now.getTime() + BRAND_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/**
 * What is wrong with a birthday typed at registration, judged on the brand's
 * clock: not a date or in the future (`validation.invalid`), under 21
 * (`register.confirmAge`); null for a blank value (required-ness is the rule's)
 * or a good one. A player born on 29 February turns a year older on 1 March.
 */
export function birthdayProblem(value: string | undefined, now: Date = new Date()): { key: string } | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (!isBirthday(text)) return { key: 'validation.invalid' };
  const today = brandToday(now);
  if (text > today) return { key: 'validation.invalid' };
  const [year, rest] = [Number(text.slice(0, 4)), text.slice(4)];
  // the day the player turns 21, as a date string; 29 February in a common year sorts before 1 March
  const comesOfAge = `${String(year + MINIMUM_AGE).padStart(4, '0')}${rest}`;
  return comesOfAge <= today ? null : { key: 'register.confirmAge' };
}

/**
 * The platform's format of each registration field it checks by name, under
 * the brand's rule: `validateField` (patterns.ts) applies it, so the site's
 * forms and the server judge a value alike.
 */
export const platformFormats: Readonly<Record<string, ((value: string) => boolean) | undefined>> = {
  ...contactFormats,
  username: isAccountName,
  mobileNum: isMobileNumber,
  affiliateCode: isCode,
  birthday: isBirthday,
};

/**
 * The page a registration came from, as the site reports it: an http(s)
 * address without credentials, kept as origin and path (no query, no
 * fragment: they may hold anything), at most 512 characters; null for
 * anything else.
 */
export function normaliseRegisterUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  // the parser leaves a quote in a path as it is: encoded, the address is safe in any attribute
  const normalised = `${url.origin}${url.pathname.replace(/'/g, '%27')}`;
  return normalised.length <= 512 ? normalised : null;
}

/** The host name a registration came through, lower case (IDNs in their ASCII form), at most 253 characters; null for anything else. */
export function normaliseDomain(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text || /[/?#@:\\\s]/.test(text)) return null;
  let host: string;
  try {
    host = new URL(`http://${text}`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  const ok = host.length <= 253 && labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label));
  return ok ? host : null;
}
