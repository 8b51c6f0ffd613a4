import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { listenForPreloadErrors } from '@/app/page-groups';
import { coreApi, SITE_STATUS_ARGS } from '@/shared/api/core-api';
import { initI18n } from '@/shared/i18n/i18n';
import { applyTheme } from '@/shared/store/listeners';
import { makeStore } from '@/shared/store/store';
import '@/shared/styles/global.css';

// A preload of a chunk removed by a new deploy: fetch the new build once,
// with the page group showing its progress bar meanwhile (app/page-groups.tsx).
listenForPreloadErrors();

const store = makeStore();
applyTheme(store.getState().preferences.theme);

// Ask for the status and the first screen's data while the translations load,
// instead of one after the other (the gate and the pages reuse these requests).
void store.dispatch(coreApi.endpoints.systemStatus.initiate(SITE_STATUS_ARGS));
void store.dispatch(coreApi.endpoints.homeNotice.initiate());
void store.dispatch(coreApi.endpoints.gameVendors.initiate());

void initI18n(store.getState().preferences.language).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
