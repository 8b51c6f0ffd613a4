import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givenOperatorSignedIn, operatorMock } from '../../mocks/handlers/operator';
import { renderConsole } from './render-console';

describe('console pages', () => {
  it('the dashboard shows what exists: members, what they hold, today’s movements by kind', async () => {
    givenOperatorSignedIn('operator');
    await renderConsole('/operator');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect((await screen.findByText('Held by members')).parentElement).toHaveTextContent('₫27,275,000');
    const movements = screen.getByRole('table', { name: "Today's money movements" });
    expect(within(movements).getByRole('row', { name: /Deposit/ })).toHaveTextContent('7₫27,275,000');
  });

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
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback under review');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('demo is locked; sessions ended: 1.');
    expect(operatorMock.status).toBe('locked');
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeInTheDocument();
  });

  it('the audit log shows staff text as text, never as markup, with what changed', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/audit');
    const cell = await screen.findByText('Goodwill <b>credit</b>');
    expect(cell.querySelector('b')).toBeNull();
    expect(screen.getByText('balance: 5,000,000 → 5,100,000')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'operator.signIn');
    await waitFor(() => expect(screen.queryByText('Goodwill <b>credit</b>')).toBeNull());
    expect(screen.getByRole('cell', { name: 'Signed in' })).toBeInTheDocument();
  });

  it('goes to a page with g and a letter, and to the search with /', async () => {
    givenOperatorSignedIn('operator');
    const { user, router } = await renderConsole('/operator');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.keyboard('gm');
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/members');
    await user.keyboard('/');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
