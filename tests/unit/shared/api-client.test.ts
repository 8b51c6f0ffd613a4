import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-error';
import { callEndpoint, forgetServerPublicKey } from '@/shared/api/call-endpoint';
import { httpClient } from '@/shared/api/client';
import { api } from '@/shared/contract/endpoints';
import { storeLanguage } from '@/shared/i18n/language';
import { openEncryptedBody } from '../../../server/src/lib/payload-cipher';
import { API_ORIGIN } from '../../mocks/contract-handler';
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
  it('attaches the token, the interface language and the merchant code', async () => {
    window.sessionStorage.setItem('token', 'token-demo');
    storeLanguage('TH');
    const seen = captureHeaders(api.balance.path);
    await callEndpoint(httpClient, api.balance, {});
    expect(seen[0]?.get('authorization')).toBe('Bearer token-demo');
    expect(seen[0]?.get('language')).toBe('TH');
    expect(seen[0]?.get('merchant')).toBe('LOTUS');
    storeLanguage('EN');
  });

  it('sends no token header without a session', async () => {
    const seen = captureHeaders(api.balance.path);
    await callEndpoint(httpClient, api.balance, {});
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('unwraps the envelope into a typed value', async () => {
    window.sessionStorage.setItem('token', 'token-demo');
    const { value } = await callEndpoint(httpClient, api.balance, {});
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
});
