import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * Verification of the identity service's ID tokens (Firebase Authentication,
 * "secure token" JWTs signed RS256 by Google) with node:crypto only, as
 * Firebase documents it for servers without the Admin SDK:
 * header alg RS256 and a kid of the published keys; signature; exp in the
 * future, iat and auth_time in the past (with a small clock skew); aud the
 * project id; iss https://securetoken.google.com/<project id>; sub (the uid)
 * a non-empty string of at most 128 characters.
 *
 * The keys are a JWKS fetched from `jwksUrl` and kept as long as its
 * Cache-Control max-age says. A kid the cache does not know triggers one
 * early refetch (the keys rotate), at most once a minute.
 *
 * In emulator mode (the Auth emulator, development only) tokens are unsigned
 * (alg "none"): the claims are checked the same way, the signature is not.
 */

export const DEFAULT_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Tolerated difference between our clock and Google's. */
export const CLOCK_SKEW_SECONDS = 60;
/** Keys are kept this long when the answer carries no max-age. */
const DEFAULT_KEYS_TTL_SECONDS = 300;
/** ... and never longer than this, whatever it says. */
const MAX_KEYS_TTL_SECONDS = 24 * 3600;
/** An unknown kid refetches the keys at most this often. */
const MIN_REFETCH_INTERVAL_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;
const MAX_TOKEN_LENGTH = 4096;

export type IdTokenFailure =
  /** no project configured: third-party sign-in is off */
  | 'notConfigured'
  /** the keys could not be fetched and none are cached */
  | 'keysUnavailable'
  /** not a JWT, bad base64 or JSON, wrong algorithm, unknown key, bad signature, wrong claims */
  | 'invalid'
  /** well-formed and signed, but past its exp */
  | 'expired';

export class IdTokenError extends Error {
  constructor(
    readonly failure: IdTokenFailure,
    /** for the log only: never shown to the caller */
    readonly detail: string,
  ) {
    super(`ID token refused (${failure}): ${detail}`);
    this.name = 'IdTokenError';
  }
}

/** What the platform uses of a verified token. */
export interface VerifiedIdentity {
  /** the identity service's user id (`sub`) */
  uid: string;
  /** `firebase.sign_in_provider`: google.com, facebook.com, phone, password, … */
  provider: string;
  email: string | null;
  emailVerified: boolean;
  /** E.164, e.g. +84912345678 */
  phoneNumber: string | null;
  displayName: string | null;
  authTime: number;
  issuedAt: number;
  expiresAt: number;
}

export interface IdTokenVerifierOptions {
  /** the Firebase project id; undefined: every verification fails with notConfigured */
  projectId: string | undefined;
  jwksUrl?: string;
  /** accept the Auth emulator's unsigned tokens (never in production) */
  emulator?: boolean;
  clockSkewSeconds?: number;
  /** injected by tests */
  fetch?: typeof fetch;
  now?: () => number;
}

export interface IdTokenVerifier {
  readonly configured: boolean;
  readonly emulator: boolean;
  verify(token: string): Promise<VerifiedIdentity>;
}

interface KeySet {
  keys: Map<string, KeyObject>;
  fetchedAt: number;
  expiresAt: number;
}

const invalid = (detail: string) => new IdTokenError('invalid', detail);

function decodeJson(part: string, what: string): Record<string, unknown> {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) throw invalid(`${what} is not base64url`);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw invalid(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(`${what} is not an object`);
  return value as Record<string, unknown>;
}

/** max-age of a Cache-Control header, in seconds, or null. */
export function maxAgeOf(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  if (/(^|,)\s*(no-store|no-cache)\s*(,|$)/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

function keysFrom(body: unknown): Map<string, KeyObject> {
  const list = typeof body === 'object' && body !== null ? (body as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(list)) throw new Error('the JWKS has no keys array');
  const keys = new Map<string, KeyObject>();
  for (const jwk of list as Array<Record<string, unknown>>) {
    if (typeof jwk !== 'object' || jwk === null) continue;
    if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') continue;
    if (jwk.use !== undefined && jwk.use !== 'sig') continue;
    try {
      const key = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e } as JsonWebKey, format: 'jwk' });
      // a short modulus would make forging a signature feasible
      if ((key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048) keys.set(jwk.kid, key);
    } catch {
      // one malformed key does not spoil the others
    }
  }
  if (keys.size === 0) throw new Error('the JWKS has no usable RS256 key');
  return keys;
}

export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const projectId = options.projectId;
  const jwksUrl = options.jwksUrl ?? DEFAULT_JWKS_URL;
  const emulator = options.emulator ?? false;
  const skew = options.clockSkewSeconds ?? CLOCK_SKEW_SECONDS;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;

  let cached: KeySet | null = null;
  let inFlight: Promise<KeySet> | null = null;

  async function fetchKeys(): Promise<KeySet> {
    const response = await doFetch(jwksUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the JWKS answered HTTP ${response.status}`);
    const keys = keysFrom(await response.json());
    const maxAge = maxAgeOf(response.headers.get('cache-control'));
    const ttl = Math.min(maxAge ?? DEFAULT_KEYS_TTL_SECONDS, MAX_KEYS_TTL_SECONDS);
    const fetchedAt = now();
    return { keys, fetchedAt, expiresAt: fetchedAt + ttl * 1000 };
  }

  /** The key set, fetched when missing or stale (one fetch at a time); a failed refresh keeps stale keys. */
  async function keySet(force: boolean): Promise<KeySet> {
    if (cached && !force && cached.expiresAt > now()) return cached;
    inFlight ??= fetchKeys().finally(() => {
      inFlight = null;
    });
    try {
      cached = await inFlight;
      return cached;
    } catch (error) {
      if (cached) return cached;
      throw new IdTokenError('keysUnavailable', error instanceof Error ? error.message : String(error));
    }
  }

  async function keyFor(kid: string): Promise<KeyObject> {
    let set = await keySet(false);
    let key = set.keys.get(kid);
    if (!key && now() - set.fetchedAt >= MIN_REFETCH_INTERVAL_MS) {
      set = await keySet(true);
      key = set.keys.get(kid);
    }
    if (!key) throw invalid(`no published key has kid ${kid}`);
    return key;
  }

  function claimsOf(payload: Record<string, unknown>): VerifiedIdentity {
    const at = Math.floor(now() / 1000);
    const { exp, iat, auth_time: authTime, aud, iss, sub } = payload;
    if (typeof exp !== 'number' || typeof iat !== 'number' || typeof authTime !== 'number') {
      throw invalid('exp, iat or auth_time is missing');
    }
    if (iat > at + skew) throw invalid('iat is in the future');
    if (authTime > at + skew) throw invalid('auth_time is in the future');
    if (aud !== projectId) throw invalid('aud is not this project');
    if (iss !== `https://securetoken.google.com/${projectId ?? ''}`) throw invalid('iss is not this project');
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) throw invalid('sub is empty or too long');
    // expiry last: an expired token that is otherwise right gets the more helpful answer
    if (exp <= at - skew) throw new IdTokenError('expired', 'exp is in the past');
    const firebase = typeof payload.firebase === 'object' && payload.firebase !== null ? (payload.firebase as Record<string, unknown>) : {};
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
    return {
      uid: sub,
      provider: text(firebase.sign_in_provider) ?? 'unknown',
      email: text(payload.email),
      emailVerified: payload.email_verified === true,
      phoneNumber: text(payload.phone_number),
      displayName: text(payload.name),
      authTime,
      issuedAt: iat,
      expiresAt: exp,
    };
  }

  return {
    configured: projectId !== undefined,
    emulator,
    async verify(token: string): Promise<VerifiedIdentity> {
      if (!projectId) throw new IdTokenError('notConfigured', 'FIREBASE_PROJECT_ID is not set');
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) throw invalid('not a token of a sane length');
      const parts = token.trim().split('.');
      if (parts.length !== 3) throw invalid('not three parts');
      const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
      const header = decodeJson(headerPart, 'header');
      const payload = decodeJson(payloadPart, 'payload');

      if (emulator) {
        if (header.alg !== 'none') throw invalid(`emulator tokens are unsigned, not ${String(header.alg)}`);
        return claimsOf(payload);
      }
      if (header.alg !== 'RS256') throw invalid(`alg ${String(header.alg)} is not RS256`);
      if (typeof header.kid !== 'string' || header.kid === '') throw invalid('no kid');
      if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) throw invalid('no signature');
      const key = await keyFor(header.kid);
      const signed = verifySignature('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`, 'ascii'), key, Buffer.from(signaturePart, 'base64url'));
      if (!signed) throw invalid('the signature does not match');
      return claimsOf(payload);
    },
  };
}
