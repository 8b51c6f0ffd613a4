import type { ErrorCode, FieldError } from '../../../src/shared/contract/envelope';
import { ApiError } from '../lib/errors';

/** The HTTP status each error code answers with (also documented in docs/api.md). */
export const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  BOT_CHECK_FAILED: 400,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 403,
  ENCRYPTION_REQUIRED: 400,
  INSUFFICIENT_FUNDS: 409,
  MAINTENANCE: 503,
  VERIFICATION_REQUIRED: 403,
  INTERNAL: 500,
  LIMIT_DEPOSIT: 403,
  LIMIT_LOSS: 403,
  LIMIT_WAGER: 403,
  SESSION_TIME: 403,
  TIMED_OUT: 403,
  SELF_EXCLUDED: 403,
  BRAND_LIMIT_DEPOSIT: 403,
  BRAND_MAX_STAKE: 403,
  PLAYER_PROTECTED: 403,
};

/** An ApiError whose HTTP status follows from its code. */
export function apiError(code: ErrorCode, message: string, fieldErrors?: FieldError[], value: unknown = null): ApiError {
  return new ApiError(statusOf[code], code, message, fieldErrors, value);
}
