import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLanguageCookie } from '@/shared/i18n/language';
import {
  assetsOf,
  FORGET_SHELLS,
  isBuiltFile,
  isFreshEnough,
  isShellAddress,
  isShellNavigation,
  isStorableDocument,
  SHELL_COPY_TIMING,
  SHELL_MAX_AGE_MS,
  shellKey,
  wantsNetworkFirst,
} from '@/shared/lib/shell-cache';
import { forgetCachedShells, registerShellWorker, servedFromShellCopy } from '@/shared/lib/shell-worker';

const origin = 'https://play.example';

describe('the shell worker’s rules (src/service-worker/sw.ts)', () => {
  it('answers the navigations to the site’s pages only', () => {
    const navigate = (path: string, method = 'GET') => isShellNavigation({ url: `${origin}${path}`, method, mode: 'navigate' }, origin);
    expect(navigate('/')).toBe(true);
    expect(navigate('/slots')).toBe(true);
    expect(navigate('/category/slots?vendor=TGS')).toBe(true);
    expect(navigate('/member/deposit')).toBe(true);
    // the API, the media, the build's files, the in-house games, the console and plain files are not pages
    for (const path of ['/wps/system/status', '/lgw/x', '/media/games/a.webp', '/res/js/index-1.js', '/games/dice', '/operator', '/operator/members/1', '/operator.html', '/favicon.svg', '/sw.js']) {
      expect(navigate(path), path).toBe(false);
    }
    // a secret in the address (a login link, a reset link) is never kept
    expect(navigate('/?loginCode=abc')).toBe(false);
    expect(navigate('/reset?resetToken=abc')).toBe(false);
    expect(navigate('/?token=abc')).toBe(false);
    // another site, another method, a request that is not a navigation
    expect(isShellNavigation({ url: 'https://elsewhere.example/', method: 'GET', mode: 'navigate' }, origin)).toBe(false);
    expect(navigate('/', 'POST')).toBe(false);
    expect(isShellNavigation({ url: `${origin}/`, method: 'GET', mode: 'cors' }, origin)).toBe(false);
    expect(isShellAddress('not an address', origin)).toBe(false);
  });

  it('keys a document by its address without the fragment', () => {
    expect(shellKey(`${origin}/slots?page=2#top`)).toBe(`${origin}/slots?page=2`);
  });

  it('answers the build’s hashed files, nothing else', () => {
    expect(isBuiltFile({ url: `${origin}/res/js/react-abc.js`, method: 'GET', mode: 'cors' }, origin)).toBe(true);
    expect(isBuiltFile({ url: `${origin}/res/js/react-abc.js`, method: 'POST', mode: 'cors' }, origin)).toBe(false);
    expect(isBuiltFile({ url: `${origin}/wps/game/hot`, method: 'GET', mode: 'cors' }, origin)).toBe(false);
    expect(isBuiltFile({ url: 'https://cdn.example/res/js/react-abc.js', method: 'GET', mode: 'cors' }, origin)).toBe(false);
  });

  it('finds the scripts and style sheets a document loads, once each, not its images', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/res/css/lobby-CK8XMiob.css">',
      '<script type="application/json" id="app-scripts">{"entry":"/res/js/index-iXdE--4M.js","preload":["/res/js/react-CQYGDv8y.js","/res/js/lobby-BeoRAK3j.js"],"first":["/res/js/react-CQYGDv8y.js"]}</script>',
      '<img src="/media/banners/home-welcome.webp?w=640" alt="">',
      '<img src="/res/img/logo-abc.png" alt="">',
    ].join('\n');
    expect(assetsOf(html)).toEqual(['/res/css/lobby-CK8XMiob.css', '/res/js/index-iXdE--4M.js', '/res/js/react-CQYGDv8y.js', '/res/js/lobby-BeoRAK3j.js']);
    expect(assetsOf('<!doctype html><div id="root"></div>')).toEqual([]);
  });

  it('shows a stored document for a day, not longer, and not one from the future', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    expect(isFreshEnough(now - 1000, now)).toBe(true);
    expect(isFreshEnough(now - SHELL_MAX_AGE_MS + 1000, now)).toBe(true);
    expect(isFreshEnough(now - SHELL_MAX_AGE_MS, now)).toBe(false);
    expect(isFreshEnough(now + 3_600_000, now)).toBe(false);
    expect(isFreshEnough(Number(null), now)).toBe(false);
    expect(isFreshEnough(Number('x'), now)).toBe(false);
  });

  it('stores only a whole page of the site in HTML', () => {
    const response = (over: Partial<{ ok: boolean; status: number; type: string; redirected: boolean; headers: Record<string, string> }> = {}) => {
      const headers = new Headers(over.headers ?? { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      return { ok: true, status: 200, type: 'basic', redirected: false, ...over, headers };
    };
    expect(isStorableDocument(response())).toBe(true);
    expect(isStorableDocument(response({ ok: false, status: 503 }))).toBe(false);
    expect(isStorableDocument(response({ status: 206 }))).toBe(false);
    expect(isStorableDocument(response({ type: 'opaqueredirect', status: 0, ok: false }))).toBe(false);
    expect(isStorableDocument(response({ redirected: true }))).toBe(false);
    expect(isStorableDocument(response({ headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(isStorableDocument(response({ headers: { 'content-type': 'text/html', 'cache-control': 'no-store' } }))).toBe(false);
  });

  it('asks the network first on a reload', () => {
    expect(wantsNetworkFirst('default')).toBe(false);
    expect(wantsNetworkFirst('no-cache')).toBe(true);
    expect(wantsNetworkFirst('reload')).toBe(true);
    expect(wantsNetworkFirst('no-store')).toBe(true);
  });
});

describe('the page’s side of the shell worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    Cookies.remove('locale', { path: '/' });
  });

  /** A navigator whose service worker container records what the page does with it. */
  const fakeWorkers = (controlled: boolean) => {
    const container = {
      controller: controlled ? { postMessage: vi.fn() } : null,
      register: vi.fn(() => Promise.resolve({})),
    };
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
    return container;
  };

  it('registers the worker at the root in a built site, and never in development', () => {
    const container = fakeWorkers(false);
    vi.stubEnv('PROD', false);
    registerShellWorker();
    expect(container.register).not.toHaveBeenCalled();
    vi.stubEnv('PROD', true);
    registerShellWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('swallows a refused registration: the site works without the worker', async () => {
    const container = fakeWorkers(false);
    container.register.mockImplementation(() => Promise.reject(new Error('refused')));
    vi.stubEnv('PROD', true);
    expect(() => registerShellWorker()).not.toThrow();
    await Promise.resolve();
  });

  it('tells a document from the worker’s copy (its Server-Timing entry) from one the network answered', () => {
    const navigation = (names: string[]) =>
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
        type === 'navigation' ? ([{ serverTiming: names.map((name) => ({ name, duration: 0, description: '' })) }] as unknown as PerformanceEntryList) : [],
      );
    navigation([SHELL_COPY_TIMING]);
    expect(servedFromShellCopy()).toBe(true);
    navigation(['db', 'render']);
    expect(servedFromShellCopy()).toBe(false);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    expect(servedFromShellCopy()).toBe(false);
    vi.restoreAllMocks();
  });

  it('asks the worker to forget its documents when the language the server renders in changes, not when it stays', () => {
    const container = fakeWorkers(true);
    Cookies.set('locale', 'EN', { path: '/' });
    rememberLanguageCookie('EN');
    expect(container.controller?.postMessage).not.toHaveBeenCalled();
    rememberLanguageCookie('VI');
    expect(container.controller?.postMessage).toHaveBeenCalledWith({ type: FORGET_SHELLS });
    expect(Cookies.get('locale')).toBe('VI');
    // an uncontrolled page has nothing to tell
    fakeWorkers(false);
    expect(() => forgetCachedShells()).not.toThrow();
  });
});
