import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BANNER_CACHE_KEY } from '@/features/layout/banner-cache';
import { api } from '@/shared/contract/api';
import type { Banner } from '@/shared/contract/content';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildBanner, buildHomeNotice } from '../../../mocks/fixtures';
import { resetGamesMock } from '../../../mocks/handlers/games';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

const banners: Banner[] = [
  buildBanner({ bannerId: 1, groupName: 'home', title: 'home banner' }),
  buildBanner({ bannerId: 2, groupName: 'live', title: 'live banner' }),
];

/** The home notice answers only when `release` is called. */
function givenSlowNotice(list: Banner[] = banners) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    contractHandler(api.homeNotice, async () => {
      await gate;
      return buildHomeNotice({ banners: list });
    }),
  );
  return { release: () => release() };
}

const region = () => screen.queryByRole('region', { name: 'Featured' });

beforeEach(() => resetGamesMock());

describe('banner area: space only where banners are known to come', () => {
  it('a page whose group has no banners never shows a placeholder, before or after the notice', async () => {
    const notice = givenSlowNotice();
    renderApp('/rng');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(region()).toBeNull();
    notice.release();
    await waitFor(() => expect(window.sessionStorage.getItem(BANNER_CACHE_KEY)).not.toBeNull());
    expect(region()).toBeNull();
  });

  it('on a first visit, a page with banners shows them once the notice says so (no placeholder before)', async () => {
    const notice = givenSlowNotice();
    renderApp('/live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(region()).toBeNull();
    notice.release();
    const area = await screen.findByRole('region', { name: 'Featured' });
    expect(within(area).getByRole('img')).toHaveAccessibleName('live banner');
  });

  it('home reserves its frame while the first notice loads', async () => {
    const notice = givenSlowNotice();
    renderApp('/');
    const area = await screen.findByRole('region', { name: 'Featured' });
    expect(within(area).queryByRole('img')).toBeNull();
    notice.release();
    await waitFor(() => expect(within(area).getByRole('img')).toHaveAccessibleName('home banner'));
  });

  it('the next page load of the session knows the groups at once from session storage', async () => {
    const first = givenSlowNotice();
    renderApp('/');
    first.release();
    await waitFor(() => expect(window.sessionStorage.getItem(BANNER_CACHE_KEY)).toContain('live banner'));
    cleanup();

    // a reload: the notice is slow again, but the banners of the group are there at once
    givenSlowNotice([...banners, buildBanner({ bannerId: 3, groupName: 'live', title: 'fresh live banner' })]);
    renderApp('/live');
    const area = await screen.findByRole('region', { name: 'Featured' });
    expect(within(area).getByRole('img')).toHaveAccessibleName('live banner');
    cleanup();

    // and a group without banners reserves nothing, not even on home when home has none
    window.sessionStorage.setItem(BANNER_CACHE_KEY, JSON.stringify([banners[1]]));
    givenSlowNotice([]);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(region()).toBeNull();
  });

  it('a damaged cache is ignored', async () => {
    window.sessionStorage.setItem(BANNER_CACHE_KEY, '{not json');
    const notice = givenSlowNotice();
    renderApp('/live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(region()).toBeNull();
    notice.release();
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  });
});
