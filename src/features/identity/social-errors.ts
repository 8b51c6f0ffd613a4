import type { ApiErrorData } from '@/shared/api/api-error';
import { failureProblem, socialReasonOf, socialReasonProblem } from '@/shared/form/failure';
import type { Problem } from '@/shared/form/problem';

/**
 * What to say for every way a social call can fail that is not a field
 * error: the reason when the server gave one, else the code.
 */
export function socialFailureProblem(error: ApiErrorData): Problem {
  const reason = socialReasonOf(error);
  if (reason) return socialReasonProblem(reason);
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return { key: 'social.errors.invalidCredentials' };
    case 'ACCOUNT_LOCKED':
      return { key: 'social.errors.accountLocked' };
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_INVALID':
      return { key: 'validation.captcha' };
    case 'RATE_LIMITED':
      return { key: 'errors.rateLimited' };
    case 'MAINTENANCE':
      return { key: 'errors.maintenance' };
    case 'FORBIDDEN':
      return { key: 'social.errors.blocked' };
    default:
      // a time-out or exclusion with its end date, and every other code, as everywhere else
      return failureProblem(error);
  }
}

/** A time-out or exclusion with money left: the refusal offers a session for withdrawal only. */
export function offersWithdrawOnly(error: ApiErrorData): boolean {
  return (error.code === 'TIMED_OUT' || error.code === 'SELF_EXCLUDED') && (error.value as { withdrawOnly?: unknown } | null)?.withdrawOnly === true;
}
