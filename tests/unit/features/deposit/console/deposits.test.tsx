import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDepositOrder, depositMock, givenDepositOrdersInEveryState, givenDepositPaidShort, resetDepositMock } from '../../../../mocks/handlers/deposit';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { renderConsole } from '../../../operator/render-console';

describe('the console’s deposit orders', () => {
  beforeEach(() => resetDepositMock());

  it('lists orders with their states, filters by state in the address, and says when none match', async () => {
    givenDepositOrdersInEveryState();
    givenOperatorSignedIn('cashier');
    const { user, router } = await renderConsole('/operator/deposits');
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    // the table is there with its loading rows first
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Deposits' })).getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?state=failed');
    await user.type(screen.getByRole('searchbox'), 'nobody{Enter}');
    // the mock ignores the member filter; the address keeps it
    await waitFor(() => expect(router.state.location.search).toBe('?member=nobody&state=failed'));
  });

  it('flags an order paid short in the list, and shows the difference and the notes in its detail', async () => {
    givenDepositOrdersInEveryState();
    givenDepositPaidShort(710);
    givenOperatorSignedIn('cashier');
    const { user } = await renderConsole('/operator/deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    // the table is there with its loading rows first
    const row = (await within(table).findByRole('button', { name: 'LPSHORT710' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Paid short')).toBeInTheDocument();
    // the other orders carry no flag
    expect(within(table).getAllByText('Paid short')).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'LPSHORT710' }));
    const detail = await screen.findByRole('complementary', { name: 'Deposit order' });
    expect(await within(detail).findByText('Paid − ordered')).toBeInTheDocument();
    expect(within(detail).getByText(/[-−]\s*(?:VND|₫)?\s*10,000/)).toBeInTheDocument();
    expect(within(detail).getByText('Amount differs, Paid short')).toBeInTheDocument();
  });

  it('marks a pending order paid with a reason, once', async () => {
    depositMock.orders.set(700, buildDepositOrder({ id: 700, reference: 'LPBANK7000', kind: 'bankTransfer', channel: 'bank', channelName: 'Bank transfer', amount: 700_000 }));
    givenOperatorSignedIn('cashier');
    const { user } = await renderConsole('/operator/deposits?id=700');
    const detail = await screen.findByRole('complementary', { name: 'Deposit order' });
    expect(await within(detail).findByRole('heading', { name: 'LPBANK7000' })).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Review' }));
    expect(within(detail).getByText('At least 3 characters')).toBeInTheDocument();
    expect(depositMock.confirmations).toEqual([]);
    await user.type(within(detail).getByRole('textbox', { name: 'Reason' }), '  Vietcombank statement line 12 ');
    await user.click(within(detail).getByRole('button', { name: 'Review' }));
    // the review repeats the order, the member, the amount and the reason, and nothing is sent before confirm
    const confirm = within(detail).getByRole('button', { name: 'Confirm payment and credit' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(within(detail).getByText('Vietcombank statement line 12')).toBeInTheDocument();
    expect(depositMock.confirmations).toEqual([]);
    await user.click(confirm);
    await waitFor(() => expect(within(detail).queryByRole('button', { name: 'Confirm payment and credit' })).toBeNull());
    expect(within(detail).getAllByText('Credited').length).toBeGreaterThan(0);
    expect(depositMock.confirmations).toEqual([{ id: 700, reason: 'Vietcombank statement line 12', requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) }]);
  });
});
