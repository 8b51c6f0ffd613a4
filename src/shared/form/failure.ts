import type { TFunction } from 'i18next';
import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import { idempotencyFailureReasons } from '@/shared/contract/endpoint';
import type { ErrorCode } from '@/shared/contract/envelope';
import { identityFailureReasons } from '@/shared/contract/identity';
import { socialFailureReasons, type SocialFailureReason } from '@/shared/contract/social';
import { translateProblem, type Problem, type ProblemParam } from './problem';

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
  LIMIT_DEPOSIT: 'errors.codes.LIMIT_DEPOSIT',
  LIMIT_LOSS: 'errors.codes.LIMIT_LOSS',
  LIMIT_WAGER: 'errors.codes.LIMIT_WAGER',
  SESSION_TIME: 'errors.codes.SESSION_TIME',
  TIMED_OUT: 'errors.codes.TIMED_OUT',
  SELF_EXCLUDED: 'errors.codes.SELF_EXCLUDED',
  BRAND_LIMIT_DEPOSIT: 'errors.codes.BRAND_LIMIT_DEPOSIT',
  BRAND_MAX_STAKE: 'errors.codes.BRAND_MAX_STAKE',
  PLAYER_PROTECTED: 'errors.codes.PLAYER_PROTECTED',
} as const satisfies Record<ErrorCode, string>;

/**
 * The words of a domain's refusals, by convention. A call that refuses for a
 * reason its code alone does not say names it in `value.reason`, one of the
 * domain's `<domain>FailureReasons` in the contract; the site words it as
 * `<domain>.reasons.<reason>` (six languages), with the numbers and words
 * of `value` as the text's arguments, those named in `money` as amounts. The
 * texts are the site's main ones, or the `namespace` of a domain whose texts
 * load with its pages (the agent centre's). A reason several domains share
 * points at the one text with `$t(…)`. No table per domain: a new reason is a word in the contract and a
 * text per language (`tests/unit/shared/failure-reasons.test.ts` holds every
 * domain to it). The platform's own refusals (identity, idempotency) are the
 * domain `errors`.
 */
export function reasonProblem<R extends string>(
  domain: string,
  reasons: readonly R[],
  error: unknown,
  { money = [], namespace }: { money?: readonly string[]; namespace?: string } = {},
): Problem | null {
  const reason = reasonOf(error, reasons);
  if (!reason) return null;
  const params: Record<string, ProblemParam> = {};
  for (const [name, value] of Object.entries(((error as ApiErrorData).value ?? {}) as Record<string, unknown>)) {
    if (name === 'reason') continue;
    if (typeof value === 'number') params[name] = money.includes(name) ? { money: value } : value;
    else if (typeof value === 'string') params[name] = value;
  }
  const key = `${namespace ? `${namespace}:` : ''}${domain}.reasons.${reason}`;
  return Object.keys(params).length > 0 ? { key, params } : { key };
}

function reasonOf<R extends string>(error: unknown, reasons: readonly R[]): R | null {
  if (!isApiErrorData(error)) return null;
  const reason = (error.value as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && (reasons as readonly string[]).includes(reason) ? (reason as R) : null;
}

/** The reason of a failed third-party sign-in call, when it gave one. */
export function socialReasonOf(error: unknown): SocialFailureReason | null {
  return reasonOf(error, socialFailureReasons);
}

export function socialReasonProblem(reason: SocialFailureReason): Problem {
  return { key: `social.reasons.${reason}` };
}

/**
 * Why a call failed, in words of the site: the reason when the server gave
 * one, else the code (a lock says when it ends). The server's own (English)
 * message is shown only for a code this site does not know.
 */
export function failureProblem(error: ApiErrorData): Problem {
  const refusal = reasonProblem('social', socialFailureReasons, error) ?? reasonProblem('errors', identityFailureReasons, error) ?? reasonProblem('errors', idempotencyFailureReasons, error);
  if (refusal) return refusal;
  if (error.code === 'ACCOUNT_LOCKED') {
    const until = (error.value as { lockedUntil?: unknown } | null)?.lockedUntil;
    const end = typeof until === 'string' ? Date.parse(until) : Number.NaN;
    if (!Number.isNaN(end)) return { key: 'errors.codes.ACCOUNT_LOCKED_UNTIL', params: { minutes: Math.max(1, Math.ceil((end - Date.now()) / 60_000)) } };
  }
  const protection = protectionProblem(error);
  if (protection) return protection;
  if (error.code === 'NETWORK') return { key: 'errors.network' };
  if (error.code === 'CONTRACT') return { key: 'errors.unknown' };
  const key = (codeKeys as Partial<Record<string, (typeof codeKeys)[ErrorCode]>>)[error.code];
  return key ? { key } : { key: 'errors.serverSaid', params: { message: error.message } };
}

/** The words of a rolling window the brand's deposit cap counts over. */
const windowKeys = { day: 'errors.window.day', week: 'errors.window.week', month: 'errors.window.month' } as const;

/**
 * The player-protection gate's refusals with what they carry: the end of a
 * time-out or exclusion (`until`, a permanent exclusion has none) and the
 * limit passed (`limit`, major units; minutes for the session time; the
 * brand's deposit cap with its window, `period`). A session time limit
 * outside the fixed choices (VALIDATION, reason sessionChoice) says the choices.
 */
function protectionProblem(error: ApiErrorData): Problem | null {
  const value = (error.value ?? {}) as { until?: unknown; permanent?: unknown; limit?: unknown; period?: unknown; reason?: unknown };
  if (error.code === 'VALIDATION' && value.reason === 'sessionChoice') return { key: 'errors.codes.SESSION_CHOICE' };
  if (error.code === 'TIMED_OUT' || error.code === 'SELF_EXCLUDED') {
    if (value.permanent === true) return { key: 'errors.codes.SELF_EXCLUDED_PERMANENT' };
    if (typeof value.until === 'string') return { key: codeKeys[error.code], params: { until: { dateTime: value.until } } };
    return { key: 'errors.codes.BLOCKED' };
  }
  if (typeof value.limit !== 'number') return null;
  if (error.code === 'LIMIT_DEPOSIT' || error.code === 'LIMIT_LOSS' || error.code === 'LIMIT_WAGER') {
    return { key: codeKeys[error.code], params: { limit: { money: value.limit } } };
  }
  if (error.code === 'SESSION_TIME') return { key: codeKeys.SESSION_TIME, params: { limit: value.limit } };
  if (error.code === 'BRAND_MAX_STAKE') return { key: codeKeys.BRAND_MAX_STAKE, params: { limit: { money: value.limit } } };
  if (error.code === 'BRAND_LIMIT_DEPOSIT') {
    const period = value.period === 'week' || value.period === 'month' ? value.period : 'day';
    return { key: codeKeys.BRAND_LIMIT_DEPOSIT, params: { limit: { money: value.limit }, window: { key: windowKeys[period] } } };
  }
  return null;
}

/** A translated sentence for a failed call (see `failureProblem`). */
export function failureText(t: TFunction, error: ApiErrorData): string {
  return translateProblem(t, failureProblem(error));
}

/**
 * What a form says above its fields when a call failed: null for a network
 * failure (the error listener says it once; the form keeps what was typed),
 * "unknown error" for anything that is not an answer of the server.
 */
export function formFailureProblem(error: unknown): Problem | null {
  if (!isApiErrorData(error) || error.kind === 'contract') return { key: 'errors.unknown' };
  if (error.kind === 'network') return null;
  return failureProblem(error);
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
