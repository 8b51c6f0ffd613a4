import { api } from '@/shared/contract/api';
import { API_ORIGIN, contractHandler, MockAnswer } from '../contract-handler';
import { buildSystemStatus } from '../fixtures';
import { mockState } from '../state';

export const systemHandlers = [
  contractHandler(api.systemStatus, () => buildSystemStatus()),
  // the address in use only; tests of the mirrors page list their own (tests/unit/features/download)
  contractHandler(api.domainRoute, () => ({ domainList: [API_ORIGIN] })),
  contractHandler(api.ping, () => ({ time: Date.now() })),
  contractHandler(api.publicKey, () => ({ keyId: mockState.keys.keyId, publicKey: mockState.publicKey })),
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

