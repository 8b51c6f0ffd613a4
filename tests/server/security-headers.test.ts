import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { merchants } from '../../server/src/db/schema';
import { domains } from '../../server/src/seed/data/brand';
import { documentPolicy, inlineScriptHashes } from '../../server/src/http/security-headers';
import { startTestServer, testConfig, type TestServer } from './helpers';

const themeScript = "document.documentElement.dataset.theme = 'light';";
const addressScript = "try { history.replaceState(null, '', location.pathname); } catch (e) {}";
const html = `<!doctype html><html><head><script>${addressScript}</script><title>Lotus Play</title><script>${themeScript}</script>
<script type="module" crossorigin src="/res/js/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

describe('headers of the site’s documents', () => {
  let s: TestServer;
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    s = await startTestServer();
    dir = mkdtempSync(join(tmpdir(), 'lotus-csp-'));
    mkdirSync(join(dir, 'res', 'js'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'res', 'js', 'index-abc.js'), 'console.log(1)');
    await s.db.update(merchants).set({ imageCdns: ['https://img1.lotus.example/', 'not a url'], launchGameCdns: ['https://games.lotus.example'] }).where(eq(merchants.code, 'LOTUS'));
    app = await buildApp({ db: s.db, config: testConfig({ STATIC_DIR: dir }), keys: s.keys });
  });
  afterAll(async () => {
    await app?.close();
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a strict policy and framing protection on /, /index.html and every client route', async () => {
    for (const url of ['/', '/index.html', '/promotions?id=3', '/vnlottery', '/game']) {
      const r = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(r.statusCode, url).toBe(200);
      const csp = directives(r.headers['content-security-policy'] as string);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(r.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(r.headers['permissions-policy']).toContain('camera=()');
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(r.headers['referrer-policy']).toBe('strict-origin');
      // plain http here: no HSTS
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows exactly the inline scripts of the served document, by hash', async () => {
    const r = await app.inject({ method: 'GET', url: '/' });
    const scripts = directives(r.headers['content-security-policy'] as string)['script-src'];
    expect(scripts).toEqual(["'self'", sha(addressScript), sha(themeScript)]);
    expect(inlineScriptHashes(r.body)).toEqual([sha(addressScript), sha(themeScript)]);
  });

  it('allows the brand’s image hosts and game hosts, and Firebase only when configured', async () => {
    const r = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = directives(r.headers['content-security-policy'] as string);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://img1.lotus.example']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://games.lotus.example']);
    // the mirrors page's speed test reaches the brand's mirrors (the seed's), and nothing else
    expect(csp['connect-src']).toEqual(["'self'", ...domains.map((domain) => `https://${domain}`)]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    const withFirebase = directives(documentPolicy({ scriptHashes: [], imageHosts: [], launchHosts: [], firebaseProjectId: 'lotus-play' }));
    expect(withFirebase['connect-src']).toContain('https://identitytoolkit.googleapis.com');
    expect(withFirebase['frame-src']).toContain('https://lotus-play.firebaseapp.com');
    expect(withFirebase['script-src']).toContain('https://apis.google.com');
    const emulator = directives(documentPolicy({ scriptHashes: [], imageHosts: [], launchHosts: [], firebaseProjectId: 'demo-lotus', firebaseEmulatorHost: '127.0.0.1:9099' }));
    expect(emulator['connect-src']).toContain('http://127.0.0.1:9099');
    expect(emulator['frame-src']).toContain('http://127.0.0.1:9099');
    // nothing else than this site: no font from data:, no plug-in, no other base
    expect(csp['font-src']).toEqual(["'self'"]);
    expect(csp['script-src']?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });

  it('sends HSTS on every answer over https (behind a trusted proxy), never over http', async () => {
    const proxied = await buildApp({ db: s.db, config: testConfig({ STATIC_DIR: dir, TRUST_PROXY: 'true' }), keys: s.keys });
    try {
      const secure = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const api = await proxied.inject({ method: 'GET', url: '/wps/system/status?url=x', headers: { 'x-forwarded-proto': 'https' } });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('leaves the API, the assets and the game pages to their own headers; nothing of this server may be framed by another site', async () => {
    const status = await app.inject({ method: 'GET', url: '/wps/system/status?url=x' });
    expect(status.headers['content-security-policy']).toBeUndefined();
    expect(status.headers['content-type']).toContain('application/json');
    expect(status.headers['x-frame-options']).toBe('SAMEORIGIN');
    const missing = await app.inject({ method: 'GET', url: '/wps/no-such-call', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBeUndefined();
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    const chunk = await app.inject({ method: 'GET', url: '/res/js/index-abc.js' });
    expect(chunk.headers['content-security-policy']).toBeUndefined();
    const game = await app.inject({ method: 'GET', url: '/games/dice?session=x', headers: { accept: 'text/html' } });
    expect(game.headers['content-security-policy']).toContain("script-src 'nonce-");
  });

  it('hashes inline scripts as the browser does: line breaks normalised, external and repeated scripts left out', () => {
    const page = '<script>\r\n  a();\r\n</script ><script type="module" src="/x.js"></script><script nonce="n">b()</script><script>b()</script>';
    expect(inlineScriptHashes(page)).toEqual([sha('\n  a();\n'), sha('b()')]);
  });

  it('leaves data blocks out: a script of a type the browser does not run needs no hash', () => {
    const page = [
      '<script type="application/json" id="preloaded-state">{"a":1}</script>',
      "<script type='importmap'>{}</script>",
      '<script type=text/plain>c()</script>',
      '<script type="module">d()</script>',
      '<script type="text/javascript">e()</script>',
      '<script TYPE="Application/JSON">{"b":2}</script>',
    ].join('');
    // an import map is read under script-src: it keeps its hash
    expect(inlineScriptHashes(page)).toEqual([sha('{}'), sha('d()'), sha('e()')]);
  });

  it('follows a new build of index.html without a restart: the hashes are those of the document sent', async () => {
    const cleanScript = "if (location.search) history.replaceState(null, '', location.pathname);";
    // a build written over the running server, with Windows line breaks and one more inline script
    writeFileSync(join(dir, 'index.html'), html.replace('<title>', `<script>\n${cleanScript}\n</script><title>`).replaceAll('\n', '\r\n'));
    for (const url of ['/', '/index.html', '/promotions']) {
      const r = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const scripts = directives(r.headers['content-security-policy'] as string)['script-src'];
      expect(scripts, url).toEqual(["'self'", sha(addressScript), sha(`\n${cleanScript}\n`), sha(themeScript)]);
      expect(scripts?.slice(1), url).toEqual(inlineScriptHashes(r.body));
    }
  });
});

describe('headers of the operator console’s document', () => {
  const consoleTheme = "document.documentElement.dataset.theme = localStorage.getItem('theme') || 'light';";
  const consoleHtml = `<!doctype html><html><head><meta name="robots" content="noindex"><title>Lotus Play Console</title><script>${consoleTheme}</script>
<script type="module" crossorigin src="/res/js/operator-abc.js"></script></head><body><div id="root"></div></body></html>`;
  let s: TestServer;
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    s = await startTestServer();
    dir = mkdtempSync(join(tmpdir(), 'lotus-console-csp-'));
    mkdirSync(join(dir, 'res', 'js'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'operator.html'), consoleHtml);
    writeFileSync(join(dir, 'res', 'js', 'operator-abc.js'), 'console.log(2)');
    await s.db.update(merchants).set({ imageCdns: ['https://img1.lotus.example/'], launchGameCdns: ['https://games.lotus.example'] }).where(eq(merchants.code, 'LOTUS'));
    app = await buildApp({ db: s.db, config: testConfig({ STATIC_DIR: dir, FIREBASE_PROJECT_ID: 'lotus-play' }), keys: s.keys });
  });
  afterAll(async () => {
    await app?.close();
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves operator.html at /operator and under it (history fallback), with its own hashes and a policy stricter than the site’s', async () => {
    for (const url of ['/operator', '/operator/', '/operator/members/12?tab=logins', '/operator/audit', '/operator.html']) {
      const r = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('Lotus Play Console');
      const csp = directives(r.headers['content-security-policy'] as string);
      expect(csp['script-src'], url).toEqual(["'self'", sha(consoleTheme)]);
      expect(inlineScriptHashes(r.body)).toEqual([sha(consoleTheme)]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      // the console runs no speed test: no mirror
      expect(csp['connect-src']).toEqual(["'self'"]);
      // no brand image host, no game host, no third-party sign-in: the console needs none
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['frame-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(r.headers['x-frame-options'], url).toBe('DENY');
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(r.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(r.headers['permissions-policy']).toContain('camera=()');
      expect(r.headers['referrer-policy']).toBe('strict-origin');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('leaves the site’s addresses to the site’s document and policy', async () => {
    for (const url of ['/', '/operators', '/operatorx/1', '/promotions']) {
      const r = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(r.body, url).toContain('Lotus Play</title>');
      const csp = directives(r.headers['content-security-policy'] as string);
      expect(csp['script-src']?.slice(0, 3), url).toEqual(["'self'", sha(addressScript), sha(themeScript)]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers 404 for missing files and API calls under the console’s addresses', async () => {
    const asset = await app.inject({ method: 'GET', url: '/operator/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    const chunk = await app.inject({ method: 'GET', url: '/res/js/operator-abc.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-security-policy']).toBeUndefined();
    const call = await app.inject({ method: 'GET', url: '/wps/operator/session/me', headers: { accept: 'text/html' } });
    expect(call.statusCode).toBe(401);
    expect(call.headers['content-security-policy']).toBeUndefined();
  });

  it('follows a new build of operator.html, and falls back to the site when the console is not built', async () => {
    const newer = "document.documentElement.dataset.theme = 'dark';";
    writeFileSync(join(dir, 'operator.html'), consoleHtml.replace(consoleTheme, newer));
    const r = await app.inject({ method: 'GET', url: '/operator/members', headers: { accept: 'text/html' } });
    expect(directives(r.headers['content-security-policy'] as string)['script-src']).toEqual(["'self'", sha(newer)]);

    const siteOnly = mkdtempSync(join(tmpdir(), 'lotus-site-only-'));
    writeFileSync(join(siteOnly, 'index.html'), html);
    const bare = await buildApp({ db: s.db, config: testConfig({ STATIC_DIR: siteOnly }), keys: s.keys });
    try {
      const page = await bare.inject({ method: 'GET', url: '/operator', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Lotus Play</title>');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await bare.close();
      rmSync(siteOnly, { recursive: true, force: true });
    }
  });
});
