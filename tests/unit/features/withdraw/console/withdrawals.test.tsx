import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { resetWithdrawMock, withdrawMock } from '../../../../mocks/handlers/withdraw';
import { renderConsole } from '../../../operator/render-console';

beforeEach(() => resetWithdrawMock());

describe('the withdrawal review', () => {
  it('lists pending withdrawals, approves one and pays it in parts that never exceed what remains', async () => {
    givenOperatorSignedIn('cashier');
    const { user } = await renderConsole('/operator/withdrawals');
    expect(await screen.findByRole('heading', { name: 'Withdrawals' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /W000012/ });
    expect(row).toHaveTextContent('demo');
    expect(row).toHaveTextContent('Pending review');
    await user.click(within(row).getByRole('link', { name: 'W000012' }));

    expect(await screen.findByRole('heading', { name: 'Withdrawal W000012' })).toBeInTheDocument();
    expect(screen.getByText('•••• 6789')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const pay = await screen.findByRole('form', { name: 'Pay a part' });
    const amount = within(pay).getByRole('textbox', { name: 'Amount of this part' });
    expect(amount).toHaveValue('500,000');
    await user.clear(amount);
    await user.type(amount, '600000');
    await user.click(within(pay).getByRole('button', { name: 'Review' }));
    expect(within(pay).getByText('The amount must be at most 500,000')).toBeInTheDocument();
    expect(withdrawMock.payRequests).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '200000');
    await user.click(within(pay).getByRole('button', { name: 'Review' }));
    // the review repeats the part and what will remain; nothing is paid before confirm
    expect(within(pay).getByText('₫200,000')).toBeInTheDocument();
    expect(within(pay).getByText('₫300,000')).toBeInTheDocument();
    expect(withdrawMock.payRequests).toHaveLength(0);
    await user.click(within(pay).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(withdrawMock.review.paid).toBe(200_000));
    expect(await screen.findByText('₫300,000 remains to be paid.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Parts paid' })).toHaveTextContent('₫200,000');
    // something was paid: it can no longer be rejected
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('rejects with a reason', async () => {
    givenOperatorSignedIn('cashier');
    const { user } = await renderConsole('/operator/withdrawals/12');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject W000012' });
    expect(dialog).toHaveTextContent('The held ₫500,000 goes back');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('At least 3 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Card holder differs');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(withdrawMock.review.state).toBe('pending');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawMock.review).toMatchObject({ state: 'rejected', rejectReason: 'Card holder differs' });
    expect(await screen.findByText('Card holder differs')).toBeInTheDocument();
    // the held money went back: no amount is said to remain
    expect(screen.queryByText('Remaining', { selector: 'dt' })).toBeNull();
  });

  it('settles a "not received": the bank returned the last part, so it is held again and no longer counts as paid', async () => {
    givenOperatorSignedIn('cashier');
    withdrawMock.review = {
      ...withdrawMock.review,
      state: 'notReceived',
      paid: 500_000,
      remaining: 0,
      proofIds: ['proof-1'],
      parts: [
        { id: 1, amount: 200_000, createdAt: '2026-11-24T08:30:00.000Z', returnedAt: null },
        { id: 2, amount: 300_000, createdAt: '2026-11-24T09:00:00.000Z', returnedAt: null },
      ],
    };
    const { user } = await renderConsole('/operator/withdrawals/12');
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle W000012' });
    expect(dialog).toHaveTextContent('the last part (₫300,000) did not arrive');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Choose what the bank says.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /It came back/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('At least 3 characters')).toBeInTheDocument();
    expect(withdrawMock.resolutions).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Returned by Vietcombank');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(withdrawMock.resolutions).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawMock.resolutions).toEqual([{ outcome: 'returned', note: 'Returned by Vietcombank' }]);
    // held again: it can be paid anew, and the part shows as returned
    expect(await screen.findByText('₫300,000 remains to be paid.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Parts paid' })).toHaveTextContent(/returned/);
    expect(screen.queryByRole('button', { name: 'Settle' })).toBeNull();
  });
});
