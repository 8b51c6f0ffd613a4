import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildGame, resetGamesMock } from '../../../mocks/handlers/games';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

const requests: { hot: Array<Record<string, string>>; popular: Array<Record<string, string>> } = { hot: [], popular: [] };

beforeEach(() => {
  resetGamesMock();
  requests.hot = [];
  requests.popular = [];
  const game = (i: number, isHot: 0 | 1) =>
    buildGame({ nodeId: `G-${i}`, gameId: `G_${i}`, gameCode: `G_${i}`, name: `Game ${i}`, isHot, imageUrl: `/media/games/G-${i}.svg` });
  server.use(
    contractHandler(api.hotGames, ({ input }) => {
      requests.hot.push(input as Record<string, string>);
      return { list: [game(1, 1), game(2, 1), game(3, 1)] };
    }),
    contractHandler(api.popularGames, ({ input }) => {
      requests.popular.push(input as Record<string, string>);
      const count = Number((input as { count?: string }).count ?? 0);
      // every third popular game is hot
      return { list: Array.from({ length: count }, (_, i) => game(100 + i, i % 3 === 0 ? 1 : 0)) };
    }),
  );
});

describe('home: hot and popular games', () => {
  it('asks for 20 popular games and for the platform’s hot games (isPlatform 2), and marks hot games', async () => {
    renderApp('/');
    const popular = await screen.findByRole('list', { name: 'Popular games' });
    await waitFor(() => expect(within(popular).getAllByTestId('game-card')).toHaveLength(20));
    expect(requests.popular.at(-1)).toMatchObject({ count: '20' });
    expect(requests.hot.at(-1)).toMatchObject({ isPlatform: '2' });

    const hot = screen.getByRole('list', { name: 'Hot games' });
    const hotCards = within(hot).getAllByTestId('game-card');
    expect(hotCards).toHaveLength(3);
    for (const card of hotCards) expect(within(card).getByText('HOT')).toBeInTheDocument();

    // the hot badge follows isHot 1 and nothing else
    const popularCards = within(popular).getAllByTestId('game-card');
    popularCards.forEach((card, i) => {
      if (i % 3 === 0) expect(within(card).getByText('HOT')).toBeInTheDocument();
      else expect(within(card).queryByText('HOT')).not.toBeInTheDocument();
    });
  });
});
