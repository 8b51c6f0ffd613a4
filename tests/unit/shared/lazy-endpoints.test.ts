import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { contractBaseQuery, lazyEndpoints } from '@/shared/api/base-api';
import { readEnv } from '@/shared/config/env';
import { walletApi } from '@/shared/contract/wallet';
import { API_ORIGIN } from '../../mocks/contract-handler';
import { server } from '../../mocks/server';

/** What RTK Query hands a base query, with a store that holds the demo's token. */
const queryApi = () =>
  ({ signal: new AbortController().signal, getState: () => ({ session: { token: 'token-demo' } }) }) as unknown as Parameters<typeof contractBaseQuery>[1];

describe('endpoints named on the first screen, loaded with the first call', () => {
  it('loads the registry once, on the first call, whichever endpoint asks first', async () => {
    const load = vi.fn(() => Promise.resolve(walletApi));
    const api = lazyEndpoints(load);
    // naming an endpoint loads nothing
    expect(api.balance).toBe(api.balance);
    expect(load).not.toHaveBeenCalled();
    const answer = await contractBaseQuery({ endpoint: api.balance, args: {} }, queryApi(), {});
    expect(answer).toMatchObject({ data: { sumBalance: 5_000_000, currency: 'VND' } });
    await expect(api.balance.load()).resolves.toBe(walletApi.balance);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that does not arrive is a network error, and the next call tries again', async () => {
    const load = vi.fn<() => Promise<typeof walletApi>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(walletApi);
    const api = lazyEndpoints(load);
    const failed = await contractBaseQuery({ endpoint: api.balance, args: {} }, queryApi(), {});
    expect(failed).toMatchObject({ error: { kind: 'network', code: 'NETWORK', status: 0 } });
    const retried = await contractBaseQuery({ endpoint: api.balance, args: {} }, queryApi(), {});
    expect(retried).toMatchObject({ data: { sumBalance: 5_000_000 } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the loaded endpoint still checks the answer against its schema', async () => {
    server.use(http.get(`${API_ORIGIN}${walletApi.balance.path}`, () => HttpResponse.json({ success: true, value: { sumBalance: 'lots' }, message: 'OK' })));
    const api = lazyEndpoints(() => Promise.resolve(walletApi));
    const answer = await contractBaseQuery({ endpoint: api.balance, args: {} }, queryApi(), {});
    expect(answer).toMatchObject({ error: { kind: 'contract', code: 'CONTRACT' } });
  });
});

describe('the site environment, read by hand', () => {
  it('takes the defaults when a variable is unset', () => {
    expect(readEnv({})).toEqual({ VITE_API_BASE_URL: '', VITE_MERCHANT_CODE: 'LOTUS', VITE_FIREBASE_CONFIG: '' });
  });

  it('keeps what the build was given', () => {
    expect(readEnv({ VITE_API_BASE_URL: 'https://api.example.test', VITE_MERCHANT_CODE: 'M1', VITE_FIREBASE_CONFIG: '{}' })).toEqual({
      VITE_API_BASE_URL: 'https://api.example.test',
      VITE_MERCHANT_CODE: 'M1',
      VITE_FIREBASE_CONFIG: '{}',
    });
  });

  it('refuses an empty merchant code and a value that is not a string', () => {
    expect(() => readEnv({ VITE_MERCHANT_CODE: '' })).toThrow(/VITE_MERCHANT_CODE must be a non-empty string/);
    expect(() => readEnv({ VITE_API_BASE_URL: 42 })).toThrow(/VITE_API_BASE_URL must be a string/);
  });
});
