import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../server/src/db/schema';
import { cleanupExpired } from '../../server/src/jobs/cleanup';
import { issueCaptcha, verifyCaptcha } from '../../server/src/modules/captcha/captcha';
import { api } from '../../src/shared/contract/api';
import { call, startTestServer, type TestServer } from './helpers';

describe('captcha', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers a base64 SVG and the key in X-Captcha-Key, storing neither key nor answer in clear', async () => {
    const r = await call<{ value: string }>(s, api.captcha);
    expect(r.status).toBe(200);
    const svg = Buffer.from(r.body.value, 'base64').toString('utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<text');
    const key = String(r.headers['x-captcha-key']);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const rows = await s.db.select().from(captchas);
    expect(rows.some((row) => row.keyHash === key || row.answerHash === key)).toBe(false);
  });

  it('accepts the right answer once, in any case, and never again', async () => {
    const c = await issueCaptcha(s.db);
    expect(await verifyCaptcha(s.db, c.key, c.answer.toLowerCase())).toBe(true);
    expect(await verifyCaptcha(s.db, c.key, c.answer)).toBe(false);
  });

  it('burns the challenge on a wrong answer', async () => {
    const c = await issueCaptcha(s.db);
    expect(await verifyCaptcha(s.db, c.key, 'WRONG')).toBe(false);
    expect(await verifyCaptcha(s.db, c.key, c.answer)).toBe(false);
  });

  it('refuses an expired challenge and unknown keys', async () => {
    const c = await issueCaptcha(s.db);
    await s.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await verifyCaptcha(s.db, c.key, c.answer)).toBe(false);
    expect(await verifyCaptcha(s.db, 'unknown', 'ABCDE')).toBe(false);
    expect(await verifyCaptcha(s.db, undefined, undefined)).toBe(false);
  });

  it('is swept from the database once expired', async () => {
    await issueCaptcha(s.db);
    await issueCaptcha(s.db);
    await cleanupExpired(s.db, new Date(Date.now() + 6 * 60_000));
    expect(await s.db.select().from(captchas)).toEqual([]);
  });
});
