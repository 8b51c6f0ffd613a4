import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { contractBaseQuery, lazyEndpoints } from '@/shared/api/base-api';
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
