import type { TFunction } from 'i18next';
import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import { socialFailureReasons, type SocialFailureReason } from '@/shared/contract/social';

/** The words of each reason the identity calls give in `value.reason` (static keys). */
const reasonKeys = {
  notConfigured: 'social.errors.notConfigured',
  providerOff: 'social.errors.providerOff',
  tokenInvalid: 'social.errors.tokenInvalid',
  serviceUnavailable: 'social.errors.serviceUnavailable',
  ticketExpired: 'social.errors.ticketExpired',
  alreadyLinked: 'social.errors.alreadyLinked',
  identityTaken: 'social.errors.identityTaken',
} as const satisfies Record<SocialFailureReason, string>;

/** The reason of a failed identity call, when it gave one. */
export function socialReasonOf(error: unknown): SocialFailureReason | null {
  if (!isApiErrorData(error)) return null;
  const reason = (error.value as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && (socialFailureReasons as readonly string[]).includes(reason) ? (reason as SocialFailureReason) : null;
}

export function socialReasonText(t: TFunction, reason: SocialFailureReason): string {
  return t(reasonKeys[reason]);
}

/**
 * A translated sentence for every way a social call can fail that is not a
 * field error: the reason when the server gave one, else the code.
 */
export function socialFailureText(t: TFunction, error: ApiErrorData): string {
  const reason = socialReasonOf(error);
  if (reason) return socialReasonText(t, reason);
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return t('social.errors.invalidCredentials');
    case 'ACCOUNT_LOCKED':
      return t('social.errors.accountLocked');
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_INVALID':
      return t('validation.captcha');
    case 'RATE_LIMITED':
      return t('errors.rateLimited');
    case 'MAINTENANCE':
      return t('errors.maintenance');
    case 'FORBIDDEN':
      return t('social.errors.blocked');
    default:
      return t('errors.unknown');
  }
}
