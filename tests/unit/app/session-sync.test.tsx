import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { givenLoggedIn } from '../../mocks/scenarios';
import { renderApp } from '../render';

const peers: BroadcastChannel[] = [];
afterEach(() => peers.splice(0).forEach((c) => c.close()));

function otherTab(onMessage: (data: unknown, channel: BroadcastChannel) => void) {
  const channel = new BroadcastChannel('session');
  channel.onmessage = (event: MessageEvent) => onMessage(event.data, channel);
  peers.push(channel);
  return channel;
}

describe('sessions across tabs', () => {
  it('a new tab takes the session of an open tab instead of looking logged out', async () => {
    otherTab((data, channel) => {
      if ((data as { type: string }).type === 'request') channel.postMessage({ type: 'share', token: 'token-demo' });
    });
    const { store } = renderApp('/');
    await waitFor(() => expect(store.getState().session.token).toBe('token-demo'));
    expect(await screen.findByTestId('balance')).toBeInTheDocument();
  });

  it('an open tab shares its session when a new one asks', async () => {
    givenLoggedIn();
    const answers: unknown[] = [];
    const tab = otherTab((data) => answers.push(data));
    renderApp('/');
    await screen.findByTestId('balance');
    tab.postMessage({ type: 'request' });
    await waitFor(() => expect(answers).toContainEqual({ type: 'share', token: 'token-demo' }));
  });

  it('a logout in another tab ends the session here', async () => {
    givenLoggedIn();
    const tab = otherTab(() => undefined);
    const { store } = renderApp('/');
    await screen.findByTestId('balance');
    tab.postMessage({ type: 'logout' });
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
