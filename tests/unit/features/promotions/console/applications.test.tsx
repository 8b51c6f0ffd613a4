import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { promotionsConsoleMock, resetPromotionsConsoleMock } from '../../../../mocks/handlers/promotions';
import { renderConsole } from '../../../operator/render-console';

beforeEach(() => resetPromotionsConsoleMock());

describe('the review of promotion applications', () => {
  it('lists pending applications, shows the remark and the image, and approves at most the cap after a review', async () => {
    givenOperatorSignedIn('cashier');
    const { user } = await renderConsole('/operator/applications');
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Zalo reward/ });
    expect(row).toHaveTextContent('demo');
    expect(row).toHaveTextContent('Waiting for review');
    await user.click(within(row).getByRole('link', { name: 'Zalo reward up to 131K' }));

    expect(await screen.findByRole('heading', { name: 'Application of demo' })).toBeInTheDocument();
    expect(screen.getByText('Followed Lotus Play on Zalo', { selector: 'p' })).toBeInTheDocument();
    // the image is fetched with the operator's token and shown from a blob
    // (a placeholder holds its place until the picture has come)
    await waitFor(() => expect(screen.getByRole('img', { name: 'Image 1 of the application' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application of demo' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('131,000');
    await user.clear(amount);
    await user.type(amount, '131001');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('The amount must be at most 131,000')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Grant ₫100,000 to demo? They claim it in their Reward centre.')).toBeInTheDocument();
    expect(promotionsConsoleMock.application.state).toBe('pending');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(promotionsConsoleMock.application).toMatchObject({ state: 'approved', amount: 100_000 });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('rejects with a reason the contract accepts', async () => {
    givenOperatorSignedIn('cashier');
    const { user } = await renderConsole('/operator/applications/7');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application of demo' });
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('At least 3 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The screenshot is not of our page');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(promotionsConsoleMock.application.state).toBe('pending');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(promotionsConsoleMock.application).toMatchObject({ state: 'rejected', reason: 'The screenshot is not of our page' });
    expect(await screen.findByText('The screenshot is not of our page')).toBeInTheDocument();
  });

  it('filters by state through the address', async () => {
    givenOperatorSignedIn('cashier');
    await renderConsole('/operator/applications?state=approved');
    expect(await screen.findByText('No applications in this state')).toBeInTheDocument();
  });
});
