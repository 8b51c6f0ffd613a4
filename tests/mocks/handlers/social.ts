import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../contract-handler';
import { buildMemberInfo } from '../fixtures';
import { decrypt } from './identity';
import { mockState } from '../state';

/*
 * The identity-service calls. The Firebase adapter is mocked in the client
 * tests, so its "ID tokens" are plain strings these handlers understand:
 *   social:linked        a Google identity linked to `linkedplayer`
 *   social:new           an identity without an account: a ticket (MOCK_TICKET)
 *   social:bad           a token the server cannot verify
 *   social:off           a server without third-party sign-in configured
 *   social:timedout      a linked member on a time-out with money left: refused with the
 *                        withdraw-only offer, logged in withdraw-only when asked so
 *   phone:<E.164 number> a text-message sign-in of that number (mobile registration)
 */

export const MOCK_TICKET = 'ticket-mock-1';

/** What the social mocks saw within one test file; reset with `resetSocialMock()`. */
export const socialMock = {
  loginBodies: [] as Array<Record<string, unknown>>,
  linkBodies: [] as Array<Record<string, unknown>>,
  registerBodies: [] as Array<Record<string, unknown>>,
};

export function resetSocialMock() {
  socialMock.loginBodies = [];
  socialMock.linkBodies = [];
  socialMock.registerBodies = [];
}

const loggedIn = (account: string) => {
  mockState.tokens.add('token-new');
  return { token: 'token-new', firstTimeLogin: false, passwordExpired: false, user: buildMemberInfo({ account }) };
};

const failure = (status: number, code: 'FORBIDDEN' | 'UNAUTHORIZED' | 'BAD_REQUEST' | 'CONFLICT', reason: string, message: string) =>
  new MockFailure(status, code, message, undefined, { reason });

const ticketExpired = () => failure(400, 'BAD_REQUEST', 'ticketExpired', 'This sign-in has expired or was already used. Please sign in again.');

export const socialHandlers = [
  contractHandler(api.socialLogin, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    socialMock.loginBodies.push(body);
    switch (body.idToken) {
      case 'social:linked':
        return { status: 'loggedIn' as const, login: loggedIn('linkedplayer') };
      case 'social:new':
        return { status: 'linkRequired' as const, ticket: MOCK_TICKET, expiresInSeconds: 600, provider: 'google.com' as const, email: 'new.player@example.com', displayName: 'New Player' };
      case 'social:off':
        return failure(403, 'FORBIDDEN', 'notConfigured', 'Third-party sign-in is not configured on this server.');
      case 'social:timedout':
        if (body.withdrawOnly === true) {
          const login = loggedIn('restingplayer');
          return { status: 'loggedIn' as const, login: { ...login, user: { ...login.user, withdrawOnly: true } } };
        }
        return new MockFailure(403, 'TIMED_OUT', 'Your account is on a time-out.', undefined, { until: '2026-12-01T10:00:00.000Z', permanent: false, withdrawOnly: true });
      default:
        return failure(401, 'UNAUTHORIZED', 'tokenInvalid', 'The sign-in could not be verified. Please sign in again.');
    }
  }),
  contractHandler(api.socialLink, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    socialMock.linkBodies.push(body);
    if (body.ticket !== MOCK_TICKET) return ticketExpired();
    if (body.username === 'linkedtwice') {
      return failure(409, 'CONFLICT', 'alreadyLinked', 'This account is already linked to another Google identity. A link cannot be changed or removed.');
    }
    if (body.username !== 'demo' || body.password !== 'Demo1234') {
      return new MockFailure(401, 'INVALID_CREDENTIALS', 'The username or password is incorrect.', undefined, { captchaRequired: false });
    }
    return loggedIn('demo');
  }),
  contractHandler(api.socialRegister, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    socialMock.registerBodies.push(body);
    if (body.ticket !== MOCK_TICKET) return ticketExpired();
    if (body.username === 'takenname') {
      return new MockFailure(409, 'CONFLICT', 'This username is already taken.', [{ field: 'username', key: 'validation.usernameTaken' }]);
    }
    return loggedIn(String(body.username));
  }),
];
