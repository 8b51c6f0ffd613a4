import * as z from 'zod/mini';

/**
 * The player protection gate's refusals, one code per reason (HTTP 403);
 * `value` says more (`until`, `limit`, `used`, `period`). The BRAND_ codes are
 * the brand's own rules (contract/protection.ts `brandRulesSchema`), which hold
 * for every player of the brand.
 */
export const protectionErrorCodes = [
  'LIMIT_DEPOSIT',
  'LIMIT_LOSS',
  'LIMIT_WAGER',
  'SESSION_TIME',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'BRAND_LIMIT_DEPOSIT',
  'BRAND_MAX_STAKE',
] as const;
export type ProtectionErrorCode = (typeof protectionErrorCodes)[number];

/**
 * Every /wps and /lgw answer is wrapped in this envelope. `code` is set on
 * failures so the site can react to a reason without parsing `message`.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'BOT_CHECK_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ENCRYPTION_REQUIRED',
  'INSUFFICIENT_FUNDS',
  'MAINTENANCE',
  'VERIFICATION_REQUIRED',
  'INTERNAL',
  // player protection: the gate's refusals
  ...protectionErrorCodes,
  // the gate's refusal told to another member sending money to a protected player (an agent's transfer), without the reason
  'PLAYER_PROTECTED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  field: z.string(),
  /** translation key, e.g. `validation.notEmpty` */
  key: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureSchema = z.object({
  success: z.literal(false),
  value: z.nullable(z.unknown()),
  message: z.string(),
  code: z.enum(errorCodes),
  fieldErrors: z.optional(z.array(fieldErrorSchema)),
});
export type Failure = z.infer<typeof failureSchema>;

export function envelopeOf<T extends z.ZodMiniType>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
    message: z.string(),
  });
}

export interface Success<T> {
  success: true;
  value: T;
  message: string;
}
