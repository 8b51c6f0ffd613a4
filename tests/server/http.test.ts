import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { settleReadCache } from '../../server/src/db/read-cache';
import { blockedNetworks, merchants } from '../../server/src/db/schema';
import { api } from '../../src/shared/contract/api';
import { failureSchema } from '../../src/shared/contract/envelope';
import { call, encryptBody, loginAs, startTestServer, testConfig, type TestServer } from './helpers';

describe('HTTP behaviour', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    // a route with a real bug, to see what a 500 looks like
    s.app.get('/wps/test/boom', async () => {
      throw new TypeError('cannot read properties of undefined');
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const expectFailure = (body: unknown, code: string) => {
    const parsed = failureSchema.safeParse(body);
    expect(parsed.success, JSON.stringify(body)).toBe(true);
    expect(parsed.data?.code).toBe(code);
  };

  it('answers malformed JSON with a 400 envelope', async () => {
    const r = await s.app.inject({ method: 'PUT', url: api.register.path, headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(r.statusCode).toBe(400);
    expectFailure(r.json(), 'BAD_REQUEST');
    expect(r.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers JSON of the wrong shape with a 400 envelope', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', '{"keyId": 5}']) {
      const r = await s.app.inject({ method: 'POST', url: api.login.path, headers: { 'content-type': 'application/json' }, payload });
      expect(r.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, payload).toBeLessThan(500);
      expect(r.json().success).toBe(false);
    }
  });

  it('answers wrong types on a T call with field errors (after the token check)', async () => {
    const anonymous = await s.app.inject({ method: 'PUT', url: api.updateLanguage.path, payload: { language: 7 } });
    expect(anonymous.statusCode).toBe(401);
    const token = await loginAs(s, 'demo', 'Demo1234');
    const r = await call(s, api.updateLanguage, { language: 7 }, { token });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'language', key: 'validation.invalid' }] });
  });

  it('answers a wrong query type with a 400 envelope', async () => {
    const r = await s.app.inject({ method: 'GET', url: `${api.systemStatus.path}?url=a&url=b` });
    expect(r.statusCode).toBe(400);
    expectFailure(r.json(), 'VALIDATION');
    const missing = await s.app.inject({ method: 'GET', url: api.systemStatus.path });
    expect(missing.json().fieldErrors).toEqual([{ field: 'url', key: 'validation.notEmpty', params: { field: 'url' } }]);
  });

  it('answers a huge body with 413 and an unknown content type with 415', async () => {
    const big = await s.app.inject({
      method: 'POST',
      url: api.login.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(200_000) }),
    });
    expect(big.statusCode).toBe(413);
    expectFailure(big.json(), 'BAD_REQUEST');
    const xml = await s.app.inject({ method: 'POST', url: api.login.path, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expectFailure(xml.json(), 'BAD_REQUEST');
  });

  it('answers unknown /wps paths and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nothing/here'],
      ['POST', '/wps/system/status'],
      ['DELETE', '/lgw/games/none'],
      ['GET', '/media/banners/none.svg'],
    ] as const) {
      const r = await s.app.inject({ method, url });
      expect(r.statusCode, url).toBe(404);
      expectFailure(r.json(), 'NOT_FOUND');
    }
  });

  it('answers a malformed URL with a 400 envelope', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/wps/%E0%A4%A' });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(r.json().success).toBe(false);
  });

  it('answers a real bug with 500 INTERNAL and a generic message', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/wps/test/boom' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({
      success: false,
      value: null,
      message: 'Something went wrong on our side. Please try again in a moment.',
      code: 'INTERNAL',
    });
  });

  it('never lets API answers be cached and sets basic security headers', async () => {
    const r = await s.app.inject({ method: 'GET', url: api.countryCodes.path });
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports maintenance (1) and a blocked address (2) from the database', async () => {
    const status = async (remoteAddress = '127.0.0.1') =>
      (await s.app.inject({ method: 'GET', url: `${api.systemStatus.path}?url=localhost`, remoteAddress })).json();
    expect((await status()).value.status).toBe(0);
    expect((await status()).value.location).toEqual({ ip: '127.0.0.1', countryCode: 'VN', country: 'Vietnam' });
    // a write of this instance by hand waits, as its API calls do, until its read cache sees it
    // (on PostgreSQL the versions come from NOTIFY: docs/architecture.md, "The read cache")
    const byHand = async (write: PromiseLike<unknown>) => {
      await write;
      await settleReadCache(s.db);
    };

    await byHand(s.db.update(merchants).set({ maintenance: true }).where(eq(merchants.code, 'LOTUS')));
    try {
      const m = await status();
      expect(m.value.status).toBe(1);
      expect(m.value.maintenance.title).toBe('System Maintenance');
      // state-changing calls are refused too, not only hidden by the site
      const login = await call(s, api.login, { username: 'demo', password: 'Demo1234', type: 'username' });
      expect(login.status).toBe(503);
      expect(login.body).toMatchObject({ code: 'MAINTENANCE' });
    } finally {
      await byHand(s.db.update(merchants).set({ maintenance: false }).where(eq(merchants.code, 'LOTUS')));
    }

    await byHand(s.db.update(blockedNetworks).set({ enabled: true }));
    try {
      const blocked = await status('203.0.113.9');
      expect(blocked.value.status).toBe(2);
      expect(blocked.value.regionRestriction).toEqual({ ip: '203.0.113.9', country: 'Unknown' });
      expect((await status('198.51.100.1')).value.status).toBe(0);
      const login = await s.app.inject({
        method: 'POST',
        url: api.login.path,
        remoteAddress: '203.0.113.9',
        payload: encryptBody({ username: 'demo', password: 'Demo1234', type: 'username' }, s.keys),
      });
      expect(login.statusCode).toBe(403);
    } finally {
      await byHand(s.db.update(blockedNetworks).set({ enabled: false }));
    }
  });

  it('serves generated SVG artwork with long cache headers and ETag revalidation', async () => {
    for (const url of ['/media/banners/home-welcome.svg', '/media/vendors/IMES.svg', '/media/promotions/welcome-bonus.svg', '/media/avatars/default.svg']) {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toContain('image/svg+xml');
      expect(r.headers['cache-control']).toContain('max-age=604800');
      expect(r.body.startsWith('<svg')).toBe(true);
      const again = await s.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(r.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const a = await s.app.inject({ method: 'GET', url: '/media/banners/home-welcome.svg' });
    const b = await s.app.inject({ method: 'GET', url: '/media/banners/home-welcome.svg' });
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('WELCOME BONUS');
  });

  it('serves a banner\'s WebP at its own width and at the narrower widths of the srcset, nothing else', async () => {
    const size = async (url: string) => {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe('image/webp');
      const meta = await sharp(r.rawPayload).metadata();
      return { width: meta.width, height: meta.height, bytes: r.rawPayload.length, etag: String(r.headers.etag) };
    };
    const full = await size('/media/banners/home-welcome.webp?lang=EN');
    expect([full.width, full.height]).toEqual([1920, 560]);
    const narrow = await size('/media/banners/home-welcome.webp?lang=EN&w=1024');
    expect([narrow.width, narrow.height]).toEqual([1024, 299]);
    expect(narrow.bytes).toBeLessThan(full.bytes / 2);
    expect(narrow.etag).not.toBe(full.etag);
    const again = await s.app.inject({ method: 'GET', url: '/media/banners/home-welcome.webp?lang=EN&w=1024', headers: { 'if-none-match': narrow.etag } });
    expect(again.statusCode).toBe(304);
    for (const w of ['1000', '0', '99999', 'abc', '']) {
      expect((await s.app.inject({ method: 'GET', url: `/media/banners/home-welcome.webp?w=${w}` })).statusCode, w).toBe(404);
    }
  });

  describe('with a built site', () => {
    let dir: string;
    let app: FastifyInstance;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'lotus-site-'));
      mkdirSync(join(dir, 'res', 'js'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Lotus Play</title>');
      writeFileSync(join(dir, 'res', 'js', 'index-abc123.js'), 'console.log(1)');
      writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      app = await buildApp({ db: s.db, config: testConfig({ STATIC_DIR: dir }), keys: s.keys });
    });
    afterAll(async () => {
      await app?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('serves hashed files as immutable and index.html as no-cache', async () => {
      const chunk = await app.inject({ method: 'GET', url: '/res/js/index-abc123.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // never revalidated, not a document: no validators, no ranges, no frame or referrer headers
      for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-frame-options', 'referrer-policy']) expect(chunk.headers[name], name).toBeUndefined();
      expect(chunk.headers['x-content-type-options']).toBe('nosniff');
      // a file outside /res/ keeps its validators
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.headers.etag).toBeTruthy();
      const index = await app.inject({ method: 'GET', url: '/' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.body).toContain('Lotus Play');
    });

    it('serves the shell worker at the root, revalidated at every check, and other root files for an hour', async () => {
      const worker = await app.inject({ method: 'GET', url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('falls back to index.html for page navigations, not for the API or assets', async () => {
      const page = await app.inject({ method: 'GET', url: '/promotions?id=3', headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('Lotus Play');
      const api404 = await app.inject({ method: 'GET', url: '/wps/unknown', headers: { accept: 'text/html' } });
      expect(api404.statusCode).toBe(404);
      expect(api404.json().code).toBe('NOT_FOUND');
      const asset404 = await app.inject({ method: 'GET', url: '/res/js/missing.js', headers: { accept: '*/*' } });
      expect(asset404.statusCode).toBe(404);
    });
  });
});

