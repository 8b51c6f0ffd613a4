import { gt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLinks } from '../../server/src/db/schema';
import { limits } from '../../server/src/modules/identity/rate-limit';
import { api } from '../../src/shared/contract/api';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<V = Record<string, unknown>> {
  success: boolean;
  code?: string;
  value: V;
}

describe('login by link (a single-use code, never the session token)', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s, 'demo', 'Demo1234');
  });
  afterAll(async () => {
    await s?.close();
  });

  /** An exchange from a given address and brand. */
  async function exchange(code: string, options: { ip?: string; merchant?: string } = {}) {
    const request: InjectOptions = {
      method: 'POST',
      url: api.loginLinkExchange.path,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.merchant ? { merchant: options.merchant } : {},
      payload: { code },
    };
    const r = await s.app.inject(request);
    return { status: r.statusCode, body: r.json<Envelope<{ token: string; user: { account: string } }>>() };
  }

  async function issue(): Promise<string> {
    const r = await call<Envelope<{ code: string; expiresAt: number }>>(s, api.loginLinkIssue, {}, { token });
    expect(r.status).toBe(200);
    expect(r.body.value.expiresAt).toBeGreaterThan(Date.now() + 50_000);
    expect(r.body.value.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);
    return r.body.value.code;
  }

  it('a member gets a code; the code opens a new session of that member, once', async () => {
    const code = await issue();
    expect(code).not.toBe(token);
    const first = await exchange(code);
    expect(first.status).toBe(200);
    expect(first.body.value.user.account).toBe('demo');
    expect(first.body.value.token).not.toBe(token);
    expect((await call(s, api.memberInfo, {}, { token: first.body.value.token })).status).toBe(200);
    // used up
    expect((await exchange(code)).body).toMatchObject({ code: 'UNAUTHORIZED', value: { reason: 'loginLinkInvalid' } });
    // only its hash was stored, and it is gone
    expect(await s.db.select().from(loginLinks)).toEqual([]);
  });

  it('asks a session to issue one', async () => {
    expect((await call(s, api.loginLinkIssue, {})).status).toBe(401);
  });

  it('refuses a session token as a code, and an unknown code', async () => {
    expect((await exchange(token)).status).toBe(401);
    expect((await exchange('A'.repeat(43))).status).toBe(401);
    expect((await exchange('short')).status).toBe(400);
  });

  it('refuses a code from another address: a link made by someone else cannot log a victim into his account', async () => {
    const code = await issue();
    expect((await exchange(code, { ip: '10.9.9.9' })).status).toBe(401);
    // and the attempt burnt it
    expect((await exchange(code)).status).toBe(401);
  });

  it('refuses an expired code and a code of another brand', async () => {
    const expired = await issue();
    await s.db.update(loginLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await exchange(expired)).status).toBe(401);

    const other = await issue();
    // the link just issued: the only one not expired (rows come back in no particular order on PostgreSQL)
    await s.db.update(loginLinks).set({ merchantCode: 'OTHER' }).where(gt(loginLinks.expiresAt, new Date()));
    expect((await exchange(other)).status).toBe(401);
  });

  it(`limits the exchanges per address (${limits.loginLinkPerIp.max} per ${limits.loginLinkPerIp.windowSeconds / 60} minutes)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limits.loginLinkPerIp.max; i += 1) statuses.push((await exchange('B'.repeat(43), { ip: '10.8.8.8' })).status);
    expect(statuses.slice(0, limits.loginLinkPerIp.max).every((x) => x === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
