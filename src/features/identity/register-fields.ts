import type { TFunction } from 'i18next';
import type { FieldRule, RegisterFieldName, RegisterSettings } from '@/shared/contract/system';
import { alwaysRequired, type FieldRuleLike } from '@/shared/form/use-contract-form';
import type { Problem } from '@/shared/form/problem';

/** The fields a brand may switch on beyond username and password, in the order the forms show them. */
export const optionalRegisterFields = [
  'payeeName',
  'email',
  'mobileNum',
  'paymentPassword',
  'zalo',
  'facebook',
  'whatsapp',
  'line',
  'qqNum',
  'wechat',
  'idNumber',
  'birthday',
] as const satisfies readonly RegisterFieldName[];

/** The consents of a new account and what each says when it is not given. */
export const registrationConsents = {
  ageConfirmed: { key: 'register.confirmAge' },
  termsAccepted: { key: 'register.pleaseAgree', params: { terms: { key: 'register.termsName' } } },
} as const satisfies Record<string, Problem>;

/**
 * The brand's rules of the fields a form judges: those in `always` are on
 * and required whatever the brand says (spec section 5).
 */
export function registrationRules(
  rules: RegisterSettings['fields'],
  fields: readonly RegisterFieldName[],
  always: readonly RegisterFieldName[],
): Partial<Record<RegisterFieldName, FieldRuleLike>> {
  return Object.fromEntries(fields.map((field) => [field, always.includes(field) ? alwaysRequired(rules[field]) : rules[field]]));
}

/** The longest value a field's input takes: the brand's maximum, else the contract's. */
export function maxLengthOf(rule: Pick<FieldRule, 'maxLength'> | undefined, fallback = 128): number {
  return rule && rule.maxLength > 0 ? rule.maxLength : fallback;
}

/** The label key of a registration form's field, as its errors name it. */
export function registerFieldLabelKey(field: string): string {
  switch (field) {
    case 'confirmPassword':
      return 'register.fields.confirmPassword';
    case 'verificationCode':
      return 'auth.smsCode';
    case 'captcha':
      return 'auth.captcha';
    case 'ageConfirmed':
      return 'register.ageConfirm';
    case 'termsAccepted':
      return 'register.terms';
    default:
      return `register.fields.${field}`;
  }
}

/** The label of a registration form's field. */
export function registerFieldLabel(t: TFunction, field: string): string {
  return t(registerFieldLabelKey(field) as never) as unknown as string;
}
