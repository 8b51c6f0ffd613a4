import { EMAIL_SOURCE, platformFormats } from './member-fields';
import type { FieldRule } from './system';

/**
 * The registration field patterns of the platform (specification section 5),
 * shared by the site and the server so both judge a value the same way.
 *
 * Sources are written for the `u` (Unicode) flag: compile them with
 * `patternRegex(id)`, not `new RegExp(source)`, so that `\p{…}` classes work.
 * Pattern 0 is the literal '*': anything goes.
 */
export interface FieldPattern {
  id: number;
  source: string;
  description: string;
}

const list: FieldPattern[] = [
  { id: 0, source: '*', description: 'any characters' },
  { id: 1, source: '^[A-Za-z][A-Za-z0-9]*$', description: 'starts with a letter, then letters and digits' },
  { id: 2, source: '^[\\p{Script=Han}0-9]+$', description: 'Chinese characters and digits' },
  // a practical address grammar, one rule with the platform's own check (member-fields.ts)
  { id: 3, source: EMAIL_SOURCE, description: 'mailbox format (name@example.com)' },
  { id: 4, source: '^[A-Za-z0-9]+$', description: 'letters or digits only' },
  { id: 5, source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', description: 'letters and digits combined' },
  { id: 6, source: '^[0-9]+$', description: 'digits only' },
  { id: 7, source: '^(?=.*[A-Z])[A-Za-z0-9]+$', description: 'letters and digits with at least one uppercase letter' },
  { id: 8, source: '^[A-Za-z ]+$', description: 'English letters and spaces' },
  { id: 9, source: '^\\S+$', description: 'no spaces' },
  { id: 10, source: '^[\\p{Script=Han}\\p{P}]+$', description: 'Chinese characters and punctuation' },
  {
    id: 11,
    source: '^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$',
    description: 'date as yyyy-MM-dd',
  },
  { id: 12, source: '^\\p{L}[\\p{L}\\p{M}]*(?: \\p{L}[\\p{L}\\p{M}]*)*$', description: 'letters, words separated by one space' },
  {
    id: 13,
    source: '^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
    description: 'date as MM-dd-yyyy',
  },
  { id: 14, source: '^[\\p{Script=Latin}\\p{M}0-9]+$', description: 'Latin (Basque-style) letters and digits' },
  { id: 15, source: '^[\\p{Script=Hangul}]+$', description: 'Korean only' },
  { id: 16, source: '^[\\p{Script=Thai}]+$', description: 'Thai only' },
  { id: 17, source: '^[\\p{Script=Thai}A-Za-z ]+$', description: 'Thai or English letters and spaces' },
  { id: 18, source: '^(?=.*[A-Z])[A-Z ]+$', description: 'uppercase letters and spaces, at least one letter' },
  { id: 19, source: '^[\\x21-\\x7E]+$', description: 'letters, digits and symbols (no spaces)' },
  {
    id: 20,
    source: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
    description: 'at least one uppercase letter, lowercase letter, digit and symbol',
  },
  {
    id: 21,
    source: "^\\p{L}[\\p{L}\\p{M}'.-]*(?: \\p{L}[\\p{L}\\p{M}'.-]*)+$",
    description: 'full name: first and last name separated by a space',
  },
];

export const patterns: Record<number, FieldPattern> = Object.fromEntries(list.map((p) => [p.id, p]));

/** Pattern id 0 and any unknown id accept everything (the server never sends an unknown id). */
export const ANY_PATTERN = '*';

const compiled = new Map<number, RegExp | null>();

export function patternRegex(id: number): RegExp | null {
  if (!compiled.has(id)) {
    const source = patterns[id]?.source ?? ANY_PATTERN;
    compiled.set(id, source === ANY_PATTERN ? null : new RegExp(source, 'u'));
  }
  return compiled.get(id) ?? null;
}

/** Translation keys of the field errors, shared by the site and the server. */
export const validationKeys = {
  notEmpty: 'validation.notEmpty',
  /** suffixed with the pattern id: `validation.pattern.5` */
  pattern: 'validation.pattern',
  inconsistent: 'validation.inconsistent',
  usernameTaken: 'validation.usernameTaken',
  mobileTaken: 'validation.mobileTaken',
  captcha: 'validation.captcha',
  affiliateCode: 'validation.affiliateCode',
  mustAgree: 'validation.mustAgree',
  invalid: 'validation.invalid',
  tooLong: 'validation.tooLong',
  tooShort: 'validation.tooShort',
  /** a control character (or a broken one) in text: see contract/text.ts */
  forbiddenCharacters: 'validation.forbiddenCharacters',
} as const;

export interface FieldProblem {
  key: string;
  params: Record<string, string | number>;
}

/**
 * Judges one registration field against its rule. Empty values fail only when
 * the field is required; a value must match the pattern and have a length
 * (in characters, not UTF-16 units) between minLength and maxLength. The
 * pattern message carries min, max and `range` ("6" when min = max, else "6-16").
 * A value the brand's rule accepts must also have the platform's format of
 * its field, when `field` names one (`platformFormats`): `validation.invalid`.
 */
export function validateField(
  rule: Pick<FieldRule, 'enabled' | 'required' | 'patternId' | 'minLength' | 'maxLength'>,
  value: string | null | undefined,
  field = '',
): FieldProblem | null {
  if (!rule.enabled) return null;
  const text = value ?? '';
  if (text.trim() === '') {
    return rule.required ? { key: validationKeys.notEmpty, params: { field } } : null;
  }
  const length = [...text].length;
  const regex = patternRegex(rule.patternId);
  const lengthOk = length >= rule.minLength && (rule.maxLength <= 0 || length <= rule.maxLength);
  if (lengthOk && (regex === null || regex.test(text))) {
    // the platform's own format of a stored field, whatever the brand allows (member-fields.ts)
    const format = Object.hasOwn(platformFormats, field) ? platformFormats[field] : undefined;
    return format && !format(text.trim()) ? { key: validationKeys.invalid, params: {} } : null;
  }
  const range = rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength}-${rule.maxLength}`;
  return {
    key: `${validationKeys.pattern}.${rule.patternId}`,
    params: { min: rule.minLength, max: rule.maxLength, range },
  };
}
