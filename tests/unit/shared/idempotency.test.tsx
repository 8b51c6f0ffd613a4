import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-error';
import { isRetryableWithSameKey, newIdempotencyKey, useIdempotencyKey } from '@/shared/api/idempotency';
import { IDEMPOTENCY_KEY_PATTERN } from '@/shared/contract/endpoint';

const failure = (kind: 'network' | 'server' | 'contract', status: number, code: ApiRequestError['code'], value: unknown = null) =>
  new ApiRequestError({ kind, status, code, message: 'x', fieldErrors: [], value }).toJSON();

describe('idempotency keys of user actions', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('keeps the key while the outcome is unknown and renews it once the action is settled', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.key;
    // no answer, a server failure, the first call still running: the retry is the same action
    act(() => result.current.settle(failure('network', 0, 'NETWORK')));
    act(() => result.current.settle(failure('server', 503, 'MAINTENANCE')));
    act(() => result.current.settle(failure('server', 409, 'CONFLICT', { reason: 'idempotencyInProgress' })));
    expect(result.current.key).toBe(first);
    // done: the next submit is a new action
    act(() => result.current.settle());
    const second = result.current.key;
    expect(second).not.toBe(first);
    // a final refusal settles the action too (the user changes the form and tries again)
    act(() => result.current.settle(failure('server', 409, 'INSUFFICIENT_FUNDS')));
    expect(result.current.key).not.toBe(second);
  });

  it('tells which failures are retried with the same key', () => {
    expect(isRetryableWithSameKey(failure('network', 0, 'NETWORK'))).toBe(true);
    expect(isRetryableWithSameKey(failure('server', 500, 'INTERNAL'))).toBe(true);
    expect(isRetryableWithSameKey(failure('server', 400, 'VALIDATION'))).toBe(false);
    expect(isRetryableWithSameKey(failure('server', 409, 'CONFLICT', { reason: 'idempotencyKeyReused' }))).toBe(false);
  });
});
