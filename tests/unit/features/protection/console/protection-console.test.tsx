import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { consoleProtection } from '../../../../mocks/handlers/protection';
import { renderConsole } from '../../../operator/render-console';

describe('player protection in the console', () => {
  it('shows the member’s limits, changes and blocks, and applies an exclusion after a review', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/members/1');
    const section = (await screen.findByRole('heading', { name: 'Player protection' })).closest('section')!;
    expect(await within(section).findByText('₫3,000,000 from 2026-11-25 0', { exact: false })).toBeInTheDocument();
    expect(within(section).getByText('raiseRequested')).toBeInTheDocument();
    expect(within(section).getByText('Time-out')).toBeInTheDocument();
    // nothing lifts a block: no such button anywhere
    expect(screen.queryByRole('button', { name: /lift|shorten/i })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Apply exclusion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude demo' });
    await user.selectOptions(within(dialog).getByLabelText('Length'), '1y');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('At least 3 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked by phone, call recorded');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Exclude demo for 1 year?')).toBeInTheDocument();
    expect(consoleProtection.exclusions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply exclusion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(consoleProtection.exclusions).toEqual([{ memberId: 1, duration: '1y', reason: 'Asked by phone, call recorded' }]);
    expect(screen.getByRole('status')).toHaveTextContent('demo is excluded');
    expect(await within(section).findByText('Asked by phone, call recorded')).toBeInTheDocument();
  });

  it('lists the excluded players and the limit hits, each a page of the navigation', async () => {
    givenOperatorSignedIn('cashier');
    const { user, router } = await renderConsole('/operator/protection/excluded');
    expect(await screen.findByRole('heading', { name: 'Excluded players' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'demo' })).toHaveAttribute('href', '/operator/members/1');
    expect(screen.getByRole('cell', { name: 'Self-exclusion' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Limit hits/ }));
    expect(await screen.findByRole('heading', { name: 'Limit hits' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Deposit limit' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '5' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7');
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    expect(await screen.findByRole('cell', { name: '2' })).toBeInTheDocument();
  });

  it('shows the brand’s own rules, and an admin changes them with a reason', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/protection/brand-rules');
    const brand = await screen.findByRole('form', { name: 'Lotus Play' });
    expect(within(brand).getByLabelText(/^Most deposited in 24 hours/)).toHaveValue('500,000,000');
    expect(within(brand).getByLabelText(/^Most deposited in 7 days/)).toHaveValue('');
    await user.type(within(brand).getByLabelText(/^Most deposited in 7 days/), '2000000000');
    await user.selectOptions(within(brand).getByLabelText(/^Reality check for every player/), '60');
    await user.click(within(brand).getByRole('button', { name: 'Save rules' }));
    expect(within(brand).getByText('At least 3 characters')).toBeInTheDocument();
    await user.type(within(brand).getByRole('textbox', { name: 'Reason' }), 'Licence conditions 2027');
    await user.click(within(brand).getByRole('button', { name: 'Save rules' }));
    expect(await within(brand).findByRole('status')).toHaveTextContent("Lotus Play's rules are saved.");
    expect(consoleProtection.brandRuleChanges).toEqual([
      { merchantCode: 'LOTUS', rules: { depositDay: 500_000_000, depositWeek: 2_000_000_000, depositMonth: null, maxStake: 100_000_000, realityCheckMinutes: 60 }, reason: 'Licence conditions 2027' },
    ]);
  });

  it('shows the brand’s rules read-only to a role that may not change them', async () => {
    givenOperatorSignedIn('cashier');
    await renderConsole('/operator/protection/brand-rules');
    const brand = await screen.findByRole('form', { name: 'Lotus Play' });
    expect(within(brand).getByLabelText(/^Largest stake of one bet/)).toBeDisabled();
    expect(within(brand).queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(within(brand).getByText('Only an admin may change the rules.')).toBeInTheDocument();
  });
});
