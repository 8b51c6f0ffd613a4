import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givenOperatorSignedIn } from '../../mocks/handlers/operator';
import { renderConsole } from './render-console';

describe('console pages (the console’s own: dashboard, audit, shortcuts)', () => {
  it('the dashboard shows what exists: members, what they hold, today’s movements by kind', async () => {
    givenOperatorSignedIn('operator');
    await renderConsole('/operator');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect((await screen.findByText('Held by members')).parentElement).toHaveTextContent('₫27,275,000');
    const movements = screen.getByRole('table', { name: "Today's money movements" });
    expect(within(movements).getByRole('row', { name: /Deposit/ })).toHaveTextContent('7₫27,275,000');
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
