import { api } from '@/shared/contract/api';
import { openEncryptedBody } from '../../../server/src/lib/payload-cipher';
import { contractHandler, MockFailure } from '../contract-handler';
import { buildMemberInfo } from '../fixtures';
import { bearer } from '../session-guard';
import { mockState } from '../state';
import { botCheckFailure } from './identity';

export const sessionHandlers = [
  contractHandler(api.login, ({ input }) => {
    let body: unknown;
    try {
      body = openEncryptedBody(input, mockState.keys).body;
    } catch {
      return new MockFailure(400, 'ENCRYPTION_REQUIRED', 'This request must be encrypted.');
    }
    mockState.loginBodies.push(body);
    const { username, password, type } = body as { username: string; password: string; type: string };
    // like the server: a password login needs a solved bot check, a text-message login does not
    const refused = type === 'sms' ? null : botCheckFailure(body);
    if (refused) return refused;
    if (username !== 'demo' || password !== 'Demo1234') {
      return new MockFailure(401, 'INVALID_CREDENTIALS', 'Wrong username or password.');
    }
    mockState.tokens.add('token-new');
    return { token: 'token-new', firstTimeLogin: false, passwordExpired: false, user: buildMemberInfo() };
  }),
  contractHandler(api.logout, ({ request }) => {
    mockState.tokens.delete(bearer(request));
    return null;
  }),
];

