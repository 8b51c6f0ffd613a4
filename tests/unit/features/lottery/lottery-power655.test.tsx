import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeLanguage } from '@/shared/i18n/language';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { renderApp } from '../../render';

/* Power 6/55's own parts: 6 of 01–55, two jackpots in the draw bar, the power number apart from the six. */

beforeEach(() => {
  storeLanguage('EN');
});

const slip = () => screen.getByTestId('bet-slip');

describe('Power 6/55', () => {
  it('shows Jackpots 1 and 2, the six balls with the power number apart, and picks 6 of 01–55 at 10,000 ₫', async () => {
    givenLoggedIn();
    const { user } = renderApp('/lottery?gameCode=VNL_0018&playType=power655');
    await screen.findByTestId('bet-slip', {}, { timeout: 15_000 });
    const jackpots = await screen.findAllByTestId('jackpot');
    expect(jackpots.map((j) => j.textContent)).toEqual(['₫31,500,000,000', '₫3,000,000,000']);
    expect(screen.getByText('Jackpot 1')).toBeInTheDocument();
    const latest = screen.getByTestId('latest-result');
    // six balls in their row, the seventh apart and named
    expect(within(latest).getAllByRole('list')[0]!.querySelectorAll('li')).toHaveLength(6);
    expect(within(latest).getByTestId('extra-ball')).toHaveAccessibleName(/^Power number \d\d$/);
    expect(within(latest).getByTestId('draw-jackpots')).toHaveTextContent('Jackpot 1 ₫31,000,000,000: not won, it rolls over');
    expect(within(latest).getByTestId('draw-jackpots')).toHaveTextContent('Jackpot 2 ₫3,200,000,000: shared by 2 tickets');
    const grid = within(slip()).getByRole('group', { name: 'Numbers' });
    expect(within(grid).getAllByRole('button')).toHaveLength(55);
    await user.click(within(slip()).getByRole('button', { name: 'Quick pick' }));
    expect(screen.getByTestId('pick-count')).toHaveTextContent('Picked 6 of 6');
    expect(screen.getByTestId('line-summary')).toHaveTextContent('This line costs₫10,000');
    expect(screen.getByTestId('line-summary')).toHaveTextContent('Potential win₫40,000,000');
    await user.click(within(slip()).getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('pick-count')).toHaveTextContent('Picked 0 of 6');
  });
});
