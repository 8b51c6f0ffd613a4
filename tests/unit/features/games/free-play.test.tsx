import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { storeLanguage } from '@/shared/i18n/language';
import { selectMemberInfo } from '@/shared/store/session-slice';
import type { AppStore } from '@/shared/store/store';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildMemberInfo, buildSystemStatus } from '../../../mocks/fixtures';
import { gamesMock, givenLaunchRoutingCatalogue, resetGamesMock } from '../../../mocks/handlers/games';
import { givenGuestLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

const guestInfo = () => buildMemberInfo({ account: 'guest12345678', isAgent: 4, clubLabel: null, memberLabel: [] });

/**
 * A server that still refuses a free-play session the lists the site asks for
 * by itself (recent games, as the reference server did): the site must not
 * turn that into an error the player never asked for.
 */
function givenRecentGamesRefuseGuests() {
  server.use(
    contractHandler(api.recentGames, ({ request }) => {
      gamesMock.recentRequests.push({ guest: String(request.headers.get('Authorization')?.includes('guest')) });
      return new MockFailure(403, 'FORBIDDEN', 'This needs a real account. Please register to continue.', undefined, { reason: 'guestRefused' });
    }),
    contractHandler(api.memberInfo, () => guestInfo()),
  );
}

/** Nothing was said to the player: no dialog open, no error toast. */
function nothingSaid(store: AppStore) {
  expect(store.getState().modals.stack).toEqual([]);
  expect(store.getState().toasts.items.filter((t) => t.tone === 'error')).toEqual([]);
  expect(screen.queryByText('This needs a real account. Please register to continue.')).toBeNull();
}

/** The brand offers free play (the setting and the FREEPLAY module). */
function givenFreePlayOffered() {
  const base = buildSystemStatus();
  server.use(
    contractHandler(api.systemStatus, () =>
      buildSystemStatus({ info: { ...base.info, modules: [...base.info.modules, { modId: 'FREEPLAY', name: 'FREEPLAY', enabled: true, childrenNodes: [] }] } }),
    ),
  );
}

async function vendorCard(lane: string, name: RegExp) {
  const region = await screen.findByRole('region', { name: lane });
  return within(region).getByRole('link', { name });
}

beforeEach(() => {
  resetGamesMock();
  storeLanguage('EN');
  server.use(givenLaunchRoutingCatalogue());
});

describe('free play', () => {
  it('the free trial lands on the home page with no error the player did not ask for', async () => {
    givenFreePlayOffered();
    givenRecentGamesRefuseGuests();
    const { user, store, router } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-guest'));
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    expect(router.state.location.pathname).toBe('/');
    await screen.findByRole('region', { name: 'Slots' });
    // the home page's lanes have had their turn
    await new Promise((resolve) => setTimeout(resolve, 300));
    nothingSaid(store);
    // the recent-games lane is a real account's: a guest's home page does not ask for it
    expect(gamesMock.recentRequests).toEqual([]);
  });

  it('a guest session picked up by a reload asks for no member-only list before it knows it is a guest', async () => {
    givenGuestLoggedIn();
    givenRecentGamesRefuseGuests();
    const { store } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    await screen.findByRole('region', { name: 'Slots' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    nothingSaid(store);
    expect(gamesMock.recentRequests).toEqual([]);
  });

  it('a guest launches what the brand lets trials play; a live table says it needs a real account when clicked, once', async () => {
    givenGuestLoggedIn();
    const { user, store, router } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    await user.click(await vendorCard('Fishing', /Deep Sea Hunter/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(gamesMock.launches[0]).toMatchObject({ nodeId: 'FISH_DSH', vassalage: 'DSH' });
    // the launch refreshes the recent games: still nothing said
    await new Promise((resolve) => setTimeout(resolve, 200));
    nothingSaid(store);

    await router.navigate('/');
    await user.click(await vendorCard('Live casino', /Evo Live/));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByText('This needs a real account. Please register to continue.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // the dialog says it; no second "could not start the game" on top
    expect(store.getState().toasts.items.filter((t) => t.tone === 'error')).toEqual([]);
  });
});
