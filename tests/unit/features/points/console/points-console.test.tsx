import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { pointsConsoleMock, resetPointsConsoleMock } from '../../../../mocks/handlers/points';
import { renderConsole } from '../../../operator/render-console';

beforeEach(() => resetPointsConsoleMock());

describe('the points mall in the console', () => {
  it('approves a redeem in process and rejects another with a reason, reviewed first', async () => {
    pointsConsoleMock.redemptions.push({ ...pointsConsoleMock.redemptions[0]!, id: 32, member: { id: 2, account: 'lan' }, name: 'Bluetooth earbuds', itemId: 5, points: 12_000 });
    givenOperatorSignedIn('cashier');
    const { user } = await renderConsole('/operator/point-redemptions');
    expect(await screen.findByRole('heading', { name: 'Redemptions' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Approve Lotus Play T-shirt for demo' }));
    await waitFor(() => expect(pointsConsoleMock.redemptions[0]!.status).toBe('approved'));
    // the list shows what is in process: the approved one leaves it
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve Lotus Play T-shirt for demo' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Reject Bluetooth earbuds for lan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the redemption of lan' });
    expect(dialog).toHaveTextContent('The 12,000 points and the stock go back.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Out of stock at the warehouse');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(pointsConsoleMock.redemptions[1]!.status).toBe('in_process');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pointsConsoleMock.redemptions[1]).toMatchObject({ status: 'rejected', remark: 'Out of stock at the warehouse' });
    expect(await screen.findByText('No redemptions here')).toBeInTheDocument();
  });

  it('lets an admin change price, stock and whether an item is offered; finance only reads the catalogue', async () => {
    givenOperatorSignedIn('operator');
    const { user, unmount } = await renderConsole('/operator/point-items');
    const row = await screen.findByRole('row', { name: /Lotus Play T-shirt/ });
    expect(row).toHaveTextContent('3,000');
    await user.click(within(row).getByRole('button', { name: 'Edit Lotus Play T-shirt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lotus Play T-shirt' });
    const stock = within(dialog).getByRole('textbox', { name: 'Stock' });
    await user.clear(stock);
    await user.type(stock, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Type a whole number.')).toBeInTheDocument();
    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Offered on the site' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('20 → 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Offered → Hidden')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pointsConsoleMock.items.find((i) => i.id === 4)).toMatchObject({ stock: 5, active: false, price: 3000 });
    unmount();

    givenOperatorSignedIn('cashier');
    await renderConsole('/operator/point-items');
    expect(await screen.findByRole('row', { name: /Lotus Play T-shirt/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
