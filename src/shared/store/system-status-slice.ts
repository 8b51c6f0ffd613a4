import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SystemStatus, WhitelabelNode } from '@/shared/contract/system';

export interface SystemStatusState {
  status: SystemStatus | null;
}

/** one empty list, so the selector's answer keeps its identity */
const noHosts: readonly string[] = [];

const initialState: SystemStatusState = { status: null };

function findModule(nodes: readonly WhitelabelNode[], modId: string): WhitelabelNode | undefined {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const child = findModule(node.childrenNodes, modId);
    if (child) return child;
  }
  return undefined;
}

export const systemStatusSlice = createSlice({
  name: 'systemStatus',
  initialState,
  reducers: {
    systemStatusReceived(state, action: PayloadAction<SystemStatus>) {
      state.status = action.payload;
    },
  },
  selectors: {
    selectSystemStatus: (state) => state.status,
    selectSiteInfo: (state) => state.status?.info ?? null,
    selectLanguages: (state) => state.status?.info.languages ?? [],
    selectCurrencySymbol: (state) => state.status?.info.currencySymbol ?? '',
    selectBrandSettings: (state) => state.status?.info.settings ?? null,
    selectResources: (state) => state.status?.info.resources ?? [],
    /** the image hosts (`imageCDNs`): where images may come from besides this site */
    selectImageHosts: (state) => state.status?.info.imageCDNs ?? noHosts,
  },
});

/** A whitelabel flag is on when the module exists and it and every parent are enabled. */
export function isModuleEnabled(status: SystemStatus | null, modId: string): boolean {
  if (!status) return false;
  const node = findModule(status.info.modules, modId);
  return node?.enabled === true;
}

export const { systemStatusReceived } = systemStatusSlice.actions;
export const {
  selectSystemStatus,
  selectSiteInfo,
  selectLanguages,
  selectCurrencySymbol,
  selectBrandSettings,
  selectImageHosts,
  selectResources,
} = systemStatusSlice.selectors;
