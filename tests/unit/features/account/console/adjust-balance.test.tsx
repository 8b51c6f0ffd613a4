import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operatorApi, REQUEST_ID_PATTERN } from '@/shared/contract/operator';
import { API_ORIGIN } from '../../../../mocks/contract-handler';
import { givenOperatorSignedIn, operatorMock } from '../../../../mocks/handlers/operator';
import { server } from '../../../../mocks/server';
import { renderConsole } from '../../../operator/render-console';

async function openAdjustment() {
  givenOperatorSignedIn('cashier');
  const rendered = await renderConsole('/operator/members/1');
  await screen.findByRole('heading', { name: /demo/ });
  await rendered.user.click(screen.getByRole('button', { name: 'Credit or debit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of demo' });
  return { ...rendered, dialog };
}

describe('manual adjustment', () => {
  it('credits after a review that repeats who, how much, before, after and why; the page shows the new balance', async () => {
    const { user, dialog } = await openAdjustment();
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    // the form kit's words, the reason judged by the contract's schema
    expect(within(dialog).getByText('Amount (VND) not empty')).toBeInTheDocument();
    expect(within(dialog).getByText('At least 3 characters')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (VND)' }), '100.000');
    // grouped as the language groups thousands while typing
    expect(within(dialog).getByRole('textbox', { name: 'Amount (VND)' })).toHaveValue('100,000');
    expect(within(dialog).getByText('₫100,000 · balance ₫5,000,000 → ₫5,100,000')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Goodwill for a failed deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    expect(within(dialog).getByText('Credit ₫100,000 to demo?')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm credit of ₫100,000' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(operatorMock.adjustments).toEqual([]);
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operatorMock.adjustments).toHaveLength(1);
    const [sent] = operatorMock.adjustments;
    expect(sent).toMatchObject({ memberId: 1, direction: 'credit', amount: 100_000, reason: 'Goodwill for a failed deposit' });
    expect(sent!.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(screen.getByRole('status')).toHaveTextContent('Credited ₫100,000. New balance: ₫5,100,000.');
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('₫5,100,000'));
  });

  it('refuses a debit beyond the balance before sending anything', async () => {
    const { user, dialog } = await openAdjustment();
    await user.click(within(dialog).getByLabelText(/Debit/));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (VND)' }), '6,000,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too much');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('A debit cannot make the balance negative.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(operatorMock.adjustments).toEqual([]);
  });

  it('takes whole đồng only, as the site’s amount fields do: a separator typed is a grouping, never a decimal point', async () => {
    const { user, dialog } = await openAdjustment();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (VND)' }), '100.5');
    expect(within(dialog).getByRole('textbox', { name: 'Amount (VND)' })).toHaveValue('1,005');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Half a dong');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Credit ₫1,005 to demo?')).toBeInTheDocument();
    expect(operatorMock.adjustments).toEqual([]);
  });

  it('shows the server’s refusal in the dialog (the balance moved meanwhile)', async () => {
    const { user, dialog } = await openAdjustment();
    operatorMock.balance = 1_000;
    await user.click(within(dialog).getByLabelText(/Debit/));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (VND)' }), '50000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Reversal of a duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm debit of ₫50,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This debit would make the balance negative.');
    expect(operatorMock.balance).toBe(1_000);
  });

  it('sends a retried confirmation with the same request id, and a changed adjustment with a new one', async () => {
    const { user, dialog } = await openAdjustment();
    // the first two answers are lost on the way back
    const ids: string[] = [];
    server.use(
      http.post(`${API_ORIGIN}${operatorApi.operatorAdjustBalance.path}`, async ({ request }) => {
        ids.push(((await request.clone().json()) as { requestId: string }).requestId);
        return ids.length <= 2 ? HttpResponse.error() : undefined;
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (VND)' }), '250');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Missing bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm credit of ₫250' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not be reached.');

    // changed: a new adjustment, a new id
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount (VND)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (VND)' }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm credit of ₫300' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not be reached.');

    // pressed again: the same adjustment, the same id
    await user.click(within(dialog).getByRole('button', { name: 'Confirm credit of ₫300' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ids).toHaveLength(3);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe(ids[1]);
    expect(operatorMock.balance).toBe(5_000_300);
  });
});
