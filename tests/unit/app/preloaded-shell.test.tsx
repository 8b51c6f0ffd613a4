import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import {
  PRELOADED_SHELL_ID,
  parsePreloadedShell,
  preloadPageData,
  preloadShellData,
  readPreloadedShell,
  serializePreloadedShell,
  type PreloadedQuery,
  type PreloadedShell,
} from '@/app/preloaded-shell';
import { showcaseArgs } from '@/features/games/home-showcase';
import type { GameCard } from '@/shared/contract/games';
import { loadMatchedRoutes } from '@/app/route-modules';
import { refreshShellData } from '@/app/shell-copy';
import { routes } from '@/app/routes';
import { hydrationEnded, hydrationStarted } from '@/shared/lib/use-hydrated';
import { loadPageModules } from '@/shared/lib/page-modules';
import { renderShell, shellPageAddress, shellPageCalls, shellPageModules } from '@/entry-server';
import { baseApi } from '@/shared/api/base-api';
import { i18next } from '@/shared/i18n/i18n';
import { coreApi, SITE_STATUS_ARGS } from '@/shared/api/core-api';
import { makeStore } from '@/shared/store/store';
import english from '../../../locales/EN.json';
import { buildBanner, buildHomeNotice, buildSystemStatus, buildVendorLanes } from '../../mocks/fixtures';
import { gamesMock } from '../../mocks/handlers/games';
import { server } from '../../mocks/server';

function shell(overrides: Partial<PreloadedShell> = {}): PreloadedShell {
  return {
    language: 'EN',
    status: buildSystemStatus(),
    homeNotice: buildHomeNotice(),
    vendors: { data: { lanes: buildVendorLanes() } },
    translations: english,
    imageHost: null,
    page: null,
    ...overrides,
  };
}

/** The home page's calls with these answers, as the server passes them to renderShell. */
function homeQueries(language: string, hot: GameCard[], popular: GameCard[]): PreloadedQuery[] {
  return [
    { endpointName: 'hotGames', arg: showcaseArgs.hot(language), value: { list: hot } },
    { endpointName: 'popularGames', arg: showcaseArgs.popular(language), value: { list: popular } },
  ];
}

/** The paths of the platform calls made while `run` runs. */
async function callsDuring(run: () => Promise<void> | void): Promise<string[]> {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return paths;
}

describe('the preloaded state of a server-rendered shell', () => {
  it('reads back what the server wrote', () => {
    const data = shell();
    expect(parsePreloadedShell(serializePreloadedShell(data))).toEqual(data);
  });

  it('escapes every < so no value can close the data block or open a tag', () => {
    const data = shell({ homeNotice: buildHomeNotice({ banners: [buildBanner({ title: '</script><script>alert(1)</script>' })] }) });
    const text = serializePreloadedShell(data);
    expect(text).not.toContain('<');
    expect(parsePreloadedShell(text)?.homeNotice.banners[0]?.title).toBe('</script><script>alert(1)</script>');
  });

  it.each([
    ['no text', ''],
    ['text that is not JSON', '{"language":'],
    ['a list', '[]'],
    ['a language the site does not have', serializePreloadedShell({ ...shell(), language: 'XX' as 'EN' })],
    ['a closed site', serializePreloadedShell(shell({ status: buildSystemStatus({ status: 1 }) }))],
    ['a notice without banners', JSON.stringify({ ...shell(), homeNotice: { player: null } })],
    ['vendors without lanes', JSON.stringify({ ...shell(), vendors: { data: {} } })],
    ['no translations', JSON.stringify({ ...shell(), translations: null })],
  ])('is ignored when it holds %s (the app then fetches as without it)', (_case, text) => {
    expect(parsePreloadedShell(text)).toBeNull();
  });

  it('is read from the JSON data block only', () => {
    const block = document.createElement('script');
    block.id = PRELOADED_SHELL_ID;
    block.type = 'application/json';
    block.textContent = serializePreloadedShell(shell());
    document.body.append(block);
    try {
      expect(readPreloadedShell(document)?.language).toBe('EN');
      block.type = 'text/plain';
      expect(readPreloadedShell(document)).toBeNull();
    } finally {
      block.remove();
    }
  });

  it('fills the query cache at once: the status, the notice and the vendors are not fetched again', async () => {
    const store = makeStore();
    preloadShellData(store, shell());
    const state = store.getState();
    expect(coreApi.endpoints.systemStatus.select(SITE_STATUS_ARGS)(state).data?.status).toBe(0);
    expect(coreApi.endpoints.homeNotice.select()(state).data?.banners).toHaveLength(4);
    expect(coreApi.endpoints.gameVendors.select()(state).data?.data.lanes.length).toBeGreaterThan(0);
    const calls = await callsDuring(async () => {
      const requests = [
        store.dispatch(coreApi.endpoints.systemStatus.initiate(SITE_STATUS_ARGS)),
        store.dispatch(coreApi.endpoints.homeNotice.initiate()),
        store.dispatch(coreApi.endpoints.gameVendors.initiate()),
      ];
      await Promise.all(requests);
      for (const request of requests) request.unsubscribe();
    });
    expect(calls).toEqual([]);
  });

  it('asks again for everything a document from the shell worker’s copy was rendered from, and keeps the answers', async () => {
    const hot = gamesMock.catalogue.filter((g) => g.isHot === 1).slice(0, 2);
    const rendered = await renderShell({
      ...shell({ homeNotice: buildHomeNotice({ banners: [buildBanner({ title: 'Yesterday’s banner' })] }) }),
      url: '/',
      page: homeQueries('EN', hot, []),
    });
    const preloaded = parsePreloadedShell(rendered.state)!;
    expect(preloaded.page?.queries.length).toBeGreaterThan(0);
    const store = makeStore();
    preloadShellData(store, preloaded);
    await loadMatchedRoutes(routes, '/');
    preloadPageData(store, preloaded.page!);
    expect(coreApi.endpoints.homeNotice.select()(store.getState()).data?.banners.map((b) => b.title)).toEqual(['Yesterday’s banner']);
    const calls = await callsDuring(async () => {
      refreshShellData(store, preloaded);
      await waitFor(() => expect(coreApi.endpoints.homeNotice.select()(store.getState()).data?.banners).toHaveLength(4));
      await waitFor(() => expect(store.getState().api.queries).toSatisfy((queries: Record<string, { status: string } | undefined>) => Object.values(queries).every((q) => q?.status === 'fulfilled')));
    });
    // the notice, the vendors and each of the page's own calls (the hot and popular games), once each
    expect(calls.sort()).toEqual(['/wps/game/hot', '/wps/game/popular', '/wps/game/vendors', '/wps/system/homeNotice']);
  });
});

describe('hydrating the shell the server rendered', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    hydrationEnded();
    act(() => root?.unmount());
    container?.remove();
    document.getElementById(PRELOADED_SHELL_ID)?.remove();
    root = undefined;
  });

  it('matches the server’s markup exactly, the home page included: no recoverable error, the same nodes kept', async () => {
    const data = shell();
    const hot = gamesMock.catalogue.filter((g) => g.isHot === 1).slice(0, 4);
    const popular = gamesMock.catalogue.slice(0, 6);
    const rendered = await renderShell({ ...data, url: '/', page: homeQueries('EN', hot, popular) });
    container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = rendered.html;
    document.body.append(container);
    const block = document.createElement('script');
    block.id = PRELOADED_SHELL_ID;
    block.type = 'application/json';
    block.textContent = rendered.state;
    document.body.append(block);
    const header = container.querySelector('header');
    const menu = container.querySelector('nav');
    expect(header).not.toBeNull();
    expect(container.querySelector('img[width="1920"][height="560"]')).not.toBeNull();
    // the home page itself, not its skeleton: the welcome and the hot and popular games
    expect(container.querySelector('h1')?.textContent).toMatch(/Welcome to Lotus Play/);
    expect(container.querySelectorAll('[data-testid="game-card"]')).toHaveLength(hot.length + popular.length);
    const firstTile = container.querySelector('[data-testid="game-card"]');
    // the first screen's artwork (the hot games) is in the server's HTML, loaded at once; the popular games' is
    // not: it would share a slow connection with the banner and the scripts
    expect(firstTile?.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(firstTile?.querySelector('img')?.getAttribute('src')).toMatch(/\/media\/games\/.+\.webp$/);
    const popularTile = container.querySelectorAll('[data-testid="game-card"]')[hot.length];
    expect(popularTile?.querySelector('img')?.hasAttribute('src')).toBe(false);

    // as src/main.tsx does
    const preloaded = readPreloadedShell(document)!;
    const store = makeStore({ preferences: { theme: 'light', language: preloaded.language } });
    preloadShellData(store, preloaded);
    expect(preloaded.page).not.toBeNull();
    await loadMatchedRoutes(routes, '/');
    preloadPageData(store, preloaded.page!);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const calls = await callsDuring(async () => {
      hydrationStarted();
      await act(async () => {
        root = hydrateRoot(
          container!,
          <StrictMode>
            <App store={store} />
          </StrictMode>,
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
      await screen.findByRole('heading', { name: /Welcome to Lotus Play/ });
      hydrationEnded();
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    // hydrated, not rendered again: the server's nodes are the app's
    expect(container.querySelector('header')).toBe(header);
    expect(container.querySelector('nav')).toBe(menu);
    expect(container.querySelector('[data-testid="game-card"]')).toBe(firstTile);
    // and once hydrated, the rest of the artwork loads
    await waitFor(() => expect(popularTile?.querySelector('img')?.getAttribute('src')).toMatch(/\/media\/games\/.+\.webp$/));
    // none of the five calls the page came with
    expect(calls.filter((path) => /\/wps\/(system\/status|system\/homeNotice|game\/vendors|game\/hot|game\/popular)$/.test(path))).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible());
  });
});

/**
 * The answers of a page's first calls as the API gives them (MSW here), the way the server answers the calls
 * `shellPageCalls` names: a scratch store asks each once.
 */
async function answersOf(url: string, data: PreloadedShell): Promise<PreloadedQuery[] | null> {
  const calls = shellPageCalls(url, data);
  if (!calls) return null;
  await loadMatchedRoutes(routes, new URL(url, 'http://site.test').pathname);
  const scratch = makeStore();
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => Parameters<typeof scratch.dispatch>[0] }>;
  return Promise.all(
    calls.map(async (call) => {
      const request = scratch.dispatch(endpoints[call.endpointName]!.initiate(call.arg)) as unknown as { unwrap(): Promise<unknown>; unsubscribe(): void };
      const value = await request.unwrap();
      request.unsubscribe();
      return { ...call, value };
    }),
  );
}

describe('a lottery lobby and a category page the server rendered whole', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    hydrationEnded();
    act(() => root?.unmount());
    container?.remove();
    document.getElementById(PRELOADED_SHELL_ID)?.remove();
    root = undefined;
    window.history.replaceState(null, '', '/');
  });

  /** Renders `url` as the server does, then hydrates it as src/main.tsx does; the platform calls made meanwhile. */
  async function serveAndHydrate(url: string, ready: () => Promise<unknown>) {
    const data = shell();
    const page = await answersOf(url, data);
    const rendered = await renderShell({ ...data, url, page });
    container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = rendered.html;
    document.body.append(container);
    const serverHtml = container.innerHTML;
    window.history.replaceState(null, '', url);

    const preloaded = parsePreloadedShell(rendered.state)!;
    const store = makeStore({ preferences: { theme: 'light', language: preloaded.language } });
    preloadShellData(store, preloaded);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const calls = await callsDuring(async () => {
      if (preloaded.page) {
        await loadMatchedRoutes(routes, new URL(url, 'http://site.test').pathname);
        await loadPageModules(new URL(url, 'http://site.test'));
        preloadPageData(store, preloaded.page);
        // as src/main.tsx gives them to i18next before hydrating
        for (const [namespace, texts] of Object.entries(preloaded.page.namespaces ?? {})) i18next.addResourceBundle('EN', namespace, texts, true, true);
      }
      hydrationStarted();
      await act(async () => {
        root = hydrateRoot(
          container!,
          <StrictMode>
            <App store={store} />
          </StrictMode>,
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
      await ready();
      hydrationEnded();
    });
    consoleError.mockRestore();
    return { rendered, preloaded, serverHtml, errors, calls };
  }

  it('renders /lottery with its groups and games, the lottery’s texts with it, and hydrates it without a call or a mismatch', async () => {
    const { preloaded, serverHtml, errors, calls } = await serveAndHydrate('/lottery', () => screen.findByRole('link', { name: 'Miền Bắc 45 giây' }));
    // in the server's HTML: the groups and the first group's games with their open draw, no skeleton
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    expect(server.querySelector('[data-testid="lottery-lobby-loading"]')).toBeNull();
    expect([...server.querySelectorAll('[data-testid="lottery-card"] a')].map((a) => a.textContent)).toEqual(['Miền Bắc 45 giây', 'TCG Five 1']);
    expect(server.textContent).toContain('Xổ số nhanh');
    // the countdown's box is there, its digits are not (the server renders at another moment than the browser hydrates)
    const boxes = [...server.querySelectorAll('[data-testid="lottery-countdown"]')];
    expect(boxes).toHaveLength(2);
    expect(boxes.every((box) => box.textContent === '')).toBe(true);
    expect(Object.keys(preloaded.page?.namespaces ?? {})).toEqual(['lottery']);
    expect(errors).toEqual([]);
    expect(calls.filter((path) => path.startsWith('/lgw/') || path.startsWith('/wps/'))).toEqual([]);
    // once hydrated, the seconds left
    await waitFor(() => expect(screen.getAllByTestId('lottery-countdown')[0]?.textContent).toMatch(/\d\d:\d\d/));
  });

  it('renders /vnlottery by region, as its call answers', async () => {
    const { serverHtml, errors, calls } = await serveAndHydrate('/vnlottery', () => screen.findByRole('link', { name: 'Miền Bắc 45 giây' }));
    expect(serverHtml).toContain('Miền Bắc');
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('renders a category page’s first page of games, the first screen’s artwork in the HTML, and hydrates it without a call or a mismatch', async () => {
    const { preloaded, serverHtml, errors, calls } = await serveAndHydrate('/rng', () => screen.findAllByTestId('game-card'));
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    const tiles = [...server.querySelectorAll('[data-testid="game-card"]')];
    const asked = preloaded.page?.queries[0];
    expect(asked?.endpointName).toBe('gameList');
    const list = asked?.value as { games: GameCard[] };
    expect(tiles).toHaveLength(list.games.length);
    expect(tiles.length).toBeGreaterThan(12);
    // the first twelve tiles' artwork loads with the page, the rest once hydrated and near the window
    const pictures = tiles.map((tile) => tile.querySelector('img')!);
    expect(pictures.slice(0, 12).every((img) => img.getAttribute('src') && img.getAttribute('loading') === 'eager')).toBe(true);
    expect(pictures.slice(12).every((img) => !img.hasAttribute('src') && img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('renders a lottery game’s page from its calls’ answers and hydrates it without a mismatch: the seconds left and the draw’s local time once hydrated', async () => {
    const url = '/vnlottery?gameCode=VNL_0004';
    expect(shellPageCalls(url, shell())?.map((c) => c.endpointName)).toEqual(['lotteryGame', 'nearDraws', 'vnOpenedNumbers']);
    // the address as far as the page reads it: a play type only on /lottery, and only one the game has
    expect(shellPageAddress('/vnlottery?gameCode=VNL_0004&playType=A&ref=1', [])).toBe(url);
    expect(shellPageAddress('/lottery?gameCode=TCG_0001&playType=nothing', [{ endpointName: 'lotteryGame', arg: {}, value: { playTypes: [{ code: 'position' }] } }])).toBe('/lottery?gameCode=TCG_0001');
    expect(shellPageAddress('/lottery?gameCode=TCG_0001&playType=position', [{ endpointName: 'lotteryGame', arg: {}, value: { playTypes: [{ code: 'position' }] } }])).toBe('/lottery?gameCode=TCG_0001&playType=position');
    expect(shellPageModules(url)).toEqual(['src/features/lottery/lottery-game-page.tsx']);
    expect(shellPageModules('/vnlottery')).toEqual([]);
    const { serverHtml, errors, calls } = await serveAndHydrate(url, () => screen.findByTestId('bet-slip'));
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    // the game itself, not its loading state: the name, the open period, the slip, the latest result and the history
    expect(server.querySelector('[data-testid="lottery-loading"]')).toBeNull();
    expect(server.querySelector('h1')?.textContent).toContain('Miền Bắc 45 giây');
    expect(server.querySelector('[data-testid="current-period"]')?.textContent).toMatch(/\d/);
    expect(server.querySelector('[data-testid="bet-slip"]')).not.toBeNull();
    expect(server.querySelector('[data-testid="results-history"]')).not.toBeNull();
    // the seconds left and the draw's time in this browser's zone: boxes, empty until hydrated
    expect(server.querySelector('[data-testid="countdown"]')?.textContent).toBe('\u00a0');
    expect(server.querySelector('time')?.textContent).toBe('\u00a0');
    expect(errors).toEqual([]);
    // no call before hydration; the near draws again once the first screen has loaded, for this browser's clock
    expect(calls.filter((path) => path.startsWith('/lgw/') && !path.endsWith('/draws/near'))).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).toMatch(/\d\d:\d\d/));
    await waitFor(() => expect(document.querySelector('time')?.textContent).toMatch(/\d{4}/));
  });

  it('renders the skeleton of a page whose address asks for something else than its first screen', async () => {
    const data = shell();
    expect(shellPageCalls('/rng?vendor=JDS', data)).toBeNull();
    // a query the page does not read changes nothing
    expect(shellPageCalls('/lottery?ref=abc', data)).toEqual(shellPageCalls('/lottery', data));
    const rendered = await renderShell({ ...data, url: '/rng', page: null });
    expect(rendered.wholePage).toBe(false);
    expect(rendered.html).not.toContain('data-testid="game-card"');
  });
});
