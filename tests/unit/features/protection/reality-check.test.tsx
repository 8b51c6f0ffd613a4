import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/modal-host';
import { RealityCheckWatcher } from '@/features/protection/reality-check-watcher';
import { api } from '@/shared/contract/api';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildProtection, resetProtectionMock } from '../../../mocks/handlers/protection';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderWithProviders } from '../../render';

function renderPlaying() {
  mockState.tokens.add('token-demo');
  return renderWithProviders(
    <>
      <div data-testid="game-frame">game</div>
      <RealityCheckWatcher />
      <ModalHost />
    </>,
    { path: '/game?url=x', preloadedState: { session: { token: 'token-demo' } } as never },
  );
}

/** A reality check every 1.2 seconds (the interval is the server's, in minutes), the session begun now. */
function givenShortRealityCheck(netResult = -125_000) {
  let calls = 0;
  server.use(
    contractHandler(api.realityCheck, () => {
      calls += 1;
      return { intervalMinutes: 0.02, sessionStartedAt: new Date(Date.now() - 500).toISOString(), minutesPlayed: 47, netResult };
    }),
  );
  return () => calls;
}

describe('the reality check on a game page', () => {
  it('stops the game with the time played and the net result, and counts the next one after Continue', async () => {
    const calls = givenShortRealityCheck();
    const { user, store } = renderPlaying();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 20_000 });
    expect(await within(dialog).findByTestId('reality-net')).toHaveTextContent('-125,000');
    expect(dialog).toHaveTextContent('You have played for 47 min since');
    // the dialog does not close on a click beside it: the game stays covered until the member answers
    expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['realityCheck']);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(calls()).toBeGreaterThanOrEqual(3);
  });

  it('opens the betting record from See my history, and logs out from Log out', async () => {
    givenShortRealityCheck(250_000);
    const { user, store } = renderPlaying();
    let dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 20_000 });
    expect(await within(dialog).findByTestId('reality-net')).toHaveTextContent('+250,000');
    await user.click(within(dialog).getByRole('button', { name: 'See my history' }));
    await waitFor(() => expect(store.getState().modals.stack.at(-1)).toEqual({ name: 'memberCentre', options: { page: 'personalHistoryCopy' } }));

    store.dispatch({ type: 'modals/allModalsClosed' });
    dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 20_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });

  it('does nothing without a reality check, and shows the responsible gaming information once first', async () => {
    resetProtectionMock(buildProtection({ infoSeen: false }));
    const calls = givenShortRealityCheck();
    server.use(contractHandler(api.realityCheck, () => ({ intervalMinutes: null, sessionStartedAt: new Date().toISOString(), minutesPlayed: 0, netResult: 0 })));
    const { user } = renderPlaying();
    const welcome = await screen.findByRole('dialog', { name: 'Play responsibly' });
    await user.type(within(welcome).getByLabelText(/^Daily deposit limit/), '2000000');
    await user.click(within(welcome).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });
});
