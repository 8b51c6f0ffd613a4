import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PointMallPage } from '@/features/points/point-mall-page';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { MOCK_PAYMENT_PASSWORD, pointItems, pointsMock, redeemInMock, resetPointsMock } from '../../../mocks/handlers/points';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderWithProviders } from '../../render';

const loggedIn = { session: { token: 'token-demo' } } as const;

function renderMall(options: { visitor?: boolean } = {}) {
  if (options.visitor) return renderWithProviders(<PointMallPage />);
  mockState.tokens.add('token-demo');
  return renderWithProviders(<PointMallPage />, { preloadedState: loggedIn as never });
}

const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

describe('the points mall (/pointMall)', () => {
  beforeEach(() => resetPointsMock());

  it('shows a visitor the catalogue with price and stock, and asks them to log in to redeem', async () => {
    const { store, user } = renderMall({ visitor: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    const shirt = await card('Lotus Play T-shirt');
    expect(within(shirt).getByText('3,000 points')).toBeInTheDocument();
    expect(within(shirt).getByText('20')).toBeInTheDocument();
    expect(within(await card('Cash voucher 50,000 ₫')).getByText('Unlimited')).toBeInTheDocument();
    expect(within(await card('Bluetooth earbuds')).getByRole('button', { name: 'Redeem Bluetooth earbuds' })).toBeDisabled();
    expect(screen.getByText('1 point per ₫1,000 of valid bets')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Redeem history' })).toBeNull();

    await user.click(within(await card('Cash voucher 50,000 ₫')).getByRole('button', { name: 'Redeem Cash voucher 50,000 ₫' }));
    expect(store.getState().modals.stack.at(-1)).toMatchObject({ name: 'login' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('redeems points for cash with the payment password, sent encrypted once per action, and shows the balance and the histories change', async () => {
    const sent: { key: string | null; encrypted: boolean; body: unknown }[] = [];
    server.use(
      contractHandler(api.redeemPoints, (args) => {
        sent.push({ key: args.request.headers.get('Idempotency-Key'), encrypted: typeof args.input === 'object' && args.input !== null && 'ct' in args.input, body: args.body });
        return redeemInMock(args);
      }),
    );
    const { user } = renderMall();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('5,000');

    await user.click(within(await card('Cash voucher 50,000 ₫')).getByRole('button', { name: 'Redeem Cash voucher 50,000 ₫' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Cash voucher 50,000 ₫' });
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(within(dialog).getByText('1,000 points')).toBeInTheDocument();
    expect(within(dialog).getByText(/₫100,000/)).toBeInTheDocument();

    // the payment password is asked before anything is sent
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByText('Payment password not empty')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // a wrong one: said under its field, nothing spent
    await user.type(within(dialog).getByLabelText(/^Payment password/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByText(/Wrong payment password/i)).toBeInTheDocument();
    expect(pointsMock.points).toBe(5000);

    await user.clear(within(dialog).getByLabelText(/^Payment password/));
    await user.type(within(dialog).getByLabelText(/^Payment password/), MOCK_PAYMENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    const done = await screen.findByRole('dialog', { name: 'Redeemed' });
    expect(within(done).getByRole('status')).toHaveTextContent('Done: the amount is in your wallet.');
    expect(within(done).getByText('₫100,000')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    for (const s of sent) expect(s.encrypted).toBe(true);
    expect(sent[1]?.body).toEqual({ itemId: 1, quantity: 2, paymentPassword: MOCK_PAYMENT_PASSWORD });
    // a refused action settles its key: the next try is a new action
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
    await user.click(within(done).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('4,000'));
    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const redeems = await screen.findByRole('table', { name: 'Redeem history' });
    // the table is there with its loading rows first
    const row = await within(redeems).findByRole('row', { name: /Cash voucher 50,000/ });
    expect(row).toHaveTextContent('Cash voucher 50,000 ₫');
    expect(row).toHaveTextContent('Approved');
    expect(row).toHaveTextContent('1,000');
    await user.click(screen.getByRole('tab', { name: 'Points history' }));
    const entries = await screen.findByRole('table', { name: 'Points history' });
    await within(entries).findByText('Redeemed');
    const rows = within(entries).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Redeemed');
    expect(rows[1]).toHaveTextContent('-1,000');
    expect(rows[2]).toHaveTextContent('Earned');
    expect(rows[2]).toHaveTextContent('+5,000');
  });

  it('sends a gift for approval without a payment password and shows it in process', async () => {
    const { user } = renderMall();
    await screen.findByTestId('points-balance');
    await user.click(within(await card('Lotus Play T-shirt')).getByRole('button', { name: 'Redeem Lotus Play T-shirt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Lotus Play T-shirt' });
    expect(within(dialog).queryByLabelText(/^Payment password/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await screen.findByText('Your request was sent. Staff will review it soon.')).toBeInTheDocument();
    expect(pointsMock.redemptions[0]?.status).toBe('in_process');
  });

  it('will not offer a redeem beyond the balance, and says why the server refused one', async () => {
    resetPointsMock(600);
    server.use(contractHandler(api.redeemPoints, () => new MockFailure(409, 'CONFLICT', 'Sold out.', undefined, { reason: 'outOfStock', stock: 0 })));
    const { user } = renderMall();
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('600'));
    await user.click(within(await card('Bonus 100,000 ₫')).getByRole('button', { name: 'Redeem Bonus 100,000 ₫' }));
    let dialog = await screen.findByRole('dialog', { name: 'Redeem Bonus 100,000 ₫' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You do not have enough points.');
    expect(within(dialog).getByRole('button', { name: 'Confirm redeem' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(await card('Cash voucher 50,000 ₫')).getByRole('button', { name: 'Redeem Cash voucher 50,000 ₫' }));
    dialog = await screen.findByRole('dialog', { name: 'Redeem Cash voucher 50,000 ₫' });
    expect(within(dialog).getByRole('button', { name: 'One more' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Payment password/), MOCK_PAYMENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByText('There is not enough of this item left.')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry when the catalogue cannot load, and an empty history', async () => {
    server.use(
      contractHandler(api.pointsCatalogue, async () => {
        await delay(50);
        return new MockFailure(500, 'INTERNAL', 'Down.');
      }),
    );
    const { user } = renderMall();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The points mall could not be loaded.');
    server.resetHandlers();
    resetPointsMock();
    pointsMock.entries = [];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card(pointItems[0]!.name)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Points history' }));
    expect(await screen.findByText('No points yet')).toBeInTheDocument();
  });
});
