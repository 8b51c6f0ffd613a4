import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiRequestError } from '@/shared/api/api-error';
import { callEndpoint, forgetServerPublicKey } from '@/shared/api/call-endpoint';
import { httpClient } from '@/shared/api/client';
import { coreApi } from '@/shared/api/core-api';
import { userLoggedOut } from '@/shared/store/session-slice';
import { makeStore } from '@/shared/store/store';
import { api } from '@/shared/contract/api';
import { endpoint } from '@/shared/contract/endpoint';
import { storeLanguage } from '@/shared/i18n/language';
import { answerBotChallenge } from '@/shared/crypto/bot-check';
import { generatePayloadKeyPair, openEncryptedBody } from '../../../server/src/lib/payload-cipher';
import { API_ORIGIN, contractHandler, MockFailure, takeContractViolations } from '../../mocks/contract-handler';
import { server } from '../../mocks/server';
import { mockState } from '../../mocks/state';

function captureHeaders(path: string) {
  const seen: Headers[] = [];
  server.use(
    http.get(`${API_ORIGIN}${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ success: true, value: { sumBalance: 1, currency: 'VND', currencySymbol: '₫', unreadMessages: 0 }, message: 'OK' });
    }),
  );
  return seen;
}

describe('axios client and contract calls', () => {
  it("attaches the token, the interface language, the merchant code and this browser's device id", async () => {
    storeLanguage('TH');
    window.localStorage.removeItem('device');
    const seen = captureHeaders(api.balance.path);
    await callEndpoint(httpClient, api.balance, {}, { token: 'token-demo' });
    await callEndpoint(httpClient, api.balance, {}, { token: 'token-demo' });
    expect(seen[0]?.get('authorization')).toBe('Bearer token-demo');
    expect(seen[0]?.get('language')).toBe('TH');
    expect(seen[0]?.get('merchant')).toBe('LOTUS');
    // made once and kept: the same id on every call
    expect(seen[0]?.get('device')).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(seen[1]?.get('device')).toBe(seen[0]?.get('device'));
    expect(window.localStorage.getItem('device')).toBe(seen[0]?.get('device'));
    storeLanguage('EN');
  });

  it("RTK Query sends the store's token, not what storage or axios hold", async () => {
    window.sessionStorage.setItem('token', 'token-in-storage');
    const store = makeStore({ session: { token: 'token-in-store' } });
    const seen = captureHeaders(api.balance.path);
    await store.dispatch(coreApi.endpoints.balance.initiate());
    expect(seen[0]?.get('authorization')).toBe('Bearer token-in-store');
    store.dispatch(userLoggedOut());
    await store.dispatch(coreApi.endpoints.balance.initiate(undefined, { forceRefetch: true }));
    expect(seen[1]?.has('authorization')).toBe(false);
  });

  it('sends no token header without a session', async () => {
    const seen = captureHeaders(api.balance.path);
    await callEndpoint(httpClient, api.balance, {});
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('unwraps the envelope into a typed value', async () => {
    const { value } = await callEndpoint(httpClient, api.balance, {}, { token: 'token-demo' });
    expect(value).toEqual({ sumBalance: 5_000_000, currency: 'VND', currencySymbol: '₫', unreadMessages: 0 });
  });

  it('encrypts E calls so that only the server key opens them, with no password in clear', async () => {
    let raw = '';
    server.use(
      http.post(`${API_ORIGIN}${api.login.path}`, async ({ request }) => {
        raw = await request.text();
        return HttpResponse.json({ success: false, value: null, message: 'stop', code: 'INVALID_CREDENTIALS' }, { status: 401 });
      }),
    );
    forgetServerPublicKey();
    await expect(
      callEndpoint(httpClient, api.login, { username: 'demo', password: 'Sup3r-secret', type: 'username' }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(raw).not.toContain('Sup3r-secret');
    expect(raw).not.toContain('demo');
    const body = JSON.parse(raw) as unknown;
    expect(body).toMatchObject({ keyId: 'test-key', ek: expect.any(String), iv: expect.any(String), ct: expect.any(String), mac: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(openEncryptedBody(body, mockState.keys).body).toEqual({ username: 'demo', password: 'Sup3r-secret', type: 'username' });
  });

  it('a tampered ciphertext is refused by the server check', async () => {
    let raw: { ct: string } | null = null;
    server.use(
      http.post(`${API_ORIGIN}${api.login.path}`, async ({ request }) => {
        raw = (await request.json()) as { ct: string };
        return HttpResponse.json({ success: false, value: null, message: 'stop', code: 'INVALID_CREDENTIALS' }, { status: 401 });
      }),
    );
    await callEndpoint(httpClient, api.login, { username: 'demo', password: 'x', type: 'username' }).catch(() => undefined);
    const tampered = { ...raw!, ct: raw!.ct.slice(0, -4) + 'AAAA' };
    expect(() => openEncryptedBody(tampered, mockState.keys)).toThrow(/encrypted/);
  });

  it('turns a failure envelope into a server error with its code and field errors', async () => {
    server.use(
      http.put(`${API_ORIGIN}${api.updateLanguage.path}`, () =>
        HttpResponse.json(
          { success: false, value: null, message: 'Bad language', code: 'VALIDATION', fieldErrors: [{ field: 'language', key: 'validation.notEmpty' }] },
          { status: 400 },
        ),
      ),
    );
    const error = await callEndpoint(httpClient, api.updateLanguage, { language: 'XX' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', status: 400, code: 'VALIDATION', message: 'Bad language' });
    expect((error as ApiRequestError).fieldErrors).toEqual([{ field: 'language', key: 'validation.notEmpty' }]);
  });

  it('no answer is a network error', async () => {
    server.use(http.get(`${API_ORIGIN}${api.balance.path}`, () => HttpResponse.error()));
    const error = await callEndpoint(httpClient, api.balance, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', code: 'NETWORK' });
  });

  it('an answer that breaks the contract is a contract error, not data', async () => {
    server.use(http.get(`${API_ORIGIN}${api.balance.path}`, () => HttpResponse.json({ success: true, value: { sumBalance: 'lots' }, message: 'OK' })));
    const error = await callEndpoint(httpClient, api.balance, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'contract', code: 'CONTRACT' });
  });

  it('a gateway page (HTML 502) counts as no answer', async () => {
    server.use(http.get(`${API_ORIGIN}${api.balance.path}`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const error = await callEndpoint(httpClient, api.balance, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 502 });
  });

  describe('a refused seal (ENCRYPTION_REQUIRED)', () => {
    /** Counts the requests that reach each path during one test. */
    function countRequests() {
      const counts = new Map<string, number>();
      const listener = ({ request }: { request: Request }) => {
        const path = new URL(request.url).pathname;
        counts.set(path, (counts.get(path) ?? 0) + 1);
      };
      server.events.on('request:start', listener);
      return {
        of: (path: string) => counts.get(path) ?? 0,
        stop: () => server.events.removeListener('request:start', listener),
      };
    }

    it('forgets the key, fetches it again and sends the call once more', async () => {
      // the site still holds a key the server has rotated away
      const stale = generatePayloadKeyPair('rotated-away');
      let keyCalls = 0;
      server.use(
        contractHandler(api.publicKey, () =>
          keyCalls++ === 0 ? { keyId: stale.keyId, publicKey: stale.publicKey } : { keyId: mockState.keys.keyId, publicKey: mockState.publicKey },
        ),
      );
      forgetServerPublicKey();
      const botCheck = await answerBotChallenge((await callEndpoint(httpClient, api.botChallenge, {})).value);
      const requests = countRequests();
      const { value } = await callEndpoint(httpClient, api.login, { username: 'demo', password: 'Demo1234', type: 'username', botCheck });
      requests.stop();
      expect(value.token).toBe('token-new');
      expect(requests.of(api.login.path)).toBe(2);
      expect(requests.of(api.publicKey.path)).toBe(2);
      expect(mockState.loginBodies).toEqual([{ username: 'demo', password: 'Demo1234', type: 'username', botCheck }]);
    });

    it('retries only once when the server keeps refusing', async () => {
      server.use(contractHandler(api.login, () => new MockFailure(400, 'ENCRYPTION_REQUIRED', 'This request must be encrypted.')));
      forgetServerPublicKey();
      const requests = countRequests();
      const error = await callEndpoint(httpClient, api.login, { username: 'demo', password: 'Demo1234', type: 'username' }).catch((e: unknown) => e);
      requests.stop();
      expect(error).toMatchObject({ kind: 'server', code: 'ENCRYPTION_REQUIRED' });
      expect(requests.of(api.login.path)).toBe(2);
      expect(requests.of(api.publicKey.path)).toBe(2);
    });

    it('does not retry other refusals', async () => {
      forgetServerPublicKey();
      const botCheck = await answerBotChallenge((await callEndpoint(httpClient, api.botChallenge, {})).value);
      const requests = countRequests();
      const error = await callEndpoint(httpClient, api.login, { username: 'demo', password: 'wrong', type: 'username', botCheck }).catch((e: unknown) => e);
      requests.stop();
      expect(error).toMatchObject({ kind: 'server', code: 'INVALID_CREDENTIALS' });
      expect(requests.of(api.login.path)).toBe(1);
      expect(requests.of(api.publicKey.path)).toBe(1);
    });
  });

  it('the mocks refuse, like the server, a request the contract rejects, and report it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await callEndpoint(httpClient, api.login, { username: '', password: 'x', type: 'username' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', status: 400, code: 'VALIDATION' });
    expect((error as ApiRequestError).fieldErrors.map((f) => f.field)).toEqual(['username']);
    const reported = takeContractViolations();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/POST \/wps\/.* username/);
    expect(mockState.loginBodies).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/contract rejects/));
  });

  describe('idempotent calls', () => {
    /** A money-moving call of no real domain: what matters is `idempotent: true`. */
    const pay = (encrypted: boolean) =>
      endpoint({
        method: 'POST',
        path: encrypted ? '/wps/test/pay-sealed' : '/wps/test/pay',
        auth: true,
        encrypted,
        idempotent: true,
        request: z.object({ amount: z.number() }),
        response: z.object({ paid: z.number() }),
      });
    const key = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';

    it('sends the action key in the Idempotency-Key header', async () => {
      const seen: (string | null)[] = [];
      server.use(
        http.post(`${API_ORIGIN}/wps/test/pay`, ({ request }) => {
          seen.push(request.headers.get('idempotency-key'));
          return HttpResponse.json({ success: true, value: { paid: 5 }, message: 'OK' });
        }),
      );
      const { value } = await callEndpoint(httpClient, pay(false), { amount: 5 }, { idempotencyKey: key });
      expect(value).toEqual({ paid: 5 });
      expect(seen).toEqual([key]);
    });

    it('refuses to send it without a key, and sends no key to other calls', async () => {
      const requests: string[] = [];
      const listener = ({ request }: { request: Request }) => requests.push(new URL(request.url).pathname);
      server.events.on('request:start', listener);
      const error = await callEndpoint(httpClient, pay(false), { amount: 5 }).catch((e: unknown) => e);
      const seen = captureHeaders(api.balance.path);
      await callEndpoint(httpClient, api.balance, {}, { idempotencyKey: key });
      server.events.removeListener('request:start', listener);
      expect(error).toMatchObject({ kind: 'contract', message: expect.stringContaining('idempotency key') });
      expect(requests).toEqual([api.balance.path]);
      expect(seen[0]?.has('idempotency-key')).toBe(false);
    });

    it('sends the same key again when a refused seal is sent once more', async () => {
      const seen: (string | null)[] = [];
      server.use(
        http.post(`${API_ORIGIN}/wps/test/pay-sealed`, ({ request }) => {
          seen.push(request.headers.get('idempotency-key'));
          return seen.length === 1
            ? HttpResponse.json({ success: false, value: null, message: 'This request must be encrypted.', code: 'ENCRYPTION_REQUIRED' }, { status: 400 })
            : HttpResponse.json({ success: true, value: { paid: 7 }, message: 'OK' });
        }),
      );
      forgetServerPublicKey();
      await callEndpoint(httpClient, pay(true), { amount: 7 }, { idempotencyKey: key });
      expect(seen).toEqual([key, key]);
    });
  });
});
