import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, members } from '../../server/src/db/schema';
import { leadingZeroBits } from '../../server/src/modules/identity/bot-check';
import { sha256Hex } from '../../server/src/lib/hash';
import { api } from '../../src/shared/contract/api';
import { call, solveChallenge, startTestServer, type TestServer } from './helpers';

interface Challenge {
  challengeId: string;
  salt: string;
  difficulty: number;
  expiresAt: number;
}

const demo = { username: 'demo', password: 'Demo1234', type: 'username' };

describe('bot check (proof of work)', () => {
  let s: TestServer;

  async function challenge(): Promise<Challenge> {
    const r = await call<{ value: Challenge }>(s, api.botChallenge);
    expect(r.status).toBe(200);
    return r.body.value;
  }

  async function solved() {
    const c = await challenge();
    return { challengeId: c.challengeId, nonce: solveChallenge(c.salt, c.difficulty) };
  }

  beforeAll(async () => {
    s = await startTestServer({ config: { BOT_CHECK_BITS: '10' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('issues a fresh challenge of the configured difficulty, expiring in 5 minutes', async () => {
    const [a, b] = [await challenge(), await challenge()];
    expect(a.difficulty).toBe(10);
    expect(a.challengeId).not.toBe(b.challengeId);
    expect(a.salt).not.toBe(b.salt);
    expect(a.expiresAt - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(a.expiresAt - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('lets a solved challenge pass once; the replay is refused', async () => {
    const c = await challenge();
    const nonce = solveChallenge(c.salt, c.difficulty);
    const digest = createHash('sha256').update(`${c.salt}${nonce}`).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
    const botCheck = { challengeId: c.challengeId, nonce };
    const first = await call(s, api.login, { ...demo, botCheck });
    expect(first.status).toBe(200);
    const replay = await call(s, api.login, { ...demo, botCheck });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ success: false, code: 'BOT_CHECK_FAILED' });
    expect(replay.body.message).toMatch(/already used/);
  });

  it('refuses a wrong nonce, and the challenge is spent by the attempt', async () => {
    const c = await challenge();
    const good = solveChallenge(c.salt, c.difficulty);
    let wrong = Number(good) + 1;
    while (leadingZeroBits(createHash('sha256').update(`${c.salt}${wrong}`).digest()) >= c.difficulty) wrong += 1;
    const r = await call(s, api.login, { ...demo, botCheck: { challengeId: c.challengeId, nonce: String(wrong) } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BOT_CHECK_FAILED', message: expect.stringMatching(/did not pass/) });
    const retry = await call(s, api.login, { ...demo, botCheck: { challengeId: c.challengeId, nonce: good } });
    expect(retry.body).toMatchObject({ code: 'BOT_CHECK_FAILED' });
  });

  it('refuses an expired challenge', async () => {
    const botCheck = await solved();
    await s.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.keyHash, sha256Hex(`bot:${botCheck.challengeId}`)));
    const r = await call(s, api.login, { ...demo, botCheck });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BOT_CHECK_FAILED', message: expect.stringMatching(/expired/) });
  });

  it('refuses a login by username without a bot check, and an unknown challenge', async () => {
    const missing = await call(s, api.login, demo, { botCheck: false });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'BOT_CHECK_FAILED', message: expect.stringMatching(/missing/) });
    const unknown = await call(s, api.login, { ...demo, botCheck: { challengeId: 'nope', nonce: '1' } });
    expect(unknown.body).toMatchObject({ code: 'BOT_CHECK_FAILED' });
  });

  it('guards the SMS code requests of the login and of the registration', async () => {
    const noLogin = await call(s, api.smsNoLogin, { mobileNum: '905555111', countryDialingCode: '+84' }, { botCheck: false });
    expect(noLogin.body).toMatchObject({ code: 'BOT_CHECK_FAILED' });
    const register = await call(s, api.smsRegister, { mobileNum: '905555222', countryDialingCode: '+84' }, { botCheck: false });
    expect(register.body).toMatchObject({ code: 'BOT_CHECK_FAILED' });
    const ok = await call(s, api.smsRegister, { mobileNum: '905555222', countryDialingCode: '+84', botCheck: await solved() });
    expect(ok.status).toBe(200);
  });

  it('does not ask a login by text-message code for a bot check', async () => {
    await s.db.update(members).set({ mobileNum: '905555333', countryDialingCode: '+84' }).where(eq(members.account, 'demo'));
    expect((await call(s, api.smsNoLogin, { mobileNum: '905555333', countryDialingCode: '+84', botCheck: await solved() })).status).toBe(200);
    const outbox = await call<{ value: Array<{ code: string | null }> }>(s, api.devOutbox, { to: '+84 905555333' });
    const code = outbox.body.value[0]?.code;
    expect(code).toBeTruthy();
    const r = await call(s, api.login, { username: '905555333', password: code, type: 'sms', countryDialingCode: '+84' }, { botCheck: false });
    expect(r.status).toBe(200);
  });

  it('BOT_CHECK_BITS=0 turns the check off', async () => {
    const off = await startTestServer({ config: { BOT_CHECK_BITS: '0' } });
    try {
      expect((await call(off, api.login, demo, { botCheck: false })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
