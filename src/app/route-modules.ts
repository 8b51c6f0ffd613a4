import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes that render `path` and puts them on
 * the route objects, as if they had never been lazy. Before hydrating a page
 * the server rendered (src/entry-server.tsx), so the router's first render is
 * that page and not its skeleton; and on the server, before rendering it.
 */
export async function loadMatchedRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const module = await lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
