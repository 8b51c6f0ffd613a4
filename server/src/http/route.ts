import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Success } from '../../../src/shared/contract/envelope';
import { type Endpoint, DEFAULT_BODY_LIMIT } from '../../../src/shared/contract/endpoint';
import { validationKeys } from '../../../src/shared/contract/patterns';
import { api } from '../../../src/shared/contract/api';
import { withdrawOnlyCalls } from '../../../src/shared/contract/protection';
import { forbiddenTextPaths } from '../../../src/shared/contract/text';
import type { CacheWrites } from '../db/hot-transaction';
import { readCache, settleReadCache, type ReadCache } from '../db/read-cache';
import { payloadNonces } from '../db/schema';
import { normalizeIp } from '../lib/client-ip';
import { toJson } from '../lib/shared-json';
import { ApiError } from '../lib/errors';
import { MAX_CLOCK_SKEW_MS, openEncryptedBodyAsync } from '../lib/payload-cipher';
import type { AppDeps } from './app-deps';
import { failureOf } from './errors';
import { fieldErrorsFromIssues } from './field-errors';
import {
  claimIdempotentCall,
  claimIdempotentCallWithNonce,
  dropIdempotentCall,
  finishIdempotentCall,
  idempotencyKeyOf,
  isFinalAnswer,
  requestHashOf,
  type IdempotentCall,
} from './idempotency';
import { resolveMerchant, type Merchant } from './merchant';
import { bearerToken, findSession, type SessionInfo } from './session-lookup';
import { hit, type Limit } from './rate-limit';
import { apiError } from './status';

export interface RouteContext<E extends Endpoint> {
  /** the request, validated by the endpoint's `request` schema */
  input: z.output<E['request']>;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
  ip: string;
  /** the `Language` header, when sent */
  language: string | null;
  /** the caller's session: always set on `auth` endpoints, null elsewhere */
  session: SessionInfo | null;
  requireSession(): SessionInfo;
  /** the session of a token sent to a public endpoint, if it is valid (never an error) */
  optionalSession(): Promise<SessionInfo | null>;
  /** the brand: the member's own, else the Merchant header, else the host's */
  merchant(host?: string | null): Promise<Merchant>;
  /** the read cache (db/read-cache.ts): what every visitor asks for the same way, read once per change */
  readonly cache: ReadCache;
  /**
   * `idempotent` endpoints: the call's Idempotency-Key (null elsewhere).
   * Derive the ledger's keys from it (`deposit:<member>:<key>`), so that even
   * a call run again after its instance died moves money once.
   */
  idempotencyKey: string | null;
  /**
   * `idempotent` endpoints: the row that keeps this call's answer (null elsewhere). A handler may keep the
   * answer itself in the transaction that does its work (its text `successJson(value)`: a lottery bet,
   * lottery_bet_post) and then call `answerKept()`: once the handler has returned, the route sends the value
   * without a round trip to keep it again. A handler that throws has its refusal kept, or the claim dropped,
   * as any other.
   */
  idempotentCall: IdempotentCall | null;
  answerKept(): void;
  /**
   * `settle: 'whenBumped'` endpoints: what the handler's hot transactions bumped (give it to `hotTransaction`
   * as `cacheWrites`); null elsewhere.
   */
  cacheWrites: CacheWrites | null;
}

/** The text of a call's successful answer: what the route sends and an idempotent call keeps. */
export function successJson(value: unknown): string {
  const body: Success<unknown> = { success: true, value, message: 'OK' };
  return toJson(body);
}

export type RouteHandler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<z.output<E['response']>>;

export interface RouteOptions {
  bodyLimit?: number;
  /**
   * Who may call, checked before the body is read or validated, like a
   * member's session on `auth` endpoints: a caller without the right answers
   * 401 (or 403), never a validation error that would tell them about the
   * call. The operator console's calls use it (`operatorRoute`).
   */
  authorize?: (request: FastifyRequest, deps: AppDeps) => Promise<void>;
  /**
   * The call's rate limit (429 with Retry-After past it), in the one
   * limiter's sliding windows (`rate-limit.ts`), counted once the caller is
   * known and the request valid: per member on `auth` calls, else per
   * address, or per whoever `by` names (the console: per operator).
   */
  limit?: RouteLimit;
  /**
   * When a call that may write waits, before it answers, for this instance's read cache to see its writes
   * (one read of the versions, shared by the calls settling together): `always` (the default), or
   * `whenBumped` for a handler whose every write goes through `hotTransaction` with `ctx.cacheWrites`: it
   * waits only when a committed transaction bumped a version, or when none reported (a refusal, PGlite).
   * The bets: their writes (ledger, tickets, rounds) touch no cached table, and the wait was about a tenth
   * of a bet's CPU (docs/performance.md, "A bet answers without settling the read cache").
   */
  settle?: 'always' | 'whenBumped';
}

export interface RouteLimit extends Limit {
  /** the caller the hits are counted for (after `authorize`); default `member:<id>` or `ip:<address>` */
  by?: (request: FastifyRequest) => string;
}

/** The bucket of a call's limit: the caller, then the call. */
export const routeBucket = (caller: string, endpoint: Pick<Endpoint, 'method' | 'path'>) => `${caller}:${endpoint.method}:${endpoint.path}`;

const unauthorized = () => apiError('UNAUTHORIZED', 'Please log in to continue.');

/** Nonce format of an encrypted body: 16 random bytes as hex in the site's client. */
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Records the nonce of an opened body; a second use inside the validity
 * window of its time stamp is a replay. Kept in the database, so it holds
 * across instances.
 */
function checkNonce(nonce: string): void {
  if (!NONCE_PATTERN.test(nonce)) {
    throw apiError('ENCRYPTION_REQUIRED', 'This request must be encrypted.');
  }
}

/** How long a nonce is kept: the validity window of its time stamp, either side. */
const NONCE_SECONDS = (2 * MAX_CLOCK_SKEW_MS) / 1000;

async function claimNonce(deps: AppDeps, nonce: string): Promise<void> {
  checkNonce(nonce);
  const inserted = await deps.db
    .insert(payloadNonces)
    .values({ nonce, expiresAt: sql`now() + make_interval(secs => ${NONCE_SECONDS})` })
    .onConflictDoNothing()
    .returning({ nonce: payloadNonces.nonce });
  if (inserted.length === 0) {
    throw apiError('ENCRYPTION_REQUIRED', 'This request has already been used. Please try again.');
  }
}

async function settledAfter<T>(deps: AppDeps, work: () => Promise<T>, writes: CacheWrites | null): Promise<T> {
  try {
    return await work();
  } finally {
    // a call whose committed writes are known to have bumped no version has nothing for the cache to see
    if (writes?.bumped !== false) await settleReadCache(deps.db);
  }
}

/**
 * Registers one endpoint of the contract, the same way for every call:
 * method and path from the contract; the session token required on `auth`
 * calls; the encrypted body opened on `encrypted` calls (a plain body is
 * refused); the query (GET, DELETE) or body validated by the `request`
 * schema; on `idempotent` calls, the Idempotency-Key claimed (a repeat gets
 * the first answer, see idempotency.ts); and the handler's value wrapped in
 * the success envelope.
 */
/** What a withdraw-only session may call (contract/protection.ts `withdrawOnlyCalls`). */
const withdrawOnlyEndpoints = new Set<Endpoint>(withdrawOnlyCalls.map((name) => api[name]));

/** A withdraw-only session asked for anything else: the block's own code. */
function withdrawOnlyRefusal(code: string): ApiError {
  return code === 'TIMED_OUT'
    ? apiError('TIMED_OUT', 'Your account is on a time-out: this session may only withdraw your balance.')
    : apiError('SELF_EXCLUDED', 'Your account is self-excluded: this session may only withdraw your balance.');
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: endpoint.bodyLimit ?? options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    handler: async (request, reply) => {
      const deps = app.deps;
      const token = bearerToken(request.headers.authorization);
      let cache: ReadCache | undefined;
      const cacheOf = () => (cache ??= readCache(deps.db));

      let session: SessionInfo | null = null;
      if (endpoint.auth) {
        session = token ? await findSession(deps.db, token, cacheOf()) : null;
        if (!session) throw unauthorized();
        if (session.withdrawOnly && !withdrawOnlyEndpoints.has(endpoint)) throw withdrawOnlyRefusal(session.withdrawOnly);
      }
      if (options.authorize) await options.authorize(request, deps);

      // a multipart body (files) is left to the handler, which reads its parts with its own limits
      const partsUnread = endpoint.multipart === true && /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
      let raw: unknown = readsQuery ? request.query : partsUnread ? {} : request.body;
      // an encrypted idempotent call without a rate limit records its nonce with its key's claim, in one
      // statement; anything refused before that claim records it first, so a replayed body is told so as before
      let nonceWithClaim: string | null = null;
      if (endpoint.encrypted) {
        const opened = await openEncryptedBodyAsync(raw, deps.keys);
        if (endpoint.idempotent && !options.limit) {
          checkNonce(opened.nonce);
          nonceWithClaim = opened.nonce;
        } else {
          await claimNonce(deps, opened.nonce);
        }
        raw = opened.body;
      }
      const refusedBeforeClaim = async (error: unknown) => {
        if (nonceWithClaim !== null) await claimNonce(deps, nonceWithClaim);
        return error;
      };

      // no control character reaches a handler, whatever the endpoint (a NUL once answered 500)
      const unreadable = forbiddenTextPaths(raw);
      if (unreadable.length > 0) {
        throw await refusedBeforeClaim(
          apiError(
            'VALIDATION',
            'Some fields hold characters that are not allowed.',
            unreadable.map((field) => ({ field, key: validationKeys.forbiddenCharacters })),
          ),
        );
      }

      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) {
        throw await refusedBeforeClaim(apiError('VALIDATION', 'Some fields are missing or invalid.', fieldErrorsFromIssues(parsed.error.issues, raw)));
      }

      if (options.limit) {
        const caller = options.limit.by?.(request) ?? (session ? `member:${session.member.id}` : `ip:${normalizeIp(request.ip)}`);
        await hit(deps.db, routeBucket(caller, endpoint), options.limit);
      }

      let idempotent: IdempotentCall | null = null;
      if (endpoint.idempotent) {
        let key: string;
        try {
          key = idempotencyKeyOf(request);
        } catch (error) {
          throw await refusedBeforeClaim(error);
        }
        idempotent = {
          scope: session ? `member:${session.member.id}` : `ip:${normalizeIp(request.ip)}`,
          endpoint: `${endpoint.method} ${endpoint.path}`,
          key,
          requestHash: requestHashOf(parsed.data),
        };
        const first =
          nonceWithClaim === null
            ? await claimIdempotentCall(deps.db, idempotent)
            : await claimIdempotentCallWithNonce(deps.db, idempotent, nonceWithClaim, NONCE_SECONDS);
        if (first) {
          return reply
            .code(first.status)
            .header('content-type', 'application/json; charset=utf-8')
            .header('idempotent-replayed', 'true')
            .send(first.body);
        }
      }

      let merchant: Promise<Merchant> | undefined;
      let kept = false;
      const cacheWrites: CacheWrites | null = options.settle === 'whenBumped' ? { bumped: null } : null;
      let optional: Promise<SessionInfo | null> | undefined;
      const languageHeader = request.headers.language;
      const ctx: RouteContext<E> = {
        input: parsed.data as z.output<E['request']>,
        request,
        reply,
        deps,
        ip: normalizeIp(request.ip),
        language: typeof languageHeader === 'string' && languageHeader.length <= 16 ? languageHeader : null,
        session,
        requireSession() {
          if (!session) throw unauthorized();
          return session;
        },
        optionalSession() {
          if (session) return Promise.resolve(session);
          optional ??= token ? findSession(deps.db, token, cacheOf()) : Promise.resolve(null);
          return optional;
        },
        merchant(host) {
          const header = request.headers.merchant;
          merchant ??= resolveMerchant(
            deps.db,
            session ? session.member.merchantCode : typeof header === 'string' ? header : undefined,
            host ?? request.hostname,
            cacheOf(),
          );
          return merchant;
        },
        get cache() {
          return cacheOf();
        },
        idempotencyKey: idempotent?.key ?? null,
        idempotentCall: idempotent,
        answerKept() {
          kept = true;
        },
        cacheWrites,
      };

      // a call that may have written waits, before it answers, until this instance's read cache sees the
      // write (db/read-cache.ts): the caller's next request must not be answered from before it
      const run = endpoint.method === 'GET' ? () => handler(ctx) : () => settledAfter(deps, () => handler(ctx), cacheWrites);
      if (!idempotent) {
        const value = await run();
        return reply.header('content-type', 'application/json; charset=utf-8').send(successJson(value));
      }
      let answer: { status: number; body: string };
      try {
        const value = await run();
        answer = { status: 200, body: successJson(value) };
      } catch (error) {
        // a refusal is the answer to this key; a failure without one (5xx, 429) leaves the key for a retry
        if (error instanceof ApiError && isFinalAnswer(error.status)) {
          await finishIdempotentCall(deps.db, idempotent, { status: error.status, body: JSON.stringify(failureOf(error)) });
        } else {
          await dropIdempotentCall(deps.db, idempotent).catch(() => undefined);
        }
        throw error;
      }
      if (!kept) await finishIdempotentCall(deps.db, idempotent, answer);
      return reply.code(answer.status).header('content-type', 'application/json; charset=utf-8').send(answer.body);
    },
  });
}
