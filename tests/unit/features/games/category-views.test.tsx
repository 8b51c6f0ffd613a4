import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildVendorLanes } from '../../../mocks/fixtures';
import { buildGame, gamesMock, resetGamesMock } from '../../../mocks/handlers/games';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

beforeEach(() => resetGamesMock());

const cards = () => screen.queryAllByTestId('game-card');
const slotIds = (n: number) => Array.from({ length: n }, (_, i) => `PGS-${String(i + 1).padStart(3, '0')}`);

describe('favourites and recent games of a category page (server paging, 42 a page)', () => {
  it('pages through more than 42 favourites; the server filters by the page’s category and vendors', async () => {
    givenLoggedIn();
    // 60 slot favourites and one live game that must not show on /rng
    gamesMock.favourites = ['EVO-1', ...slotIds(60)];
    const { user } = renderApp('/rng?view=favourites');
    await waitFor(() => expect(cards()).toHaveLength(42));
    expect(gamesMock.favouriteRequests.at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'PGS', pageNo: '1', pageSize: '42' });
    expect(screen.queryByText('Baccarat 1')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(60 - 42));
    expect(gamesMock.favouriteRequests.at(-1)).toMatchObject({ pageNo: '2', pageSize: '42' });
    // the 60th favourite, past the old cap of the first page, is reachable
    expect(screen.getByText('Golden Dragon 56')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pages through recent games, asking the server for the page’s vendors', async () => {
    givenLoggedIn();
    gamesMock.recent = ['XGS-DICE', ...slotIds(50)];
    const { user } = renderApp('/rng?view=recent');
    await waitFor(() => expect(cards()).toHaveLength(42));
    expect(gamesMock.recentRequests.at(-1)).toMatchObject({ vassalage: 'PGS', pageNo: '1', pageSize: '42' });
    expect(screen.queryByText('Lotus Dice')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(gamesMock.recentRequests.at(-1)).toMatchObject({ pageNo: '2' });
  });

  it('on a page gathering several categories, favourites are asked by vendors only', async () => {
    givenLoggedIn();
    // an esports vendor delivered in the SPORTS lane: /esports gathers it with the ESPORTS lane
    const lanes = buildVendorLanes();
    const card = (vassalage: string, gameType: string) => ({ ...lanes[0]!.cards[0]!, vassalage, name: `${vassalage} Esports`, gameType, nodeId: `${gameType}-${vassalage}`, isHot: 0 });
    server.use(
      contractHandler(api.gameVendors, () => ({
        data: {
          lanes: [
            ...lanes,
            { gameCategory: 'SPORTS' as const, title: 'Sports', gameClassify: [], cards: [card('LSP', 'SPORTS'), card('AV', 'SPORTS')] },
            { gameCategory: 'ESPORTS' as const, title: 'Esports', gameClassify: [], cards: [card('IMES', 'ESPORTS')] },
          ],
        },
      })),
    );
    gamesMock.catalogue.push(
      buildGame({ nodeId: 'AV-1', gameId: 'AV_1', gameCode: 'AV_1', name: 'AV Arena', vassalage: 'AV', gameType: 'SPORTS' }),
      buildGame({ nodeId: 'IMES-1', gameId: 'IMES_1', gameCode: 'IMES_1', name: 'IM Cup', vassalage: 'IMES', gameType: 'ESPORTS' }),
      buildGame({ nodeId: 'LSP-1', gameId: 'LSP_1', gameCode: 'LSP_1', name: 'Lotus Football', vassalage: 'LSP', gameType: 'SPORTS' }),
    );
    gamesMock.favourites = ['AV-1', 'IMES-1', 'LSP-1'];
    renderApp('/esports?view=favourites');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const request = gamesMock.favouriteRequests.at(-1) ?? {};
    expect(request.vassalage?.split(',').sort()).toEqual(['AV', 'IMES']);
    expect(request.gameType).toBeUndefined();
    expect(screen.getByText('AV Arena')).toBeInTheDocument();
    expect(screen.getByText('IM Cup')).toBeInTheDocument();
    expect(screen.queryByText('Lotus Football')).not.toBeInTheDocument();
  });
});

describe('favourites paging after a removal', () => {
  it('removing the only favourite of the last page steps back to the page before', async () => {
    givenLoggedIn();
    gamesMock.favourites = slotIds(43);
    const { user } = renderApp('/rng?view=favourites&page=2');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Remove Jade Temple 43 from favourites' }));
    await waitFor(() => expect(cards()).toHaveLength(42));
    expect(gamesMock.favouriteRequests.at(-1)).toMatchObject({ pageNo: '1' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
