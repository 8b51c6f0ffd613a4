/**
 * The server-side render of the visitor's shell (header, left menu, banner
 * area, the page's skeleton), built by `vite build --ssr` into
 * <build>/server/entry-server.js and called by the reference server
 * (server/src/http/site-shell.ts) with data it already has. The same
 * components as the site, rendered for a visitor: the browser hydrates this
 * HTML with the same data (src/app/preloaded-shell.ts, src/main.tsx).
 */
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { preloadPageData, preloadShellData, serializePreloadedShell, type PreloadedQuery, type PreloadedShell } from '@/app/preloaded-shell';
import { loadMatchedRoutes } from '@/app/route-modules';
import { routes } from '@/app/routes';
import type { RouteHandle } from '@/app/shell-layout';
import { showcaseArgs } from '@/features/games/home-showcase';
import { StatusGate } from '@/features/system/status-gate';
import type { GameCard } from '@/shared/contract/games';
import { renderForHydration } from '@/shared/lib/use-hydrated';
import { pickHost } from '@/shared/lib/cdn';
import { i18nOptions, loadLocale } from '@/shared/i18n/i18n';
import { htmlLang, isSupportedLanguage, supportedLanguages, type SupportedLanguage } from '@/shared/i18n/language';
import { makeStore } from '@/shared/store/store';

export interface ShellInput extends Omit<PreloadedShell, 'imageHost' | 'page'> {
  /** the address asked for: its path and query pick the route */
  url: string;
  /** the visitor's answers of the lobby's game calls: the home page is rendered from them */
  games: { hot: GameCard[]; popular: GameCard[] };
}

/**
 * The page groups whose page the server renders too, with the answers of
 * the calls the page makes on its first render (as it makes them: the same
 * endpoint and argument). Every other page is rendered as its skeleton, and
 * the browser loads its module after hydrating.
 */
const serverRenderedPages: Record<string, (language: string, games: ShellInput['games']) => PreloadedQuery[]> = {
  index: (language, games) => [
    { endpointName: 'hotGames', arg: showcaseArgs.hot(language), value: { list: games.hot } },
    { endpointName: 'popularGames', arg: showcaseArgs.popular(language), value: { list: games.popular } },
  ],
};

export interface RenderedShell {
  /** the markup to put inside <div id="root"> */
  html: string;
  /** the text of the `<script type="application/json" id="preloaded-state">` data block, `<` escaped */
  state: string;
  /** the value of <html lang> */
  lang: string;
  /** the page itself was rendered, not only its skeleton: the document must link its style sheets */
  wholePage: boolean;
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
  const { url, games, ...data } = input;
  const address = new URL(url, 'http://shell.invalid');
  const group = shellPageGroupOf(address.pathname);
  const pageQueries = group ? serverRenderedPages[group] : undefined;
  const page = pageQueries ? { queries: pageQueries(data.language, games) } : null;
  // the page's module, for a page rendered whole (it declares the calls its answers go to)
  if (page) await loadMatchedRoutes(handler.dataRoutes, address.pathname);
  const preloaded: PreloadedShell = { ...data, imageHost: pickHost(data.status.info.imageCDNs), page };
  // a visitor's store, with nothing from the browser: no session, the default theme, this language
  const store = makeStore({ session: { token: null }, preferences: { theme: 'light', language: data.language } });
  preloadShellData(store, preloaded);
  if (page) preloadPageData(store, page);

  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nOptions(data.language),
    resources: { [data.language]: { translation: data.translations } },
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
  return { html, state: serializePreloadedShell(preloaded), lang: htmlLang[data.language], wholePage: page !== null };
}
