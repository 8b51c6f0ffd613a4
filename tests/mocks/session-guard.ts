import { MockFailure } from './contract-handler';
import { mockState } from './state';

/** The session token of a request. */
export function bearer(request: Request) {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
}

/** A T call without a known token: the 401 the server answers. */
export function requireSession(request: Request) {
  return mockState.tokens.has(bearer(request)) ? null : new MockFailure(401, 'UNAUTHORIZED', 'Please log in.');
}
