import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { Component as TransferFundPage } from '@/features/wallet/transfer-fund-page';
import { api } from '@/shared/contract/api';
import { API_ORIGIN, contractHandler } from '../../../mocks/contract-handler';
import { walletMock } from '../../../mocks/handlers/wallet';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };

function renderPage() {
  return renderWithProviders(<TransferFundPage />, loggedIn);
}

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('My wallet', () => {
  it('shows placeholders while the wallets load', async () => {
    server.use(
      contractHandler(api.wallets, async () => {
        await delay(200);
        return { isSingle: false, currency: 'VND', currencySymbol: '₫', main: 1, wallets: [] };
      }),
    );
    const { container } = renderPage();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByTestId('main-wallet-balance')).toHaveTextContent('₫1');
  });

  it('shows the consolidated funds, the main wallet and each vendor wallet', async () => {
    renderPage();
    expect(await screen.findByTestId('main-wallet-balance')).toHaveTextContent('₫5,000,000');
    const funds = screen.getByRole('region', { name: 'Consolidated funds' });
    await waitFor(() => expect(within(funds).getByText('Total funds').nextSibling).toHaveTextContent('₫5,500,000'));
    expect(within(funds).getByText('Bonus locked').nextSibling).toHaveTextContent('₫300,000');
    expect(within(funds).getByText('In game wallets').nextSibling).toHaveTextContent('₫500,000');
    const wallets = screen.getByRole('region', { name: 'Game wallets' });
    expect(within(wallets).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Royal LiveLive casino₫0',
      'Lotus SportsSports₫500,000',
      'Jade SlotsSlots₫0',
    ]);
  });

  it('transfers to a vendor wallet with an idempotency key, then shows the new balances', async () => {
    const { user } = renderPage();
    await screen.findByTestId('main-wallet-balance');
    await user.type(screen.getByLabelText(/Amount/), '200000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByTestId('main-wallet-balance')).toHaveTextContent('₫4,800,000'));
    expect(within(screen.getByRole('region', { name: 'Game wallets' })).getByText('Royal Live').parentElement).toHaveTextContent('₫200,000');
    expect(walletMock.keys).toHaveLength(1);
    expect(walletMock.keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(screen.getByLabelText(/Amount/)).toHaveValue('');
  });

  it('checks the amount against the paying wallet before calling, and says a refusal in words', async () => {
    const { user } = renderPage();
    await screen.findByTestId('main-wallet-balance');
    await user.selectOptions(screen.getByLabelText('Direction'), 'out');
    await user.type(screen.getByLabelText(/Amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/at most/i)).toBeInTheDocument();
    expect(walletMock.keys).toHaveLength(0);

    server.use(
      http.post(`${API_ORIGIN}${api.walletTransfer.path}`, () =>
        HttpResponse.json({ success: false, value: null, message: 'Insufficient funds.', code: 'INSUFFICIENT_FUNDS' }, { status: 409 }),
      ),
    );
    await user.selectOptions(screen.getByLabelText('Direction'), 'in');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Insufficient funds in the wallet you transfer from.')).toBeInTheDocument();
  });

  it('recalls every vendor wallet to the main wallet', async () => {
    const { user } = renderPage();
    await screen.findByTestId('main-wallet-balance');
    await user.click(screen.getByRole('button', { name: 'Recall all to main' }));
    await waitFor(() => expect(screen.getByTestId('main-wallet-balance')).toHaveTextContent('₫5,500,000'));
    expect(walletMock.wallets.every((w) => w.balance === 0)).toBe(true);
    expect(screen.getByRole('button', { name: 'Recall all to main' })).toBeDisabled();
  });

  it('a single-wallet brand shows the main wallet only, with no transfer form', async () => {
    walletMock.isSingle = true;
    walletMock.wallets.forEach((w) => (w.balance = 0));
    renderPage();
    expect(await screen.findByText('This site keeps one wallet for every game: no transfers are needed.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Game wallets' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('says when the wallets cannot be loaded, and retries', async () => {
    server.use(http.get(`${API_ORIGIN}${api.wallets.path}`, () => HttpResponse.json({ success: false, value: null, message: 'x', code: 'INTERNAL' }, { status: 500 })));
    const { user } = renderPage();
    expect(await screen.findByText('Could not load your wallets')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('main-wallet-balance')).toHaveTextContent('₫5,000,000');
  });
});
