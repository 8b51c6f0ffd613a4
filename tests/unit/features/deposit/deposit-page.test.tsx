import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as DepositPage } from '@/features/deposit/deposit-page';
import { useBalanceQuery } from '@/shared/api/core-api';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildBalance } from '../../../mocks/fixtures';
import { depositMock, givenDepositCredited, givenDepositOrdersInEveryState, resetDepositMock } from '../../../mocks/handlers/deposit';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

/** The header's balance, as the cached query holds it. */
function BalanceProbe() {
  const { data } = useBalanceQuery();
  return <output aria-label="balance">{data?.sumBalance ?? '…'}</output>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <BalanceProbe />
      <DepositPage />
    </>,
    { preloadedState: { session: { token: 'token-demo' } } },
  );
}

/** The tab `window.open` gives: blank until the page sends it somewhere. */
interface FakeTab {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  close: ReturnType<typeof vi.fn>;
  /** whether an order existed when it was opened (the click comes first) */
  orderExisted: boolean;
}

/** `window.open` as a browser answers it (jsdom has none): every tab asked for, in order. */
function stubWindowOpen() {
  const tabs: FakeTab[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const tab: FakeTab = { opener: window, closed: false, location: { href: 'about:blank' }, close: vi.fn(() => void (tab.closed = true)), orderExisted: depositMock.orders.size > 0 };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  return { open, tabs };
}

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('the deposit page', () => {
  let popups: ReturnType<typeof stubWindowOpen>;
  beforeEach(() => {
    resetDepositMock();
    popups = stubWindowOpen();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows placeholders while the channels load, then the channels with their limits', async () => {
    renderPage();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    const group = await screen.findByRole('radiogroup', { name: 'Deposit channels' });
    expect(within(group).getAllByRole('radio').map((r) => r.querySelector('span:nth-child(2)')?.textContent)).toEqual([
      'Bank transfer',
      'VietQR',
      'E-wallet',
      'Scratch card',
    ]);
    expect(within(group).getByRole('radio', { name: /Bank transfer/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('From 50,000 to 300,000,000')).toBeInTheDocument();
  });

  it('says so when the channels cannot be loaded, and retries', async () => {
    server.use(
      contractHandler(api.depositChannels, () => new MockFailure(500, 'INTERNAL', 'Something went wrong.')),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The deposit channels could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radiogroup', { name: 'Deposit channels' })).toBeInTheDocument();
  });

  it('refuses an amount under the channel’s minimum before calling the platform', async () => {
    const { user } = renderPage();
    await screen.findByRole('radiogroup', { name: 'Deposit channels' });
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
    expect(await screen.findByText('The amount must be at least 50,000')).toBeInTheDocument();
    expect(depositMock.createKeys).toEqual([]);
  });

  it('an e-wallet order waits with a countdown, then turns credited by itself: the balance follows and a toast says so', async () => {
    let credited = false;
    server.use(contractHandler(api.balance, () => buildBalance({ sumBalance: credited ? 5_200_000 : 5_000_000 })));
    const { user, store } = renderPage();
    await waitFor(() => expect(screen.getByLabelText('balance')).toHaveTextContent('5000000'));
    await user.click(await screen.findByRole('radio', { name: /E-wallet/ }));
    await user.click(screen.getByRole('button', { name: '200,000' }));
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));

    const order = await screen.findByTestId('deposit-order');
    expect(within(order).getByText('Pending')).toBeInTheDocument();
    expect(within(order).getByText('₫200,000')).toBeInTheDocument();
    expect(within(order).getByRole('timer')).toHaveTextContent(/Time left to pay: 1[45]:\d\d/);
    const pay = within(order).getByRole('link', { name: 'Pay with e-wallet' });
    expect(pay).toHaveAttribute('href', expect.stringMatching(/^\/sandbox-pay\/checkout\?/));
    expect(pay).toHaveAttribute('target', '_blank');
    expect(depositMock.createKeys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);

    // the provider's page opened by itself in a tab of its own: a blank tab opened in the click (before any order
    // existed, so a popup blocker lets it), sent to the order's page once the order answered, with no handle on the site
    expect(popups.open).toHaveBeenCalledTimes(1);
    expect(popups.open).toHaveBeenCalledWith('', '_blank');
    const [tab] = popups.tabs;
    expect(tab!.orderExisted).toBe(false);
    expect(tab!.location.href).toBe(pay.getAttribute('href'));
    expect(tab!.location.href).toMatch(/^\/sandbox-pay\/checkout\?.*&lang=en$/);
    expect(tab!.opener).toBeNull();
    expect(tab!.close).not.toHaveBeenCalled();

    // the provider confirms; the page asks again by itself
    const [id] = [...depositMock.orders.keys()];
    credited = true;
    givenDepositCredited(id!);
    expect(await within(order).findByText('Credited', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(order).getByText('₫200,000 has been added to your balance.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('balance')).toHaveTextContent('5200000'));
    expect(store.getState().toasts.items.map((t) => t.text)).toContain('Deposit credited: ₫200,000');

    // settled: no more polling
    const reads = depositMock.reads.get(id!) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(depositMock.reads.get(id!)).toBe(reads);
  });

  it('an e-wallet order that fails, or an amount the checks stop, closes the tab opened for the provider; a blocked tab leaves the link', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: /E-wallet/ }));
    // below the minimum: stopped before the platform, the blank tab goes away
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
    expect(await screen.findByText('The amount must be at least 20,000')).toBeInTheDocument();
    expect(popups.tabs).toHaveLength(1);
    expect(popups.tabs[0]!.close).toHaveBeenCalled();
    expect(depositMock.createKeys).toEqual([]);

    // refused by the platform: closed, and no order
    server.use(contractHandler(api.createDeposit, () => new MockFailure(500, 'INTERNAL', 'The provider is not answering.')));
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.click(screen.getByRole('button', { name: '200,000' }));
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
    await waitFor(() => expect(popups.tabs[1]?.close).toHaveBeenCalled());
    expect(popups.tabs).toHaveLength(2);
    expect(screen.queryByTestId('deposit-order')).toBeNull();
    expect(popups.tabs[1]!.location.href).toBe('about:blank');

    // a popup blocker said no: the order is there all the same, with its link to follow
    server.resetHandlers();
    popups.open.mockImplementation(() => null);
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
    const order = await screen.findByTestId('deposit-order');
    expect(within(order).getByRole('link', { name: 'Pay with e-wallet' })).toHaveAttribute('href', expect.stringMatching(/^\/sandbox-pay\/checkout\?/));
  });

  it('a bank transfer order shows the account, the note to copy and a simulate control; a QR order draws its code', async () => {
    const { user } = renderPage();
    await screen.findByRole('radiogroup', { name: 'Deposit channels' });
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '300000');
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
    const order = await screen.findByTestId('deposit-order');
    expect(within(order).getByText('0071000888999')).toBeInTheDocument();
    expect(within(order).getByTestId('deposit-note')).toHaveTextContent('LPMOCK0501');
    expect(within(order).getByRole('button', { name: 'Copy Transfer note' })).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Simulate the payment (sandbox)' })).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Cancel order' }));
    expect(await within(order).findByText('You cancelled this order.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    await user.click(await screen.findByRole('radio', { name: /VietQR/ }));
    await user.click(screen.getByRole('button', { name: '100,000' }));
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
    const qr = await screen.findByTestId('deposit-order');
    expect(within(qr).getByTitle('VietQR payment code').closest('svg')).toBeInTheDocument();
    // no provider's page to go to: no tab opened
    expect(popups.open).not.toHaveBeenCalled();
  });

  it('a scratch card is checked at once', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: /Scratch card/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Card value/ }), '50000');
    await user.type(screen.getByRole('textbox', { name: /Serial number/ }), '10100005001');
    await user.type(screen.getByRole('textbox', { name: /PIN/ }), '101000050017');
    await user.click(screen.getByRole('button', { name: 'Top up with card' }));
    const order = await screen.findByTestId('deposit-order');
    expect(within(order).getByText('Credited')).toBeInTheDocument();
  });

  it('history: an empty list says so; orders show their state badges', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Deposit history' }));
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
  });

  it('history lists every state with its badge, and a row opens its order', async () => {
    givenDepositOrdersInEveryState();
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Deposit history' }));
    const table = await screen.findByRole('table', { name: 'Your deposits' });
    // the table is there with its loading rows first
    await within(table).findByText('LPSTATE4AB');
    for (const state of ['Pending', 'Paid', 'Credited', 'Expired', 'Cancelled', 'Failed']) {
      expect(within(table).getByText(state)).toBeInTheDocument();
    }
    await user.click(within(table).getByText('LPSTATE4AB'));
    expect(await screen.findByText('You cancelled this order.')).toBeInTheDocument();
  });
});
