import { useReducer, type ComponentType } from 'react';
import { TopProgress } from '@/shared/components/feedback';
import { type ChunkLoadError, classifyChunkError, guardChunk, reloadOnceForNewDeploy } from '@/shared/lib/chunk-guard';
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
  | 'help';

type PageModule = { Component: ComponentType };

type GroupState =
  | { status: 'idle' }
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: ChunkLoadError };

export interface PageGroup {
  name: PageGroupName;
  /** for a route's `lazy`: resolves once the first attempt has settled, never rejects */
  route: () => Promise<{ Component: ComponentType }>;
}

/**
 * A page group behind the 120 s chunk guard. React Router caches a rejected
 * `lazy`, so the route gets a host component that always resolves; the host
 * shows the page, or the classified error with a retry that loads again. A
 * missing chunk (a new deploy removed it) reloads the page once.
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
    if (state.status === 'ready') return Promise.resolve();
    const promise = guardChunk(name, importer, timeoutMs).then(
      (module) => {
        state = { status: 'ready', Component: module.Component };
      },
      (error: unknown) => {
        const chunkError = classifyChunkError(error, name);
        state = { status: 'failed', error: chunkError };
        if (chunkError.kind === 'missing') reloadOnceForNewDeploy();
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
