import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givenOperatorSignedIn, operatorMock } from '../../mocks/handlers/operator';
import { renderConsole } from './render-console';

describe('operator sign-in', () => {
  it('sends a visitor to the sign-in, refuses a wrong password, then opens the page asked for; the password is kept nowhere', async () => {
    const { user, router, store } = await renderConsole('/operator/members');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/sign-in');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(operatorMock.signIns).toEqual([]);

    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'not-the-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Password'), 'Operator1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/members');
    // the sign-in travelled encrypted (the mock opens it like the server) and carried what was typed
    expect(operatorMock.signIns.at(-1)).toEqual({ username: 'operator', password: 'Operator1234' });

    expect(store.getState().session.operator).toMatchObject({ username: 'operator', role: 'admin' });
    expect(window.sessionStorage.getItem('operatorToken')).toBe('op-token-operator');
    // the player's session is another thing altogether
    expect(window.sessionStorage.getItem('token')).toBeNull();
    const stored = [...Object.values({ ...window.sessionStorage }), ...Object.values({ ...window.localStorage }), document.cookie].join('|');
    expect(stored).not.toContain('Operator1234');

    const nav = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboardg d',
      'Membersg m',
      'Depositsg p',
      'Withdrawalsg w',
      'Applicationsg r',
      'Promotionsg o',
      'Redemptionsg x',
      'Points catalogueg c',
      'Missions',
      'Messagesg i',
      'Excluded playersg e',
      'Limit hitsg l',
      'Brand rules',
      'Support ticketsg t',
      'Newsg n',
      'Chat deskg h',
      'Audit logg a',
    ]);
  });

  it('signs out: the token is forgotten and the sign-in page says so', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out.');
    expect(window.sessionStorage.getItem('operatorToken')).toBeNull();
    expect(operatorMock.tokens.size).toBe(0);
  });

  it('an ended session (idle, revoked) leads back to the sign-in with the reason', async () => {
    window.sessionStorage.setItem('operatorToken', 'op-token-long-gone');
    await renderConsole('/operator/members');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session ended. Please sign in again.');
    await waitFor(() => expect(window.sessionStorage.getItem('operatorToken')).toBeNull());
  });

  it('shows finance only what finance may do', async () => {
    givenOperatorSignedIn('cashier');
    const { user } = await renderConsole('/operator/members/1');
    expect(await screen.findByRole('heading', { name: /demo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit or debit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock account' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(nav).queryByRole('link', { name: /Audit log/ })).toBeNull();
    await user.click(within(nav).getByRole('link', { name: /Dashboard/ }));
    expect(await screen.findByText('Held by members')).toBeInTheDocument();
  });

  it('refuses a page the role may not open, even by its address', async () => {
    givenOperatorSignedIn('cashier');
    await renderConsole('/operator/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not for your role');
  });

  it('speaks the brand language (TY) when asked', async () => {
    await renderConsole('/operator', 'TY');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tên đăng nhập')).toBeInTheDocument();
  });
});
