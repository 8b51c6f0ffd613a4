import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18next, initI18n } from '@/shared/i18n/i18n';
import { resetLiveMock } from './mocks/handlers/live';
import { resetChatMock } from './mocks/handlers/chat';
import { resetLotteryMock } from './mocks/handlers/lottery';
import { resetOperatorMock } from './mocks/handlers/operator';
import { resetProtectionMock } from './mocks/handlers/protection';
import { resetWalletMock } from './mocks/handlers/wallet';
import { server } from './mocks/server';
import { resetMockState } from './mocks/state';

// jsdom has no SubtleCrypto; the site's payload encryption needs Web Crypto.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// lazy dialogs are transformed on first import: on two busy cores the first one can take seconds,
// and in CI the browser suite shares the cores
configure({ asyncUtilTimeout: process.env.CI ? 20_000 : 5000 });

// jsdom does not lay out or scroll; the router restores scroll positions.
window.scrollTo = () => undefined;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('EN');
  // react-i18next's default instance is the site's again (a file that renders the server's shell gave it
  // that render's own instance)
  setI18n(i18next);
});

// The client files share one jsdom and one module graph per worker (vitest.config.ts, `isolate: false`):
// what a file changes of the page, the clock or the texts' language is put back before the next one.
afterAll(async () => {
  vi.useRealTimers();
  // the page's address: a file that renders the app without a router of its own reads it (a chat page's file
  // left /chat#t=… behind, and the next file's home page became the chat page)
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.querySelectorAll('meta[name="theme-color"], link[rel="manifest"]').forEach((node) => node.remove());
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  for (const { name } of Array.from(document.documentElement.attributes)) {
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  }
  if (i18next.isInitialized && i18next.language !== 'EN') await i18next.changeLanguage('EN');
});

// jsdom has no object URLs, and Node's own refuse jsdom's files: every test starts with a stand-in that names
// each blob (a file that counts or reads what it is given puts its own over it for its tests)
let objectUrls = 0;
const standInObjectUrls = {
  createObjectURL: () => `blob:test-${(objectUrls += 1)}`,
  revokeObjectURL: () => undefined,
};

beforeEach(() => {
  Object.assign(URL, standInObjectUrls);
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.localStorage.setItem('locale', 'EN');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  resetMockState();
  resetOperatorMock();
  resetWalletMock();
  resetLotteryMock();
  resetLiveMock();
  resetChatMock();
  resetProtectionMock();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
