/**
 * The modules a page loads on demand that an address needs before its
 * server-rendered HTML is hydrated (a lottery game's page, loaded lazily by
 * the lottery's page): a page declares them when its own module runs, and
 * the server's render (src/entry-server.tsx) and the browser's hydration
 * (src/main.tsx) wait for them after the route's module, so both render the
 * page itself, not its Suspense fallback.
 */
type PageModules = (address: URL) => Promise<unknown> | null;

/**
 * Kept on the global object, by name: the server imports its bundle's entry
 * under a version query (server/src/http/site-shell.ts) while the bundle's
 * chunks import it without one, so this module may run twice in one process;
 * a page's later declaration (a newer build's) replaces its earlier one.
 */
const declared: Map<string, PageModules> = ((globalThis as { __pageModules?: Map<string, PageModules> }).__pageModules ??= new Map());

/** Declares the modules `load` loads for an address (null: none for it), under the page's name. */
export function declarePageModules(name: string, load: PageModules): void {
  declared.set(name, load);
}

/** Loads the modules the pages declared for `address`. */
export async function loadPageModules(address: URL): Promise<void> {
  await Promise.all([...declared.values()].map((load) => load(address)));
}
