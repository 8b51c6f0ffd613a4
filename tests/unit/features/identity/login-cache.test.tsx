import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { api } from '@/shared/contract/api';
import { selectMemberInfo, userLoggedIn } from '@/shared/store/session-slice';
import { resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';
import { givenBrand, openLogin, submitLogin } from './auth-helpers';

/** Counts the member-info requests of this test. */
function countMemberInfoRequests() {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === api.memberInfo.path) seen.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

describe('the member info of a login goes into the cache', () => {
  it('a password login asks for no member info: the answer already carried it', async () => {
    const memberInfoRequests = countMemberInfoRequests();
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Demo1234');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('5,000,000'));
    expect(selectMemberInfo(store.getState())?.account).toBe('demo');
    expect(memberInfoRequests.count).toBe(0);
    // the session keys of the specification, written from the cache entry
    expect(window.sessionStorage.getItem('account')).toBe('demo');
    expect(window.sessionStorage.getItem('isAgent')).toBe('0');
    expect(window.sessionStorage.getItem('customerId')).toBe(selectMemberInfo(store.getState())?.customerId);
    expect(window.sessionStorage.getItem('memberLabel')).toBe(JSON.stringify(selectMemberInfo(store.getState())?.memberLabel));
    // and the session slice holds the token only
    expect(store.getState().session).toEqual({ token: 'token-new' });
  });

  it('a free-play login asks for no member info either', async () => {
    const memberInfoRequests = countMemberInfoRequests();
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-guest'));
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(memberInfoRequests.count).toBe(0);
  });

  it('a session taken from another tab carries no member info: it is asked for, once', async () => {
    const memberInfoRequests = countMemberInfoRequests();
    const { store } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    mockState.tokens.add('token-shared');
    act(() => {
      store.dispatch(userLoggedIn({ token: 'token-shared' }));
    });
    await waitFor(() => expect(selectMemberInfo(store.getState())?.account).toBe('demo'));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(memberInfoRequests.count).toBe(1);
  });

  it('a logout empties the cache: the next visitor sees no member', async () => {
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Demo1234');
    await screen.findByRole('button', { name: 'Account menu' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const confirm = await screen.findByRole('dialog', { name: /sign out/i });
    await user.click(within(confirm).getByRole('button', { name: /sign out|confirm|submit/i }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(selectMemberInfo(store.getState())).toBeNull();
    expect(store.getState().api.queries).not.toHaveProperty('memberInfo(undefined)');
  });
});
