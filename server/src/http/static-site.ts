import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIp } from '../lib/client-ip';
import { notFoundFailure, sendFailure } from './errors';
import { mirrorOrigins, resolveMerchant, type Merchant } from './merchant';
import { applyDocumentHeaders, documentPolicy, inlineScriptHashes, type DocumentKind } from './security-headers';
import { siteShell, type FirstScreenSource } from './site-shell';

/** Paths that belong to the server, never to the single-page site. */
const SERVER_PATHS = /^\/(wps|lgw|media)(\/|$)/;

/** The operator console's pages: /operator and everything under it (operator.html by name too). */
const CONSOLE_PATHS = /^\/operator(\/|\.html$|$)/;

/** The file of each single-page document: the player's site and the operator console (a second Vite build). */
const documentFiles: Record<DocumentKind, string> = { site: 'index.html', console: 'operator.html' };

const documentOf = (path: string): DocumentKind => (CONSOLE_PATHS.test(path) ? 'console' : 'site');

function cacheControlFor(path: string): string {
  // a precompressed variant (.br, .gz) is cached like the file it stands for
  const normalized = path.replaceAll('\\', '/').replace(/\.(br|gz)$/, '');
  // Vite's hashed chunks: their name changes whenever their content does
  if (normalized.includes('/res/')) return 'public, max-age=31536000, immutable';
  // the entry point must be checked every time, or a deploy would not reach returning visitors
  if (normalized.endsWith('/index.html') || normalized.endsWith('/operator.html')) return 'no-cache';
  // the shell's service worker: a deploy's new worker must reach returning visitors at their next visit
  if (normalized.endsWith('/sw.js')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The CSP hashes of the inline scripts of the built index.html, read from the
 * file itself, and read again whenever it changes (a build written over a
 * running server), so the policy always allows exactly the scripts of the
 * document being sent.
 */
function builtScriptHashes(indexPath: string): () => Promise<string[]> {
  let known: { version: string; hashes: string[] } | null = null;
  return async () => {
    try {
      const info = await stat(indexPath);
      const version = `${info.mtimeMs}:${info.size}`;
      if (known?.version !== version) known = { version, hashes: inlineScriptHashes(await readFile(indexPath, 'utf8')) };
    } catch {
      // the file is being rewritten by a build: the last known hashes stand until it is back
    }
    return known?.hashes ?? [];
  };
}

/**
 * Serves the built site from STATIC_DIR and answers every unknown address:
 * a 404 envelope under /wps, /lgw and /media (and for non-HTML requests),
 * the operator console's operator.html for page navigations under
 * /operator, the site's index.html for the other page navigations, so
 * client routes like /promotions or /operator/members work on reload. Each
 * document gets its own policy, with the hashes of its own inline scripts.
 * Without a built site the server still runs the API.
 */
/** The encoding of a rendered document this request accepts best (the server-rendered shell is sent compressed, like the build's files). */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export async function installSite(app: FastifyInstance, staticDir: string | null, firstScreen?: FirstScreenSource): Promise<void> {
  const hasSite = staticDir !== null && existsSync(join(staticDir, documentFiles.site));
  // the console is a second build: a site built without it still serves (its addresses get the site's 404 page)
  const hasConsole = hasSite && existsSync(join(staticDir, documentFiles.console));
  // the inline scripts of each served document, allowed by their hash
  const scriptHashes: Record<DocumentKind, () => Promise<string[]>> = {
    site: hasSite ? builtScriptHashes(join(staticDir, documentFiles.site)) : async () => [],
    console: hasConsole ? builtScriptHashes(join(staticDir, documentFiles.console)) : async () => [],
  };
  const { firebase } = app.deps.config;
  // the visitor's shell rendered into the site's document (site-shell.ts); without a source or a bundle, the plain file
  const shell = hasSite && firstScreen ? siteShell(staticDir, firstScreen, app.log) : null;

  /** The document headers: the site's with the image and game hosts of the brand the address belongs to; the console's stricter. */
  const merchantOf = (request: FastifyRequest) => resolveMerchant(app.deps.db, undefined, request.hostname).catch(() => null);

  /** `known`: the brand already resolved, and the hashes of the document being sent when it is not the file (the rendered shell). */
  const documentHeaders = async (
    request: FastifyRequest,
    reply: FastifyReply,
    document: DocumentKind,
    known?: { merchant: Merchant | null; hashes: readonly string[]; styleHashes?: readonly string[] },
  ) => {
    const [merchant, hashes] = known
      ? [known.merchant, known.hashes]
      : await Promise.all([document === 'site' ? merchantOf(request) : null, scriptHashes[document]()]);
    const mirrors = document === 'site' && merchant ? await mirrorOrigins(app.deps.db, merchant.code).catch(() => []) : [];
    const policy = documentPolicy({
      scriptHashes: hashes,
      styleHashes: known?.styleHashes ?? [],
      imageHosts: merchant?.imageCdns ?? [],
      launchHosts: merchant?.launchGameCdns ?? [],
      mirrorHosts: mirrors,
      firebaseProjectId: firebase.projectId,
      firebaseEmulatorHost: firebase.emulatorHost,
      document,
    });
    applyDocumentHeaders(reply, policy, request.protocol === 'https', document);
    return merchant;
  };

  /** The site's document for a page navigation: with the visitor's shell rendered in when it can be, else the file. */
  const sendSiteDocument = async (request: FastifyRequest, reply: FastifyReply) => {
    const merchant = await merchantOf(request);
    const rendered =
      shell && request.method === 'GET'
        ? await shell.document({ url: request.url, ip: normalizeIp(request.ip), cookie: request.headers.cookie }, merchant)
        : null;
    await documentHeaders(request, reply, 'site', { merchant, hashes: rendered?.scriptHashes ?? (await scriptHashes.site()), styleHashes: rendered?.styleHashes ?? [] });
    reply.header('cache-control', 'no-cache');
    if (!rendered) return reply.sendFile(documentFiles.site);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // the language comes from a cookie; the encoding from the request
    reply.header('vary', 'accept-encoding, cookie');
    // a returning browser revalidates (no-cache) and gets a 304 while the render stands: no 25 KB again
    const etag = `"${rendered.digest}-${encoding}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (rendered.preloads) reply.header('link', rendered.preloads);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(rendered[encoding]);
  };

  if (hasSite) {
    // A hashed file under /res/ is cached for a year and never revalidated, and it is not a document: its
    // answer carries no validators (etag, last-modified), no ranges, and none of the headers only a document
    // or a frame reads (the app's x-frame-options and referrer-policy). About 190 bytes less on each of the
    // first screen's scripts and pictures, sent uncompressed over HTTP/1.1 (docs/performance.md).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/res/') && reply.statusCode === 200) {
        for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-frame-options', 'referrer-policy']) reply.removeHeader(name);
      }
      done(null, payload);
    });
    // index.html and operator.html served by name (/, /index.html, /operator.html) get the document headers like the fallback below
    app.addHook('onSend', async (request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        await documentHeaders(request, reply, documentOf(request.url.split('?')[0] ?? '/'));
      }
      return payload;
    });
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      // / is a page navigation like any other: the handler below sends it, with the rendered shell
      index: false,
      // the server-side render of the shell is the server's code, not the site's files
      allowedPath: (pathName) => !/^\/server(\/|$)/.test(pathName),
      // the build writes .br and .gz beside each asset (vite.config.ts)
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(reply, path) {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  } else if (staticDir !== null) {
    app.log.warn({ staticDir }, 'no built site found (index.html missing): serving the API only; run `npm run build`');
  }

  const answerUnknown = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATHS.test(path) &&
      // the site's root answers with the document whatever the client accepts, as a static index did
      ((request.headers.accept ?? '').includes('text/html') || path === '/');
    if (hasSite && wantsPage) {
      const document = documentOf(path) === 'console' && hasConsole ? 'console' : 'site';
      if (document === 'site') return sendSiteDocument(request, reply);
      return documentHeaders(request, reply, document).then(() => reply.header('cache-control', 'no-cache').sendFile(documentFiles[document]));
    }
    return sendFailure(reply, 404, notFoundFailure());
  };

  // / is a page navigation like any other (the static files have no index): the document, with the rendered shell
  if (hasSite) app.get('/', answerUnknown);
  app.setNotFoundHandler(answerUnknown);
}
