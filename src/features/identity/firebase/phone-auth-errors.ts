/**
 * Every phone-authentication error of spec section 8, mapped to its
 * translation key. Anything else is 'unknown'.
 */
export const phoneAuthErrorKeys = {
  'auth/invalid-phone-number': 'phoneAuth.invalidPhoneNumber',
  'auth/missing-phone-number': 'phoneAuth.missingPhoneNumber',
  'auth/too-many-requests': 'phoneAuth.tooManyRequests',
  'auth/invalid-verification-code': 'phoneAuth.invalidVerificationCode',
  'auth/missing-verification-code': 'phoneAuth.missingVerificationCode',
  'auth/captcha-check-failed': 'phoneAuth.captchaCheckFailed',
  'auth/quota-exceeded': 'phoneAuth.quotaExceeded',
  'auth/operation-not-allowed': 'phoneAuth.operationNotAllowed',
  'auth/code-expired': 'phoneAuth.codeExpired',
  'auth/popup-closed-by-user': 'phoneAuth.popupClosedByUser',
} as const;

export type PhoneAuthErrorKey = (typeof phoneAuthErrorKeys)[keyof typeof phoneAuthErrorKeys] | 'phoneAuth.unknown';

export function phoneAuthErrorKey(error: unknown): PhoneAuthErrorKey {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return (phoneAuthErrorKeys as Record<string, PhoneAuthErrorKey>)[code] ?? 'phoneAuth.unknown';
}
