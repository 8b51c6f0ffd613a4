import { isApiErrorData } from '@/shared/api/api-error';

/**
 * The translation key of a refused promotion call: `value.reason`, else the
 * first field error's key (`promotions.errors.…` lives in the pages' own
 * namespace, `promotions:errors.…`); null for anything else (network, server).
 */
export function failureKeyOf(error: unknown): string | null {
  if (!isApiErrorData(error)) return null;
  const reason = (error.value as { reason?: unknown } | null)?.reason;
  const key = typeof reason === 'string' && reason.includes('.') ? reason : (error.fieldErrors[0]?.key ?? null);
  return key?.replace(/^promotions\./, 'promotions:') ?? null;
}
