import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromoDetailPage } from '@/features/promotions/promotions-page';
import { WinnersBoard } from '@/features/winners/winners-board';
import { i18next } from '@/shared/i18n/i18n';
import { buildActivityDetail, promotionsHandlersOf } from '../../../mocks/handlers/promotions';
import { buildLeaderboard, buildRaffle, buildRaffleDraw, rankingHandlersOf } from '../../../mocks/handlers/ranking';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };
const race = buildActivityDetail({ id: 9, category: 'ranking', kind: 'leaderboard', title: 'Weekly Turnover Race', joinMode: 'auto', state: 'joined', cap: null });
const draw = buildActivityDetail({ id: 10, category: 'ranking', kind: 'raffle', title: 'Weekly Lucky Draw', joinMode: 'auto', state: 'joined', cap: null });

afterEach(async () => {
  await i18next.changeLanguage('EN');
});

describe('leaderboard and raffle on /promoDetail', () => {
  it('shows the live standings with masked names, the prizes and the member’s own place', async () => {
    server.use(...promotionsHandlersOf([race]).handlers, ...rankingHandlersOf());
    renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=9' });
    const board = await screen.findByRole('region', { name: 'Standings' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['1', 'te***07', expect.stringMatching(/1,200,000/), expect.stringMatching(/2,000,000/)],
      ['2', 'd***', expect.stringMatching(/500,000/), expect.stringMatching(/1,000,000/)],
      ['3', 'te***11', expect.stringMatching(/500,000/), expect.stringMatching(/500,000/)],
    ]);
    // the member's row is marked, and the place said in words
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(board).getByTestId('leaderboard-me')).toHaveTextContent(/Your place: 2 · your turnover .*500,000/);
    expect(board).toHaveTextContent('At equal turnover, whoever reached it first ranks higher.');
  });

  it('a visitor sees the standings and is asked to log in for a place; an empty period says so', async () => {
    server.use(...promotionsHandlersOf([race]).handlers, ...rankingHandlersOf(buildLeaderboard({ top: [] })));
    renderWithProviders(<PromoDetailPage />, { path: '/promoDetail?id=9' });
    const board = await screen.findByRole('region', { name: 'Standings' });
    expect(board).toHaveTextContent('Log in to see your own place.');
    expect(board).toHaveTextContent('No one has played in this period yet. Be the first!');
  });

  it('shows the member’s tickets, the commitment, and the last draw checked in the browser from its revealed seed', async () => {
    server.use(...promotionsHandlersOf([draw]).handlers, ...rankingHandlersOf());
    renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=10' });
    const raffle = await screen.findByRole('region', { name: 'Lucky draw' });
    expect(within(raffle).getByTestId('raffle-me')).toHaveTextContent(/Your tickets: 5/);
    expect(raffle).toHaveTextContent('c'.repeat(64));
    const winners = within(raffle).getByTestId('raffle-winners');
    expect(within(winners).getAllByRole('row')).toHaveLength(1 + buildRaffle().last!.winners.length);
    expect(await within(raffle).findByRole('status')).toHaveTextContent('Checked in your browser: the seed matches its commitment and draws exactly these winners.');
  });

  it('a draw whose published winners do not follow from the seed is said not to match', async () => {
    const honest = buildRaffleDraw();
    const forged = { ...honest, winners: honest.winners.map((w) => ({ ...w, ticket: w.ticket + 1 })) };
    server.use(...promotionsHandlersOf([draw]).handlers, ...rankingHandlersOf(buildLeaderboard(), buildRaffle({ last: forged })));
    renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=10' });
    const raffle = await screen.findByRole('region', { name: 'Lucky draw' });
    expect(await within(raffle).findByRole('status')).toHaveTextContent('The check failed');
  });
});

describe('the winners board', () => {
  it('lists real wins and prizes with masked names, in the player’s language', async () => {
    server.use(...rankingHandlersOf());
    renderWithProviders(<WinnersBoard />);
    const board = await screen.findByRole('region', { name: 'Winners' });
    const items = await within(board).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Big win.*980,000.*te\*\*\*04 · Lotus Dice/),
      expect.stringMatching(/^Leaderboard prize.*2,000,000.*te\*\*\*07 · Weekly Turnover Race/),
      expect.stringMatching(/^Lucky draw prize.*1,000,000.*te\*\*\*09 · Weekly Lucky Draw/),
    ]);
  });

  it('says so in Vietnamese (TY), and when there is no win yet', async () => {
    window.localStorage.setItem('locale', 'TY');
    await i18next.changeLanguage('TY');
    server.use(...rankingHandlersOf(buildLeaderboard(), buildRaffle(), []));
    renderWithProviders(<WinnersBoard />);
    const board = await screen.findByRole('region', { name: 'Người thắng' });
    await waitFor(() => expect(board).toHaveTextContent('Lần thắng lớn tiếp theo có thể là của bạn.'));
    window.localStorage.removeItem('locale');
  });
});
