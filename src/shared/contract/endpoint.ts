import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the platform API. `request` describes the query string of a
 * GET or DELETE and the body of the others; `response` describes `value` of
 * the success envelope. `auth` calls need the session token (T in the
 * specification); `encrypted` calls carry an encrypted body (E).
 */
export interface Endpoint<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  method: HttpMethod;
  path: string;
  auth: boolean;
  encrypted: boolean;
  request: Req;
  response: Res;
  /**
   * The largest body the server reads for this call, in bytes (default
   * DEFAULT_BODY_LIMIT): a body over it is refused with 413 before parsing.
   */
  bodyLimit?: number;
  /**
   * A call that must take effect once per user action (it moves money): the
   * client sends an `Idempotency-Key` header, made once per action and sent
   * again with every retry of that action. The server refuses the call
   * without one (400), answers a repeat with the first answer, and refuses
   * the key for a different request (409 CONFLICT). See docs/api.md.
   */
  idempotent?: true;
  /**
   * The body is multipart/form-data (files). The server passes the parts to
   * the handler unread; `request` describes the call without its files.
   */
  multipart?: true;
}

/** The header of an idempotent call's key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key: 16 to 128 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/**
 * `value.reason` of an idempotent call's 409 CONFLICT: the first call with
 * this key still runs (retry in a moment, same key), or the key was used for
 * another request (a new action needs a new key).
 */
export const idempotencyFailureReasons = ['idempotencyInProgress', 'idempotencyKeyReused'] as const;
export type IdempotencyFailureReason = (typeof idempotencyFailureReasons)[number];

/** What a request of the contract may weigh unless its endpoint says otherwise: small JSON documents. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
/** A registration: every field of the form at its longest, encrypted (about 12 KB), with room for long UTF-8 names. */
export const REGISTRATION_BODY_LIMIT = 32 * 1024;

export function endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(e: Endpoint<Req, Res>) {
  return e;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodMiniType, infer Res> ? z.output<Res> : never;

/** A request without parameters. */
export const none = z.object({});
/** An answer without a value. */
export const ok = z.nullable(z.object({}));
