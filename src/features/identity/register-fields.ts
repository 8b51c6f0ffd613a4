import type { TFunction } from 'i18next';
import type { RegisterFieldName } from '@/shared/contract/system';

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
] as const satisfies readonly RegisterFieldName[];

/** Fields typed as secrets (masked inputs, never prefilled). */
export const secretFields: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** The label of a registration form's field, as its errors name it. */
export function registerFieldLabel(t: TFunction, field: string): string {
  switch (field) {
    case 'confirmPassword':
      return t('register.fields.confirmPassword');
    case 'verificationCode':
      return t('auth.smsCode');
    case 'captcha':
      return t('auth.captcha');
    case 'ageConfirmed':
      return t('register.ageConfirm');
    case 'termsAccepted':
      return t('register.terms');
    case 'referralCode':
      return t('register.fields.referralCode');
    default:
      return t(`register.fields.${field as RegisterFieldName}`);
  }
}
