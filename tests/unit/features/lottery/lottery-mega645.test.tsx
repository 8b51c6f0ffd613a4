import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeLanguage } from '@/shared/i18n/language';
import { lotteryMock } from '../../../mocks/handlers/lottery';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { renderApp } from '../../render';

/*
 * Mega 6/45's own parts of the lottery pages: the slip picks exactly 6 of
 * 01–45 (or at random), the jackpot stands in the draw bar, the result is
 * six balls with the draw's jackpot outcome.
 */

beforeEach(() => {
  storeLanguage('EN');
});

const slip = () => screen.getByTestId('bet-slip');
const grid = () => within(slip()).getByRole('group', { name: 'Numbers' });

describe('Mega 6/45', () => {
  it('is listed in the lobby in its group, and opens on /lottery with its play type', async () => {
    const { user, router } = renderApp('/lottery');
    const groups = await screen.findByRole('group', { name: 'Lottery groups' }, { timeout: 15_000 });
    await user.click(within(groups).getByRole('button', { name: 'Vietlott' }));
    expect(screen.getByText('Draws Wed, Fri, Sun at 18:00')).toBeInTheDocument();
    expect(screen.getByText('Draws Tue, Thu, Sat at 18:00')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Vietlott Mega 6/45' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/lottery?gameCode=VNL_0017&playType=mega645'));
  });

  it('picks exactly 6 of 01–45, prices the ticket at 10,000 ₫ with the First prize as its best fixed win, and places it', async () => {
    givenLoggedIn();
    const { user } = renderApp('/lottery?gameCode=VNL_0017&playType=mega645');
    await screen.findByTestId('bet-slip', {}, { timeout: 15_000 });
    // the jackpot the open draw is played for, and the last draw's, rolled over
    expect(await screen.findByTestId('jackpot')).toHaveTextContent('₫12,700,000,000');
    expect(within(screen.getByTestId('latest-result')).getByTestId('draw-jackpots')).toHaveTextContent('Jackpot ₫12,500,000,000: not won, it rolls over');
    // the latest result: six balls of two digits
    expect(within(screen.getByTestId('latest-result')).getAllByRole('listitem').slice(0, 6).every((li) => /^\d\d$/.test(li.textContent ?? ''))).toBe(true);
    const balls = within(grid()).getAllByRole('button');
    expect(balls).toHaveLength(45);
    expect(balls[0]).toHaveTextContent('01');
    expect(balls[44]).toHaveTextContent('45');
    for (const n of ['05', '12', '23', '31', '40']) await user.click(within(grid()).getByRole('button', { name: n }));
    expect(screen.getByTestId('pick-count')).toHaveTextContent('Picked 5 of 6');
    // five is not a ticket yet
    expect(within(slip()).getByRole('button', { name: 'Add to slip' })).toBeDisabled();
    await user.click(within(grid()).getByRole('button', { name: '44' }));
    expect(screen.getByTestId('pick-count')).toHaveTextContent('Picked 6 of 6');
    // the seventh is closed
    expect(within(grid()).getByRole('button', { name: '01' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('line-summary')).toHaveTextContent('This line costs₫10,000');
    expect(screen.getByTestId('line-summary')).toHaveTextContent('Potential win₫10,000,000');
    await user.click(within(slip()).getByRole('button', { name: 'Add to slip' }));
    // a quick pick: six at random
    await user.click(within(slip()).getByRole('button', { name: 'Quick pick' }));
    expect(screen.getByTestId('pick-count')).toHaveTextContent('Picked 6 of 6');
    expect(within(grid()).getAllByRole('button', { pressed: true })).toHaveLength(6);
    expect(screen.getByTestId('slip-summary')).toHaveTextContent('Total₫20,000');
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bet' });
    expect(within(dialog).getByTestId('confirm-lines')).toHaveTextContent('Mega 6/45 05, 12, 23, 31, 40, 44 ×1₫10,000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and bet' }));
    expect(await screen.findByText('Bet L000100 placed: ₫20,000.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const body = lotteryMock.placed[0]!.body as { gameCode: string; expectedTotal: number; lines: { playType: string; numbers: string[]; points: number }[] };
    expect(body.gameCode).toBe('VNL_0017');
    expect(body.expectedTotal).toBe(20_000);
    expect(body.lines[0]).toEqual({ playType: 'mega645', numbers: ['05', '12', '23', '31', '40', '44'], points: 1 });
    expect(body.lines[1]?.numbers).toHaveLength(6);
    const bets = await screen.findByTestId('my-bets');
    await waitFor(() => expect(within(bets).getAllByRole('row')).toHaveLength(3));
    expect(bets).toHaveTextContent('Mega 6/45');
  });
});
