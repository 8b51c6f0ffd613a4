import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

/**
 * Verification of the identity service's ID tokens (Firebase Authentication,
 * "secure token" JWTs signed RS256 by Google), as Firebase documents it for
 * servers without the Admin SDK: header alg RS256 and a kid of the published
 * keys; signature; exp in the future, iat and auth_time in the past (with a
 * small clock skew); aud the project id; iss
 * https://securetoken.google.com/<project id>; sub (the uid) a non-empty
 * string of at most 128 characters.
 *
 * The JWT and the JWKS are handled by `jose` (a small, dependency-free,
 * well-kept library): decoding, the choice of the key by kid, algorithm and
 * type, the RS256 signature (keys under 2048 bits refused), exp, aud and
 * iss. What stays here is Firebase's own rules (auth_time, sub) and the
 * keys' cache: the JWKS is fetched from `jwksUrl` and kept as long as its
 * Cache-Control max-age says (jose's remote set keeps keys for a fixed time;
 * Google says how long in the header). A kid the cache does not know
 * triggers one early refetch (the keys rotate), at most once a minute.
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
  keys: ReturnType<typeof createLocalJWKSet>;
  kids: Set<string>;
  fetchedAt: number;
  expiresAt: number;
}

const invalid = (detail: string) => new IdTokenError('invalid', detail);

/** max-age of a Cache-Control header, in seconds, or null. */
export function maxAgeOf(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  if (/(^|,)\s*(no-store|no-cache)\s*(,|$)/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** The RS256 signing keys of a JWKS answer, for jose; refused when it has none (a broken answer keeps the keys cached before it). */
function keysFrom(body: unknown): { keys: ReturnType<typeof createLocalJWKSet>; kids: Set<string> } {
  const list = typeof body === 'object' && body !== null ? (body as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(list)) throw new Error('the JWKS has no keys array');
  const usable = (list as unknown[]).filter(
    (jwk): jwk is Record<string, unknown> =>
      typeof jwk === 'object' &&
      jwk !== null &&
      (jwk as Record<string, unknown>).kty === 'RSA' &&
      typeof (jwk as Record<string, unknown>).kid === 'string' &&
      [undefined, 'RS256'].includes((jwk as Record<string, unknown>).alg as string | undefined) &&
      [undefined, 'sig'].includes((jwk as Record<string, unknown>).use as string | undefined),
  );
  if (usable.length === 0) throw new Error('the JWKS has no usable RS256 key');
  return { keys: createLocalJWKSet({ keys: usable } as JSONWebKeySet), kids: new Set(usable.map((jwk) => jwk.kid as string)) };
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
    const { keys, kids } = keysFrom(await response.json());
    const maxAge = maxAgeOf(response.headers.get('cache-control'));
    const ttl = Math.min(maxAge ?? DEFAULT_KEYS_TTL_SECONDS, MAX_KEYS_TTL_SECONDS);
    const fetchedAt = now();
    return { keys, kids, fetchedAt, expiresAt: fetchedAt + ttl * 1000 };
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

  /** The key set that publishes `kid`: refetched once when the cached one does not (at most once a minute). */
  async function keysFor(kid: string): Promise<KeySet> {
    let set = await keySet(false);
    if (!set.kids.has(kid) && now() - set.fetchedAt >= MIN_REFETCH_INTERVAL_MS) set = await keySet(true);
    if (!set.kids.has(kid)) throw invalid(`no published key has kid ${kid}`);
    return set;
  }

  function claimsOf(payload: JWTPayload): VerifiedIdentity {
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
      const jwt = token.trim();
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(jwt);
      } catch (error) {
        throw invalid(error instanceof Error ? error.message : 'not a JWT');
      }

      if (emulator) {
        if (header.alg !== 'none') throw invalid(`emulator tokens are unsigned, not ${String(header.alg)}`);
        try {
          return claimsOf(decodeJwt(jwt));
        } catch (error) {
          if (error instanceof IdTokenError) throw error;
          throw invalid(error instanceof Error ? error.message : 'not a JWT');
        }
      }
      if (header.alg !== 'RS256') throw invalid(`alg ${String(header.alg)} is not RS256`);
      if (typeof header.kid !== 'string' || header.kid === '') throw invalid('no kid');
      const set = await keysFor(header.kid);
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(jwt, set.keys, {
          algorithms: ['RS256'],
          audience: projectId,
          issuer: `https://securetoken.google.com/${projectId}`,
          requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
          clockTolerance: skew,
          currentDate: new Date(now()),
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new IdTokenError('expired', 'exp is in the past');
        // a bad signature, a wrong claim, a key under 2048 bits (jose's TypeError), a malformed token
        throw invalid(error instanceof Error ? error.message : String(error));
      }
      return claimsOf(payload);
    },
  };
}
