import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type IdempotencyFailureReason } from '../../../src/shared/contract/endpoint';
import type { Db } from '../db/client';
import { runHot } from '../db/hot-statement';
import { idempotentRequests } from '../db/schema';
import { sha256Hex } from '../lib/hash';
import { apiError } from './status';

/*
 * Idempotent calls (`idempotent: true` in the contract): the first call with
 * a key claims it (a `pending` row), runs, and stores its answer (`done`);
 * a repeat with the same request gets that answer back, a repeat while the
 * first still runs is told to retry in a moment, and the key for another
 * request is a CONFLICT. Answers that say nothing final (5xx, 429, 503) are
 * not kept: the claim is dropped, so a retry runs again.
 */

/** A claim older than this while still pending: its call died with its instance, a retry may run it again. */
export const PENDING_TAKEOVER_MS = 60_000;

export interface IdempotentCall {
  /** `member:<id>` for a session's calls, else `ip:<address>` */
  scope: string;
  /** `POST /wps/…` */
  endpoint: string;
  key: string;
  requestHash: string;
}

export interface StoredAnswer {
  status: number;
  body: string;
}

/** The key of the request, or a 400 that says what is missing. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) {
    throw apiError(
      'BAD_REQUEST',
      `This call needs an ${IDEMPOTENCY_HEADER} header: one key per action, the same key when the action is retried.`,
    );
  }
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw apiError('BAD_REQUEST', `The ${IDEMPOTENCY_HEADER} header must be 16 to 128 letters, digits, '-' or '_'.`);
  }
  return header;
}

/** JSON with the keys of every object in order: the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHashOf(input: unknown): string {
  return sha256Hex(canonical(input));
}

const reason = (r: IdempotencyFailureReason) => ({ reason: r });
const inProgress = () =>
  apiError('CONFLICT', 'A request with this Idempotency-Key is still being processed. Please try again in a moment.', undefined, reason('idempotencyInProgress'));

/**
 * Claims the key for this call. Answers null when the call is to run now,
 * or the stored answer of the first call with this key. Throws CONFLICT for
 * a key used with another request, or while the first call still runs.
 */
export async function claimIdempotentCall(db: Db, call: IdempotentCall): Promise<StoredAnswer | null> {
  const claimed = await db
    .insert(idempotentRequests)
    .values({ ...call, state: 'pending' })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) return null;
  return claimTaken(db, call);
}

/**
 * `claimIdempotentCall` of an encrypted call, with its body's nonce recorded
 * in the same statement (a round trip less on an encrypted money call): a
 * nonce seen before claims nothing and is refused as `claimNonce` refuses
 * it (ENCRYPTION_REQUIRED); a fresh one is kept whatever the key's claim
 * finds. `nonceSeconds`: how long the nonce is kept.
 */
export async function claimIdempotentCallWithNonce(db: Db, call: IdempotentCall, nonce: string, nonceSeconds: number): Promise<StoredAnswer | null> {
  // a money call's first statement: written once, a named prepared statement on PostgreSQL (db/hot-statement.ts)
  const [row] = await runHot<{ fresh: boolean; claimed: boolean }>(db, 'idempotent_claim_with_nonce', CLAIM_WITH_NONCE, [
    nonce,
    nonceSeconds,
    call.scope,
    call.endpoint,
    call.key,
    call.requestHash,
  ]);
  if (!row?.fresh) throw apiError('ENCRYPTION_REQUIRED', 'This request has already been used. Please try again.');
  if (row.claimed) return null;
  return claimTaken(db, call);
}

/*
 * The claim commits without waiting for its flush to disk (`synchronous_commit` off for its own transaction:
 * set_config's third argument). Visibility is unchanged: a repeat arriving meanwhile sees the claim at once.
 * Durability is what the call's own commit gives it: the write-ahead log is flushed in order, so the commit
 * of whatever the call then writes (the bet, the withdrawal, the transfer) flushes the claim before it. A
 * claim lost in a crash is one whose call had committed nothing: a retry runs it afresh, which its
 * Idempotency-Key allows anyway, and a replayed body does what the first would have done, once. Measured: 7 %
 * more lottery bets a second (docs/performance.md, "The key's claim without its own flush").
 */
const CLAIM_WITH_NONCE = `with n as (
      insert into payload_nonces (nonce, expires_at) values ($1, now() + make_interval(secs => $2::float8))
      on conflict do nothing returning nonce),
    c as (
      insert into idempotent_requests (scope, endpoint, key, request_hash, state)
      select $3, $4, $5, $6, 'pending' where exists (select from n)
      on conflict do nothing returning key)
    select exists (select from n) as fresh, exists (select from c) as claimed, set_config('synchronous_commit', 'off', true) as flush`;

/** The key was claimed before: its stored answer, a takeover of a claim left by a dead instance, or a refusal. */
async function claimTaken(db: Db, call: IdempotentCall): Promise<StoredAnswer | null> {
  const where = and(eq(idempotentRequests.scope, call.scope), eq(idempotentRequests.endpoint, call.endpoint), eq(idempotentRequests.key, call.key));
  const [prior] = await db.select().from(idempotentRequests).where(where);
  // dropped meanwhile (the first call failed without an answer to keep): claim it again
  if (!prior) return claimIdempotentCall(db, call);
  if (prior.requestHash !== call.requestHash) {
    throw apiError('CONFLICT', 'This Idempotency-Key was already used for a different request.', undefined, reason('idempotencyKeyReused'));
  }
  if (prior.state === 'done' && prior.responseStatus !== null && prior.responseBody !== null) {
    return { status: prior.responseStatus, body: prior.responseBody };
  }
  // a claim left pending by an instance that died: the first to take it over runs the call again
  const takenOver = await db
    .update(idempotentRequests)
    .set({ updatedAt: sql`now()` })
    .where(and(where, eq(idempotentRequests.state, 'pending'), lt(idempotentRequests.updatedAt, sql`now() - make_interval(secs => ${PENDING_TAKEOVER_MS / 1000})`)))
    .returning({ key: idempotentRequests.key });
  if (takenOver.length > 0) return null;
  throw inProgress();
}

/** Whether an answer is final for its key: kept and replayed. Refusals for now (429, 5xx) are not. */
export function isFinalAnswer(status: number): boolean {
  return status < 500 && status !== 429;
}

export async function finishIdempotentCall(db: Db, call: IdempotentCall, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotentRequests)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body, updatedAt: sql`now()` })
    .where(and(eq(idempotentRequests.scope, call.scope), eq(idempotentRequests.endpoint, call.endpoint), eq(idempotentRequests.key, call.key)));
}

/** Drops the claim of a call that ended without a final answer, so that a retry runs it again. */
export async function dropIdempotentCall(db: Db, call: IdempotentCall): Promise<void> {
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.scope, call.scope),
        eq(idempotentRequests.endpoint, call.endpoint),
        eq(idempotentRequests.key, call.key),
        eq(idempotentRequests.state, 'pending'),
      ),
    );
}
