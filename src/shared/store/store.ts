import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import { listenerMiddleware } from './listeners';
import { menusSlice } from './menus-slice';
import { modalsSlice } from './modals-slice';
import { preferencesSlice, readStoredPreferences } from './preferences-slice';
import { readStoredSession, sessionSlice } from './session-slice';
import { toastsSlice } from './toasts-slice';
import { walletSlice } from './wallet-slice';

export const rootReducer = combineSlices(
  sessionSlice,
  walletSlice,
  menusSlice,
  modalsSlice,
  preferencesSlice,
  toastsSlice,
  baseApi,
);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: readStoredSession(),
      preferences: readStoredPreferences(),
      ...preloadedState,
    },
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
