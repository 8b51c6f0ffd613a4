import { configureStore } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { useDispatch, useSelector } from 'react-redux';
import { consoleApi, type ConsoleQueryExtra } from '@/shared/console/console-api';
import { initialSession, sessionSlice, type ConsoleSessionState } from '@/shared/console/session-slice';
import { consoleToken } from '@/shared/console/token-storage';

/** The console's store: the operator's session and the console's RTK Query cache, nothing of the site's store. */
export function makeConsoleStore(client: AxiosInstance, session: ConsoleSessionState = initialSession()) {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, [consoleApi.reducerPath]: consoleApi.reducer },
    preloadedState: { session },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { client } satisfies ConsoleQueryExtra } }).concat(consoleApi.middleware),
  });
  // the token follows the session: kept for this tab while signed in, forgotten (and the cache with it) at the end
  let token = store.getState().session.token;
  store.subscribe(() => {
    const next = store.getState().session.token;
    if (next === token) return;
    token = next;
    if (next) consoleToken.set(next);
    else {
      consoleToken.clear();
      store.dispatch(consoleApi.util.resetApiState());
    }
  });
  return store;
}

export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
export type ConsoleState = ReturnType<ConsoleStore['getState']>;
export type ConsoleDispatch = ConsoleStore['dispatch'];

export const useConsoleDispatch = useDispatch.withTypes<ConsoleDispatch>();
export const useConsoleSelector = useSelector.withTypes<ConsoleState>();
