import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { selectBrandSettings } from '@/shared/store/system-status';
import { contractHandler } from '../../mocks/contract-handler';
import { buildSystemStatus } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { renderApp } from '../render';

/** The brand's loginedToHomePage on: visitors without a session go to /login. */
function givenLoginRequired() {
  const base = buildSystemStatus();
  server.use(
    contractHandler(api.systemStatus, () =>
      buildSystemStatus({ info: { ...base.info, settings: { ...base.info.settings, loginedToHomePage: true } } }),
    ),
  );
}

/** Renders `path` for a visitor and waits until the guard has seen the brand settings and the page is up. */
async function visit(path: string) {
  const view = renderApp(path);
  await waitFor(() => expect(selectBrandSettings(view.store.getState())?.loginedToHomePage).toBe(true));
  await screen.findByRole('main');
  await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
  // one more turn for the guard's effect
  await new Promise((resolve) => setTimeout(resolve, 30));
  return view;
}

describe('login guard with loginedToHomePage on', () => {
  it('sends a visitor on an ordinary page to /login', async () => {
    givenLoginRequired();
    const { router } = renderApp('/promotions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each(['/down', '/download', '/helpmc', '/register.html'])('lets a visitor stay on %s', async (path) => {
    givenLoginRequired();
    const { router } = await visit(path);
    expect(router.state.location.pathname).toBe(path);
  });

  it('/download is an alias of the download page /down', async () => {
    givenLoginRequired();
    await visit('/download');
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
  });
});
