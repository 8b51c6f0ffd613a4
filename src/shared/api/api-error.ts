import type { ErrorCode, FieldError } from '@/shared/contract/envelope';

/**
 * Why a call failed, as the site reacts to it:
 * - `network`: no answer (offline, timeout, connection reset); nothing typed is lost, the user retries
 * - `server`: the server answered with a failure envelope (`code` says why)
 * - `contract`: the answer did not match the contract (a bug, reported, never shown raw)
 */
export type ApiErrorKind = 'network' | 'server' | 'contract';

export interface ApiErrorData {
  kind: ApiErrorKind;
  status: number;
  code: ErrorCode | 'NETWORK' | 'CONTRACT';
  message: string;
  fieldErrors: FieldError[];
  value: unknown;
}

export class ApiRequestError extends Error implements ApiErrorData {
  override readonly name = 'ApiRequestError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: ApiErrorData['code'];
  readonly fieldErrors: FieldError[];
  readonly value: unknown;

  constructor(data: ApiErrorData) {
    super(data.message);
    this.kind = data.kind;
    this.status = data.status;
    this.code = data.code;
    this.fieldErrors = data.fieldErrors;
    this.value = data.value;
  }

  /** Plain data, as RTK Query keeps errors in the (serialisable) store. */
  toJSON(): ApiErrorData {
    return {
      kind: this.kind,
      status: this.status,
      code: this.code,
      message: this.message,
      fieldErrors: this.fieldErrors,
      value: this.value,
    };
  }
}

export function isApiErrorData(value: unknown): value is ApiErrorData {
  return typeof value === 'object' && value !== null && 'kind' in value && 'code' in value && 'status' in value;
}
