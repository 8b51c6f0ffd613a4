import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createOperatorClient } from './api/operator-client';
import { ConsoleApp } from './app';
import { createConsoleI18n } from './i18n';
import { CONSOLE_BASE } from '@/shared/console/console-paths';
import { consoleRoutes } from './routes';
import { makeConsoleStore } from '@/shared/console/console-store';
import '@/shared/styles/global.css';
import './console.css';

// The operator console: a page group of its own (operator.html, a build of its own), never in the player's bundle.
void createConsoleI18n().then((i18n) => {
  const store = makeConsoleStore(createOperatorClient(() => i18n.language));
  const router = createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASE });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleApp store={store} i18n={i18n} router={router} />
    </StrictMode>,
  );
});
