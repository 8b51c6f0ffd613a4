import { generatePayloadKeyPair, loadPayloadKeyPair, type PayloadKeyPair } from '../../server/src/lib/payload-cipher';

/** What the mock platform remembers between calls of one test. */
export interface MockState {
  keys: PayloadKeyPair;
  publicKey: string;
  /** tokens the mock accepts */
  tokens: Set<string>;
  languageUpdates: string[];
  loginBodies: unknown[];
}

const generated = generatePayloadKeyPair('test-key');
const keys = loadPayloadKeyPair(generated.keyId, generated.privateKeyPem);

export const mockState: MockState = {
  keys,
  publicKey: generated.publicKey,
  tokens: new Set(),
  languageUpdates: [],
  loginBodies: [],
};

export function resetMockState() {
  mockState.tokens = new Set(['token-demo']);
  mockState.languageUpdates = [];
  mockState.loginBodies = [];
}
