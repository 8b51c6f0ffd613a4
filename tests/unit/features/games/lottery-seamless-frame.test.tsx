import { screen, waitFor, within } from '@testing-library/react';
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

describe('/lottery and /vnlottery', () => {
  it('lists every lottery and e-lottery draw 42 a page and finds a ?gameCode= past the first page, launching it with its play type', async () => {
    givenLoggedIn();
    // RCE is the fourth e-lottery vendor: its tenth draw is number 86 of 116
    const { user } = renderApp('/lottery?gameCode=RCE_0010&playType=box');
    const selected = await screen.findByRole('heading', { name: 'RCE Draw 10' });
    const panel = selected.closest('section') as HTMLElement;
    expect(panel).toHaveTextContent('box');
    // the list opens on the page of the selected draw: the third and last, 116 − 84 = 32 draws
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(32));
    // 116 draws: three pages, and no fourth
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).toBeNull();
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Play RCE Draw 10' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(gamesMock.launches).toHaveLength(1));
    expect(gamesMock.launches[0]).toMatchObject({ gameId: 'RCE_0010', vassalage: 'RCE', playType: 'box' });
  });

  it('sends no play type without a game code, and says so when the draw of the address does not exist', async () => {
    givenLoggedIn();
    renderApp('/lottery?gameCode=NOPE_0001&playType=box');
    expect(await screen.findByText(/NOPE_0001/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play now' })).toBeNull();
  });

  it('/vnlottery lists only the Vietnam draws and selects the one of ?gameCode=', async () => {
    givenLoggedIn();
    renderApp('/vnlottery?gameCode=VNL_0005');
    expect(await screen.findByRole('heading', { name: 'Xo So 5' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(16));
    for (const card of screen.getAllByTestId('game-card')) expect(card).toHaveTextContent('Xo So');
  });
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
