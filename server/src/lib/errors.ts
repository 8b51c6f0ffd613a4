import type { ErrorCode, FieldError } from '../../../src/shared/contract/envelope';

/** An error the client is meant to see: status, code and a clear message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
