/**
 * The shell's service worker (docs/architecture.md "The shell's service
 * worker"), built on its own into /sw.js (vite.config.ts `shellWorker`).
 *
 * A returning visitor's page is answered from this browser's own copy of
 * the document the server sent last time for that address, without the
 * round trip of its revalidation; the copy is then refreshed in the
 * background for the next visit (stale while revalidate), and the app
 * refreshes the data the document was rendered from once it has started
 * (src/main.tsx). A reload asks the network first. A document is kept with
 * the built scripts and style sheets it loads, so a copy still starts after
 * a deploy has removed them from the server; a copy older than a day is not
 * shown. Only page navigations and the build's hashed files are answered
 * here: the API, the media and everything else go to the network as if
 * there were no worker.
 */
import {
  assetsOf,
  FORGET_SHELLS,
  isBuiltFile,
  isFreshEnough,
  isShellAddress,
  isShellNavigation,
  isStorableDocument,
  ASSETS_HEADER,
  MAX_SHELLS,
  REFRESH_AFTER_MS,
  SHELL_CACHE,
  SHELL_COPY_TIMING,
  shellKey,
  STORED_AT_HEADER,
  wantsNetworkFirst,
} from '@/shared/lib/shell-cache';

// The worker's global scope, as far as it is used here (the project's types are the page's, the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ url: string }>>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const origin = scope.location.origin;

/** One refresh at a time: a refresh prunes the files no stored document needs, which must not race another's storing. */
let queue: Promise<unknown> = Promise.resolve();
const serially = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

/** The request a document is fetched with: as a page asks for it, with the language cookie, revalidated. */
const documentRequest = (url: string) =>
  new Request(url, { headers: { accept: 'text/html' }, credentials: 'same-origin', cache: 'no-cache', redirect: 'manual' });

/**
 * Stores a document the network sent, with the files it loads: the files
 * first (from the HTTP cache where they are, fetched where not), the
 * document only once all are there; then drops what no stored document
 * needs and the oldest documents beyond the limit.
 */
async function store(url: string, response: Response): Promise<void> {
  if (!isStorableDocument(response)) return;
  const html = await response.text();
  const cache = await caches.open(SHELL_CACHE);
  const assets = assetsOf(html);
  await Promise.all(
    assets.map(async (asset) => {
      if (!(await cache.match(asset))) await cache.add(asset);
    }),
  );
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, String(Date.now()));
  headers.set(ASSETS_HEADER, assets.join(' '));
  // the page reads this in its navigation timing: a document from the copy asks again for its data (main.tsx)
  headers.append('server-timing', SHELL_COPY_TIMING);
  await cache.put(shellKey(url), new Response(html, { status: 200, statusText: 'OK', headers }));
  await prune(cache);
}

/** Keeps at most MAX_SHELLS documents and only the built files one of them loads. */
async function prune(cache: Cache): Promise<void> {
  const documents: Array<{ request: Request; storedAt: number; assets: string[] }> = [];
  const files: Request[] = [];
  for (const request of await cache.keys()) {
    if (!isShellAddress(request.url, origin)) {
      files.push(request);
      continue;
    }
    const response = await cache.match(request);
    if (!response) continue;
    documents.push({ request, storedAt: Number(response.headers.get(STORED_AT_HEADER)), assets: (response.headers.get(ASSETS_HEADER) ?? '').split(' ') });
  }
  documents.sort((a, b) => b.storedAt - a.storedAt);
  const kept = documents.slice(0, MAX_SHELLS);
  await Promise.all(documents.slice(MAX_SHELLS).map((document) => cache.delete(document.request)));
  const needed = new Set(kept.flatMap((document) => document.assets));
  await Promise.all(files.filter((file) => !needed.has(new URL(file.url).pathname)).map((file) => cache.delete(file)));
}

/**
 * Fetches an address's document again and stores it (a failure leaves the
 * stored copy as it was); `after` ms later, so that a page answered from the
 * copy has the machine to itself for its first screen.
 */
const refresh = (url: string, after = 0) =>
  new Promise((resolve) => setTimeout(resolve, after))
    .then(() => serially(async () => store(url, await fetch(documentRequest(url)))))
    .catch(() => undefined);

/** A stored document of an address that may still be shown, or null. */
async function storedDocument(url: string): Promise<Response | null> {
  const cache = await caches.open(SHELL_CACHE);
  const stored = await cache.match(shellKey(url), { ignoreVary: true });
  if (!stored) return null;
  return isFreshEnough(Number(stored.headers.get(STORED_AT_HEADER)), Date.now()) ? stored : null;
}

/** A navigation: the stored document at once and a refresh behind it, or the network (then stored) when there is none. */
async function answerNavigation(event: FetchEvent): Promise<Response> {
  const { request } = event;
  if (!wantsNetworkFirst(request.cache)) {
    const stored = await storedDocument(request.url).catch(() => null);
    if (stored) {
      event.waitUntil(refresh(request.url, REFRESH_AFTER_MS));
      return stored;
    }
  }
  try {
    const response = await fetch(request);
    // copied now: by the time the store's turn comes, the page may have read the body
    const copy = response.clone();
    event.waitUntil(serially(() => store(request.url, copy)).catch(() => undefined));
    return response;
  } catch (error) {
    // no network: the stored copy, however old, rather than the browser's error page
    const cache = await caches.open(SHELL_CACHE);
    const stored = await cache.match(shellKey(request.url), { ignoreVary: true });
    if (stored) return stored;
    throw error;
  }
}

/** A built file: the stored copy of a file a stored document loads, else the network (and the HTTP cache). */
async function answerBuiltFile(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  return (await cache.match(request)) ?? fetch(request);
}

scope.addEventListener('install', (event) => {
  // the pages open now are stored at once, so that the next visit is already answered from here
  event.waitUntil(
    scope.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((clients) => Promise.all(clients.filter((client) => isShellAddress(client.url, origin)).map((client) => refresh(client.url))))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('site-shell') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (isShellNavigation(request, origin)) event.respondWith(answerNavigation(event));
  else if (isBuiltFile(request, origin)) event.respondWith(answerBuiltFile(request));
  // anything else: not answered here, the browser fetches it as without a worker
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === FORGET_SHELLS) event.waitUntil(serially(() => caches.delete(SHELL_CACHE)));
});
