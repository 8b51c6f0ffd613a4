import type { TFunction } from 'i18next';
import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import type { ErrorCode } from '@/shared/contract/envelope';
import { identityFailureReasons, type IdentityFailureReason } from '@/shared/contract/identity';
import type { FieldProblem } from '@/shared/contract/patterns';
import { socialReasonOf, socialReasonText } from './social-errors';

export type Errors = Partial<Record<string, string>>;

/** The words of a field error (`validation.*` keys from the shared table) with the field's own label. */
export function problemText(t: TFunction, problem: FieldProblem | { key: string; params?: Record<string, string | number> }, label: string): string {
  return t(problem.key as never, { ...(problem.params ?? {}), field: label } as never) as unknown as string;
}

/** The words of every error code the server answers with (static keys, so the locale types check them). */
const codeKeys = {
  BAD_REQUEST: 'errors.codes.BAD_REQUEST',
  VALIDATION: 'errors.codes.VALIDATION',
  UNAUTHORIZED: 'errors.codes.UNAUTHORIZED',
  FORBIDDEN: 'errors.codes.FORBIDDEN',
  NOT_FOUND: 'errors.codes.NOT_FOUND',
  CONFLICT: 'errors.codes.CONFLICT',
  RATE_LIMITED: 'errors.rateLimited',
  CAPTCHA_REQUIRED: 'errors.codes.CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'errors.codes.CAPTCHA_INVALID',
  BOT_CHECK_FAILED: 'errors.codes.BOT_CHECK_FAILED',
  INVALID_CREDENTIALS: 'errors.codes.INVALID_CREDENTIALS',
  ACCOUNT_LOCKED: 'errors.codes.ACCOUNT_LOCKED',
  ENCRYPTION_REQUIRED: 'errors.codes.ENCRYPTION_REQUIRED',
  INSUFFICIENT_FUNDS: 'errors.codes.INSUFFICIENT_FUNDS',
  MAINTENANCE: 'errors.codes.MAINTENANCE',
  VERIFICATION_REQUIRED: 'errors.codes.VERIFICATION_REQUIRED',
  INTERNAL: 'errors.codes.INTERNAL',
} as const satisfies Record<ErrorCode, string>;

/** The words of a refusal whose code alone does not say why (`value.reason`). */
const reasonKeys = {
  ipBlocked: 'errors.reasons.ipBlocked',
  guestRefused: 'errors.needTrueAccount',
  freePlayOff: 'errors.reasons.freePlayOff',
  verificationExpired: 'errors.reasons.verificationExpired',
  resetLinkExpired: 'errors.reasons.resetLinkExpired',
  featureOff: 'errors.reasons.featureOff',
  registrationClosed: 'errors.reasons.registrationClosed',
} as const satisfies Record<IdentityFailureReason, string>;

function identityReasonOf(error: ApiErrorData): IdentityFailureReason | null {
  const reason = (error.value as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && (identityFailureReasons as readonly string[]).includes(reason) ? (reason as IdentityFailureReason) : null;
}

/**
 * A translated sentence for a failed call: the reason when the server gave
 * one, else the code (a lock says when it ends). The server's own (English)
 * message is shown only for a code this site does not know.
 */
export function failureText(t: TFunction, error: ApiErrorData): string {
  const social = socialReasonOf(error);
  if (social) return socialReasonText(t, social);
  const reason = identityReasonOf(error);
  if (reason) return t(reasonKeys[reason]);
  if (error.code === 'ACCOUNT_LOCKED') {
    const until = (error.value as { lockedUntil?: unknown } | null)?.lockedUntil;
    const end = typeof until === 'string' ? Date.parse(until) : Number.NaN;
    if (!Number.isNaN(end)) {
      return t('errors.codes.ACCOUNT_LOCKED_UNTIL', { minutes: Math.max(1, Math.ceil((end - Date.now()) / 60_000)) });
    }
  }
  if (error.code === 'NETWORK') return t('errors.network');
  if (error.code === 'CONTRACT') return t('errors.unknown');
  const key = (codeKeys as Partial<Record<string, (typeof codeKeys)[ErrorCode]>>)[error.code];
  return key ? t(key) : error.message;
}

/**
 * Turns a failed call into errors under the fields (server field errors with
 * translated labels) and a form-level message. Network failures are shown
 * once by the error listener: the form only keeps what was typed.
 */
export function errorsFromFailure(t: TFunction, error: unknown, labelOf: (field: string) => string): Errors | null {
  if (!isApiErrorData(error)) return { form: t('errors.unknown') };
  if (error.kind === 'network') return null;
  if (error.kind === 'contract') return { form: t('errors.unknown') };
  const next: Errors = {};
  for (const fieldError of error.fieldErrors) {
    if (next[fieldError.field]) continue;
    next[fieldError.field] = problemText(t, fieldError, labelOf(fieldError.field));
  }
  // a validation failure is said under its fields; anything else also in words of its own
  if (error.fieldErrors.length === 0 || error.code !== 'VALIDATION') next.form = failureText(t, error);
  return next;
}

export function isFailure(error: unknown, code: ApiErrorData['code']): error is ApiErrorData {
  return isApiErrorData(error) && error.code === code;
}

/** Whether a failed password check wants a captcha with the next try (after 3 wrong passwords). */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiErrorData(error)) return false;
  if (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID') return true;
  const value = error.value as { captchaRequired?: unknown } | null;
  return typeof value === 'object' && value !== null && value.captchaRequired === true;
}

