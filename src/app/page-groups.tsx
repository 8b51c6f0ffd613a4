import { useReducer, type ComponentType } from 'react';
import { TopProgress } from '@/shared/components/feedback';
import { ChunkLoadError, classifyChunkError, guardChunk, reloadOnceForNewDeploy } from '@/shared/lib/chunk-guard';
import { ChunkErrorView } from './chunk-error-view';

/** The page groups of the specification; each is one lazily loaded chunk. */
export type PageGroupName =
  | 'index'
  | 'register'
  | 'egame'
  | 'elott'
  | 'lottery'
  | 'vnlottery'
  | 'pointMall'
  | 'promo'
  | 'promoDetail'
  | 'seamless'
  | 'download'
  | 'byIframe'
  | 'help'
  | 'news'
  | 'contact'
  | 'chat';

type PageModule = { Component: ComponentType };

type GroupState =
  | { status: 'idle' }
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: ChunkLoadError }
  /** a chunk of the old build is gone and the page is reloading: keep the progress bar, never flash an error */
  | { status: 'reloading' };

/**
 * Recovery from a new deploy that removed the chunks this tab was built
 * with: one reload (at most once a minute, see reloadOnceForNewDeploy).
 * `reload` is replaceable because jsdom cannot navigate.
 */
export const deployRecovery = {
  reload: () => window.location.reload(),
  /** a reload was asked for: the page is going away */
  reloading: false,
};

/** A chunk is missing: true when the page is reloading for it (now or already), false when it already did in the last minute. */
export function recoverFromMissingChunk(): boolean {
  if (!deployRecovery.reloading) deployRecovery.reloading = reloadOnceForNewDeploy(() => deployRecovery.reload());
  return deployRecovery.reloading;
}

/**
 * Vite announces a chunk (or its CSS) it could not preload with
 * `vite:preloadError`. Cancelling the event makes Vite's import resolve to
 * undefined instead of throwing; the page group takes that as a missing chunk
 * and waits for the reload, so neither the generic error page nor the chunk
 * error flashes before it. When the reload was already tried in the last
 * minute the event is left alone and the error reaches the page group, which
 * shows it with a retry. Returns a function that stops listening.
 */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (recoverFromMissingChunk()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

export interface PageGroup {
  name: PageGroupName;
  /** for a route's `lazy`: resolves once the first attempt has settled, never rejects */
  route: () => Promise<{ Component: ComponentType }>;
}

/**
 * A page group behind the 120 s chunk guard. React Router caches a rejected
 * `lazy`, so the route gets a host component that always resolves; the host
 * shows the page, or the classified error with a retry that loads again. A
 * missing chunk (a new deploy removed it) reloads the page once, showing only
 * the progress bar until the new build arrives.
 */
export function definePageGroup(
  name: PageGroupName,
  importer: () => Promise<PageModule>,
  timeoutMs?: number,
): PageGroup {
  let state: GroupState = { status: 'idle' };
  const listeners = new Set<() => void>();

  const load = (): Promise<void> => {
    if (state.status === 'loading') return state.promise;
    if (state.status === 'ready' || state.status === 'reloading') return Promise.resolve();
    const checkedImport = async (): Promise<PageModule> => {
      const module: PageModule | undefined = await importer();
      // a cancelled vite:preloadError resolves the import to undefined: the chunk is gone
      if (!module?.Component) throw new ChunkLoadError('missing', name);
      return module;
    };
    const promise = guardChunk(name, checkedImport, timeoutMs).then(
      (module) => {
        state = { status: 'ready', Component: module.Component };
      },
      (error: unknown) => {
        const chunkError = classifyChunkError(error, name);
        state =
          chunkError.kind === 'missing' && recoverFromMissingChunk()
            ? { status: 'reloading' }
            : { status: 'failed', error: chunkError };
      },
    );
    state = { status: 'loading', promise };
    void promise.then(() => listeners.forEach((notify) => notify()));
    return promise;
  };

  function GroupHost() {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const current = state;
    if (current.status === 'ready') return <current.Component />;
    if (current.status === 'failed') {
      return (
        <ChunkErrorView
          error={current.error}
          onRetry={() => {
            state = { status: 'idle' };
            listeners.add(rerender);
            void load().finally(() => listeners.delete(rerender));
            rerender();
          }}
        />
      );
    }
    if (current.status === 'idle') {
      listeners.add(rerender);
      void load().finally(() => listeners.delete(rerender));
    }
    return <TopProgress />;
  }
  GroupHost.displayName = `PageGroup(${name})`;

  return {
    name,
    route: async () => {
      await load();
      return { Component: GroupHost };
    },
  };
}
