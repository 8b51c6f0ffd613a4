import type { TFunction } from 'i18next';
import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import type { FieldProblem } from '@/shared/contract/patterns';
import { socialReasonOf, socialReasonText } from './social-errors';

export type Errors = Partial<Record<string, string>>;

/** The words of a field error (`validation.*` keys from the shared table) with the field's own label. */
export function problemText(t: TFunction, problem: FieldProblem | { key: string; params?: Record<string, string | number> }, label: string): string {
  return t(problem.key as never, { ...(problem.params ?? {}), field: label } as never) as unknown as string;
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
  const reason = socialReasonOf(error);
  if (error.code === 'RATE_LIMITED') next.form = t('errors.rateLimited');
  // the identity service's failures name a reason the site has words for
  else if (reason && error.fieldErrors.length === 0) next.form = socialReasonText(t, reason);
  else if (error.fieldErrors.length === 0 || error.code !== 'VALIDATION') next.form = error.message;
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

