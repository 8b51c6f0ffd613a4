import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../server/src/db/schema';
import { issueCaptcha } from '../../server/src/modules/captcha/captcha';
import { encryptPayload } from '../../src/shared/crypto/payload-cipher';
import { api } from '../../src/shared/contract/api';
import { call, encryptBody, loginAs, solvedBotCheck, startTestServer, type LoginBody, type TestServer } from './helpers';

interface Envelope {
  success: boolean;
  code?: string;
  message: string;
  value: Record<string, unknown> | null;
  fieldErrors?: Array<{ field: string; key: string }>;
}

describe('login, sessions and payload encryption', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('logs in with the right password and returns the member', async () => {
    const r = await call<LoginBody & { value: { firstTimeLogin: boolean; passwordExpired: boolean; user: Record<string, unknown> } }>(
      s,
      api.login,
      { username: 'Demo', password: 'Demo1234', type: 'username' },
    );
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.value.firstTimeLogin).toBe(false);
    expect(r.body.value.passwordExpired).toBe(false);
    expect(r.body.value.user).toMatchObject({ account: 'demo', isAgent: 0, clubLabel: { rankLevel: 5 } });
    expect(JSON.stringify(r.body)).not.toMatch(/Demo1234|argon2/);
  });

  it('stores only the hash of the token', async () => {
    const token = await loginAs(s, 'demo', 'Demo1234');
    const rows = await s.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('records the previous login time', async () => {
    const first = await call<{ value: { user: { previousLoginAt: string | null } } }>(s, api.login, {
      username: 'hoatran',
      password: 'Player1234',
      type: 'username',
    });
    expect(first.body.value.user.previousLoginAt).toBeNull();
    const second = await call<{ value: { user: { previousLoginAt: string | null }; firstTimeLogin: boolean } }>(s, api.login, {
      username: 'hoatran',
      password: 'Player1234',
      type: 'username',
    });
    expect(second.body.value.user.previousLoginAt).not.toBeNull();
    // an agent set this member's password: the site must ask for a new one
    expect(second.body.value.firstTimeLogin).toBe(true);
  });

  it('answers a wrong password and an unknown user alike, 401 INVALID_CREDENTIALS', async () => {
    const wrong = await call<Envelope>(s, api.login, { username: 'agent', password: 'nope', type: 'username' });
    const unknown = await call<Envelope>(s, api.login, { username: 'nobody-here', password: 'nope', type: 'username' });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', message: 'The username or password is incorrect.' });
    }
  });

  it('asks for a captcha after repeated failures, and accepts the right one', async () => {
    for (let i = 0; i < 3; i += 1) {
      await call(s, api.login, { username: 'linhnguyen', password: `wrong${i}`, type: 'username' });
    }
    const blocked = await call<Envelope>(s, api.login, { username: 'linhnguyen', password: 'Player1234', type: 'username' });
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
    const captcha = await issueCaptcha(s.db);
    const ok = await call<Envelope>(s, api.login, {
      username: 'linhnguyen',
      password: 'Player1234',
      type: 'username',
      captcha: captcha.answer.toLowerCase(),
      captchaKey: captcha.key,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a plain (unencrypted) body on an E call', async () => {
    const r = await call<Envelope>(s, api.login, { username: 'demo', password: 'Demo1234', type: 'username' }, { raw: true });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'ENCRYPTION_REQUIRED' });
  });

  it('refuses tampered, replayed, stale and wrongly keyed bodies', async () => {
    // one bot check: every refused body below stops at the encryption, before the bot check
    const body = { username: 'demo', password: 'Demo1234', type: 'username', botCheck: await solvedBotCheck(s) };
    const send = (payload: unknown) => s.app.inject({ method: 'POST', url: api.login.path, payload: payload as object });

    const tampered = encryptBody(body, s.keys);
    tampered.ct = `${tampered.ct.slice(0, -4)}AAA=`;
    expect((await send(tampered)).json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });

    const once = encryptBody(body, s.keys, { nonce: 'fixed-nonce-0123456789' });
    expect((await send(once)).statusCode).toBe(200);
    const replay = await send(encryptBody(body, s.keys, { nonce: 'fixed-nonce-0123456789' }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });

    const stale = await send(encryptBody(body, s.keys, { ts: Date.now() - 10 * 60_000 }));
    expect(stale.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });

    const otherKey = await send({ ...encryptBody(body, s.keys), keyId: 'someone-else' });
    expect(otherKey.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
  });

  it('opens a body encrypted by the site’s own client code', async () => {
    const payload = await encryptPayload({ username: 'demo', password: 'Demo1234', type: 'username', botCheck: await solvedBotCheck(s) }, s.keys);
    const r = await s.app.inject({ method: 'POST', url: api.login.path, payload });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, value: { user: { account: 'demo' } } });
  });

  it('validates the decrypted body: wrong types are a 400 with field errors', async () => {
    const r = await call<Envelope>(s, api.login, { username: 'demo', password: 12345, type: 'magic' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION');
    expect(r.body.fieldErrors?.map((f) => f.field).sort()).toEqual(['password', 'type']);
  });

  it('requires the token on T calls: 401 without, with a bad one, and after logout', async () => {
    expect((await call<Envelope>(s, api.memberInfo)).status).toBe(401);
    const bad = await call<Envelope>(s, api.memberInfo, {}, { token: 'x'.repeat(43) });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', value: null });

    const token = await loginAs(s, 'agent', 'Agent1234');
    const info = await call<{ value: { account: string; isAgent: number } }>(s, api.memberInfo, {}, { token });
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ account: 'agent', isAgent: 1 });

    const out = await call<Envelope>(s, api.logout, {}, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, value: null, message: 'OK' });
    expect((await call(s, api.memberInfo, {}, { token })).status).toBe(401);
    expect((await call(s, api.logout, {}, { token })).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const token = await loginAs(s, 'tuanvo', 'Player1234');
    const [member] = await s.db.select().from(members).where(eq(members.account, 'tuanvo'));
    await s.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.memberId, member?.id ?? -1));
    expect((await call(s, api.balance, {}, { token })).status).toBe(401);
  });

  it('shows the balance in major units and the unread message count', async () => {
    const token = await loginAs(s, 'demo', 'Demo1234');
    const r = await call<{ value: Record<string, unknown> }>(s, api.balance, {}, { token });
    expect(r.body.value).toEqual({ sumBalance: 5_000_000, currency: 'VND', currencySymbol: '₫', unreadMessages: 2 });
  });

  it('updates the language to one the brand offers, and only those', async () => {
    const token = await loginAs(s, 'namphan', 'Player1234');
    expect((await call(s, api.updateLanguage, { language: 'EN' }, { token })).status).toBe(200);
    const info = await call<{ value: { language: string } }>(s, api.memberInfo, {}, { token });
    expect(info.body.value.language).toBe('EN');
    const bad = await call<Envelope>(s, api.updateLanguage, { language: 'XX' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.[0]?.field).toBe('language');
  });
});
