import { coreApi, SITE_STATUS_ARGS } from '@/shared/api/core-api';
import type { Language, Resource, SystemStatus } from '@/shared/contract/system';
import { isModuleOn, type WhitelabelNode } from '@/shared/contract/system-rules';
import type { RootState } from './store';

/**
 * The platform's status and site info are server data: they are read from
 * RTK Query's cache (the `systemStatus` query of this host), never copied
 * into a slice. Every selector returns a value that keeps its identity while
 * the answer does (empty lists are shared constants), so components do not
 * render again for nothing.
 */
const selectStatusResult = coreApi.endpoints.systemStatus.select(SITE_STATUS_ARGS);

const noHosts: readonly string[] = [];
const noLanguages: Language[] = [];
const noResources: Resource[] = [];
const noModules: readonly WhitelabelNode[] = [];

export const selectSystemStatus = (state: RootState): SystemStatus | null => selectStatusResult(state).data ?? null;
export const selectSiteInfo = (state: RootState) => selectSystemStatus(state)?.info ?? null;
export const selectLanguages = (state: RootState) => selectSiteInfo(state)?.languages ?? noLanguages;
export const selectCurrencySymbol = (state: RootState) => selectSiteInfo(state)?.currencySymbol ?? '';
export const selectBrandSettings = (state: RootState) => selectSiteInfo(state)?.settings ?? null;
export const selectResources = (state: RootState) => selectSiteInfo(state)?.resources ?? noResources;
/** the image hosts (`imageCDNs`): where images may come from besides this site */
export const selectImageHosts = (state: RootState) => selectSiteInfo(state)?.imageCDNs ?? noHosts;

/** A whitelabel switch by the contract's rule (`isModuleOn`: it and every ancestor enabled); off until the status has loaded. */
export const selectModuleOn = (state: RootState, modId: string): boolean =>
  isModuleOn(selectSiteInfo(state)?.modules ?? noModules, modId);

/** The same rule for a status already at hand. */
export function isModuleEnabled(status: SystemStatus | null, modId: string): boolean {
  return status !== null && isModuleOn(status.info.modules, modId);
}
