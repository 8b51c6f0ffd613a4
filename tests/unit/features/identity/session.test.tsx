import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { API_ORIGIN } from '../../../mocks/contract-handler';
import { givenLoggedIn, givenNetworkDown } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';

async function openLogin(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Welcome to Lotus Play' });
}

describe('session', () => {
  it('logs in through the popup, stores only the token, and shows the balance', async () => {
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/Password/), 'Demo1234');
    await user.click(within(dialog).getByLabelText('Remember me'));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the balance shows "updating" until its call answers
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₫5,000,000'));
    expect(store.getState().session.token).toBe('token-new');
    expect(window.sessionStorage.getItem('token')).toBe('token-new');
    // nothing in the browser holds the password
    const stored = [
      ...Object.values({ ...window.sessionStorage }),
      ...Object.values({ ...window.localStorage }),
      document.cookie,
    ].join('|');
    expect(stored).not.toContain('Demo1234');
    expect(document.cookie).toContain('lastUser=demo');
  });

  it('a wrong password keeps the popup open with the message and what was typed', async () => {
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // the translated words of INVALID_CREDENTIALS, not the server's English message
    expect(await within(dialog).findByText('The username or password is incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('demo');
  });

  it('empty fields are refused before any call', async () => {
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Username not empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Password not empty')).toBeInTheDocument();
    expect(mockState.loginBodies).toHaveLength(0);
  });

  it('a network failure shows "network link abnormal" and loses nothing typed', async () => {
    givenNetworkDown(api.login.path, 'post');
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/Password/), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Network link abnormal, please retry.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('demo');
    expect(within(dialog).getByLabelText(/Password/)).toHaveValue('Demo1234');
  });

  it('a captcha demanded by the server appears with its image', async () => {
    server.use(
      http.post(`${API_ORIGIN}${api.login.path}`, () =>
        HttpResponse.json(
          { success: false, value: { captchaRequired: true }, message: 'Please enter the verification code.', code: 'CAPTCHA_REQUIRED' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/Password/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByLabelText(/Verification code/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Verification code image' })).toBeInTheDocument();
  });

  it('a 401 on a session call ends the session and opens the login popup', async () => {
    givenLoggedIn('token-expired');
    const { store } = renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByText('You are not logged in, please log in.')).toBeInTheDocument();
  });

  it('signs out through the confirmation dialog', async () => {
    givenLoggedIn();
    window.sessionStorage.setItem('homePopupShown', '1');
    const { user, store } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(confirm).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().session.token).toBe('token-demo');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign out' })).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(mockState.tokens.has('token-demo')).toBe(false);
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('LOTUS');
    // announcements already seen in this browser session do not pop up again after signing out
    expect(window.sessionStorage.getItem('homePopupShown')).toBe('1');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('the balance hides as *** and refreshes on demand', async () => {
    givenLoggedIn();
    let calls = 0;
    server.use(
      http.get(`${API_ORIGIN}${api.balance.path}`, () => {
        calls += 1;
        return HttpResponse.json({ success: true, value: { sumBalance: 1000 * calls, currency: 'VND', currencySymbol: '₫', unreadMessages: 0 }, message: 'OK' });
      }),
    );
    const { user } = renderApp('/');
    const balance = await screen.findByTestId('balance');
    await waitFor(() => expect(balance).toHaveTextContent('₫1,000'));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(balance).toHaveTextContent('₫2,000'));
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(balance).toHaveTextContent('***');
    expect(balance).not.toHaveTextContent('2,000');
  });
});
