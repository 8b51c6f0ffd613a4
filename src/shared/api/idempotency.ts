import { useCallback, useState } from 'react';
import { isApiErrorData } from './api-error';

/** A fresh key for one user action: a random UUID (16 random bytes where randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed call may be sent again as the same action, with the same
 * key: no answer came (network, timeout), the server failed before deciding
 * (5xx), or the first call with this key is still running. Any other answer
 * settles the action: the next submit is a new action with a new key.
 */
export function isRetryableWithSameKey(error: unknown): boolean {
  if (!isApiErrorData(error)) return true;
  if (error.kind === 'network') return true;
  if (error.kind === 'server' && error.status >= 500) return true;
  const reason = (error.value as { reason?: unknown } | null)?.reason;
  return error.code === 'CONFLICT' && reason === 'idempotencyInProgress';
}

export interface IdempotencyKey {
  /** the key of the current action: pass it with the call (`idempotencyKey`) */
  key: string;
  /**
   * Call when the call has ended: without an error (done) or with a final
   * refusal, a new key is made for the next action; when the outcome is
   * unknown (see `isRetryableWithSameKey`), the key stays, so that trying
   * again cannot do the action twice.
   */
  settle(error?: unknown): void;
  /** a new key now (the form was reset, the user started over) */
  renew(): void;
}

/**
 * The idempotency key of a form's action, made once per action and kept
 * across retries of it:
 *
 *   // the endpoint: query: ({ body, idempotencyKey }) => ({ endpoint: api.withdraw, args: body, idempotencyKey })
 *   const action = useIdempotencyKey();
 *   const [withdraw] = useWithdrawMutation();
 *   const submit = async (body) => {
 *     const result = await withdraw({ body, idempotencyKey: action.key });
 *     action.settle('error' in result ? result.error : undefined);
 *   };
 */
export function useIdempotencyKey(): IdempotencyKey {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  const settle = useCallback(
    (error?: unknown) => {
      if (error === undefined || !isRetryableWithSameKey(error)) renew();
    },
    [renew],
  );
  return { key, settle, renew };
}
