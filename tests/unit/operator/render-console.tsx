import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createOperatorClient } from '@/operator/api/operator-client';
import { ConsoleApp } from '@/operator/app';
import { createConsoleI18n } from '@/operator/i18n';
import { CONSOLE_BASE } from '@/shared/console/console-paths';
import { consoleRoutes } from '@/operator/routes';
import { makeConsoleStore } from '@/shared/console/console-store';

/** The whole operator console at an address, with a fresh store and its own texts, against the MSW platform. */
export async function renderConsole(path = '/operator', language: 'EN' | 'TY' = 'EN') {
  const i18n = await createConsoleI18n(language);
  const store = makeConsoleStore(createOperatorClient(() => language));
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path], basename: CONSOLE_BASE });
  const user = userEvent.setup();
  const view = render(<ConsoleApp store={store} i18n={i18n} router={router} />);
  return { store, router, user, i18n, ...view };
}
