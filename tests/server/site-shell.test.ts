import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { inlineScriptHashes, inlineStyleHashes } from '../../server/src/http/security-headers';
import { chunksOfPage, composeDocument, EARLY_LOGIN_SCRIPT, rulesFor, SCRIPT_LOADER, shellBundlePath } from '../../server/src/http/site-shell';
import { scheduleDraws } from '../../server/src/modules/lottery/engine';
import { drawsUntil, LOTTERY_MENUS_MAX_AGE_MS, WAITING_MAX_AGE_MS } from '../../server/src/modules/site-shell/page-answers';
import { loginAs, startTestServer, testConfig, type TestServer } from './helpers';

// a built index.html as Vite writes it: the entry and its preloads in <head>, an empty #root
const template = `<!doctype html>
<html lang="vi">
  <head>
    <script>document.documentElement.dataset.theme = 'light';</script>
    <script type="module" crossorigin src="/res/js/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/res/js/react-def.js">
    <link rel="stylesheet" crossorigin href="/res/css/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest = {
  'index.html': { file: 'res/js/index-abc.js', isEntry: true, imports: ['_react-def.js'] },
  '_react-def.js': { file: 'res/js/react-def.js' },
  'src/app/routes/index.tsx': { file: 'res/js/group-index-jkl.js', isDynamicEntry: true, imports: ['_react-def.js', '_game-grid-mno.js', 'index.html'], css: ['res/css/routes-stu.css'] },
  '_game-grid-mno.js': { file: 'res/js/game-grid-mno.js', imports: ['_react-def.js'], css: ['res/css/lobby-vwx.css', 'res/css/index-ghi.css'] },
  'src/app/routes/register.tsx': { file: 'res/js/group-register-pqr.js', isDynamicEntry: true, css: ['res/css/register-yza.css'] },
  'src/features/identity/login-popup.tsx': { file: 'res/js/login-popup-lp1.js', isDynamicEntry: true, imports: ['_react-def.js'], css: ['res/css/modal-mo1.css'] },
};

// the login popup's sheet: none of these rules styles the dialog's copy (their classes are not its)
const loginSheet = '.never-used{color:red}@media (max-width:560px){.never-used{padding:8px}}@keyframes spin-never{to{rotate:1turn}}';

const appScripts = (html: string): { entry: string; preload: string[] } =>
  JSON.parse(html.match(/<script type="application\/json" id="app-scripts">([\s\S]*?)<\/script>/)?.[1] ?? 'null') as { entry: string; preload: string[] };

const page = (app: FastifyInstance, headers: Record<string, string> = {}, url = '/') =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const preloadedState = (html: string): { language: string; status: { status: number; location: { ip: string } }; homeNotice: { player: unknown } } => {
  const json = html.match(/<script type="application\/json" id="preloaded-state">([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error('no preloaded state in the document');
  return JSON.parse(json) as ReturnType<typeof preloadedState>;
};

describe('the visitor’s shell rendered into the site’s document', () => {
  let s: TestServer;
  let withBundle: string;
  let withoutBundle: string;
  let app: FastifyInstance;
  let plainApp: FastifyInstance;

  beforeAll(async () => {
    withBundle = mkdtempSync(join(tmpdir(), 'lotus-shell-'));
    withoutBundle = mkdtempSync(join(tmpdir(), 'lotus-shell-plain-'));
    for (const dir of [withBundle, withoutBundle]) {
      mkdirSync(join(dir, 'res', 'js'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), template);
    }
    // the client build's chunk graph: the home page group imports the game grid, which imports React
    mkdirSync(join(withBundle, '.vite'), { recursive: true });
    writeFileSync(join(withBundle, '.vite', 'manifest.json'), JSON.stringify(manifest));
    mkdirSync(join(withBundle, 'res', 'css'), { recursive: true });
    writeFileSync(join(withBundle, 'res', 'css', 'modal-mo1.css'), loginSheet);
    // the SSR bundle as `npm run build` writes it (vite.config.ts `ssrConfig`)
    const built = mkdtempSync(join(tmpdir(), 'lotus-shell-build-'));
    // as `npm run build` runs it (vitest's NODE_ENV=test would give the bundle React's development JSX)
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: join(process.cwd(), 'vite.config.ts'), logLevel: 'silent', build: { ssr: 'src/entry-server.tsx', outDir: join(built, 'server') } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    cpSync(join(built, 'server'), join(withBundle, 'server'), { recursive: true });
    rmSync(built, { recursive: true, force: true });

    s = await startTestServer();
    app = await buildApp({ db: s.db, config: testConfig({ STATIC_DIR: withBundle }), keys: s.keys });
    plainApp = await buildApp({ db: s.db, config: testConfig({ STATIC_DIR: withoutBundle }), keys: s.keys });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await plainApp?.close();
    await s?.close();
    rmSync(withBundle, { recursive: true, force: true });
    rmSync(withoutBundle, { recursive: true, force: true });
  });

  it('starts the page group’s chunks with the entry’s, each once, for the page the address renders', async () => {
    const home = appScripts((await page(app)).body);
    expect(home.entry).toBe('/res/js/index-abc.js');
    expect(home.preload).toEqual(['/res/js/react-def.js', '/res/js/group-index-jkl.js', '/res/js/game-grid-mno.js']);
    const register = appScripts((await page(app, {}, '/register')).body);
    expect(register.preload).toEqual(['/res/js/react-def.js', '/res/js/group-register-pqr.js']);
  });

  it('runs the libraries, then the lobby’s code, before the entry, whatever order the build lists them in', () => {
    const built = template.replace(
      '<link rel="modulepreload" crossorigin href="/res/js/react-def.js">',
      ['lobby-k1k1k1k1', 'rolldown-runtime-r2r2r2r2', 'vendor-v3v3v3v3', 'router-outlet-o4o4o4o4'].map((name) => `<link rel="modulepreload" crossorigin href="/res/js/${name}.js">`).join('\n    '),
    );
    const html = composeDocument(built, { html: '<main></main>', state: '{}', lang: 'vi' });
    const list = appScripts(html ?? '') as ReturnType<typeof appScripts> & { first: string[] };
    expect(list.preload).toEqual(['/res/js/lobby-k1k1k1k1.js', '/res/js/rolldown-runtime-r2r2r2r2.js', '/res/js/vendor-v3v3v3v3.js', '/res/js/router-outlet-o4o4o4o4.js']);
    // a chunk whose name only starts like one of them (router-outlet) is not taken for it
    expect(list.first).toEqual(['/res/js/vendor-v3v3v3v3.js', '/res/js/lobby-k1k1k1k1.js']);
    // the template's own entry script is gone: the loader inserts it, last
    expect(html).not.toContain('<script type="module"');
  });

  it('lists the login popup’s files the document does not load anyway, for when a visitor reaches for Log in', () => {
    const html = composeDocument(
      template,
      { html: '<main></main>', state: '{}', lang: 'vi' },
      undefined,
      { scripts: ['/res/js/login-popup-a1.js', '/res/js/react-def.js', '/res/js/contract-b2.js'], styles: ['/res/css/index-ghi.css', '/res/css/modal-c3.css'] },
    );
    const list = appScripts(html ?? '') as ReturnType<typeof appScripts> & { login: { scripts: string[]; styles: string[] } };
    expect(list.login).toEqual({ scripts: ['/res/js/login-popup-a1.js', '/res/js/contract-b2.js'], styles: ['/res/css/modal-c3.css'] });
  });

  it('links the style sheets of a page rendered whole in <head>, once, and no other page’s', async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const home = head((await page(app)).body);
    // the home page's own sheets, after the site's (which the template links already: not twice)
    expect(home.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/res/css/index-ghi.css">',
      '<link rel="stylesheet" crossorigin href="/res/css/routes-stu.css">',
      '<link rel="stylesheet" crossorigin href="/res/css/lobby-vwx.css">',
    ]);
    // a page rendered as its skeleton: its sheets come with its chunk, they do not hold up the first paint
    expect(head((await page(app, {}, '/register')).body)).not.toContain('register-yza.css');
  });

  it('starts the sheets and the first banner from the response headers, not the scripts', async () => {
    const home = await page(app);
    const banner = home.body.match(/<img\b[^>]*fetchpriority="high"[^>]*\bsrc="([^"]+)"/i)?.[1] ?? home.body.match(/<img\b[^>]*\bsrc="([^"]+)"[^>]*fetchpriority="high"/i)?.[1];
    expect(banner).toMatch(/^\/media\/banners\/[\w-]+\.webp/);
    // the banner's copies and the width it shows at: the browser preloads the copy its <img> will pick
    const img = home.body.match(/<img\b[^>]*fetchpriority="high"[^>]*>/i)?.[0] ?? '';
    const attribute = (name: string) => img.match(new RegExp(`\\s${name}="([^"]+)"`, 'i'))?.[1]?.replace(/&amp;/g, '&');
    const src = banner?.replace(/&amp;/g, '&');
    expect(attribute('srcset')).toBe(`${src}&w=640 640w, ${src}&w=1024 1024w, ${src}&w=1440 1440w, ${src} 1920w`);
    expect(attribute('sizes')).toContain('calc(84vw - 249px)');
    expect(String(home.headers.link)).toBe(
      [
        '</res/css/index-ghi.css>; rel=preload; as=style; crossorigin',
        '</res/css/routes-stu.css>; rel=preload; as=style; crossorigin',
        '</res/css/lobby-vwx.css>; rel=preload; as=style; crossorigin',
        `<${src}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${attribute('srcset')}"; imagesizes="${attribute('sizes')}"`,
      ].join(', '),
    );
    expect(String(home.headers.link)).not.toContain('.js');
    // a page rendered as its skeleton: the site's sheet and the banner
    expect(String((await page(app, {}, '/register')).headers.link)).not.toContain('register-yza.css');
  });

  it('renders the header, the left menu and the first banner, with the data they were rendered from', async () => {
    const res = await page(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="preloaded-state"'));
    expect(root).toMatch(/<header[\s>]/);
    expect(root).toMatch(/<nav[^>]*aria-label=/);
    // the first banner: its size reserved, fetched first
    const banner = root.match(/<img[^>]*\/media\/banners\/[^>]*>/)?.[0] ?? '';
    // React writes the attribute as fetchPriority: HTML attribute names are case-insensitive
    expect(banner).toMatch(/\sfetchpriority="high"/i);
    expect(banner).toContain('width="1920"');
    expect(banner).toContain('height="560"');
    expect(banner).toContain('loading="eager"');
    // the visitor's buttons, in the brand's default language (no cookie)
    expect(root).toContain('data-visitor-actions');
    expect(html).toContain('<html lang="vi"');
    const state = preloadedState(html);
    expect(state.language).toBe('TY');
    expect(state.status.status).toBe(0);
    // nobody's address in a document that is the same for everyone
    expect(state.status.location.ip).toBe('');
    expect(state.homeNotice.player).toBeNull();
    // no style attribute (style-src 'self') and no script that runs besides the loader
    expect(root).not.toMatch(/\sstyle="/);
    expect(html).not.toContain('<script type="module" crossorigin src="/res/js/index-abc.js">');
    expect(html).toContain('"entry":"/res/js/index-abc.js"');
    // the build's preloads, then the home page group's chunks (the test above)
    expect(html).toContain('"preload":["/res/js/react-def.js","/res/js/group-index-jkl.js"');
  });

  it('renders the home page itself: its hot and popular games and the vendor lanes, with their answers for the browser', async () => {
    const html = (await page(app)).body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="preloaded-state"'));
    const state = preloadedState(html) as unknown as { page: { queries: { endpointName: string; arg: unknown; value: { list: { nodeId: string; name: string }[] } }[] } };
    const [hot, popular] = state.page.queries;
    expect(hot?.endpointName).toBe('hotGames');
    expect(hot?.arg).toEqual({ isPlatform: 2, platform: 'html5-desktop', language: 'TY' });
    expect(popular?.endpointName).toBe('popularGames');
    expect(popular?.arg).toEqual({ count: 20, device: 'WEB', language: 'TY' });
    // the same answers as the API's
    const apiHot = (await app.inject({ method: 'GET', url: '/wps/game/hot?isPlatform=2&platform=html5-desktop&language=TY' })).json<{ value: { list: unknown[] } }>();
    expect(hot?.value.list).toEqual(apiHot.value.list);
    expect(popular?.value.list).toHaveLength(20);
    // the tiles are in the markup: 12 hot and 20 popular game cards, and the vendors' cards of the lanes
    expect(root.match(/data-testid="game-card"/g)?.length).toBe(32);
    expect(root).toContain(`>${popular?.value.list[0]?.name}<`);
    expect(root).toMatch(/<a [^>]*href="\/[a-z]+\?vendor=/);
    // the first screen's artwork (the hot games') loads with the page, right-sized; the rest once hydrated
    expect(root.match(/<img [^>]*src="\/media\/games\/[^"]+"[^>]*>/g)).toHaveLength(12);
    expect(root).toContain('?w=200 200w');
  });

  it('renders the lottery lobbies with their groups, games and open draws, the lottery’s texts and the answers with them', async () => {
    type Group = { gameGroupCode: string; labelName: string; gameMenus: { name: string; current: { period: string } | null }[] };
    // the draws open now, as the lottery's job plans them
    await scheduleDraws(s.db, new Date());
    const html = (await page(app, {}, '/lottery')).body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="preloaded-state"'));
    const state = preloadedState(html) as unknown as { page: { queries: { endpointName: string; arg: unknown; value: Group[] }[]; namespaces: Record<string, unknown> } };
    const [menus] = state.page.queries;
    expect(menus?.endpointName).toBe('lotteryMenus');
    expect(menus?.arg).toEqual({});
    // the API's answer
    const api = (await app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json<{ value: Group[] }>();
    expect(menus?.value.map((g) => g.gameGroupCode)).toEqual(api.value.map((g) => g.gameGroupCode));
    // the first group's games, each with its open draw's period, in the markup; no skeleton
    const first = menus!.value.find((g) => g.gameMenus.length > 0)!;
    for (const game of first.gameMenus) expect(root).toContain(`>${game.name}</a>`);
    const open = first.gameMenus.find((g) => g.current);
    expect(open).toBeDefined();
    expect(root).toContain(open!.current!.period);
    expect(root.match(/data-testid="lottery-card"/g)?.length).toBe(first.gameMenus.length);
    expect(root).not.toContain('data-testid="lottery-lobby-loading"');
    for (const group of menus!.value.filter((g) => g.gameMenus.length > 0)) expect(root).toContain(`>${group.labelName}</button>`);
    expect(Object.keys(state.page.namespaces)).toEqual(['lottery']);
    // the countdown's digits come once hydrated (the render is kept for many visitors, at other moments)
    expect(root).toMatch(/data-testid="lottery-countdown"><\/span>/);

    // the Vietnamese lottery by region
    const vn = (await page(app, {}, '/vnlottery')).body;
    const vnState = preloadedState(vn) as unknown as { page: { queries: { endpointName: string; value: { region: string; games: { name: string }[] }[] }[] } };
    expect(vnState.page.queries[0]?.endpointName).toBe('vnMenus');
    expect(vn).toContain(`>${vnState.page.queries[0]!.value[0]!.games[0]!.name}</a>`);
    // an address that is no game: the skeleton, one render for every such code (nothing kept per code)
    const unknown = await page(app, {}, `/lottery?gameCode=${encodeURIComponent(first.gameMenus[0]!.name.replace(/\W/g, ''))}&playType=x`);
    expect((preloadedState(unknown.body) as unknown as { page: unknown }).page).toBeNull();
    expect(unknown.body).not.toContain('data-testid="lottery-card"');
    const other = await page(app, {}, '/lottery?gameCode=NO_SUCH_GAME_2');
    expect(other.body).toBe(unknown.body);
    expect(other.headers.etag).toBe(unknown.headers.etag);
  });

  it('renders a lottery game’s page whole: the game, its open draw, its slip and results, with their answers and its chunk', async () => {
    type Query = { endpointName: string; arg: unknown; value: Record<string, unknown> };
    await scheduleDraws(s.db, new Date());
    const menus = (await app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json<{ value: { gameMenus: { gameCode: string; name: string; defaultPlayType: string }[] }[] }>();
    const game = menus.value.flatMap((g) => g.gameMenus).find((g) => g.gameCode === 'FIVE_1') ?? menus.value[0]!.gameMenus[0]!;
    const url = `/lottery?gameCode=${game.gameCode}&playType=${game.defaultPlayType}`;
    const res = await page(app, {}, url);
    const html = res.body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="preloaded-state"'));
    const state = preloadedState(html) as unknown as { page: { queries: Query[]; namespaces: Record<string, unknown> } };
    expect(state.page.queries.map((q) => q.endpointName)).toEqual(['lotteryGame', 'nearDraws', 'openedNumbers']);
    const [gameAnswer, near, results] = state.page.queries as [Query, Query, Query];
    // the arguments the page asks with, and the API's answers
    expect(gameAnswer.arg).toEqual({ gameCode: game.gameCode });
    expect(near.arg).toEqual({ gameCode: game.gameCode, upcoming: 3 });
    expect(results.arg).toEqual({ gameCode: game.gameCode, pageNo: 1, pageSize: 10 });
    const api = (await app.inject({ method: 'GET', url: `/lgw/games/lottery_game?gameCode=${game.gameCode}` })).json<{ value: { playTypes: { code: string }[] } }>();
    expect((gameAnswer.value.playTypes as { code: string }[]).map((p) => p.code)).toEqual(api.value.playTypes.map((p) => p.code));
    const current = near.value.current as { period: string } | null;
    expect(current).not.toBeNull();
    expect(Object.keys(state.page.namespaces)).toEqual(['lottery']);
    // the game's page in the markup: its name, the open period, the slip with its play types; no loading state
    expect(root).toContain(game.name);
    expect(root).toContain(`data-testid="current-period">${current!.period}<`);
    expect(root).toContain('data-testid="bet-slip"');
    expect(root).toContain('data-testid="latest-result"');
    expect(root).not.toContain('data-testid="lottery-loading"');
    expect(root).not.toContain('data-testid="lottery-card"');
    // the seconds left and the draw's local time come once hydrated, in boxes of their own size; a visitor's page
    expect(root).toMatch(/data-testid="countdown">\u00a0<\/span>/);
    expect(root).not.toContain('data-testid="lottery-balance"');
    // one render per game: a query the page does not read changes nothing, a play type the game lacks is its default
    const again = await page(app, {}, `${url}&utm=1`);
    expect(again.headers.etag).toBe(res.headers.etag);
    const otherPlay = await page(app, {}, `/lottery?gameCode=${game.gameCode}&playType=nothing`);
    expect(preloadedState(otherPlay.body)).toMatchObject({ page: { queries: state.page.queries } });
    // the Vietnamese lottery's game: its own results call
    const vnMenus = (await app.inject({ method: 'GET', url: '/lgw/vn/menus?device=WEB' })).json<{ value: { games: { gameCode: string; name: string }[] }[] }>();
    const vnGame = vnMenus.value[0]!.games[0]!;
    const vn = (await page(app, {}, `/vnlottery?gameCode=${vnGame.gameCode}`)).body;
    const vnState = preloadedState(vn) as unknown as { page: { queries: Query[] } };
    expect(vnState.page.queries.map((q) => q.endpointName)).toEqual(['lotteryGame', 'nearDraws', 'vnOpenedNumbers']);
    expect(vn).toContain(vnGame.name);
    expect(vn).toContain('data-testid="bet-slip"');
  });

  it('keeps a lottery game’s answers until its open draw closes, at most 10 s, and 2 s while a draw is being drawn', () => {
    const now = Date.parse('2026-12-06T04:00:00Z');
    const open = (closeAt: string) => ({ closeAt }) as unknown as NonNullable<Parameters<typeof drawsUntil>[0]['current']>;
    expect(drawsUntil({ current: open('2026-12-06T04:00:04Z'), drawing: [] }, now)).toBe(now + 4_000);
    expect(drawsUntil({ current: open('2026-12-06T05:00:00Z'), drawing: [] }, now)).toBe(now + LOTTERY_MENUS_MAX_AGE_MS);
    expect(drawsUntil({ current: open('2026-12-06T05:00:00Z'), drawing: [open('2026-12-06T03:59:59Z')] }, now)).toBe(now + WAITING_MAX_AGE_MS);
    expect(drawsUntil({ current: null, drawing: [] }, now)).toBe(now + WAITING_MAX_AGE_MS);
  });

  it('starts a lottery game’s chunk and links its style sheets with its address, not with the lobby', async () => {
    const files = chunksOfPage(
      {
        ...manifest,
        'src/app/routes/lottery.tsx': { file: 'res/js/group-lottery-aaa.js', imports: ['_react-def.js'], css: ['res/css/lottery-bbb.css'] },
        'src/features/lottery/lottery-game-page.tsx': { file: 'res/js/lottery-game-page-ccc.js', imports: ['_react-def.js'], css: ['res/css/lottery-bbb.css', 'res/css/game-ddd.css'] },
      },
      'lottery',
      ['src/features/lottery/lottery-game-page.tsx'],
    );
    expect(files.scripts).toEqual(['/res/js/group-lottery-aaa.js', '/res/js/react-def.js', '/res/js/lottery-game-page-ccc.js']);
    expect(files.styles).toEqual(['/res/css/lottery-bbb.css', '/res/css/game-ddd.css']);
  });

  it('renders a category page’s first page of games with the first screen’s artwork, and its skeleton for a filtered address', async () => {
    type List = { games: { name: string; nodeId: string }[]; totalCount: number };
    const html = (await page(app, {}, '/rng')).body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="preloaded-state"'));
    const state = preloadedState(html) as unknown as { page: { queries: { endpointName: string; arg: Record<string, string | number>; value: List }[] } };
    const [list] = state.page.queries;
    expect(list?.endpointName).toBe('gameList');
    expect(list?.arg).toMatchObject({ clientType: 3, platform: 'html5-desktop', language: 'TY', pageNo: 1, pageSize: 42 });
    // the API's answer to the same call
    const query = new URLSearchParams(Object.entries(list!.arg).map(([k, v]) => [k, String(v)]));
    const api = (await app.inject({ method: 'GET', url: `/wps/game/list?${query}` })).json<{ value: List }>();
    expect(list?.value).toEqual(api.value);
    expect(list!.value.games.length).toBe(42);
    expect(root.match(/data-testid="game-card"/g)?.length).toBe(42);
    expect(root).toContain(`>${list!.value.games[0]!.name}<`);
    expect(root.match(/<img [^>]*src="\/media\/games\/[^"]+"[^>]*>/g)).toHaveLength(12);
    // another category: its own vendors' games
    const live = preloadedState((await page(app, {}, '/live')).body) as unknown as { page: { queries: { arg: { vassalage: string } }[] } };
    expect(live.page.queries[0]?.arg.vassalage).not.toBe(list?.arg.vassalage);
    // an address that asks for another vendor, page or filter: the skeleton (the browser asks for its list)
    for (const url of ['/rng?vendor=JDS', '/rng?page=2', '/fish?q=dragon']) {
      const body = (await page(app, {}, url)).body;
      expect((preloadedState(body) as unknown as { page: unknown }).page).toBeNull();
      expect(body).not.toContain('data-testid="game-card"');
    }
  });

  it('allows exactly the document’s inline scripts: the theme script, the loader and the login dialog’s copy, not the data blocks', async () => {
    const res = await page(app);
    const policy = String(res.headers['content-security-policy']);
    const hashes = inlineScriptHashes(res.body);
    expect(hashes).toHaveLength(3);
    expect(hashes).toEqual(
      inlineScriptHashes(`<script>document.documentElement.dataset.theme = 'light';</script><script>${SCRIPT_LOADER}</script><script>${EARLY_LOGIN_SCRIPT}</script>`),
    );
    for (const hash of hashes) expect(policy).toContain(hash);
    // the copy's style sheet, by its hash: no other inline style
    const styles = inlineStyleHashes(res.body);
    expect(styles).toHaveLength(1);
    expect(policy).toMatch(new RegExp(`style-src 'self' ${styles[0]!.replace(/[+/]/g, '\\$&')}(;|$)`));
  });

  it('carries the login dialog inert after #root, in the page’s language, with the rules of the popup’s sheets it needs and its script', async () => {
    const html = (await page(app, { cookie: 'locale=EN' })).body;
    const copy = html.match(/<template id="early-login-template">([\s\S]*?)<\/template>/)?.[1] ?? '';
    // after the page's markup (its bytes do not hold up the first paint), before the data block
    expect(html.indexOf('<template id="early-login-template">')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('<template id="early-login-template">')).toBeLessThan(html.indexOf('id="preloaded-state"'));
    expect(copy).toMatch(/^<div id="early-login"><style>body\{overflow:hidden\}<\/style>/);
    expect(copy).toMatch(/<div class="[^"]+" role="dialog" aria-modal="true" aria-labelledby="([^"]+)" tabindex="-1"><div class="[^"]+"><h2 id="\1"[^>]*>Welcome to Lotus Play<\/h2>/);
    expect(copy).toMatch(/<button type="button" class="[^"]+" aria-label="Close">/);
    // the fields named by their labels, the username first to take the focus
    for (const [label, name] of [['Username', 'username'], ['Password', 'password']]) {
      const id = copy.match(new RegExp(`<label class="[^"]+" for="([^"]+)">${label}<`))?.[1];
      expect(id).toBeTruthy();
      expect(copy).toMatch(new RegExp(`<input id="${id}"[^>]*name="${name}"`));
    }
    expect(copy).toMatch(/<input[^>]*data-autofocus="true"[^>]*name="username"/);
    expect(copy).toMatch(/<button type="submit"[^>]*>Log in<\/button>/);
    // its ids are its own, not the shell's
    expect(copy.match(/\sid="([^"]+)"/g)?.every((id) => id.includes('early-login'))).toBe(true);
    expect(copy).toContain(`<script>${EARLY_LOGIN_SCRIPT}</script></div>`);
    // no style attribute: the page's policy allows none
    expect(copy).not.toMatch(/\sstyle="/);
  });

  it('keeps of the popup’s sheets the rules the copy’s classes use, inside their media queries, with their keyframes', () => {
    const markup = '<div class="a b"><button class="c" data-spinner="s"></button></div>';
    const css =
      '@charset "UTF-8";.a{animation:fade .2s}.a:hover,.z{color:red}.b .c{gap:1px}.b .z{gap:2px}.s{rotate:1turn}div{margin:0}' +
      '@media (max-width:560px){.a{padding:8px}.z{padding:9px}}@media print{.z{display:none}}@keyframes fade{0%{opacity:0}}@keyframes spin{to{rotate:1turn}}';
    expect(rulesFor(css, markup)).toBe('.a{animation:fade .2s}.a:hover{color:red}.b .c{gap:1px}.s{rotate:1turn}@media (max-width:560px){.a{padding:8px}}@keyframes fade{0%{opacity:0}}');
  });

  it('renders in the language of the locale cookie', async () => {
    const res = await page(app, { cookie: 'other=1; locale=EN' });
    expect(res.body).toContain('<html lang="en"');
    expect(preloadedState(res.body).language).toBe('EN');
    expect(res.body).toContain('>Log in</button>');
    expect(res.headers.vary).toContain('cookie');
    // a language the site does not have: the brand's default
    const unknown = await page(app, { cookie: 'locale=XX' });
    expect(preloadedState(unknown.body).language).toBe('TY');
  });

  it('sends a member exactly the visitor’s bytes: nothing of the session is rendered', async () => {
    const token = await loginAs(s, 'demo', 'Demo1234');
    const visitor = await page(app);
    const member = await page(app, { authorization: `Bearer ${token}`, token });
    expect(member.statusCode).toBe(200);
    expect(member.rawPayload.equals(visitor.rawPayload)).toBe(true);
    expect(member.body).not.toContain('demo');
  });

  it('answers a returning browser’s revalidation with a 304 while the render stands', async () => {
    const first = await page(app, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}-br"$/);
    const again = await page(app, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another encoding is another representation; another language another document
    expect((await page(app, { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(200);
    const english = await page(app, { 'accept-encoding': 'br', cookie: 'locale=EN', 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('sends the document compressed to a browser that accepts it, and renders it once', async () => {
    const br = await page(app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await page(app, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan((await page(app)).rawPayload.length);
  });

  it('renders the shell on the site’s other routes, and leaves the console and unknown addresses alone', async () => {
    const promotions = await page(app, {}, '/promotions?id=3');
    expect(promotions.body).toContain('id="preloaded-state"');
    expect(promotions.body).toMatch(/<header[\s>]/);
    const unknown = await page(app, {}, '/no-such-page');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(template);
    // the bundle itself is never served
    const bundle = await app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(bundle.statusCode).toBe(404);
    expect(shellBundlePath(withBundle)).toBe(join(withBundle, 'server', 'entry-server.js'));
  });

  it('sends the plain index.html when the build has no shell bundle', async () => {
    const res = await page(plainApp);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(readFileSync(join(withoutBundle, 'index.html'), 'utf8'));
    expect(res.body).not.toContain('preloaded-state');
  });
});
