import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { answerEarlyInput, fetchLoginPopupOnIntent, loadLoginPopup, onEarlyLoginClosed, stopKeepingEarlyInput } from '@/app/early-input';
import { listenForPreloadErrors } from '@/app/page-groups';
import { preloadPageData, preloadShellData, readPreloadedShell } from '@/app/preloaded-shell';
import { loadMatchedRoutes } from '@/app/route-modules';
import { routes } from '@/app/routes';
import { loadTransport } from '@/shared/api/base-api';
import { coreApi, SITE_STATUS_ARGS } from '@/shared/api/core-api';
import { initI18n } from '@/shared/i18n/i18n';
import { afterNetworkIdle } from '@/shared/lib/network-idle';
import { loadPageModules } from '@/shared/lib/page-modules';
import { hydrationEnded, hydrationStarted } from '@/shared/lib/use-hydrated';
import { rememberLanguageCookie, showLanguageForNow, storedLanguageChoice } from '@/shared/i18n/language';
import { applyTheme } from '@/shared/store/listeners';
import { languageChanged, readStoredPreferences } from '@/shared/store/preferences-slice';
import { modalClosed } from '@/shared/store/modals-slice';
import { makeStore } from '@/shared/store/store';
import '@/shared/styles/global.css';

// A preload of a chunk removed by a new deploy: fetch the new build once,
// with the page group showing its progress bar meanwhile (app/page-groups.tsx).
listenForPreloadErrors();
// the login popup's code as soon as a visitor reaches for it (or pressed Log in before this ran)
fetchLoginPopupOnIntent();

let hydrated = false;

/** Runs once the hydration of the server's shell has been committed: nothing may change what it renders before. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    hydrationEnded();
    performance.mark?.('hydrated');
    run();
    // a press on the server's markup before now (the header's Log in, a tile): answered now
    answerEarlyInput();
  }, [run]);
  return null;
}

/** Starts the app on the whole document: the server's HTML, its data block, or the empty #root. */
function boot() {
  performance.mark?.('boot-start');
  const root = document.getElementById('root')!;
  // The visitor's shell the server rendered into #root, and the data it was rendered from.
  const shell = root.firstElementChild ? readPreloadedShell(document) : null;
  const stored = storedLanguageChoice();
  // an earlier choice made before the server read the cookie: the next page load renders in it
  if (stored) rememberLanguageCookie(stored);

  // Hydration renders exactly what the server rendered: in its language, whatever is stored (switched after).
  const store = makeStore(shell ? { preferences: { ...readStoredPreferences(), language: shell.language } } : undefined);
  applyTheme(store.getState().preferences.theme);
  // the server's copy of the login dialog closed while the app's popup was on its way: not wanted any more
  onEarlyLoginClosed(() => store.dispatch(modalClosed('login')));
  // calls are sure to come at once (a member's own data, or a page the browser renders itself): the HTTP
  // client's chunk starts loading now; a visitor's server-rendered page has what it shows and loads it later
  if (!shell || store.getState().session.token) void loadTransport().catch(() => undefined);

  if (shell) {
    showLanguageForNow(shell.language);
    preloadShellData(store, shell);
  } else {
    // Ask for the status and the first screen's data while the translations load,
    // instead of one after the other (the gate and the pages reuse these requests).
    void store.dispatch(coreApi.endpoints.systemStatus.initiate(SITE_STATUS_ARGS));
    void store.dispatch(coreApi.endpoints.homeNotice.initiate());
    void store.dispatch(coreApi.endpoints.gameVendors.initiate());
  }

  /**
   * The shell's service worker (src/service-worker/sw.ts): registered for the next visit's document, and,
   * when this document came from its copy, the data it was rendered from asked for as it is now.
   */
  function followShellCopy() {
    void import('@/app/shell-copy').then((module) => module.followShellCopy(store, shell)).catch(() => undefined);
  }

  /**
   * After hydration: the language this browser chose if the cookie did not carry it yet, and, once the
   * first screen has loaded, the visitor's own status (its location: the shell's is nobody's).
   */
  function catchUpWithThisBrowser() {
    void afterNetworkIdle().then(() => {
      store.dispatch(coreApi.endpoints.systemStatus.initiate(SITE_STATUS_ARGS, { forceRefetch: true }));
      followShellCopy();
      // a visitor's first action is the header's Log in: its popup's code, once the first screen is in
      if (!store.getState().session.token) void loadLoginPopup().catch(() => undefined);
    });
    if (shell && stored && stored !== shell.language) store.dispatch(languageChanged(stored));
  }

  /**
   * A page the server rendered whole (the home page): its module (preloaded with the entry) and its
   * answers are in place before hydrating, so the first render is that page, not its skeleton.
   */
  async function loadRenderedPage(): Promise<void> {
    if (!shell?.page) return;
    await loadMatchedRoutes(routes, window.location.pathname);
    // what the page loads on demand that the address shows (a lottery game's page: preloaded with the entry)
    await loadPageModules(new URL(window.location.href));
    preloadPageData(store, shell.page);
  }

  performance.mark?.('boot-sync-end');
  void Promise.all([initI18n(store.getState().preferences.language, shell?.translations, shell?.page?.namespaces), loadRenderedPage()]).finally(() => {
    if (!shell) {
      stopKeepingEarlyInput();
      createRoot(root).render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      );
      void afterNetworkIdle().then(followShellCopy);
      return;
    }
    // a transition: React hydrates in slices and yields to the browser between them (no long task for the
    // whole document), and a click on a part not hydrated yet hydrates that part first
    performance.mark?.('hydration-start');
    hydrationStarted();
    // React's listeners are on the root from here: a press during hydration is React's to replay
    stopKeepingEarlyInput();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App store={store} />
          <AfterHydration run={catchUpWithThisBrowser} />
        </StrictMode>,
        {
          // a mismatch React repaired: the shell and the app disagree somewhere (the browser suite fails on it)
          onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
        },
      );
    });
  });
}

// marks for the benchmark (scripts/bench-first-screen.mjs): the app's module has run, hydration began and ended
performance.mark?.('app-start');
// The server's loader starts the scripts while its HTML is still being parsed (server/src/http/site-shell.ts):
// the app reads #root and the data block once all of it is there. Not a top-level await: the bundler would
// then keep every module the entry shares with a lazy chunk out of the entry (dozens of small requests).
// Once the document is whole, the boot runs in a task of its own, not at the end of the modules' evaluation:
// two tasks of about 160 and 60 ms at CPU ×4 instead of one of 220 that the page cannot answer input during.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else inTaskOfItsOwn(boot);

/** Runs `task` in a new task, ahead of the ones of ordinary priority where the browser has a scheduler. */
function inTaskOfItsOwn(task: () => void) {
  const { scheduler } = globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: 'user-blocking' }) => Promise<void> } };
  if (scheduler?.postTask) void scheduler.postTask(task, { priority: 'user-blocking' });
  else setTimeout(task, 0);
}
