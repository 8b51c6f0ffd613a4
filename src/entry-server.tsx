/**
 * The server-side render of the visitor's shell (header, left menu, banner
 * area, the page's skeleton), built by `vite build --ssr` into
 * <build>/server/entry-server.js and called by the reference server
 * (server/src/http/site-shell.ts) with data it already has. The same
 * components as the site, rendered for a visitor: the browser hydrates this
 * HTML with the same data (src/app/preloaded-shell.ts, src/main.tsx).
 */
import { createInstance, type ResourceKey } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { preloadPageData, preloadShellData, serializePreloadedShell, type PreloadedQuery, type PreloadedShell } from '@/app/preloaded-shell';
import { loadMatchedRoutes } from '@/app/route-modules';
import { routes } from '@/app/routes';
import type { RouteHandle } from '@/app/shell-layout';
import { EarlyLoginDialog } from '@/features/identity/early-login-dialog';
import { CATEGORY_PARAMS, categoryListArgs, categoryVendorCodes, NO_FILTERS } from '@/features/games/category-list';
import { showcaseArgs } from '@/features/games/home-showcase';
import { LOTTERY_GAME_MODULE, lotteryGameAddress, lotteryGameCalls } from '@/features/lottery/lottery-game-args';
import { LOTTERY_MENUS_ARGS, VN_MENUS_ARGS } from '@/features/lottery/lottery-menus-args';
import { StatusGate } from '@/features/system/status-gate';
import { gameCategoryRoutes, type GameCategoryRoute } from '@/shared/config/paths';
import { renderForHydration } from '@/shared/lib/use-hydrated';
import { pickHost } from '@/shared/lib/cdn';
import { loadPageModules } from '@/shared/lib/page-modules';
import { i18nOptions, loadLocale } from '@/shared/i18n/i18n';
import { htmlLang, isSupportedLanguage, supportedLanguages, type SupportedLanguage } from '@/shared/i18n/language';
import { makeStore } from '@/shared/store/store';

export interface ShellInput extends Omit<PreloadedShell, 'imageHost' | 'page'> {
  /** the address asked for: its path picks the route */
  url: string;
  /** the calls of the page (`shellPageCalls`) with the server's answers, or null: the page's skeleton */
  page: PreloadedQuery[] | null;
}

/** A call a page makes on its first render: the endpoint's name in the query cache and its argument. */
export type PageCall = Omit<PreloadedQuery, 'value'>;

/** What decides a page's first calls: the address and the shell's data. */
interface PageContext {
  language: SupportedLanguage;
  path: string;
  search: URLSearchParams;
  status: PreloadedShell['status'];
  vendors: PreloadedShell['vendors'];
}

/** A category page as first opened (no vendor, view, filter or page in the address): its game list. */
function categoryCalls({ language, path, search, status, vendors }: PageContext): PageCall[] | null {
  if (CATEGORY_PARAMS.some((name) => search.has(name))) return null;
  const slug = path.replace(/^\//, '');
  const route: GameCategoryRoute = (gameCategoryRoutes as readonly string[]).includes(slug) ? (slug as GameCategoryRoute) : 'rng';
  const codes = categoryVendorCodes(route, vendors.data.lanes, status.info.settings ?? null);
  // no vendor: the page asks nothing and shows that it has no games
  return codes.length === 0 ? [] : [{ endpointName: 'gameList', arg: categoryListArgs(route, codes, NO_FILTERS, language) }];
}

/** A lottery lobby, or the game of its address (`gameCode`, as the page reads it): the calls of its first render. */
const lotteryCalls =
  (route: 'lottery' | 'vnlottery', menus: PageCall): ((page: PageContext) => PageCall[]) =>
  ({ search }) => {
    const gameCode = search.get('gameCode');
    return gameCode ? lotteryGameCalls(route, gameCode) : [menus];
  };

/**
 * The page groups whose page the server renders too, with the calls the page
 * makes on its first render (as it makes them: the same endpoint and
 * argument), whose answers the server sends with it (a lottery lobby's, or
 * the game's of its address); null for an address whose page shows something
 * else (a filtered list): its skeleton. Every other page is rendered as its skeleton, and the browser
 * loads its module after hydrating.
 */
const serverRenderedPages: Record<string, (page: PageContext) => PageCall[] | null> = {
  index: ({ language }) => [
    { endpointName: 'hotGames', arg: showcaseArgs.hot(language) },
    { endpointName: 'popularGames', arg: showcaseArgs.popular(language) },
  ],
  lottery: lotteryCalls('lottery', { endpointName: 'lotteryMenus', arg: LOTTERY_MENUS_ARGS }),
  vnlottery: lotteryCalls('vnlottery', { endpointName: 'vnMenus', arg: VN_MENUS_ARGS }),
  egame: categoryCalls,
  elott: categoryCalls,
};

/** The translation namespaces a page group rendered whole shows besides the site's own (sent with it). */
const pageNamespaces: Record<string, string[]> = { lottery: ['lottery'], vnlottery: ['lottery'] };

/**
 * The calls the page of `url` makes on its first render when the server
 * renders it whole (the server answers them and passes them to
 * `renderShell`), or null: the page is rendered as its skeleton.
 */
export function shellPageCalls(url: string, data: { language: string; status: PreloadedShell['status']; vendors: PreloadedShell['vendors'] }): PageCall[] | null {
  if (!isSupportedLanguage(data.language)) return null;
  const address = new URL(url, 'http://shell.invalid');
  const group = shellPageGroupOf(address.pathname);
  const calls = group ? serverRenderedPages[group] : undefined;
  return calls ? calls({ language: data.language, path: address.pathname, search: address.searchParams, status: data.status, vendors: data.vendors }) : null;
}

/**
 * The address whose page the server renders for `url`, given the answers of
 * its calls: what the page shows depends on nothing else in it, so the server
 * keeps one render per such address. The path, or a lottery game's address
 * (the game, and the play type its slip opens on when the game has it).
 */
export function shellPageAddress(url: string, queries: readonly PreloadedQuery[]): string {
  const address = new URL(url, 'http://shell.invalid');
  const group = shellPageGroupOf(address.pathname);
  const gameCode = address.searchParams.get('gameCode');
  if ((group === 'lottery' || group === 'vnlottery') && gameCode) {
    const game = queries.find((q) => q.endpointName === 'lotteryGame')?.value as { playTypes?: { code: string }[] } | undefined;
    return lotteryGameAddress(group, gameCode, address.searchParams.get('playType'), game?.playTypes?.map((p) => p.code) ?? []);
  }
  return address.pathname;
}

/**
 * The modules (as the build's manifest names them) the page of `url` loads on
 * demand that its render needs, when rendered whole: the server links their
 * chunks and style sheets with the document. A lottery game's page.
 */
export function shellPageModules(url: string): string[] {
  const address = new URL(url, 'http://shell.invalid');
  const group = shellPageGroupOf(address.pathname);
  return (group === 'lottery' || group === 'vnlottery') && address.searchParams.get('gameCode') ? [LOTTERY_GAME_MODULE] : [];
}

export interface RenderedShell {
  /** the markup to put inside <div id="root"> */
  html: string;
  /** the text of the `<script type="application/json" id="preloaded-state">` data block, `<` escaped */
  state: string;
  /** the value of <html lang> */
  lang: string;
  /** the page itself was rendered, not only its skeleton: the document must link its style sheets */
  wholePage: boolean;
  /**
   * The login dialog as it first opens (features/identity/early-login-dialog.tsx), for the document to
   * carry inert: shown by the page's loader when Log in is pressed before the app runs.
   */
  earlyLogin: string;
}

/** The languages the site has translations for: the server renders only these. */
export const shellLanguages: readonly SupportedLanguage[] = supportedLanguages;
export { isSupportedLanguage };

const handler = createStaticHandler(routes);

/**
 * The id of the route that renders `path` (the server keeps one render per
 * route), or null for an address the site does not know: its 404 page is
 * not worth a render per address typed at random.
 */
export function shellRouteOf(path: string): string | null {
  const deepest = matchRoutes(handler.dataRoutes, path)?.at(-1)?.route;
  return !deepest || deepest.path === '*' ? null : deepest.id;
}

/** The page group of the route that renders `path` (the server preloads its chunks with the shell), or null. */
export function shellPageGroupOf(path: string): string | null {
  const handle = matchRoutes(handler.dataRoutes, path)?.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.group ?? null;
}

export { loadLocale };

/** The shell of `url` for a visitor, in `language`, from the data the browser gets with it. */
export async function renderShell(input: ShellInput): Promise<RenderedShell> {
  const { url, page: queries, ...data } = input;
  const address = new URL(url, 'http://shell.invalid');
  const group = shellPageGroupOf(address.pathname);
  const wholePage = queries !== null && group !== null && group in serverRenderedPages;
  const namespaces: Record<string, ResourceKey> = {};
  if (wholePage) {
    // the page's module (it declares the calls its answers go to), and the texts it shows besides the site's
    await loadMatchedRoutes(handler.dataRoutes, address.pathname);
    await loadPageModules(address);
    for (const namespace of pageNamespaces[group] ?? []) namespaces[namespace] = await loadLocale(data.language, namespace);
  }
  const page: PreloadedShell['page'] = wholePage ? { queries, ...(Object.keys(namespaces).length > 0 ? { namespaces } : {}) } : null;
  const preloaded: PreloadedShell = { ...data, imageHost: pickHost(data.status.info.imageCDNs), page };
  // a visitor's store, with nothing from the browser: no session, the default theme, this language
  const store = makeStore({ session: { token: null }, preferences: { theme: 'light', language: data.language } });
  preloadShellData(store, preloaded);
  if (page) preloadPageData(store, page);

  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nOptions(data.language),
    resources: { [data.language]: { translation: data.translations, ...namespaces } },
    initAsync: false,
  });

  const location = { pathname: address.pathname, search: address.search, hash: '', state: null, key: 'default' };
  const matches = matchRoutes(handler.dataRoutes, location) ?? [];
  // no loader runs; a page whose module is not loaded above renders its HydrateFallback (the skeleton), as
  // the browser's router does until the module is there
  const context: StaticHandlerContext = {
    basename: '/',
    location,
    matches,
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = renderForHydration(() =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <StatusGate>
            {/* no hydration script: the router starts in the browser from the address, like without a server render */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </StatusGate>
        </Provider>
      </I18nextProvider>,
    ),
  );
  // its ids are its own: the dialog joins a document whose #root has ids of the same render's making
  const earlyLogin = renderToString(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <EarlyLoginDialog />
      </Provider>
    </I18nextProvider>,
    { identifierPrefix: 'early-login-' },
  );
  return { html, state: serializePreloadedShell(preloaded), lang: htmlLang[data.language], wholePage, earlyLogin };
}
