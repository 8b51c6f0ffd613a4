import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionKeys, sessionStore } from '@/shared/lib/storage';
import { memberCentreOpened } from '@/shared/store/centres';
import { allModalsClosed, modalClosed, modalOpened, modalQueued, modalsSlice } from '@/shared/store/modals-slice';
import { resetIdentityMock } from '../../mocks/handlers/identity';
import { givenLoggedIn, givenPopupAnnouncements } from '../../mocks/scenarios';
import { renderApp } from '../render';

beforeEach(() => resetIdentityMock());
// the announcements' chunk is loaded before: a dialog that would open shows at once
beforeAll(async () => {
  await import('@/features/layout/announcements-modal');
});

const names = () => screen.queryAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby') && document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent);

describe('one popup at a time', () => {
  it('after sign-up the announcements wait for “registration successful”, and one Escape closes one dialog', async () => {
    givenPopupAnnouncements(3);
    const { user, store } = renderApp('/register');
    await user.type(await screen.findByLabelText(/^Username/), 'newplayer1');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Invitation code/), 'lotus88');
    await user.click(screen.getByLabelText(/21 years/));
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('dialog', { name: 'Registration successful' })).toBeInTheDocument();
    // the home page has asked for its popup announcements (once the first screen is loaded)
    await waitFor(() => expect(sessionStore.get(sessionKeys.homePopupShown)).toBe('1'), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['registerSuccess']);
    expect(names()).toEqual(['Registration successful']);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    expect(names()).toEqual(['Announcements']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });

  it('the login’s popup announcements do not open over a member centre the player already opened', async () => {
    givenLoggedIn();
    givenPopupAnnouncements(3);
    const { user, store } = renderApp('/');
    store.dispatch(memberCentreOpened());
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get(sessionKeys.homePopupShown)).toBe('1'), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['memberCentre']);
    expect(names()).toEqual(['Member centre']);
    expect(store.getState().modals.waiting.map((m) => m.name)).toEqual(['announcements']);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    expect(names()).toEqual(['Announcements']);
  });
});

describe('Escape with dialogs over each other', () => {
  it('closes the top one only', async () => {
    givenLoggedIn();
    const { user, store } = renderApp('/');
    store.dispatch(memberCentreOpened());
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    store.dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'errors.unknown' } }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['memberCentre']);
  });
});

describe('the page behind the dialogs', () => {
  it('stops scrolling while any dialog is open, whichever of two closes first', async () => {
    givenLoggedIn();
    const { store } = renderApp('/');
    expect(document.body.style.overflow).toBe('');
    store.dispatch(memberCentreOpened());
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    store.dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'errors.unknown' } }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeInTheDocument();

    // the one underneath closes first: the other is still open, the page still does not scroll
    store.dispatch(modalClosed('memberCentre'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('hidden');
    // the last one closes: the page scrolls again (before, it stayed locked for good)
    store.dispatch(modalClosed('notice'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });
});

describe('the modal stack and its waiting popups', () => {
  const reduce = modalsSlice.reducer;
  const empty = reduce(undefined, { type: 'init' });

  it('a queued modal opens at once on an empty screen, else when the last dialog closes', () => {
    expect(reduce(empty, modalQueued({ name: 'announcements' })).stack.map((m) => m.name)).toEqual(['announcements']);
    let state = reduce(empty, modalOpened({ name: 'freePlay' }));
    state = reduce(state, modalQueued({ name: 'announcements' }));
    expect(state.stack.map((m) => m.name)).toEqual(['freePlay']);
    state = reduce(state, modalClosed('freePlay'));
    expect(state.stack.map((m) => m.name)).toEqual(['announcements']);
    expect(state.waiting).toEqual([]);
  });

  it('what the player opens goes before a popup that opened by itself, which then waits again', () => {
    let state = reduce(empty, modalQueued({ name: 'announcements' }));
    state = reduce(state, modalOpened({ name: 'registerSuccess', options: { account: 'a', mobile: false } }));
    expect(state.stack.map((m) => m.name)).toEqual(['registerSuccess']);
    state = reduce(state, allModalsClosed());
    expect(state.stack.map((m) => m.name)).toEqual(['announcements']);
    // opened by the player, the same modal is simply open: closing it leaves nothing waiting
    state = reduce(empty, modalOpened({ name: 'announcements' }));
    state = reduce(state, modalOpened({ name: 'freePlay' }));
    expect(state.stack.map((m) => m.name)).toEqual(['announcements', 'freePlay']);
  });
});
