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
}

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
