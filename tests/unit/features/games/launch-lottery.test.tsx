import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeLanguage } from '@/shared/i18n/language';
import { gamesMock, givenLaunchRoutingCatalogue, resetGamesMock } from '../../../mocks/handlers/games';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

beforeEach(() => {
  resetGamesMock();
  storeLanguage('EN');
  server.use(givenLaunchRoutingCatalogue());
});

const cards = () => screen.queryAllByTestId('game-card');
const lotteryVendors = 'LTA,TCG,KNX,L5D,RCE,PK3';

describe('/lottery: the whole lottery list, 100 at a time (spec section 7)', () => {
  it('asks for the list 100 at a time until the last page, shows it 42 a page', async () => {
    const { user } = renderApp('/lottery');
    await waitFor(() => expect(cards()).toHaveLength(42));
    const asked = gamesMock.listRequests.filter((q) => q.vassalage === lotteryVendors);
    expect(asked.map((q) => [q.pageNo, q.pageSize])).toEqual([
      ['1', '100'],
      ['2', '100'],
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    // 116 draws: the third page holds the last 32, from the second answer of the server
    await waitFor(() => expect(cards()).toHaveLength(116 - 84));
    expect(screen.getByText('PK3 Draw 20')).toBeInTheDocument();
  });

  it('finds a ?gameCode= past the first page and launches it with its playType', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/lottery?gameCode=PK3_0015&playType=box');
    const selected = await screen.findByRole('region', { name: 'PK3 Draw 15' });
    expect(selected).toHaveTextContent('Play type: box');
    await user.click(within(selected).getByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches).toEqual([
      expect.objectContaining({ gameId: 'PK3_0015', nodeId: 'PK3-0015', vassalage: 'PK3', playType: 'box', accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, merchantCode: 'LOTUS', language: 'EN' }),
    ]);
  });

  it('sends no playType when the address has a game code only', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/lottery?gameCode=LTA_0002');
    const selected = await screen.findByRole('region', { name: 'Lotto Asia 2' });
    expect(selected).not.toHaveTextContent('Play type');
    await user.click(within(selected).getByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches[0]).toMatchObject({ gameId: 'LTA_0002' });
    expect(gamesMock.launches[0]).not.toHaveProperty('playType');
  });

  it('a draw clicked in the list is selected with its game code and play type', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/lottery');
    await waitFor(() => expect(cards()).toHaveLength(42));
    await user.click(screen.getByRole('button', { name: 'Play TCG Draw 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?gameCode=TCG_0002&playType=box'));
    expect(await screen.findByRole('region', { name: 'TCG Draw 2' })).toHaveTextContent('Play type: box');
    expect(gamesMock.launches).toHaveLength(0);
  });

  it('says so when the game code is not in the list', async () => {
    renderApp('/lottery?gameCode=NOPE_1&playType=box');
    expect(await screen.findByText('The draw NOPE_1 was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play now' })).toBeNull();
  });

  it('a visitor pressing play gets the login popup', async () => {
    const { user } = renderApp('/lottery?gameCode=PK3_0015&playType=box');
    const selected = await screen.findByRole('region', { name: 'PK3 Draw 15' });
    await user.click(within(selected).getByRole('button', { name: 'Play now' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(gamesMock.launches).toHaveLength(0);
  });
});

describe('/vnlottery', () => {
  it('lists the Vietnam draws only and launches ?gameCode= without a play type', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/vnlottery?gameCode=VNL_0003&playType=box');
    const selected = await screen.findByRole('region', { name: 'Xo So 3' });
    expect(selected).not.toHaveTextContent('Play type');
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect(gamesMock.listRequests.filter((q) => q.vassalage === 'VNL').map((q) => q.pageSize)).toEqual(['100']);
    await user.click(within(selected).getByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches[0]).toMatchObject({ gameId: 'VNL_0003', nodeId: 'VNL-0003', vassalage: 'VNL' });
    expect(gamesMock.launches[0]).not.toHaveProperty('playType');
  });

  it('a Vietnam draw clicked in the list is selected by its game code', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/vnlottery');
    await waitFor(() => expect(cards()).toHaveLength(16));
    await user.click(screen.getByRole('button', { name: 'Play Xo So 5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?gameCode=VNL_0005'));
    expect(await screen.findByRole('region', { name: 'Xo So 5' })).toBeInTheDocument();
  });
});
