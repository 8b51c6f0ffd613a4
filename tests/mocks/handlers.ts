import { api } from '@/shared/contract/api';
import { openEncryptedBody } from '../../server/src/lib/payload-cipher';
import { contractHandler, MockAnswer, MockFailure } from './contract-handler';
import {
  buildBalance,
  buildHomeNotice,
  buildMemberInfo,
  buildSystemStatus,
  buildVendorLanes,
} from './fixtures';
import { mockState } from './state';
import { gamesHandlers } from './games-handlers';
import { botCheckFailure, identityHandlers } from './identity-handlers';
import { socialHandlers } from './social-handlers';

function bearer(request: Request) {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
}

function requireSession(request: Request) {
  return mockState.tokens.has(bearer(request)) ? null : new MockFailure(401, 'UNAUTHORIZED', 'Please log in.');
}

export const systemHandlers = [
  contractHandler(api.systemStatus, () => buildSystemStatus()),
  contractHandler(api.publicKey, () => ({ keyId: mockState.keys.keyId, publicKey: mockState.publicKey })),
  contractHandler(api.homeNotice, () => buildHomeNotice()),
  contractHandler(api.gameVendors, () => ({ data: { lanes: buildVendorLanes() } })),
  contractHandler(api.helpCenter, () => [
    {
      id: 'deposits',
      title: 'Deposits',
      articles: [{ id: 'd1', title: 'How do I deposit?', content: '<p>Open <b>Deposit</b> in the header.</p>' }],
    },
  ]),
  contractHandler(
    api.captcha,
    () => new MockAnswer(btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'), { 'X-Captcha-Key': 'captcha-key-1' }),
  ),
];

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

export const memberHandlers = [
  contractHandler(api.memberInfo, ({ request }) => requireSession(request) ?? buildMemberInfo()),
  contractHandler(api.balance, ({ request }) => requireSession(request) ?? buildBalance()),
  contractHandler(api.updateLanguage, ({ request, input }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    mockState.languageUpdates.push((input as { language: string }).language);
    return null;
  }),
];

export const handlers = [...systemHandlers, ...sessionHandlers, ...memberHandlers, ...identityHandlers, ...socialHandlers, ...gamesHandlers];
