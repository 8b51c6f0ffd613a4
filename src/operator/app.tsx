import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SessionSync } from './shell/session-sync';
import type { ConsoleStore } from '@/shared/console/console-store';

/** The whole console: its texts, its store, its routes. */
export function ConsoleApp({ store, i18n, router }: { store: ConsoleStore; i18n: I18n; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <SessionSync />
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>
  );
}
