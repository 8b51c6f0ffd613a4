import type { FieldError } from '../../../../src/shared/contract/envelope';
import type { SocialFailureReason } from '../../../../src/shared/contract/social';
import type { Config } from '../../config';
import { apiError } from '../../http/status';
import { createIdTokenVerifier, IdTokenError, type IdTokenVerifier, type VerifiedIdentity } from '../../lib/id-token';
import type { ApiError } from '../../lib/errors';

const verifiers = new WeakMap<Config, IdTokenVerifier>();

/**
 * The ID-token verifier of a configuration: one per app instance (each has
 * its own Config object), so the cached keys live as long as the instance
 * and tests with different settings never share a cache.
 */
export function idTokenVerifierFor(config: Config): IdTokenVerifier {
  let verifier = verifiers.get(config);
  if (!verifier) {
    verifier = createIdTokenVerifier({
      projectId: config.firebase.projectId,
      jwksUrl: config.firebase.jwksUrl,
      emulator: config.firebase.emulator,
    });
    verifiers.set(config, verifier);
  }
  return verifier;
}

/** A failure of the identity calls, with the reason the site translates (`social.errors.<reason>`). */
export function socialError(
  code: Parameters<typeof apiError>[0],
  reason: SocialFailureReason,
  message: string,
  fieldErrors?: FieldError[],
): ApiError {
  return apiError(code, message, fieldErrors, { reason });
}

export const notConfigured = () =>
  socialError('FORBIDDEN', 'notConfigured', 'Third-party sign-in is not configured on this server.');

/**
 * Verifies an ID token and turns every refusal into a clear 4xx answer (503
 * only when the identity service's keys cannot be fetched): never a 500.
 * `fieldErrors` places an invalid token under a form field when there is one.
 */
export async function verifiedIdentity(
  verifier: IdTokenVerifier,
  token: string,
  onInvalid: { fieldErrors?: FieldError[]; code?: 'UNAUTHORIZED' | 'VALIDATION' } = {},
): Promise<VerifiedIdentity> {
  try {
    return await verifier.verify(token);
  } catch (error) {
    if (!(error instanceof IdTokenError)) throw error;
    switch (error.failure) {
      case 'notConfigured':
        throw notConfigured();
      case 'keysUnavailable':
        throw socialError('MAINTENANCE', 'serviceUnavailable', 'The sign-in service cannot be reached right now. Please try again in a moment.');
      case 'expired':
      case 'invalid':
        throw socialError(
          onInvalid.code ?? 'UNAUTHORIZED',
          'tokenInvalid',
          error.failure === 'expired'
            ? 'Your sign-in has expired. Please sign in again.'
            : 'The sign-in could not be verified. Please sign in again.',
          onInvalid.fieldErrors,
        );
    }
  }
}
