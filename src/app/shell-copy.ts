import type { PreloadedShell } from '@/app/preloaded-shell';
import { baseApi } from '@/shared/api/base-api';
import { coreApi } from '@/shared/api/core-api';
import { registerShellWorker, servedFromShellCopy } from '@/shared/lib/shell-worker';
import type { AppStore } from '@/shared/store/store';

/*
 * What the app does for the shell's service worker once the first screen has
 * loaded (src/main.tsx, after the network is idle): loaded then, as a chunk
 * of its own, since nothing of it is needed to show or use the first screen.
 */

/** Registers the worker, and asks again for the data of a document that came from its copy. */
export function followShellCopy(store: AppStore, shell: PreloadedShell | null): void {
  if (shell && servedFromShellCopy()) refreshShellData(store, shell);
  registerShellWorker();
}

/**
 * Asks again for every answer the document was rendered from (its status
 * is asked for anyway): for a document the shell's service worker answered
 * from this browser's copy, which may be hours old. What has not changed
 * renders nothing new; a new banner, vendor or game takes its place.
 */
export function refreshShellData(store: AppStore, shell: PreloadedShell): void {
  const again = { subscribe: false, forceRefetch: true } as const;
  void store.dispatch(coreApi.endpoints.homeNotice.initiate(undefined, again));
  void store.dispatch(coreApi.endpoints.gameVendors.initiate(undefined, again));
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate?: (arg: unknown, options: typeof again) => Parameters<AppStore['dispatch']>[0] }>;
  for (const query of shell.page?.queries ?? []) {
    const initiate = endpoints[query.endpointName]?.initiate;
    if (initiate) void store.dispatch(initiate(query.arg, again));
  }
}
