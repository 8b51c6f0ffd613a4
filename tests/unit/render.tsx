import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/routes';
import { makeStore, type RootState } from '@/shared/store/store';

/** The whole site at a path, with a fresh store, against the MSW platform. */
export function renderApp(path = '/', preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App store={store} router={router} />);
  return { store, router, user, ...view };
}

/** One component with what the site gives it (a fresh store, a router, the translations), against the MSW platform. */
export function renderWithProviders(ui: ReactElement, { path = '/', preloadedState }: { path?: string; preloadedState?: Partial<RootState> } = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user, ...view };
}
