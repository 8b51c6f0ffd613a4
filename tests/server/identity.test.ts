import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { accountLocks, knownNetworks, members, registerSettings, verificationCodes } from '../../server/src/db/schema';
import { issueCaptcha } from '../../server/src/modules/captcha/captcha';
import { issueCode } from '../../server/src/modules/identity/codes';
import { LOCK_AFTER_FAILURES } from '../../server/src/modules/identity/lockout';
import { passwordExpiryOf } from '../../server/src/modules/identity/passwords';
import { limits, loginLimits } from '../../server/src/modules/identity/rate-limit';
import { hit } from '../../server/src/http/rate-limit';
import { api } from '../../src/shared/contract/api';
import { type Endpoint } from '../../src/shared/contract/endpoint';
import { call, encryptBody, loginAs, startTestServer, withBotCheck, type TestServer } from './helpers';

interface Envelope<V = Record<string, unknown>> {
  success: boolean;
  code?: string;
  message: string;
  value: V;
  fieldErrors?: Array<{ field: string; key: string }>;
}

/** A call from a given client address (the contract helper always uses 127.0.0.1). */
async function from<V = Record<string, unknown>>(
  s: TestServer,
  ip: string,
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  token?: string,
) {
  input = await withBotCheck(s, endpoint, input);
  const request: InjectOptions = {
    method: endpoint.method,
    url: endpoint.path,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    request.query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
  } else {
    request.payload = (endpoint.encrypted ? encryptBody(input, s.keys) : input) as InjectOptions['payload'];
  }
  const response = await s.app.inject(request);
  return { status: response.statusCode, body: response.json<Envelope<V>>() };
}

async function outboxCode(s: TestServer, to: string): Promise<string> {
  const r = await call<Envelope<Array<{ code: string | null; recipient: string }>>>(s, api.devOutbox, { to });
  const code = r.body.value[0]?.code;
  if (!code) throw new Error(`no message to ${to}`);
  return code;
}

const countMembers = async (s: TestServer) => (await s.db.select({ n: sql<number>`count(*)::int` }).from(members))[0]?.n ?? 0;

describe('identity flows on the reference server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('registration by mobile with a text-message code', () => {
    it('writes the code to the outbox and registers with it, once', async () => {
      const sent = await from<{ expiredMinutes: number }>(s, '10.1.0.1', api.smsRegister, { mobileNum: '901111111', countryDialingCode: '+84' });
      expect(sent.status).toBe(200);
      expect(sent.body.value.expiredMinutes).toBe(5);
      const code = await outboxCode(s, '+84 901111111');
      expect(code).toMatch(/^\d{6}$/);
      const body = { username: '', password: 'Secret123', confirmPassword: 'Secret123', mobileNum: '901111111', countryDialingCode: '+84', verificationCode: code, login: true, ageConfirmed: true, termsAccepted: true };
      const r = await from<{ account: string; token: string }>(s, '10.1.0.1', api.registerMobile, body);
      expect(r.status).toBe(200);
      expect(r.body.value.account).toMatch(/^m\d{9}$/);
      // the code is used up with the account
      const again = await from(s, '10.1.0.1', api.registerMobile, { ...body, mobileNum: '901111111' });
      expect(again.status).toBeGreaterThanOrEqual(400);
    });

    it('refuses a wrong code and an expired one, and leaves no partial account', async () => {
      await from(s, '10.1.0.2', api.smsRegister, { mobileNum: '902222222', countryDialingCode: '+84' });
      const before = await countMembers(s);
      const body = { username: '', password: 'Secret123', confirmPassword: 'Secret123', mobileNum: '902222222', countryDialingCode: '+84', verificationCode: '000000', ageConfirmed: true, termsAccepted: true };
      const wrong = await from(s, '10.1.0.2', api.registerMobile, body);
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual([{ field: 'verificationCode', key: 'validation.codeInvalid' }]);
      await s.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.recipient, '+84 902222222'));
      const code = await outboxCode(s, '+84 902222222');
      const expired = await from(s, '10.1.0.2', api.registerMobile, { ...body, verificationCode: code });
      expect(expired.body.fieldErrors).toEqual([{ field: 'verificationCode', key: 'validation.codeExpired' }]);
      const missing = await from(s, '10.1.0.2', api.registerMobile, { ...body, verificationCode: '' });
      expect(missing.body.fieldErrors?.[0]).toMatchObject({ field: 'verificationCode', key: 'validation.notEmpty' });
      expect(await countMembers(s)).toBe(before);
    });

    it('refuses a code for a number already registered, and a malformed number', async () => {
      const taken = await from(s, '10.1.0.3', api.smsRegister, { mobileNum: '901111111', countryDialingCode: '+84' });
      expect(taken.status).toBe(409);
      expect(taken.body.fieldErrors).toEqual([{ field: 'mobileNum', key: 'validation.mobileTaken' }]);
      const bad = await from(s, '10.1.0.3', api.smsRegister, { mobileNum: '12ab', countryDialingCode: '+84' });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors?.[0]?.key).toBe('validation.pattern.6');
    });

    it('sends at most one code a minute to a number: RATE_LIMITED with the wait', async () => {
      const first = await from(s, '10.1.0.4', api.smsRegister, { mobileNum: '903333333', countryDialingCode: '+84' });
      expect(first.status).toBe(200);
      const second = await from<{ retryAfterSeconds: number }>(s, '10.1.0.5', api.smsRegister, { mobileNum: '903333333', countryDialingCode: '+84' });
      expect(second.status).toBe(429);
      expect(second.body.code).toBe('RATE_LIMITED');
      expect(second.body.value.retryAfterSeconds).toBeGreaterThan(0);
      expect(second.body.message).toMatch(/Too many attempts/);
    });
  });

  describe('log in by text-message code', () => {
    it('logs a member in with the code sent to their number; a wrong code is refused', async () => {
      await s.db.update(members).set({ mobileNum: '904444444', countryDialingCode: '+84' }).where(eq(members.account, 'tuanvo'));
      expect((await from(s, '10.2.0.1', api.smsNoLogin, { mobileNum: '904444444', countryDialingCode: '+84' })).status).toBe(200);
      const code = await outboxCode(s, '+84 904444444');
      const wrong = await from(s, '10.2.0.1', api.login, { username: '904444444', password: '999999', type: 'sms', countryDialingCode: '+84' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
      const ok = await from<{ user: { account: string } }>(s, '10.2.0.1', api.login, { username: '904444444', password: code, type: 'sms', countryDialingCode: '+84' });
      expect(ok.status).toBe(200);
      expect(ok.body.value.user.account).toBe('tuanvo');
    });

    it('answers an unknown number like a known one, but sends nothing', async () => {
      const r = await from(s, '10.2.0.2', api.smsNoLogin, { mobileNum: '909999999', countryDialingCode: '+84' });
      expect(r.status).toBe(200);
      const box = await call<Envelope<unknown[]>>(s, api.devOutbox, { to: '909999999' });
      expect(box.body.value).toEqual([]);
    });
  });

  describe('free play', () => {
    it('opens a guest session (isAgent 4) with trial credit; the guest cannot use a password', async () => {
      const r = await from<{ token: string; user: { account: string; isAgent: number } }>(s, '10.3.0.1', api.freePlayLogin, {});
      expect(r.status).toBe(200);
      expect(r.body.value.user.isAgent).toBe(4);
      const balance = await call<Envelope<{ sumBalance: number }>>(s, api.balance, {}, { token: r.body.value.token });
      expect(balance.body.value.sumBalance).toBe(1_000_000);
      const change = await from(s, '10.3.0.1', api.changePassword, { oldPassword: 'x', newPassword: 'Abcd1234', confirmNewPassword: 'Abcd1234' }, r.body.value.token);
      expect(change.status).toBe(403);
      const byPassword = await from(s, '10.3.0.1', api.login, { username: r.body.value.user.account, password: '!', type: 'username' });
      expect(byPassword.body.code).toBe('INVALID_CREDENTIALS');
    });
  });

  describe('invitation codes', () => {
    it('tells a valid agent code from an unknown one', async () => {
      expect((await call<Envelope<{ valid: boolean }>>(s, api.affiliateCheck, { code: 'lotus88' })).body.value.valid).toBe(true);
      expect((await call<Envelope<{ valid: boolean }>>(s, api.affiliateCheck, { code: 'NOPE99' })).body.value.valid).toBe(false);
      expect((await call(s, api.affiliateCheck, {})).status).toBe(400);
    });
  });

  describe('passwords', () => {
    it('change password: asks the old one, checks the rule and the confirmation, clears first-login, ends other sessions', async () => {
      const first = await from<{ token: string; firstTimeLogin: boolean }>(s, '10.4.0.1', api.login, { username: 'minhle', password: 'Player1234', type: 'username' });
      expect(first.body.value.firstTimeLogin).toBe(true);
      const other = await loginAs(s, 'minhle', 'Player1234');
      const token = first.body.value.token;
      const wrongOld = await from(s, '10.4.0.1', api.changePassword, { oldPassword: 'nope', newPassword: 'Minh12345', confirmNewPassword: 'Minh12345' }, token);
      expect(wrongOld.body.fieldErrors).toEqual([{ field: 'oldPassword', key: 'validation.oldPassword' }]);
      const weak = await from(s, '10.4.0.1', api.changePassword, { oldPassword: 'Player1234', newPassword: 'short', confirmNewPassword: 'other' }, token);
      expect(weak.body.fieldErrors?.map((e) => e.key)).toEqual(['validation.pattern.5', 'validation.inconsistent']);
      const same = await from(s, '10.4.0.1', api.changePassword, { oldPassword: 'Player1234', newPassword: 'Player1234', confirmNewPassword: 'Player1234' }, token);
      expect(same.body.fieldErrors).toEqual([{ field: 'newPassword', key: 'validation.samePassword' }]);
      const ok = await from(s, '10.4.0.1', api.changePassword, { oldPassword: 'Player1234', newPassword: 'Minh12345', confirmNewPassword: 'Minh12345' }, token);
      expect(ok.status).toBe(200);
      expect((await call(s, api.memberInfo, {}, { token: other })).status).toBe(401);
      expect((await call(s, api.memberInfo, {}, { token })).status).toBe(200);
      const again = await from<{ firstTimeLogin: boolean }>(s, '10.4.0.1', api.login, { username: 'minhle', password: 'Minh12345', type: 'username' });
      expect(again.body.value.firstTimeLogin).toBe(false);
    });

    it('reports an expired password at login', async () => {
      await s.db.update(members).set({ passwordExpiresAt: new Date(Date.now() - 60_000) }).where(eq(members.account, 'namphan'));
      const r = await from<{ passwordExpired: boolean }>(s, '10.4.0.2', api.login, { username: 'namphan', password: 'Player1234', type: 'username' });
      expect(r.body.value.passwordExpired).toBe(true);
    });

    it('forgot by e-mail: a reset link goes to the outbox, works once, and the old password stops working', async () => {
      await s.db.update(members).set({ email: 'hoa@lotus.example' }).where(eq(members.account, 'hoatran'));
      const wrongEmail = await from(s, '10.4.0.3', api.forgotByEmail, { username: 'hoatran', email: 'someone@else.example' });
      expect(wrongEmail.status).toBe(200);
      expect((await call<Envelope<unknown[]>>(s, api.devOutbox, { to: 'someone@else.example' })).body.value).toEqual([]);
      const sent = await from(s, '10.4.0.3', api.forgotByEmail, { username: 'HoaTran', email: 'HOA@lotus.example' });
      expect(sent.status).toBe(200);
      const token = await outboxCode(s, 'hoa@lotus.example');
      const mismatch = await from(s, '10.4.0.3', api.resetByEmailToken, { token, newPassword: 'Hoa123456', confirmNewPassword: 'Hoa1234567' });
      expect(mismatch.body.fieldErrors).toEqual([{ field: 'confirmNewPassword', key: 'validation.inconsistent' }]);
      const reset = await from<{ account: string }>(s, '10.4.0.3', api.resetByEmailToken, { token, newPassword: 'Hoa123456', confirmNewPassword: 'Hoa123456' });
      expect(reset.body.value.account).toBe('hoatran');
      expect((await from(s, '10.4.0.3', api.resetByEmailToken, { token, newPassword: 'Hoa999999', confirmNewPassword: 'Hoa999999' })).status).toBe(400);
      expect((await from(s, '10.4.0.3', api.login, { username: 'hoatran', password: 'Player1234', type: 'username' })).status).toBe(401);
      expect((await from(s, '10.4.0.3', api.login, { username: 'hoatran', password: 'Hoa123456', type: 'username' })).status).toBe(200);
    });

    it('forgot by phone: the code is verified, then the reset logs in with the new password', async () => {
      await s.db.update(members).set({ mobileNum: '905555555', countryDialingCode: '+84' }).where(eq(members.account, 'linhnguyen'));
      const sent = await from<{ expirationTime: number }>(s, '10.4.0.4', api.forgotSendCode, { mobileNum: '905555555', countryDialingCode: '+84' });
      expect(sent.body.value.expirationTime).toBeGreaterThan(Date.now() + 4 * 60_000);
      const code = await outboxCode(s, '+84 905555555');
      const wrong = await from(s, '10.4.0.4', api.forgotVerifyCode, { mobileNum: '905555555', countryDialingCode: '+84', verificationCode: '111111' === code ? '222222' : '111111' });
      expect(wrong.body.fieldErrors).toEqual([{ field: 'verificationCode', key: 'validation.codeInvalid' }]);
      expect((await from(s, '10.4.0.4', api.forgotVerifyCode, { mobileNum: '905555555', countryDialingCode: '+84', verificationCode: code })).status).toBe(200);
      const reset = await from<{ account: string }>(s, '10.4.0.4', api.resetByPhone, { mobileNum: '905555555', countryDialingCode: '+84', verificationCode: code, newPassword: 'Linh12345' });
      expect(reset.body.value.account).toBe('linhnguyen');
      expect((await from(s, '10.4.0.4', api.login, { username: 'linhnguyen', password: 'Linh12345', type: 'username' })).status).toBe(200);
    });
  });

  describe('limits and lockout', () => {
    it(`locks an account after ${LOCK_AFTER_FAILURES} wrong passwords, refuses even the right one, and lets it back after the lock or a reset`, async () => {
      await from(s, '10.5.0.1', api.register, { username: 'lockme01', password: 'Right1234', confirmPassword: 'Right1234', email: 'lock@lotus.example', ageConfirmed: true, termsAccepted: true });
      let last: { status: number; body: Envelope } | undefined;
      for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1) {
        const captcha = i >= 3 ? await issueCaptcha(s.db) : null;
        last = await from(s, '10.5.0.1', api.login, {
          username: 'lockme01',
          password: `Wrong${i}`,
          type: 'username',
          ...(captcha ? { captcha: captcha.answer, captchaKey: captcha.key } : {}),
        });
      }
      expect(last?.status).toBe(403);
      expect(last?.body.code).toBe('ACCOUNT_LOCKED');
      const right = await from(s, '10.5.0.1', api.login, { username: 'lockme01', password: 'Right1234', type: 'username' });
      expect(right.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { canReset: true } });
      const [member] = await s.db.select().from(members).where(eq(members.account, 'lockme01'));
      // the lock runs out by itself
      await s.db.update(accountLocks).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(accountLocks.memberId, member!.id));
      await s.db.update(members).set({ lastFailedLoginAt: new Date(Date.now() - 3_600_000) }).where(eq(members.id, member!.id));
      expect((await from(s, '10.5.0.1', api.login, { username: 'lockme01', password: 'Right1234', type: 'username' })).status).toBe(200);
    });

    it('a password reset lifts a lock at once', async () => {
      const [member] = await s.db.select().from(members).where(eq(members.account, 'lockme01'));
      await s.db.insert(accountLocks).values({ memberId: member!.id, failures: 10, lockedUntil: new Date(Date.now() + 3_600_000) }).onConflictDoUpdate({
        target: accountLocks.memberId,
        set: { lockedUntil: new Date(Date.now() + 3_600_000) },
      });
      expect((await from(s, '10.5.0.1', api.login, { username: 'lockme01', password: 'Right1234', type: 'username' })).body.code).toBe('ACCOUNT_LOCKED');
      await from(s, '10.5.0.2', api.forgotByEmail, { username: 'lockme01', email: 'lock@lotus.example' });
      const token = await outboxCode(s, 'lock@lotus.example');
      expect((await from(s, '10.5.0.2', api.resetByEmailToken, { token, newPassword: 'Again1234', confirmNewPassword: 'Again1234' })).status).toBe(200);
      expect((await from(s, '10.5.0.1', api.login, { username: 'lockme01', password: 'Again1234', type: 'username' })).status).toBe(200);
    });

    it('limits logins per account, whoever asks', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        statuses.push((await from(s, `10.6.0.${i + 1}`, api.login, { username: 'nobody-limit', password: 'x', type: 'username' })).status);
      }
      expect(statuses.slice(0, 20).every((x) => x === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it('limits logins per address, whatever the account', async () => {
      // the address has used its window (filled directly: 60 real logins would cost a minute of hashing)
      const { perIp } = loginLimits(s.config.loginAttempts);
      for (let i = 0; i < perIp.max; i += 1) await hit(s.db, 'login:ip:10.6.2.1', perIp);
      const limited = await from<{ retryAfterSeconds: number }>(s, '10.6.2.1', api.login, { username: 'demo', password: 'Demo1234', type: 'username' });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
      expect(limited.body.value.retryAfterSeconds).toBeGreaterThan(0);
      expect((await from(s, '10.6.2.1', api.login, { username: 'other-acct', password: 'x', type: 'username' })).status).toBe(429);
      // another address is not concerned
      expect((await from(s, '10.6.2.2', api.login, { username: 'nobody-ip', password: 'x', type: 'username' })).status).toBe(401);
    });

    it('limits text messages per address, whatever the number', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= limits.smsPerIp.max; i += 1) {
        statuses.push((await from(s, '10.6.3.1', api.smsRegister, { mobileNum: `9080${String(i).padStart(5, '0')}`, countryDialingCode: '+84' })).status);
      }
      expect(statuses.slice(0, limits.smsPerIp.max).every((x) => x === 200)).toBe(true);
      expect(statuses[limits.smsPerIp.max]).toBe(429);
      expect((await from(s, '10.6.3.1', api.smsNoLogin, { mobileNum: '909876543', countryDialingCode: '+84' })).status).toBe(429);
      expect((await from(s, '10.6.3.2', api.smsRegister, { mobileNum: '908099999', countryDialingCode: '+84' })).status).toBe(200);
    });

    it('limits captcha images per address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await from(s, '10.6.1.1', api.captcha)).status);
      expect(statuses.filter((x) => x === 200)).toHaveLength(60);
      expect(statuses[60]).toBe(429);
      expect((await from(s, '10.6.1.2', api.captcha)).status).toBe(200);
    });

    it('counts in the database, so every instance sees the same hits', async () => {
      const limit = { max: 2, windowSeconds: 60 };
      await hit(s.db, 'test:shared', limit);
      await hit(s.db, 'test:shared', limit);
      await expect(hit(s.db, 'test:shared', limit)).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    });
  });

  describe('a login from a new network', () => {
    it('stops at a verification step; the code sent by e-mail or the payee name continues it', async () => {
      await from(s, '10.7.0.1', api.register, {
        username: 'traveller1',
        password: 'Travel1234',
        confirmPassword: 'Travel1234',
        email: 'trav@lotus.example',
        payeeName: 'Tran Van An',
        ageConfirmed: true, termsAccepted: true,
      });
      expect((await from(s, '10.7.0.1', api.login, { username: 'traveller1', password: 'Travel1234', type: 'username' })).status).toBe(200);
      const away = await from<{ ticket: string; methods: string[]; maskedEmail: string }>(s, '10.7.9.9', api.login, {
        username: 'traveller1',
        password: 'Travel1234',
        type: 'username',
      });
      expect(away.status).toBe(403);
      expect(away.body.code).toBe('VERIFICATION_REQUIRED');
      expect(away.body.value.methods).toEqual(['email', 'payeeName']);
      expect(away.body.value.maskedEmail).toBe('tr***@lotus.example');
      const ticket = away.body.value.ticket;
      // the ticket only works from the address that asked
      expect((await from(s, '10.7.8.8', api.deviceSendCode, { ticket, method: 'email' })).status).toBe(401);
      expect((await from(s, '10.7.9.9', api.deviceSendCode, { ticket, method: 'email' })).status).toBe(200);
      const code = await outboxCode(s, 'trav@lotus.example');
      const wrong = await from(s, '10.7.9.9', api.deviceVerify, { ticket, method: 'payeeName', answer: 'Someone Else' });
      expect(wrong.body.fieldErrors).toEqual([{ field: 'answer', key: 'validation.answerWrong' }]);
      const ok = await from<{ token: string }>(s, '10.7.9.9', api.deviceVerify, { ticket, method: 'email', answer: code });
      expect(ok.status).toBe(200);
      expect(ok.body.value.token).toBeTruthy();
      // used once; and the network is now known
      expect((await from(s, '10.7.9.9', api.deviceVerify, { ticket, method: 'email', answer: code })).status).toBe(401);
      const [member] = await s.db.select().from(members).where(eq(members.account, 'traveller1'));
      const known = await s.db.select().from(knownNetworks).where(and(eq(knownNetworks.memberId, member!.id), eq(knownNetworks.ip, '10.7.9.9')));
      expect(known).toHaveLength(1);
      const byName = await from(s, '10.7.7.7', api.login, { username: 'traveller1', password: 'Travel1234', type: 'username' });
      const t2 = (byName.body.value as { ticket: string }).ticket;
      expect((await from(s, '10.7.7.7', api.deviceVerify, { ticket: t2, method: 'payeeName', answer: ' tran  van an ' })).status).toBe(200);
    });
  });

  describe('a free-play guest', () => {
    it('is refused the member-only actions with 403 and reason guestRefused; a member is not', async () => {
      const guest = await from<{ token: string }>(s, '10.12.0.1', api.freePlayLogin, {});
      expect(guest.status).toBe(200);
      const token = guest.body.value.token;
      const nodeId = 'JDS-0002';
      // a list the site asks for by itself is not refused: a guest has no recent games
      const recent = await from<{ list: unknown[] }>(s, '10.12.0.1', api.recentGames, { clientType: 3, language: 'EN' }, token);
      expect(recent.status).toBe(200);
      expect(recent.body.value.list).toEqual([]);
      const refusals = [
        await from(s, '10.12.0.1', api.addFavourite, { nodeId }, token),
        await from(s, '10.12.0.1', api.removeFavourite, { nodeId }, token),
        await from(s, '10.12.0.1', api.changePassword, { oldPassword: 'x', newPassword: 'Guest1234', confirmNewPassword: 'Guest1234' }, token),
      ];
      for (const r of refusals) {
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ success: false, code: 'FORBIDDEN', value: { reason: 'guestRefused' } });
      }
      const member = await loginAs(s, 'agent', 'Agent1234');
      expect((await from(s, '127.0.0.1', api.addFavourite, { nodeId }, member)).status).toBe(200);
      expect((await from(s, '127.0.0.1', api.recentGames, { clientType: 3, language: 'EN' }, member)).status).toBe(200);
    });
  });

  describe('bad input', () => {
    it('answers garbage on every identity call with a 4xx envelope, never a 500', async () => {
      const bodies: unknown[] = [null, [], 'x', { mobileNum: 12 }, { mobileNum: 'a'.repeat(5000) }, { ticket: {}, method: 'fax' }];
      const endpoints = [api.smsNoLogin, api.smsRegister, api.forgotByEmail, api.forgotSendCode, api.forgotVerifyCode, api.deviceSendCode];
      for (const endpoint of endpoints) {
        for (const body of bodies) {
          const r = await s.app.inject({ method: endpoint.method, url: endpoint.path, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
          expect(r.statusCode, `${endpoint.path} ${JSON.stringify(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
          expect(r.statusCode).toBeLessThan(500);
          expect(r.json()).toMatchObject({ success: false });
        }
      }
      for (const endpoint of [api.changePassword, api.resetByPhone, api.resetByEmailToken, api.deviceVerify]) {
        const r = await s.app.inject({ method: endpoint.method, url: endpoint.path, payload: { newPassword: 'x' } });
        expect([400, 401]).toContain(r.statusCode);
      }
    });
  });

  it('keeps the SMS switch honest: with verification off, mobile registration needs no code', async () => {
    await s.db.update(registerSettings).set({ smsVerification: false });
    try {
      const r = await from(s, '10.8.0.1', api.registerMobile, { username: '', password: 'Secret123', confirmPassword: 'Secret123', mobileNum: '906666666', countryDialingCode: '+84', ageConfirmed: true, termsAccepted: true });
      expect(r.status).toBe(200);
    } finally {
      await s.db.update(registerSettings).set({ smsVerification: true });
    }
    expect(await issueCode(s.db, 'LOTUS', 'register', '+84 906666667')).toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });
  });
});

describe('the dev outbox in production', () => {
  it('is not served when NODE_ENV is production', async () => {
    const prod = await startTestServer({ config: { NODE_ENV: 'production' } });
    try {
      const r = await call(prod, api.devOutbox, {});
      expect(r.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('password lifetime (PASSWORD_MAX_AGE_DAYS)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { PASSWORD_MAX_AGE_DAYS: '30' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  const expiresOf = async (account: string) =>
    (await s.db.select({ at: members.passwordExpiresAt }).from(members).where(eq(members.account, account)))[0]?.at ?? null;
  const days = (date: Date | null) => (date ? (date.getTime() - Date.now()) / 86_400_000 : null);

  it('starts at registration and again at a change, and the login reports an expired one', async () => {
    expect(loadConfig({}).passwordMaxAgeDays).toBe(90);
    expect(loadConfig({ PASSWORD_MAX_AGE_DAYS: '0' }).passwordMaxAgeDays).toBe(0);
    expect(() => loadConfig({ PASSWORD_MAX_AGE_DAYS: '-1' })).toThrow(/PASSWORD_MAX_AGE_DAYS/);
    expect(passwordExpiryOf(0)).toBeNull();

    const registered = await from(s, '10.11.0.1', api.register, {
      username: 'ageing01',
      password: 'Ageing123',
      confirmPassword: 'Ageing123',
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(registered.status).toBe(200);
    expect(days(await expiresOf('ageing01'))).toBeCloseTo(30, 1);
    const fresh = await from<{ passwordExpired: boolean }>(s, '10.11.0.1', api.login, { username: 'ageing01', password: 'Ageing123', type: 'username' });
    expect(fresh.body.value.passwordExpired).toBe(false);

    await s.db.update(members).set({ passwordExpiresAt: new Date(Date.now() - 60_000) }).where(eq(members.account, 'ageing01'));
    const old = await from<{ passwordExpired: boolean; token: string }>(s, '10.11.0.1', api.login, { username: 'ageing01', password: 'Ageing123', type: 'username' });
    expect(old.status).toBe(200);
    expect(old.body.value.passwordExpired).toBe(true);

    const changed = await from(s, '10.11.0.1', api.changePassword, { oldPassword: 'Ageing123', newPassword: 'Ageing456', confirmNewPassword: 'Ageing456' }, old.body.value.token);
    expect(changed.status).toBe(200);
    expect(days(await expiresOf('ageing01'))).toBeCloseTo(30, 1);
    const after = await from<{ passwordExpired: boolean }>(s, '10.11.0.1', api.login, { username: 'ageing01', password: 'Ageing456', type: 'username' });
    expect(after.body.value.passwordExpired).toBe(false);
  });

  it('a reset starts a new lifetime too', async () => {
    await s.db.update(members).set({ passwordExpiresAt: new Date(Date.now() - 60_000) }).where(eq(members.account, 'demo'));
    await from(s, '10.11.0.2', api.forgotByEmail, { username: 'demo', email: 'demo@lotusplay.example' });
    const token = await outboxCode(s, 'demo@lotusplay.example');
    const reset = await from(s, '10.11.0.2', api.resetByEmailToken, { token, newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' });
    expect(reset.status).toBe(200);
    expect(days(await expiresOf('demo'))).toBeCloseTo(30, 1);
  });
});
