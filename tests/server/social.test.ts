import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { accountLocks, memberIdentities, members, merchants, registerFieldRules, registerSettings, socialTickets } from '../../server/src/db/schema';
import { sha256Hex } from '../../server/src/lib/hash';
import { createIdTokenVerifier, IdTokenError, maxAgeOf } from '../../server/src/lib/id-token';
import { issueCaptcha } from '../../server/src/modules/captcha/captcha';
import { LOCK_AFTER_FAILURES } from '../../server/src/modules/identity/lockout';
import { limits } from '../../server/src/modules/identity/rate-limit';
import { hit } from '../../server/src/http/rate-limit';
import { TICKET_MAX_ATTEMPTS, TICKET_MINUTES } from '../../server/src/modules/identity/social';
import { api } from '../../src/shared/contract/api';
import { type Endpoint } from '../../src/shared/contract/endpoint';
import { call, encryptBody, startTestServer, testConfig, withBotCheck, type TestServer } from './helpers';
import { toMinor } from '../../server/src/lib/money';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { generateSigningKey, idTokenClaims, signIdToken, startJwksServer, unsignedIdToken, type JwksServer, type SigningKey } from './id-token-helpers';

const PROJECT = 'lotus-social-test';

interface Envelope<V = Record<string, unknown>> {
  success: boolean;
  code?: string;
  message: string;
  value: V;
  fieldErrors?: Array<{ field: string; key: string; params?: Record<string, unknown> }>;
}

interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  user: { account: string; email: string | null };
}

interface LinkRequiredValue {
  status: 'linkRequired';
  ticket: string;
  expiresInSeconds: number;
  provider: string;
  email: string | null;
  displayName: string | null;
}

type SocialValue = LinkRequiredValue | { status: 'loggedIn'; login: LoginValue };

/** A call from a given client address to a given app (tickets are bound to the address). */
async function from<V = Record<string, unknown>>(
  s: Pick<TestServer, 'keys'> & { app: FastifyInstance },
  ip: string,
  endpoint: Endpoint,
  input: unknown,
  options: { raw?: boolean } = {},
) {
  if (!options.raw) input = await withBotCheck(s, endpoint, input as Record<string, unknown>);
  const request: InjectOptions = { method: endpoint.method, url: endpoint.path, remoteAddress: ip, headers: {} };
  request.payload = (endpoint.encrypted && !options.raw ? encryptBody(input, s.keys) : input) as InjectOptions['payload'];
  const response = await s.app.inject(request);
  return { status: response.statusCode, body: response.json<Envelope<V>>() };
}

const countMembers = async (s: TestServer) => (await s.db.select({ n: sql<number>`count(*)::int` }).from(members))[0]?.n ?? 0;

async function memberOf(s: TestServer, account: string) {
  const [member] = await s.db.select().from(members).where(sql`lower(${members.account}) = lower(${account})`);
  return member;
}

describe('social sign-in through the identity service', () => {
  let s: TestServer;
  let jwks: JwksServer;
  let key: SigningKey;
  let otherKey: SigningKey;

  const token = (uid: string, options: Omit<Parameters<typeof idTokenClaims>[1], 'uid'> = {}, overrides: Record<string, unknown> = {}) =>
    signIdToken(key, { ...idTokenClaims(PROJECT, { uid, ...options }), ...overrides });

  async function ticketFor(ip: string, uid: string, options: Omit<Parameters<typeof idTokenClaims>[1], 'uid'> = {}) {
    const r = await from<SocialValue>(s, ip, api.socialLogin, { idToken: token(uid, options) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    if (r.body.value.status !== 'linkRequired') throw new Error(`${uid} is linked already`);
    return r.body.value;
  }

  async function register(account: string, password: string) {
    const r = await from(s, '10.20.0.1', api.register, { username: account, password, confirmPassword: password, ageConfirmed: true, termsAccepted: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }

  beforeAll(async () => {
    key = generateSigningKey('key-1');
    otherKey = generateSigningKey('key-1'); // same kid, another key: a forgery
    jwks = await startJwksServer([key.jwk]);
    s = await startTestServer({ config: { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: jwks.url } });
    await s.db.update(merchants).set({ settings: sql`${merchants.settings} || '{"googleSignIn": true, "facebookSignIn": true}'::jsonb` });
  });
  afterAll(async () => {
    await s?.close();
    await jwks?.close();
  });

  describe('linking an existing account', () => {
    it('answers an unknown identity with a single-use ticket, stored only as its hash', async () => {
      const value = await ticketFor('10.21.0.1', 'uid-ticket', { email: 'hoa@example.com', name: 'Hoa Tran' });
      expect(value).toMatchObject({ status: 'linkRequired', provider: 'google.com', email: 'hoa@example.com', displayName: 'Hoa Tran', expiresInSeconds: TICKET_MINUTES * 60 });
      expect(value.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const rows = await s.db.select().from(socialTickets).where(eq(socialTickets.uid, 'uid-ticket'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.ticketHash).toBe(sha256Hex(value.ticket));
      expect(JSON.stringify(rows)).not.toContain(value.ticket);
      const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(TICKET_MINUTES - 1);
      expect(minutes).toBeLessThanOrEqual(TICKET_MINUTES);
    });

    it('links with the account password, logs in, and the next sign-in logs straight in', async () => {
      await register('socialink1', 'Right1234');
      const value = await ticketFor('10.21.0.2', 'uid-link-1', { email: 'link1@example.com' });
      const linked = await from<LoginValue>(s, '10.21.0.2', api.socialLink, { ticket: value.ticket, username: 'SociaLink1', password: 'Right1234' });
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);
      expect(linked.body.value.user.account).toBe('socialink1');
      expect(linked.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const member = await memberOf(s, 'socialink1');
      expect(await s.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, member!.id))).toEqual([
        expect.objectContaining({ provider: 'google.com', uid: 'uid-link-1', email: 'link1@example.com', merchantCode: 'LOTUS' }),
      ]);
      // the ticket is used up
      const again = await from(s, '10.21.0.2', api.socialLink, { ticket: value.ticket, username: 'socialink1', password: 'Right1234' });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'BAD_REQUEST', value: { reason: 'ticketExpired' } });
      // from elsewhere, later: the linked member logs in (no new-network step after the identity service's sign-in)
      const next = await from<SocialValue>(s, '10.21.9.9', api.socialLogin, { idToken: token('uid-link-1') });
      expect(next.status).toBe(200);
      expect(next.body.value).toMatchObject({ status: 'loggedIn', login: { user: { account: 'socialink1' } } });
      // the same session creation as the login: a session, a login record, the network remembered
      const logins = await s.db.execute(sql`select count(*)::int as n from member_logins where member_id = ${member!.id} and success`);
      expect(JSON.stringify(logins)).toContain('"n":2');
    });

    it('counts wrong passwords toward the captcha and the lock, and keeps the ticket for another try', async () => {
      await register('socialock1', 'Right1234');
      const { ticket } = await ticketFor('10.21.0.3', 'uid-lock-1');
      const wrong = await from(s, '10.21.0.3', api.socialLink, { ticket, username: 'socialock1', password: 'Wrong1234' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captchaRequired: false } });
      expect((await memberOf(s, 'socialock1'))?.failedLogins).toBe(1);
      // unknown accounts answer the same
      expect((await from(s, '10.21.0.3', api.socialLink, { ticket, username: 'nobody-here', password: 'Wrong1234' })).body.code).toBe('INVALID_CREDENTIALS');
      // the right password still links with the same ticket
      const right = await from<LoginValue>(s, '10.21.0.3', api.socialLink, { ticket, username: 'socialock1', password: 'Right1234' });
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      expect((await memberOf(s, 'socialock1'))?.failedLogins).toBe(0);
    });

    it(`locks the account after ${LOCK_AFTER_FAILURES} wrong passwords, whether typed at the login or the link`, async () => {
      await register('socialock2', 'Right1234');
      const member = await memberOf(s, 'socialock2');
      // nine failures at the login already
      await s.db.update(members).set({ failedLogins: LOCK_AFTER_FAILURES - 1, lastFailedLoginAt: new Date() }).where(eq(members.id, member!.id));
      const { ticket } = await ticketFor('10.21.0.4', 'uid-lock-2');
      const noCaptcha = await from(s, '10.21.0.4', api.socialLink, { ticket, username: 'socialock2', password: 'Wrong1234' });
      expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
      const captcha = await issueCaptcha(s.db);
      const locked = await from(s, '10.21.0.4', api.socialLink, { ticket, username: 'socialock2', password: 'Wrong1234', captcha: captcha.answer, captchaKey: captcha.key });
      expect(locked.status).toBe(403);
      expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { canReset: true } });
      expect(await s.db.select().from(accountLocks).where(eq(accountLocks.memberId, member!.id))).toHaveLength(1);
      // locked: even the right password does not link
      const { ticket: second } = await ticketFor('10.21.0.4', 'uid-lock-3');
      const right = await from(s, '10.21.0.4', api.socialLink, { ticket: second, username: 'socialock2', password: 'Right1234' });
      expect(right.body.code).toBe('ACCOUNT_LOCKED');
      expect(await s.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, member!.id))).toHaveLength(0);
    });

    it(`a ticket dies after ${TICKET_MAX_ATTEMPTS} tries, works only from the address that got it, and not after ${TICKET_MINUTES} minutes`, async () => {
      const { ticket } = await ticketFor('10.21.0.5', 'uid-tries');
      expect((await from(s, '10.21.0.6', api.socialLink, { ticket, username: 'demo', password: 'Demo1234' })).body).toMatchObject({ value: { reason: 'ticketExpired' } });
      for (let i = 0; i < TICKET_MAX_ATTEMPTS; i += 1) {
        expect((await from(s, '10.21.0.5', api.socialLink, { ticket, username: 'nobody-tries', password: `Wrong${i}` })).body.code).toBe('INVALID_CREDENTIALS');
      }
      expect((await from(s, '10.21.0.5', api.socialLink, { ticket, username: 'demo', password: 'Demo1234' })).body).toMatchObject({ value: { reason: 'ticketExpired' } });

      const late = await ticketFor('10.21.0.5', 'uid-late');
      await s.db.update(socialTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(socialTickets.ticketHash, sha256Hex(late.ticket)));
      expect((await from(s, '10.21.0.5', api.socialRegister, { ticket: late.ticket, username: 'latecomer1', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true })).body).toMatchObject({
        code: 'BAD_REQUEST',
        value: { reason: 'ticketExpired' },
      });
      expect(await memberOf(s, 'latecomer1')).toBeUndefined();
    });

    it('refuses a second identity of the same provider on a member, and the ticket still registers a new account', async () => {
      await register('socialtwo1', 'Right1234');
      const first = await ticketFor('10.21.0.7', 'uid-two-a');
      expect((await from(s, '10.21.0.7', api.socialLink, { ticket: first.ticket, username: 'socialtwo1', password: 'Right1234' })).status).toBe(200);
      const second = await ticketFor('10.21.0.7', 'uid-two-b');
      const refused = await from(s, '10.21.0.7', api.socialLink, { ticket: second.ticket, username: 'socialtwo1', password: 'Right1234' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT', value: { reason: 'alreadyLinked' } });
      expect(refused.body.message).toMatch(/cannot be changed or removed/);
      const member = await memberOf(s, 'socialtwo1');
      expect((await s.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, member!.id))).map((r) => r.uid)).toEqual(['uid-two-a']);
      // a Facebook identity is another provider: that one may still be linked
      const facebook = await ticketFor('10.21.0.7', 'uid-two-fb', { provider: 'facebook.com' });
      expect((await from(s, '10.21.0.7', api.socialLink, { ticket: facebook.ticket, username: 'socialtwo1', password: 'Right1234' })).status).toBe(200);
      // the refused ticket was not used up
      const fresh = await from<LoginValue>(s, '10.21.0.7', api.socialRegister, { ticket: second.ticket, username: 'socialtwo2', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true });
      expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    });

    it('refuses an identity that another member linked meanwhile', async () => {
      await register('socialuid1', 'Right1234');
      await register('socialuid2', 'Right1234');
      const a = await ticketFor('10.21.0.8', 'uid-shared');
      const b = await ticketFor('10.21.0.8', 'uid-shared');
      expect((await from(s, '10.21.0.8', api.socialLink, { ticket: a.ticket, username: 'socialuid1', password: 'Right1234' })).status).toBe(200);
      const link = await from(s, '10.21.0.8', api.socialLink, { ticket: b.ticket, username: 'socialuid2', password: 'Right1234' });
      expect(link.status).toBe(409);
      expect(link.body).toMatchObject({ code: 'CONFLICT', value: { reason: 'identityTaken' } });
      const before = await countMembers(s);
      const fresh = await from(s, '10.21.0.8', api.socialRegister, { ticket: b.ticket, username: 'socialuid3', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true });
      expect(fresh.body).toMatchObject({ code: 'CONFLICT', value: { reason: 'identityTaken' } });
      expect(await countMembers(s)).toBe(before);
      const rows = await s.db.select().from(memberIdentities).where(eq(memberIdentities.uid, 'uid-shared'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.memberId).toBe((await memberOf(s, 'socialuid1'))?.id);
    });

    it('a link can never be changed or removed, not even by hand in the database', async () => {
      const [row] = await s.db.select().from(memberIdentities).limit(1);
      expect(row).toBeDefined();
      await expect(s.db.update(memberIdentities).set({ uid: 'someone-else' }).where(eq(memberIdentities.id, row!.id))).rejects.toThrow();
      await expect(s.db.delete(memberIdentities).where(eq(memberIdentities.id, row!.id))).rejects.toThrow();
      expect(await s.db.select().from(memberIdentities).where(eq(memberIdentities.id, row!.id))).toEqual([row]);
    });
  });

  describe('registering a new account', () => {
    it('applies the registration rules, then creates the member linked and logged in', async () => {
      const { ticket } = await ticketFor('10.22.0.1', 'uid-new-1', { email: 'new1@example.com', name: 'New Player' });
      // the seeded rules require a password (pattern 5, 8-20) and a username of pattern 1 (6-16)
      const missing = await from(s, '10.22.0.1', api.socialRegister, { ticket, username: '1bad', ageConfirmed: true, termsAccepted: true });
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('VALIDATION');
      expect(missing.body.fieldErrors?.map((e) => `${e.field}:${e.key}`).sort()).toEqual([
        'confirmPassword:validation.notEmpty',
        'password:validation.notEmpty',
        'username:validation.pattern.1',
      ]);
      const inconsistent = await from(s, '10.22.0.1', api.socialRegister, { ticket, username: 'socialnew1', password: 'Secret123', confirmPassword: 'Secret124', ageConfirmed: true, termsAccepted: true });
      expect(inconsistent.body.fieldErrors).toEqual([{ field: 'confirmPassword', key: 'validation.inconsistent' }]);
      const taken = await from(s, '10.22.0.1', api.socialRegister, { ticket, username: 'HoaTran', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true });
      expect(taken.body).toMatchObject({ code: 'CONFLICT', fieldErrors: [{ field: 'username', key: 'validation.usernameTaken' }] });

      const created = await from<LoginValue>(s, '10.22.0.1', api.socialRegister, {
        ticket,
        username: 'socialnew1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ageConfirmed: true,
        termsAccepted: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, user: { account: 'socialnew1', email: 'new1@example.com' } });
      const member = await memberOf(s, 'socialnew1');
      expect(await s.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, member!.id))).toEqual([expect.objectContaining({ uid: 'uid-new-1', provider: 'google.com' })]);
      // a wallet like every member, and the chosen password works at the normal login
      const wallets = await s.db.execute(sql`select count(*)::int as n from wallet_accounts where member_id = ${member!.id}`);
      expect(JSON.stringify(wallets)).toContain('"n":1');
      expect((await from(s, '10.22.0.1', api.login, { username: 'socialnew1', password: 'Secret123', type: 'username' })).status).toBe(200);
      const next = await from<SocialValue>(s, '10.22.0.2', api.socialLogin, { idToken: token('uid-new-1') });
      expect(next.body.value).toMatchObject({ status: 'loggedIn', login: { user: { account: 'socialnew1' } } });
    });

    it('opens and closes with the brand’s username registration; linking stays open', async () => {
      await register('socialclosed2', 'Right1234');
      await s.db.update(registerSettings).set({ usernameRegistration: false }).where(eq(registerSettings.merchantCode, 'LOTUS'));
      try {
        const before = await countMembers(s);
        const { ticket } = await ticketFor('10.22.0.9', 'uid-closed-1');
        const closed = await from(s, '10.22.0.9', api.socialRegister, {
          ticket,
          username: 'socialclosed1',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          ageConfirmed: true,
          termsAccepted: true,
        });
        expect(closed.status).toBe(403);
        expect(closed.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
        expect(closed.body.message).toMatch(/link an existing account/);
        expect(await countMembers(s)).toBe(before);
        // the ticket was not used up: the same identity can still be linked
        const linked = await from(s, '10.22.0.9', api.socialLink, { ticket, username: 'socialclosed2', password: 'Right1234' });
        expect(linked.status, JSON.stringify(linked.body)).toBe(200);
      } finally {
        await s.db.update(registerSettings).set({ usernameRegistration: true }).where(eq(registerSettings.merchantCode, 'LOTUS'));
      }
    });

    it('asks for no password when the rules do not require one', async () => {
      await s.db.update(registerFieldRules).set({ required: false }).where(and(eq(registerFieldRules.merchantCode, 'LOTUS'), eq(registerFieldRules.field, 'password')));
      try {
        const { ticket } = await ticketFor('10.22.0.3', 'uid-new-nopw');
        const created = await from<LoginValue>(s, '10.22.0.3', api.socialRegister, { ticket, username: 'socialnopw1', ageConfirmed: true, termsAccepted: true });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        // no password anyone knows: the normal login does not open this account
        expect((await from(s, '10.22.0.3', api.login, { username: 'socialnopw1', password: 'Secret123', type: 'username' })).status).toBe(401);
      } finally {
        await s.db.update(registerFieldRules).set({ required: true }).where(and(eq(registerFieldRules.merchantCode, 'LOTUS'), eq(registerFieldRules.field, 'password')));
      }
    });

    it('is one transaction: a failure while linking leaves no member and the ticket unused', async () => {
      const { ticket } = await ticketFor('10.22.0.4', 'uid-atomic');
      // an orphan link row for the uid (no member behind it) passes the early check and fails the insert inside the transaction
      await s.db.insert(memberIdentities).values({ merchantCode: 'LOTUS', memberId: 999_999, provider: 'facebook.com', uid: 'uid-atomic' });
      const before = await countMembers(s);
      const failed = await from(s, '10.22.0.4', api.socialRegister, { ticket, username: 'socialatom1', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true });
      expect(failed.status).toBe(409);
      expect(failed.body).toMatchObject({ code: 'CONFLICT', value: { reason: 'identityTaken' } });
      expect(await countMembers(s)).toBe(before);
      expect(await memberOf(s, 'socialatom1')).toBeUndefined();
      const wallets = await s.db.execute(sql`select count(*)::int as n from wallet_accounts w left join members m on m.id = w.member_id where w.kind <> 'house' and m.id is null`);
      expect(JSON.stringify(wallets)).toContain('"n":0');
      const [row] = await s.db.select().from(socialTickets).where(eq(socialTickets.ticketHash, sha256Hex(ticket)));
      expect(row?.usedAt).toBeNull();
    });
  });

  describe('what a linked member gets', () => {
    it('a locked or disabled account does not log in by its identity either', async () => {
      await register('sociallk1', 'Right1234');
      const { ticket } = await ticketFor('10.23.0.1', 'uid-locked');
      expect((await from(s, '10.23.0.1', api.socialLink, { ticket, username: 'sociallk1', password: 'Right1234' })).status).toBe(200);
      const member = await memberOf(s, 'sociallk1');
      await s.db.insert(accountLocks).values({ memberId: member!.id, failures: 10, lockedUntil: new Date(Date.now() + 600_000) });
      const locked = await from(s, '10.23.0.1', api.socialLogin, { idToken: token('uid-locked') });
      expect(locked.status).toBe(403);
      expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { canReset: true } });
      await s.db.delete(accountLocks).where(eq(accountLocks.memberId, member!.id));
      await s.db.update(members).set({ status: 'locked' }).where(eq(members.id, member!.id));
      const disabled = await from(s, '10.23.0.1', api.socialLogin, { idToken: token('uid-locked') });
      expect(disabled.body.code).toBe('ACCOUNT_LOCKED');
      expect(JSON.stringify(disabled.body)).not.toContain('token');
    });

    it('a member on a time-out with money left signs in for withdrawal only, by the same identity', async () => {
      await register('socialwo1', 'Right1234');
      const { ticket } = await ticketFor('10.23.0.7', 'uid-withdraw-only');
      const linked = await from<LoginValue>(s, '10.23.0.7', api.socialLink, { ticket, username: 'socialwo1', password: 'Right1234' });
      expect(linked.status).toBe(200);
      const member = await memberOf(s, 'socialwo1');
      await transfer(s.db, { idempotencyKey: 'test:socialwo1', kind: 'deposit', from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: await accountOf(s.db, member!.id, 'main'), amount: toMinor(200_000) });
      const userToken = linked.body.value.token;
      expect((await call(s, api.takeTimeOut, { duration: '24h' }, { token: userToken })).status).toBe(200);

      const refused = await from(s, '10.23.0.7', api.socialLogin, { idToken: token('uid-withdraw-only') });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'TIMED_OUT', value: { withdrawOnly: true } });
      const scoped = await from<SocialValue>(s, '10.23.0.7', api.socialLogin, { idToken: token('uid-withdraw-only'), withdrawOnly: true });
      expect(scoped.status, JSON.stringify(scoped.body)).toBe(200);
      expect(scoped.body.value).toMatchObject({ status: 'loggedIn', login: { user: { account: 'socialwo1', withdrawOnly: true } } });
    });

    it('refuses a provider the brand does not offer, and phone sign-ins', async () => {
      await s.db.update(merchants).set({ settings: sql`${merchants.settings} || '{"facebookSignIn": false}'::jsonb` });
      try {
        const off = await from(s, '10.23.0.2', api.socialLogin, { idToken: token('uid-fb-off', { provider: 'facebook.com' }) });
        expect(off.status).toBe(403);
        expect(off.body).toMatchObject({ code: 'FORBIDDEN', value: { reason: 'providerOff' } });
      } finally {
        await s.db.update(merchants).set({ settings: sql`${merchants.settings} || '{"facebookSignIn": true}'::jsonb` });
      }
      const phone = await from(s, '10.23.0.2', api.socialLogin, { idToken: token('uid-phone', { provider: 'phone', phoneNumber: '+84912345678' }) });
      expect(phone.body).toMatchObject({ code: 'FORBIDDEN', value: { reason: 'providerOff' } });
    });

    it('limits the social calls per address like the login', async () => {
      const ip = '10.23.0.3';
      // the address has used its window (filled directly: 60 real sign-ins would cost a minute)
      for (let i = 0; i < limits.socialPerIp.max; i += 1) await hit(s.db, `social:ip:${ip}`, limits.socialPerIp);
      for (const [endpoint, input] of [
        [api.socialLogin, { idToken: token('uid-limited') }],
        [api.socialLink, { ticket: 'x', username: 'demo', password: 'Demo1234' }],
        [api.socialRegister, { ticket: 'x', username: 'limited01' }],
      ] as const) {
        const r = await from(s, ip, endpoint, input);
        expect(r.status).toBe(429);
        expect(r.body).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
      }
    });
  });

  describe('the ID token checks', () => {
    const now = () => Math.floor(Date.now() / 1000);

    const refusedTokens: Array<[string, () => string]> = [
      ['an expired token', () => token('uid-bad', { issuedAt: now() - 7200, lifetimeSeconds: 3600 })],
      ['a forged signature (another key, same kid)', () => signIdToken(otherKey, idTokenClaims(PROJECT, { uid: 'uid-bad' }))],
      ['a token of another project (audience)', () => token('uid-bad', {}, { aud: 'someone-else' })],
      ['a token of another issuer', () => token('uid-bad', {}, { iss: 'https://securetoken.google.com/someone-else' })],
      ['an unsigned token (alg none)', () => unsignedIdToken(idTokenClaims(PROJECT, { uid: 'uid-bad' }))],
      ['alg none with the kid and a signature', () => signIdToken(key, idTokenClaims(PROJECT, { uid: 'uid-bad' }), { alg: 'none' })],
      ['HS256 keyed with the public key', () => {
        const body = `${Buffer.from(JSON.stringify({ alg: 'HS256', kid: key.kid })).toString('base64url')}.${Buffer.from(JSON.stringify(idTokenClaims(PROJECT, { uid: 'uid-bad' }))).toString('base64url')}`;
        return `${body}.${createHmac('sha256', JSON.stringify(key.jwk)).update(body).digest('base64url')}`;
      }],
      ['an unknown kid', () => signIdToken(key, idTokenClaims(PROJECT, { uid: 'uid-bad' }), { kid: 'no-such-key' })],
      ['a token issued in the future', () => token('uid-bad', { issuedAt: now() + 3600 })],
      ['an authentication time in the future', () => token('uid-bad', {}, { auth_time: now() + 3600 })],
      ['an empty subject', () => token('', {})],
      ['a subject over 128 characters', () => token('u'.repeat(129), {})],
      ['no expiry', () => token('uid-bad', {}, { exp: undefined })],
      ['a changed payload', () => {
        const [h, , sig] = token('uid-bad').split('.');
        return `${h}.${Buffer.from(JSON.stringify(idTokenClaims(PROJECT, { uid: 'uid-link-1' }))).toString('base64url')}.${sig}`;
      }],
      ['two parts', () => token('uid-bad').split('.').slice(0, 2).join('.')],
      ['garbage', () => 'not.a.token'],
    ];

    for (const [name, make] of refusedTokens) {
      it(`refuses ${name}`, async () => {
        const r = await from(s, '10.24.0.1', api.socialLogin, { idToken: make() });
        expect(r.status, JSON.stringify(r.body)).toBe(401);
        expect(r.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', value: { reason: 'tokenInvalid' } });
      });
    }

    it('fetched the keys once for all of that: the JWKS max-age is respected', () => {
      // one fetch at start, one early refetch for the unknown kid (a rotation), nothing more
      expect(jwks.requests).toBeLessThanOrEqual(2);
    });

    it('answers bad input of any shape with a 4xx, never a 500', async () => {
      const inputs: Array<[Endpoint, unknown]> = [
        [api.socialLogin, {}],
        [api.socialLogin, { idToken: 42 }],
        [api.socialLogin, { idToken: '' }],
        [api.socialLogin, { idToken: 'x'.repeat(5000) }],
        [api.socialLogin, null],
        [api.socialLogin, ['a']],
        [api.socialLink, { ticket: 'x' }],
        [api.socialLink, { ticket: {}, username: [], password: null }],
        [api.socialRegister, { username: 'abc' }],
        [api.socialRegister, { ticket: 'x', username: 'abcdef12', password: 5 }],
        [api.socialRegister, { ticket: 'x'.repeat(500), username: 'abcdef12' }],
      ];
      for (const [endpoint, input] of inputs) {
        const r = await from(s, '10.24.0.2', endpoint, input);
        expect(r.status, `${endpoint.path} ${JSON.stringify(input)?.slice(0, 60)}: ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(r.body.success).toBe(false);
        expect(r.body.message).toBeTruthy();
      }
      // the calls are encrypted like the login: a plain body is refused
      const plain = await from(s, '10.24.0.2', api.socialLogin, { idToken: token('uid-plain') }, { raw: true });
      expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
      const garbage = await s.app.inject({ method: 'POST', url: api.socialLink.path, payload: '{"keyId":', headers: { 'content-type': 'application/json' } });
      expect(garbage.statusCode).toBe(400);
    });
  });

  describe('mobile registration through the identity service (firebaseChannel sms)', () => {
    const body = (mobileNum: string, idToken: string | undefined) => ({
      username: '',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum,
      countryDialingCode: '+84',
      firebaseChannel: 'sms',
      ...(idToken === undefined ? {} : { firebaseIdToken: idToken }),
      login: true,
      ageConfirmed: true, termsAccepted: true,
    });
    const phoneToken = (phoneNumber: string, uid = `phone-${phoneNumber}`) => token(uid, { provider: 'phone', phoneNumber });

    it('registers when the token proves the same number, with no text-message code of ours', async () => {
      // a national leading zero is the same number
      const r = await from<{ account: string; token: string; user: { mobileNum: string | null } }>(s, '10.25.0.1', api.registerMobile, body('0931234567', phoneToken('+84931234567')));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.value.account).toMatch(/^m\d{9}$/);
      expect(r.body.value.token).toBeTruthy();
      const [member] = await s.db.select().from(members).where(eq(members.account, r.body.value.account));
      expect(member).toMatchObject({ countryDialingCode: '+84', mobileNum: '0931234567' });
    });

    it('refuses another number, a non-phone sign-in, a bad token and a missing one, leaving no member', async () => {
      const before = await countMembers(s);
      const other = await from(s, '10.25.0.2', api.registerMobile, body('932222222', phoneToken('+84939999999')));
      expect(other.status).toBe(400);
      expect(other.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'mobileNum', key: 'validation.phoneMismatch' }] });
      const otherCountry = await from(s, '10.25.0.2', api.registerMobile, body('932222222', phoneToken('+66932222222')));
      expect(otherCountry.body.fieldErrors).toEqual([{ field: 'mobileNum', key: 'validation.phoneMismatch' }]);
      const google = await from(s, '10.25.0.2', api.registerMobile, body('932222222', token('uid-g-phone', { phoneNumber: '+84932222222' })));
      expect(google.body.fieldErrors).toEqual([{ field: 'mobileNum', key: 'validation.phoneMismatch' }]);
      const forged = await from(s, '10.25.0.2', api.registerMobile, body('932222222', signIdToken(otherKey, idTokenClaims(PROJECT, { uid: 'x', provider: 'phone', phoneNumber: '+84932222222' }))));
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'verificationCode', key: 'validation.identityTokenInvalid' }], value: { reason: 'tokenInvalid' } });
      const missing = await from(s, '10.25.0.2', api.registerMobile, body('932222222', undefined));
      expect(missing.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'verificationCode', key: 'validation.notEmpty' }] });
      expect(await countMembers(s)).toBe(before);
      // the outbox code path is unchanged: without firebaseChannel our own code is still asked for
      const plain = await from(s, '10.25.0.2', api.registerMobile, { ...body('932222222', undefined), firebaseChannel: undefined });
      expect(plain.body.fieldErrors).toEqual([{ field: 'verificationCode', key: 'validation.notEmpty', params: { field: 'verificationCode' } }]);
    });
  });

  describe('other configurations', () => {
    async function appWith(config: Record<string, string>) {
      return { app: await buildApp({ db: s.db, config: testConfig(config), keys: s.keys }, { serveSite: false }), keys: s.keys };
    }

    it('without FIREBASE_PROJECT_ID every identity call says third-party sign-in is not configured', async () => {
      const off = await appWith({});
      try {
        const login = await from(off, '10.26.0.1', api.socialLogin, { idToken: token('uid-off') });
        expect(login.status).toBe(403);
        expect(login.body).toMatchObject({ code: 'FORBIDDEN', value: { reason: 'notConfigured' } });
        expect(login.body.message).toMatch(/third-party sign-in is not configured/i);
        const mobile = await from(off, '10.26.0.1', api.registerMobile, {
          username: '',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          mobileNum: '933333333',
          countryDialingCode: '+84',
          firebaseChannel: 'sms',
          firebaseIdToken: token('uid-off', { provider: 'phone', phoneNumber: '+84933333333' }),
          ageConfirmed: true,
          termsAccepted: true,
        });
        expect(mobile.body).toMatchObject({ code: 'FORBIDDEN', value: { reason: 'notConfigured' } });
      } finally {
        await off.app.close();
      }
    });

    it('accepts the Auth emulator’s unsigned tokens only with FIREBASE_AUTH_EMULATOR_HOST outside production', async () => {
      const emulator = await appWith({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
      const production = await appWith({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', NODE_ENV: 'production', FIREBASE_JWKS_URL: jwks.url });
      try {
        const unsigned = unsignedIdToken(idTokenClaims(PROJECT, { uid: 'uid-emulator', email: 'emu@example.com' }));
        const ok = await from<SocialValue>(emulator, '10.26.0.2', api.socialLogin, { idToken: unsigned });
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        expect(ok.body.value).toMatchObject({ status: 'linkRequired', email: 'emu@example.com' });
        // the claims are still checked
        const wrongProject = unsignedIdToken(idTokenClaims('someone-else', { uid: 'uid-emulator' }));
        expect((await from(emulator, '10.26.0.2', api.socialLogin, { idToken: wrongProject })).body).toMatchObject({ value: { reason: 'tokenInvalid' } });
        const expired = unsignedIdToken(idTokenClaims(PROJECT, { uid: 'uid-emulator', issuedAt: Math.floor(Date.now() / 1000) - 7200 }));
        expect((await from(emulator, '10.26.0.2', api.socialLogin, { idToken: expired })).body).toMatchObject({ value: { reason: 'tokenInvalid' } });
        // in production the same token is refused
        const refused = await from(production, '10.26.0.2', api.socialLogin, { idToken: unsigned });
        expect(refused.status).toBe(401);
        expect(refused.body).toMatchObject({ value: { reason: 'tokenInvalid' } });
      } finally {
        await emulator.app.close();
        await production.app.close();
      }
    });

    it('answers 503 when the keys cannot be fetched and none are cached', async () => {
      const broken = await appWith({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: 'http://127.0.0.1:9/nothing-listens-here' });
      try {
        const r = await from(broken, '10.26.0.3', api.socialLogin, { idToken: token('uid-broken') });
        expect(r.status).toBe(503);
        expect(r.body).toMatchObject({ code: 'MAINTENANCE', value: { reason: 'serviceUnavailable' } });
      } finally {
        await broken.app.close();
      }
    });
  });
});

describe('the ID-token verifier', () => {
  const key = generateSigningKey('rot-1');
  const rotated = generateSigningKey('rot-2');

  function fakeJwks(initial: Array<Record<string, unknown>>, cacheControl: string) {
    const state = { keys: initial, cacheControl, fetches: 0, failing: false };
    const fetch = (async () => {
      state.fetches += 1;
      if (state.failing) throw new Error('offline');
      return new Response(JSON.stringify({ keys: state.keys }), { headers: { 'cache-control': state.cacheControl } });
    }) as typeof globalThis.fetch;
    return { state, fetch };
  }

  it('reads max-age from Cache-Control', () => {
    expect(maxAgeOf('public, max-age=19742, must-revalidate, no-transform')).toBe(19742);
    expect(maxAgeOf('max-age="60"')).toBe(60);
    expect(maxAgeOf('no-store')).toBe(0);
    expect(maxAgeOf('public')).toBeNull();
    expect(maxAgeOf(null)).toBeNull();
  });

  it('keeps the keys for max-age, refetches after, and refetches early (at most once a minute) for a rotated key', async () => {
    let clock = Date.now();
    const { state, fetch } = fakeJwks([key.jwk], 'public, max-age=600');
    const verifier = createIdTokenVerifier({ projectId: PROJECT, jwksUrl: 'https://keys.example/jwks', fetch, now: () => clock });
    const tokenOf = (signer: SigningKey) => signIdToken(signer, idTokenClaims(PROJECT, { uid: 'u1', issuedAt: Math.floor(clock / 1000) }));

    expect((await verifier.verify(tokenOf(key))).uid).toBe('u1');
    await verifier.verify(tokenOf(key));
    expect(state.fetches).toBe(1);
    clock += 601_000;
    await verifier.verify(tokenOf(key));
    expect(state.fetches).toBe(2);

    // Google starts signing with a new key: an unknown kid soon after a fetch is refused without a refetch
    state.keys = [key.jwk, rotated.jwk];
    await expect(verifier.verify(tokenOf(rotated))).rejects.toMatchObject({ failure: 'invalid' });
    expect(state.fetches).toBe(2);
    // a minute later the unknown kid refetches once
    clock += 61_000;
    expect((await verifier.verify(tokenOf(rotated))).uid).toBe('u1');
    expect(state.fetches).toBe(3);
  });

  it('keeps using cached keys when a refresh fails, and says keysUnavailable when it has none', async () => {
    let clock = Date.now();
    const { state, fetch } = fakeJwks([key.jwk], 'max-age=10');
    const verifier = createIdTokenVerifier({ projectId: PROJECT, fetch, now: () => clock });
    const t = () => signIdToken(key, idTokenClaims(PROJECT, { uid: 'u2', issuedAt: Math.floor(clock / 1000) }));
    await verifier.verify(t());
    state.failing = true;
    clock += 20_000;
    expect((await verifier.verify(t())).uid).toBe('u2');

    const empty = createIdTokenVerifier({ projectId: PROJECT, fetch, now: () => clock });
    await expect(empty.verify(t())).rejects.toBeInstanceOf(IdTokenError);
    await expect(empty.verify(t())).rejects.toMatchObject({ failure: 'keysUnavailable' });
  });

  it('refuses keys shorter than 2048 bits and tolerates a small clock skew', async () => {
    const weak = generateSigningKey('weak', 1024);
    const { fetch } = fakeJwks([weak.jwk, key.jwk], 'max-age=600');
    const verifier = createIdTokenVerifier({ projectId: PROJECT, fetch });
    await expect(verifier.verify(signIdToken(weak, idTokenClaims(PROJECT, { uid: 'u3' })))).rejects.toMatchObject({ failure: 'invalid' });
    const now = Math.floor(Date.now() / 1000);
    // issued 30 s "in the future" by a clock a little ahead: fine; expired 30 s ago: fine; 2 minutes: not
    expect((await verifier.verify(signIdToken(key, idTokenClaims(PROJECT, { uid: 'u3', issuedAt: now + 30 })))).uid).toBe('u3');
    expect((await verifier.verify(signIdToken(key, idTokenClaims(PROJECT, { uid: 'u3', issuedAt: now - 3630 })))).uid).toBe('u3');
    await expect(verifier.verify(signIdToken(key, idTokenClaims(PROJECT, { uid: 'u3', issuedAt: now - 3720 })))).rejects.toMatchObject({ failure: 'expired' });
  });

  it('reads the identity: uid, provider, e-mail, phone number, name', async () => {
    const { fetch } = fakeJwks([key.jwk], 'max-age=600');
    const verifier = createIdTokenVerifier({ projectId: PROJECT, fetch });
    const claims = idTokenClaims(PROJECT, { uid: 'u4', provider: 'facebook.com', email: 'fb@example.com', name: 'Fb User' });
    expect(await verifier.verify(signIdToken(key, claims))).toMatchObject({ uid: 'u4', provider: 'facebook.com', email: 'fb@example.com', emailVerified: true, displayName: 'Fb User', phoneNumber: null });
    const phone = idTokenClaims(PROJECT, { uid: 'u5', provider: 'phone', phoneNumber: '+84912345678' });
    expect(await verifier.verify(signIdToken(key, phone))).toMatchObject({ uid: 'u5', provider: 'phone', phoneNumber: '+84912345678', email: null });
    await expect(createIdTokenVerifier({ projectId: undefined, fetch }).verify(signIdToken(key, phone))).rejects.toMatchObject({ failure: 'notConfigured' });
  });
});
