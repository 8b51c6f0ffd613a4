import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeLanguage } from '@/shared/i18n/language';
import { safeGameUrl } from '@/features/games/game-frame';
import { MockFailure } from '../../../mocks/contract-handler';
import { gamesMock, givenLaunchRoutingCatalogue, resetGamesMock } from '../../../mocks/handlers/games';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

beforeEach(() => {
  resetGamesMock();
  storeLanguage('EN');
  server.use(givenLaunchRoutingCatalogue());
});

describe('/seamless, the SEA lottery view', () => {
  it('asks a visitor to log in and launches nothing', async () => {
    renderApp('/seamless?vendor=SEA&gameCode=SEA_0002');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(gamesMock.launches).toHaveLength(0);
  });

  it('launches the draw of ?gameCode= for a member and shows it in place', async () => {
    givenLoggedIn();
    const { router } = renderApp('/seamless?vendor=SEA&gameCode=SEA_0002');
    const frame = await screen.findByTitle('SEA Lotto 2');
    expect(frame.tagName).toBe('IFRAME');
    expect(gamesMock.launches).toHaveLength(1);
    expect(gamesMock.launches[0]).toMatchObject({ gameId: 'SEA_0002', vassalage: 'SEA' });
    expect(router.state.location.pathname).toBe('/seamless');
  });

  it('says when the launch failed, and launches again on retry', async () => {
    givenLoggedIn();
    gamesMock.launchFailure = new MockFailure(500, 'INTERNAL', 'The vendor did not answer.');
    const { user } = renderApp('/seamless?vendor=SEA');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('could not be opened');
    expect(gamesMock.launches).toHaveLength(1);
    gamesMock.launchFailure = null;
    await user.click(retry);
    expect(await screen.findByTitle('SEA Lottery')).toBeInTheDocument();
    expect(gamesMock.launches).toHaveLength(2);
  });
});

describe('/game frames only the site and its launch hosts', () => {
  it('accepts its own origin and the launch hosts, refuses anything else', () => {
    const own = window.location.origin;
    expect(safeGameUrl('/games/dice?session=1')).toBe(`${own}/games/dice?session=1`);
    expect(safeGameUrl('https://launch.example.com/g?s=1', ['https://launch.example.com'])).toBe('https://launch.example.com/g?s=1');
    expect(safeGameUrl('https://elsewhere.example.net/g', ['https://launch.example.com'])).toBeNull();
    expect(safeGameUrl('javascript:alert(1)')).toBeNull();
    expect(safeGameUrl('data:text/html,hi')).toBeNull();
    expect(safeGameUrl(null)).toBeNull();
  });

  it('shows a stranger address as refused, with a way back, and frames nothing', async () => {
    givenLoggedIn();
    renderApp(`/game?url=${encodeURIComponent('https://elsewhere.example.net/phish')}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toBeInTheDocument();
    expect(within(alert).getByRole('button')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
