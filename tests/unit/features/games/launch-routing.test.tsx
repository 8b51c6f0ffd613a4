import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { storeLanguage } from '@/shared/i18n/language';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildBanner, buildHomeNotice } from '../../../mocks/fixtures';
import { buildRoutingLanes, gamesMock, givenLaunchRoutingCatalogue, givenOnlyGameUrl2, resetGamesMock } from '../../../mocks/handlers/games';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

beforeEach(() => {
  resetGamesMock();
  // the interface language of the suite (the Language header reads it from here)
  storeLanguage('EN');
  server.use(givenLaunchRoutingCatalogue());
});

/** A vendor card in the home lane of that title. */
async function vendorCard(lane: string, name: RegExp) {
  const region = await screen.findByRole('region', { name: lane });
  return within(region).getByRole('link', { name });
}

/** The launch v2 parameters of spec section 7 that every launch carries. */
const launchParameters = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  merchantCode: 'LOTUS',
  language: 'EN',
};

describe('home vendor lanes go through the launch routing (spec section 2)', () => {
  it('a visitor clicking a vendor gets the login popup and stays home', async () => {
    const { user, router } = renderApp('/');
    await user.click(await vendorCard('Slots', /PG Slots/));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem('vassalage')).toBeNull();
    expect(gamesMock.launches).toHaveLength(0);
  });

  it('a slots vendor stores the vassalage and opens /rng on that vendor', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/');
    await user.click(await vendorCard('Slots', /PG Slots/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(router.state.location.search).toBe('?vendor=PGS');
    expect(window.sessionStorage.getItem('vassalage')).toBe('PGS');
    expect(gamesMock.launches).toHaveLength(0);
  });

  it('/rng without ?vendor= shows the stored slots vendor', async () => {
    server.use(
      contractHandler(api.gameVendors, () => ({
        data: {
          lanes: buildRoutingLanes().map((l) =>
            l.gameCategory === 'RNG' ? { ...l, cards: [...l.cards, { ...(l.cards[0] as (typeof l.cards)[number]), vassalage: 'JDS', name: 'Jade Slots', nodeId: 'RNG_JDS' }] } : l,
          ),
        },
      })),
    );
    window.sessionStorage.setItem('vassalage', 'JDS');
    const { router } = renderApp('/rng');
    await waitFor(() => expect(router.state.location.search).toBe('?vendor=JDS'));
    await waitFor(() => expect(gamesMock.listRequests.at(-1)?.vassalage).toBe('JDS'));
    const tabs = screen.getByRole('navigation', { name: 'Game providers' });
    expect(within(tabs).getByRole('button', { name: /Jade Slots/ })).toHaveAttribute('aria-current', 'true');
    // with nothing stored, the page lists every slots vendor
    expect(gamesMock.listRequests.some((q) => q.vassalage === 'PGS,JDS')).toBe(false);
  });

  it('a VASSALAGE vendor opens the popup list of its games, and a game there launches', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/');
    await user.click(await vendorCard('Fishing', /Ocean King Fishing/));
    const dialog = await screen.findByRole('dialog', { name: 'Ocean King Fishing' });
    await waitFor(() => expect(within(dialog).getAllByTestId('game-card')).toHaveLength(3));
    expect(gamesMock.listRequests.at(-1)).toMatchObject({ vassalage: 'OKF', pageNo: '1', pageSize: '42' });
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(dialog).getByRole('button', { name: 'Play Ocean King 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches[0]).toMatchObject({ gameId: 'OKF_2', nodeId: 'OKF-2', vassalage: 'OKF', ...launchParameters });
    expect(screen.queryByRole('dialog', { name: 'Ocean King Fishing' })).toBeNull();
  });

  it('a card-game vendor lists its rooms; joining one launches v2 with the roomId', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/');
    await user.click(await vendorCard('Card games', /Tien Len Club/));
    const dialog = await screen.findByRole('dialog', { name: /Tien Len Club/ });
    const rooms = await within(dialog).findAllByRole('listitem');
    expect(rooms).toHaveLength(2);
    expect(rooms[1]).toHaveTextContent('Room 2');
    await user.click(within(rooms[1] as HTMLElement).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches).toHaveLength(1);
    expect(gamesMock.launches[0]).toMatchObject({ roomId: 'TLC-R2', nodeId: 'PVP_TLC', vassalage: 'TLC', ...launchParameters });
    expect(gamesMock.launches[0]).not.toHaveProperty('gameId');
  });

  it('a live vendor launches its lobby by v2 (parameters, Language header, no token in the body) and opens /game', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/');
    await user.click(await vendorCard('Live casino', /Evo Live/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches).toEqual([{ nodeId: 'LIVE_EVO', vassalage: 'EVO', username: expect.any(String) as string, ...launchParameters }]);
    expect(gamesMock.launchLanguages).toEqual(['EN']);
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe('/games/dice?session=mock-session');
  });

  it('a fishing lobby vendor (not VASSALAGE) launches its lobby too', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/');
    await user.click(await vendorCard('Fishing', /Deep Sea Hunter/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches[0]).toMatchObject({ nodeId: 'FISH_DSH', vassalage: 'DSH' });
  });

  it('falls back to game_url2 when game_url is empty', async () => {
    givenLoggedIn();
    givenOnlyGameUrl2('/games/demo?session=url2-session');
    const { user, router } = renderApp('/');
    await user.click(await vendorCard('Live casino', /Evo Live/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe('/games/demo?session=url2-session');
    expect(await screen.findByTitle('Game')).toHaveAttribute('src', 'http://localhost:3000/games/demo?session=url2-session');
  });

  it('a vendor under maintenance shows the message and popular games instead of navigating', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/');
    await user.click(await vendorCard('Live casino', /Pearl Live/));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog).toHaveTextContent('Pearl Live is under maintenance');
    await waitFor(() => expect(within(dialog).getAllByTestId('game-card').length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/');
    expect(gamesMock.launches).toHaveLength(0);
  });

  it.each([
    ['Lottery', /Lotto Asia/, '/lottery', ''],
    ['Lottery', /TCG Draw/, '/lottery', ''],
    ['Lottery', /Vietnam Lottery/, '/vnlottery', ''],
    ['Lottery', /SEA Lottery/, '/seamless', '?vendor=SEA'],
    ['In-House', /XGS Originals/, '/inhouse', '?vendor=XGS'],
  ])('the %s vendor %s goes to %s%s', async (lane, name, pathname, search) => {
    givenLoggedIn();
    const { user, router } = renderApp('/');
    await user.click(await vendorCard(lane, name));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });
});

describe('a banner of link type game', () => {
  const gameBanner = () =>
    server.use(
      contractHandler(api.homeNotice, () =>
        buildHomeNotice({ banners: [buildBanner({ bannerId: 9, groupName: 'live', title: 'Play Lotus Dice', linkageType: 'game', link: 'XGS-DICE' })] }),
      ),
    );

  it('asks a visitor to log in, and launches nothing', async () => {
    gameBanner();
    const { user, router } = renderApp('/live');
    await user.click(await screen.findByRole('button', { name: 'Play Lotus Dice' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/live');
    expect(gamesMock.launches).toHaveLength(0);
  });

  it('launches the game of its node id for a member', async () => {
    givenLoggedIn();
    gameBanner();
    const { user, router } = renderApp('/live');
    await user.click(await screen.findByRole('button', { name: 'Play Lotus Dice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.listRequests.some((q) => q.nodeId === 'XGS-DICE')).toBe(true);
    expect(gamesMock.launches[0]).toMatchObject({ gameId: 'XGS_DICE', nodeId: 'XGS-DICE', vassalage: 'XGS', ...launchParameters });
  });
});
