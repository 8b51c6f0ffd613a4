import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { consolePaths } from '@/shared/console/console-paths';
import { consolePages } from './pages';
import { SignInPage } from './pages/sign-in/sign-in-page';
import { ConsoleShell } from './shell/console-shell';
import { PageFrame } from './shell/page-frame';
import { RequireOperator } from './shell/require-operator';
import { NotFound, RouteError } from './shell/route-error';

/** The console's routes, under the basename /operator: the sign-in, then every page of the registry inside the shell. */
export const consoleRoutes: RouteObject[] = [
  { path: consolePaths.signIn, element: <SignInPage />, errorElement: <RouteError /> },
  {
    path: '/',
    element: (
      <RequireOperator>
        <ConsoleShell />
      </RequireOperator>
    ),
    errorElement: <RouteError />,
    children: [
      ...consolePages.map((page): RouteObject => {
        // each page's module loads on its first visit
        const element = <PageFrame page={page} Page={lazy(page.load)} />;
        return page.path === '' ? { index: true, element, errorElement: <RouteError /> } : { path: page.path, element, errorElement: <RouteError /> };
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
];
