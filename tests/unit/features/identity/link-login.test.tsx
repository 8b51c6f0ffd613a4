import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_SECRETS_KEY, SECRET_PARAMS } from '@/features/identity/identity-url-actions';
import { identityMock, MOCK_LOGIN_CODE, resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';
import { givenBrand } from './auth-helpers';

/**
 * Login by link (docs/security.md, "A session token in a link"): index.html's
 * first script and what the app does with what it hands over.
 */

const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const firstScript = /<script>([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';

/** Runs index.html's first script on this address; the address it leaves and what it stashed. */
function runFirstScript(address: string) {
  history.replaceState(null, '', address);
  new Function(firstScript)();
  const stashed = sessionStorage.getItem(ADDRESS_SECRETS_KEY);
  return { address: `${location.pathname}${location.search}${location.hash}`, stashed: stashed ? (JSON.parse(stashed) as Record<string, string>) : null };
}

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  resetIdentityMock();
  givenBrand();
});

describe("index.html's first script", () => {
  it('comes before any other script, stylesheet or preload of the page', () => {
    const firstTag = /<(script|link|style)\b[^>]*>/.exec(head);
    expect(firstTag?.[0]).toBe('<script>');
    expect(firstScript).toContain('replaceState');
  });

  it('takes every secret out of the address and leaves the rest', () => {
    const { address, stashed } = runFirstScript(`/promotions?loginCode=${MOCK_LOGIN_CODE}&tab=all&token=tok-1&resetToken=reset-1#terms`);
    expect(address).toBe('/promotions?tab=all#terms');
    expect(stashed).toEqual({ loginCode: MOCK_LOGIN_CODE, token: 'tok-1', resetToken: 'reset-1' });
    // the app and the script agree on the names
    expect(Object.keys(stashed ?? {}).sort()).toEqual([...SECRET_PARAMS].sort());
  });

  it('leaves an address without secrets as it is, and stashes nothing', () => {
    expect(runFirstScript('/rng?vendor=XGS&code=abc')).toEqual({ address: '/rng?vendor=XGS&code=abc', stashed: null });
  });
});

describe('what the app does with the stash', () => {
  /** Every Authorization header the app sends while `run` goes on. */
  async function authorizationsDuring(run: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const authorization = request.headers.get('authorization');
      if (authorization) seen.push(authorization);
    };
    server.events.on('request:start', listener);
    try {
      await run();
    } finally {
      server.events.removeListener('request:start', listener);
    }
    return seen;
  }

  for (const where of ['address', 'stash'] as const) {
    it(`a session token (${where === 'address' ? 'still in the address' : 'stashed by index.html'}) logs nobody in and is sent nowhere`, async () => {
      mockState.tokens.add('token-of-another-member');
      let token: string | null = 'unset';
      const sent = await authorizationsDuring(async () => {
        if (where === 'stash') runFirstScript('/?token=token-of-another-member&vendor=XGS');
        const { store, router } = renderApp(where === 'stash' ? '/?vendor=XGS' : '/?token=token-of-another-member&vendor=XGS');
        await screen.findByRole('navigation', { name: 'Main menu' });
        await waitFor(() => expect(router.state.location.search).toBe('?vendor=XGS'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        token = store.getState().session.token;
      });
      expect(token).toBeNull();
      expect(sent.filter((a) => a.includes('token-of-another-member'))).toEqual([]);
      expect(sessionStorage.getItem(ADDRESS_SECRETS_KEY)).toBeNull();
    });
  }

  it('a stashed code is exchanged once for a session of its own', async () => {
    runFirstScript(`/?loginCode=${MOCK_LOGIN_CODE}`);
    const { store } = renderApp('/');
    await waitFor(() => expect(store.getState().session.token).toBe('token-linked'));
    expect(identityMock.loginLinkCodes).toEqual([MOCK_LOGIN_CODE]);
    expect(sessionStorage.getItem(ADDRESS_SECRETS_KEY)).toBeNull();
  });

  it('a malformed code is not even sent', async () => {
    runFirstScript('/?loginCode=not-a-code');
    const { store } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(identityMock.loginLinkCodes).toEqual([]);
    expect(store.getState().session.token).toBeNull();
  });

  it('a stashed reset token opens the reset dialog', async () => {
    runFirstScript('/?resetToken=good-token');
    renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Choose a new password' })).toBeInTheDocument();
  });
});
