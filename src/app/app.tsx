import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { StatusGate } from '@/features/system/status-gate';
import type { AppStore } from '@/shared/store/store';
import { startAppCommands } from './app-commands';
import { routes } from './routes';

/** The whole site: the store, the status gate, then the routes. */
export function App({ store, router }: { store: AppStore; router?: ReturnType<typeof createBrowserRouter> }) {
  const activeRouter = useMemo(() => router ?? createBrowserRouter(routes), [router]);
  useEffect(() => startAppCommands(activeRouter, store), [activeRouter, store]);
  return (
    <Provider store={store}>
      <StatusGate>
        <RouterProvider router={activeRouter} />
      </StatusGate>
    </Provider>
  );
}
