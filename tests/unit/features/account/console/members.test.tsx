import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givenOperatorSignedIn, operatorMock } from '../../../../mocks/handlers/operator';
import { renderConsole } from '../../../operator/render-console';

describe('the console’s members (features/account/console)', () => {
  it('finds members, shows "no match" for a search that finds none, keeps the search in the address', async () => {
    givenOperatorSignedIn('operator');
    const { user, router } = await renderConsole('/operator/members');
    const account = await screen.findByRole('link', { name: 'demo' });
    expect(account).toHaveAttribute('href', '/operator/members/1');
    // the account as the member typed it; the brand is a tag of its own beside it, never run into it ("demoLOTUS")
    const cell = account.closest('td')!;
    expect(cell.textContent).not.toContain('demoLOTUS');
    expect(within(cell).getByTestId('brand-tag')).toHaveTextContent('Brand LOTUS');
    await user.type(screen.getByRole('searchbox'), 'nobody{Enter}');
    expect(await screen.findByText('No member matches “nobody”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nobody');
  });

  it('locks a member with a reason (admin), and tells how many sessions ended', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/members/1');
    await user.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock demo' });
    expect(dialog).toHaveTextContent('signed out everywhere at once (open sessions: 1)');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(within(dialog).getByText('At least 3 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Chargeback under review');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('demo is locked; sessions ended: 1.');
    expect(operatorMock.status).toBe('locked');
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeInTheDocument();
  });
});
