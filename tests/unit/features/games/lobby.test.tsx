import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { launchStep, type Launchable } from '@/features/games/launch-rules';
import { pageItems } from '@/features/games/pagination';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildBalance, buildHomeNotice, buildVendorLanes } from '../../../mocks/fixtures';
import { gamesMock, resetGamesMock } from '../../../mocks/handlers/games';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

beforeEach(() => resetGamesMock());

const lastList = () => gamesMock.listRequests.at(-1) ?? {};
const cards = () => screen.queryAllByTestId('game-card');

describe('pagination (page range 3, margin pages 1)', () => {
  it.each([
    [1, 1, [1]],
    [5, 3, [1, 2, 3, 4, 5]],
    [29, 1, [1, 2, 3, 'break', 29]],
    [29, 10, [1, 'break', 9, 10, 11, 'break', 29]],
    [29, 29, [1, 'break', 27, 28, 29]],
    [29, 4, [1, 2, 3, 4, 5, 'break', 29]],
  ] as const)('%i pages, page %i → %j', (total, current, expected) => {
    expect(pageItems(total, current)).toEqual(expected);
  });
});

describe('category page', () => {
  it('lists 42 games a page from page 1 and pages through', async () => {
    const { user } = renderApp('/rng');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(42));
    expect(lastList()).toMatchObject({ pageNo: '1', pageSize: '42', vassalage: 'PGS', clientType: '3' });
    expect(screen.getByText('100 games')).toBeInTheDocument();
    // each tile's picture, with its copies at the size a desktop grid shows it and twice as wide, for screens
    // of two or three device pixels a pixel
    const picture = cards()[0]!.querySelector('img');
    const src = picture?.getAttribute('src');
    expect(src).toMatch(/^\/media\/games\/PGS-\d+\.webp$/);
    expect(picture).toHaveAttribute('srcset', `${src}?w=200 200w, ${src} 300w, ${src}?w=600 600w`);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toHaveLength(100 - 84));
    expect(lastList().pageNo).toBe('3');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it.each([
    ['glides to the top of the list', false, 'smooth'],
    ['jumps to the top of the list for a visitor who asked for less motion', true, 'auto'],
  ] as const)('a new page %s', async (_, reduced, behavior) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduced && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const scrolled = vi.fn();
    // jsdom does not scroll
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      vi.unstubAllGlobals();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { user } = renderApp('/rng');
    await waitFor(() => expect(cards()).toHaveLength(42));
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior });
  });

  it('filters by classification, name, minimum bet and lines, and clears them', async () => {
    server.use(
      contractHandler(api.gameVendors, () => ({
        data: { lanes: buildVendorLanes().map((l) => (l.gameCategory === 'RNG' ? { ...l, gameClassify: ['hot', 'new', 'jackpot', 'classic'] } : l)) },
      })),
    );
    const { user } = renderApp('/rng');
    await waitFor(() => expect(cards()).toHaveLength(42));
    await user.click(screen.getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(lastList().gameClassify).toBe('jackpot'));
    await waitFor(() => expect(cards()).toHaveLength(25));
    await user.selectOptions(screen.getByRole('combobox', { name: /Min bet/ }), '10000');
    await waitFor(() => expect(lastList()).toMatchObject({ gameClassify: 'jackpot', minBet: '10000' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Lines/ }), '50');
    await waitFor(() => expect(lastList()).toMatchObject({ minLineNum: '50' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'no such game' } });
    await waitFor(() => expect(lastList().gameName).toBe('no such game'));
    expect(await screen.findByText('No game matches your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(42));
    // the unfiltered first page comes from the cache; the search box follows the address
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows the vendor tabs of the page and filters by ?vendor=', async () => {
    renderApp('/live?vendor=EVO');
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(lastList().vassalage).toBe('EVO');
    const tabs = screen.getByRole('navigation', { name: 'Game providers' });
    expect(within(tabs).getByRole('button', { name: /Evo Live/ })).toHaveAttribute('aria-current', 'true');
  });

  it('marks hot games and shows a designed error state with retry', async () => {
    const first = renderApp('/rng');
    await waitFor(() => expect(cards()).toHaveLength(42));
    expect(within(cards()[0] as HTMLElement).getByText('HOT')).toBeInTheDocument();
    expect(within(cards()[1] as HTMLElement).queryByText('HOT')).toBeNull();
    // the first screen's tiles load their artwork at once, the others when they come near the window
    expect((cards()[0] as HTMLElement).querySelector('img')).toHaveAttribute('loading', 'eager');
    expect((cards()[12] as HTMLElement).querySelector('img')).toHaveAttribute('loading', 'lazy');
    first.unmount();
    server.use(contractHandler(api.gameList, () => new MockFailure(500, 'INTERNAL', 'boom')));
    renderApp('/inhouse');
    expect(await screen.findByText('Games could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('favourites', () => {
  it('a visitor gets the login popup', async () => {
    const { user } = renderApp('/rng');
    await waitFor(() => expect(cards()).toHaveLength(42));
    await user.click(screen.getByRole('button', { name: 'Add Golden Dragon 1 to favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(gamesMock.favourites).toEqual([]);
  });

  it('a member adds and removes a favourite, and sees it in the favourites view', async () => {
    givenLoggedIn();
    const { user } = renderApp('/rng');
    await waitFor(() => expect(cards()).toHaveLength(42));
    await user.click(screen.getByRole('button', { name: 'Add Golden Dragon 1 to favourites' }));
    const star = await screen.findByRole('button', { name: 'Remove Golden Dragon 1 from favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(gamesMock.favourites).toEqual(['PGS-001']));
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Remove Golden Dragon 1 from favourites' }));
    await waitFor(() => expect(gamesMock.favourites).toEqual([]));
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
  });

  it('recent games need login, and list what was launched', async () => {
    givenLoggedIn();
    gamesMock.recent = ['XGS-DICE'];
    const { user } = renderApp('/inhouse');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Recently played' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('Lotus Dice')).toBeInTheDocument();
  });
});

describe('game launch routing (spec section 2)', () => {
  const base: Launchable = { name: 'X', vassalage: 'V', nodeId: 'V-1', gameType: 'LIVE', gameId: 'V_1', roomId: null, accountTypeName: null, isGame: null, maintenance: false };

  it('decides each route', () => {
    expect(launchStep(base, false)).toEqual({ kind: 'login' });
    expect(launchStep({ ...base, maintenance: true }, true)).toEqual({ kind: 'maintenance' });
    expect(launchStep({ ...base, accountTypeName: 'LOTT', gameCode: 'L1', defaultPlayType: 'box' }, true)).toEqual({ kind: 'navigate', to: '/lottery?gameCode=L1&playType=box' });
    expect(launchStep({ ...base, accountTypeName: 'ELOTT', gameCode: 'L1', defaultPlayType: null }, true)).toEqual({ kind: 'navigate', to: '/lottery' });
    expect(launchStep({ ...base, accountTypeName: 'TCG_LOTTO_VN', gameCode: 'VN1' }, true)).toEqual({ kind: 'navigate', to: '/vnlottery?gameCode=VN1' });
    expect(launchStep({ ...base, accountTypeName: 'TCG_SEA', vassalage: 'SEA', gameCode: 'S1' }, true)).toEqual({ kind: 'navigate', to: '/seamless?vendor=SEA&gameCode=S1' });
    expect(launchStep({ ...base, gameType: 'RNG', gameId: null, vassalage: 'JDS', isGame: 'VASSALAGE' }, true)).toEqual({ kind: 'navigate', to: '/rng?vendor=JDS', storeVassalage: 'JDS' });
    expect(launchStep({ ...base, gameType: 'FISH', gameId: null, isGame: 'VASSALAGE' }, true)).toEqual({ kind: 'vendorGames' });
    expect(launchStep({ ...base, gameType: 'PVP', gameId: null }, true)).toEqual({ kind: 'pvpRooms' });
    expect(launchStep({ ...base, gameId: null }, true)).toEqual({ kind: 'launch' });
    expect(launchStep(base, true)).toEqual({ kind: 'launch' });
  });

  it('a visitor clicking a game gets the login popup and nothing launches', async () => {
    const { user } = renderApp('/inhouse');
    await waitFor(() => expect(cards()).toHaveLength(2));
    // before the app has run, the server's copy of the login dialog answers a visitor's press of it
    expect(screen.getByRole('button', { name: 'Play Lotus Dice' })).toHaveAttribute('data-early-login', '');
    await user.click(screen.getByRole('button', { name: 'Play Lotus Dice' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(gamesMock.launches).toHaveLength(0);
  });

  it('launches by v2 with the parameters of section 7 and opens /game, once while in flight', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/inhouse');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const play = screen.getByRole('button', { name: 'Play Lotus Dice' });
    // a member's press launches the game: no login dialog before the app
    expect(play).not.toHaveAttribute('data-early-login');
    fireEvent.click(play);
    fireEvent.click(play);
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches).toHaveLength(1);
    expect(gamesMock.launches[0]).toMatchObject({
      gameId: 'XGS_DICE',
      nodeId: 'XGS-DICE',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'XGS',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      merchantCode: 'LOTUS',
      language: 'EN',
    });
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe('/games/dice?session=mock-session');
    const frame = await screen.findByTitle('Game');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://localhost:3000/games/dice?session=mock-session');
    expect(screen.getByRole('button', { name: 'Back to lobby' })).toBeInTheDocument();
    void user;
  });

  it('a game under maintenance shows the message and popular games instead of launching', async () => {
    givenLoggedIn();
    const { user } = renderApp('/rng');
    await waitFor(() => expect(cards()).toHaveLength(42));
    await user.click(screen.getByRole('button', { name: 'Play Royal Panda 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog).toHaveTextContent('Royal Panda 4 is under maintenance');
    await waitFor(() => expect(within(dialog).getAllByTestId('game-card').length).toBeGreaterThan(0));
    expect(gamesMock.launches).toHaveLength(0);
  });

  it('a launch the server refuses for maintenance shows the same message', async () => {
    givenLoggedIn();
    gamesMock.launchFailure = new MockFailure(503, 'MAINTENANCE', 'This game is under maintenance.');
    const { user } = renderApp('/live');
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Play Baccarat 1' }));
    expect(await screen.findByRole('dialog', { name: 'Game under maintenance' })).toBeInTheDocument();
  });

  it('vendor cards route: slots vendor to /rng storing the vassalage, live vendor launches its lobby', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/');
    const lane = await screen.findByRole('region', { name: 'Slots' });
    await user.click(within(lane).getByRole('link', { name: /PG Slots/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(router.state.location.search).toBe('?vendor=PGS');
  });

  it('the game frame refetches the header balance when the game reports a round, from its own frame only', async () => {
    givenLoggedIn();
    let balance = 5_000_000;
    let calls = 0;
    server.use(
      contractHandler(api.balance, () => {
        calls += 1;
        return buildBalance({ sumBalance: balance });
      }),
    );
    renderApp(`/game?url=${encodeURIComponent('/games/dice?session=abc')}`);
    // the header may be drawn before the balance answer arrives
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('5,000,000'));
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    const before = calls;
    balance = 4_990_000;
    // a message from elsewhere is ignored
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'lotus:balance-changed' }, origin: 'http://evil.test' })));
    act(() =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'lotus:balance-changed' }, origin: 'http://localhost:3000', source: frame.contentWindow })),
    );
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('4,990,000'));
    expect(calls).toBe(before + 1);
  });
});

describe('home promotions', () => {
  const promotion = (id: number, title: string) => ({
    id,
    category: 'deposit',
    title,
    summary: `${title} for every member`,
    imageUrl: `/media/promotions/${id}.svg`,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
  });

  it('shows at most three running promotions, each opening its page', async () => {
    server.use(
      contractHandler(api.homeNotice, () =>
        buildHomeNotice({ promotion: [promotion(1, 'Weekly cashback'), promotion(2, 'Reload bonus'), promotion(3, 'Lucky spin'), promotion(4, 'Fourth')] }),
      ),
    );
    const { user, router } = renderApp('/');
    const lane = await screen.findByRole('region', { name: 'Promotions' });
    const links = within(lane).getAllByRole('link').filter((a) => a.getAttribute('href')?.includes('id='));
    expect(links).toHaveLength(3);
    expect(within(lane).queryByText('Fourth')).toBeNull();
    await user.click(within(lane).getByText('Reload bonus'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=2'));
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('has no promotions lane when there are none', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });
});
