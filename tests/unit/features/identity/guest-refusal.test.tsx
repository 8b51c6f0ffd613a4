import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberCentreOpened } from '@/shared/store/centres';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { gamesMock, resetGamesMock } from '../../../mocks/handlers/games';
import { givenGuestLoggedIn } from '../../../mocks/scenarios';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';

const cards = () => screen.queryAllByTestId('game-card');

beforeEach(() => {
  resetGamesMock();
});

async function refusalDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Notice' });
  expect(within(dialog).getByText('This needs a real account. Please register to continue.')).toBeInTheDocument();
  return dialog;
}

describe('a free-play guest is refused member-only actions', () => {
  it('favourites: the real-account dialog, whose button ends the guest session and opens the registration', async () => {
    givenGuestLoggedIn();
    const { user, store } = renderApp('/rng');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    const star = await screen.findByRole('button', { name: 'Add Golden Dragon 1 to favourites' });
    await user.click(star);
    const dialog = await refusalDialog();
    expect(gamesMock.favourites).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Register now' }));
    const popup = await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' }, { timeout: 20_000 });
    expect(within(popup).getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(mockState.tokens.has('token-guest')).toBe(false);
  });

  it('recent games: the same dialog; cancel keeps the guest playing', async () => {
    givenGuestLoggedIn();
    const { user, store, router } = renderApp('/inhouse');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    await user.click(await screen.findByRole('button', { name: 'Recently played' }));
    const dialog = await refusalDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).not.toContain('view=recent');
    expect(store.getState().session.token).toBe('token-guest');
    expect(cards().length).toBeGreaterThan(0);
  });

  it('member centre: the same dialog instead of a plain notice', async () => {
    givenGuestLoggedIn();
    const { store } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    act(() => {
      store.dispatch(memberCentreOpened('depositv2'));
    });
    const dialog = await refusalDialog();
    expect(within(dialog).getByRole('button', { name: 'Register now' })).toBeInTheDocument();
    expect(store.getState().modals.stack.some((m) => m.name === 'memberCentre')).toBe(false);
  });
});
