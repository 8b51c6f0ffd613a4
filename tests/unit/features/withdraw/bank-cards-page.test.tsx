import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BankCardsPage } from '@/features/withdraw/bank-cards-page';
import { TransferUplinePage } from '@/features/withdraw/transfer-upline-page';
import { api } from '@/shared/contract/api';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildBankCard } from '../../../mocks/handlers/withdraw';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

function renderPage(page: 'cards' | 'upline') {
  mockState.tokens.add('token-demo');
  return renderWithProviders(page === 'cards' ? <BankCardsPage /> : <TransferUplinePage />, { preloadedState: { session: { token: 'token-demo' } } as never });
}

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('the bank cards page', () => {
  it('shows the masked cards, binds one in the payee name and removes one with the payment password, encrypted', async () => {
    const binds: unknown[] = [];
    const removals: { encrypted: boolean; body: unknown }[] = [];
    server.use(
      contractHandler(api.bindBankCard, ({ body }) => {
        binds.push(body);
        return buildBankCard({ id: 8, maskedNumber: '•••• 4321' });
      }),
      contractHandler(api.removeBankCard, ({ input, body }) => {
        removals.push({ encrypted: typeof input === 'object' && input !== null && 'ct' in input, body });
        return null;
      }),
    );
    const { user } = renderPage('cards');
    expect(await screen.findByText('•••• 6789')).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Bind a bank card' });
    expect(within(form).getByLabelText(/^Card holder/)).toHaveValue('Demo Player');
    expect(within(form).getByLabelText(/^Card holder/)).toHaveAttribute('readonly');
    await within(form).findByRole('option', { name: /Techcombank/ });
    await user.selectOptions(within(form).getByLabelText(/^Bank/), 'TCB');
    await user.type(within(form).getByLabelText(/^Account number/), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('Account number: 6 to 19 digits')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Account number/));
    await user.type(within(form).getByLabelText(/^Account number/), '19034321');
    await user.click(within(form).getByRole('button', { name: 'Bind card' }));
    await waitFor(() => expect(binds).toEqual([{ bankCode: 'TCB', holderName: 'Demo Player', accountNumber: '19034321' }]));

    await user.click(screen.getByRole('button', { name: 'Remove Vietcombank •••• 6789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.type(within(dialog).getByLabelText(/^Payment password/), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(removals).toEqual([{ encrypted: true, body: { cardId: 7, paymentPassword: '246810' } }]));
  });
});

describe('the transfer to the upline', () => {
  it('asks to confirm, then shows the receipt', async () => {
    const keys: (string | null)[] = [];
    server.use(
      contractHandler(api.transferToUpline, ({ request, body }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return { transactionId: 901, createdAt: '2026-11-24T09:00:00.000Z', amount: body.amount, balanceAfter: 5_000_000 - body.amount, uplineAccount: 'sp***or' };
      }),
    );
    const { user } = renderPage('upline');
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await user.type(within(form).getByLabelText(/^Amount/), '50000');
    await user.type(within(form).getByLabelText(/^Payment password/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    const confirm = await screen.findByRole('group', { name: 'Confirm the transfer' });
    expect(confirm).toHaveTextContent('sp***or');
    expect(confirm).toHaveTextContent('₫4,950,000');
    expect(keys).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Transfer completed');
    expect(screen.getByText('901')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it('says why a member without an upline cannot transfer', async () => {
    server.use(contractHandler(api.uplineInfo, () => ({ allowed: false, uplineAccount: null, balance: 0, currencySymbol: '₫', minAmount: 10_000, paymentPasswordSet: true })));
    renderPage('upline');
    expect(await screen.findByRole('heading', { name: 'Transfer to upline unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Your account cannot transfer to an upline.')).toBeInTheDocument();
  });
});
