import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentities, members, merchants, registerFieldRules, registerSettings, socialTickets, walletAccounts, whitelabelModules } from '../../server/src/db/schema';
import { issueCode } from '../../server/src/modules/identity/codes';
import { issueCaptcha } from '../../server/src/modules/captcha/captcha';
import { api } from '../../src/shared/contract/api';
import { call, startTestServer, type TestServer } from './helpers';
import { generateSigningKey, idTokenClaims, signIdToken, startJwksServer, type JwksServer } from './id-token-helpers';

interface Envelope {
  success: boolean;
  code?: string;
  message: string;
  value: { account: string; token: string | null; user: { account: string; toUpline: boolean } | null } | null;
  fieldErrors?: Array<{ field: string; key: string; params?: Record<string, string | number> }>;
}

const valid = (username: string) => ({
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  email: `${username}@mail.example`,
  registerMethod: 'WEB',
  login: true,
  ageConfirmed: true,
  termsAccepted: true,
});

describe('registration', () => {
  let s: TestServer;
  const count = async (table: typeof members | typeof walletAccounts) =>
    (await s.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? -1;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('creates the member and the wallet and logs in when asked', async () => {
    const r = await call<Envelope>(s, api.register, valid('newplayer1'));
    expect(r.status).toBe(200);
    expect(r.body.value?.account).toBe('newplayer1');
    expect(r.body.value?.user?.account).toBe('newplayer1');
    const token = r.body.value?.token ?? '';
    const balance = await call<{ value: { sumBalance: number } }>(s, api.balance, {}, { token });
    expect(balance.status).toBe(200);
    expect(balance.body.value.sumBalance).toBe(0);
  });

  it('does not open a session when login is false', async () => {
    const r = await call<Envelope>(s, api.register, { ...valid('newplayer2'), login: false });
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({ account: 'newplayer2', token: null, user: null });
  });

  it('reports a missing required field', async () => {
    const { password: _password, ...rest } = valid('newplayer3');
    const r = await call<Envelope>(s, api.register, { ...rest, password: '' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION');
    expect(r.body.fieldErrors).toContainEqual({ field: 'password', key: 'validation.notEmpty', params: { field: 'password' } });
  });

  it('reports a field absent from the body as a schema error', async () => {
    const { username: _username, ...rest } = valid('x');
    const r = await call<Envelope>(s, api.register, rest);
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toContainEqual({ field: 'username', key: 'validation.notEmpty', params: { field: 'username' } });
  });

  it('reports pattern failures with the pattern id and the length range, all at once', async () => {
    const r = await call<Envelope>(s, api.register, {
      ...valid('9starts-with-digit'),
      password: 'lettersonly',
      confirmPassword: 'lettersonly',
      email: 'not-an-email',
      mobileNum: '12ab',
    });
    expect(r.status).toBe(400);
    const byField = Object.fromEntries((r.body.fieldErrors ?? []).map((f) => [f.field, f]));
    expect(byField.username).toEqual({ field: 'username', key: 'validation.pattern.1', params: { min: 6, max: 16, range: '6-16' } });
    expect(byField.password?.key).toBe('validation.pattern.5');
    expect(byField.email?.key).toBe('validation.pattern.3');
    expect(byField.mobileNum?.key).toBe('validation.pattern.6');
  });

  it('reports a confirmation that differs from the password', async () => {
    const r = await call<Envelope>(s, api.register, { ...valid('newplayer4'), confirmPassword: 'Secret124' });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual([{ field: 'confirmPassword', key: 'validation.inconsistent' }]);
  });

  it('refuses a taken username (any case) with 409 and leaves no partial account', async () => {
    const membersBefore = await count(members);
    const walletsBefore = await count(walletAccounts);
    const r = await call<Envelope>(s, api.register, valid('DEMO12'));
    expect(r.status).toBe(200);
    const again = await call<Envelope>(s, api.register, valid('demo12'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'CONFLICT', value: null });
    expect(again.body.fieldErrors).toEqual([{ field: 'username', key: 'validation.usernameTaken' }]);
    expect(await count(members)).toBe(membersBefore + 1);
    expect(await count(walletAccounts)).toBe(walletsBefore + 1);
  });

  it('lets only one of two simultaneous registrations of a name succeed', async () => {
    const membersBefore = await count(members);
    const walletsBefore = await count(walletAccounts);
    const results = await Promise.all([call<Envelope>(s, api.register, valid('racer01')), call<Envelope>(s, api.register, valid('Racer01'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count(members)).toBe(membersBefore + 1);
    expect(await count(walletAccounts)).toBe(walletsBefore + 1);
  });

  it('puts a member with an agent’s invitation code in that agent’s downline', async () => {
    const r = await call<Envelope>(s, api.register, { ...valid('invited01'), affiliateCode: 'lotus88' });
    expect(r.status).toBe(200);
    expect(r.body.value?.user?.toUpline).toBe(true);
    const [agent] = await s.db.select().from(members).where(eq(members.account, 'agent'));
    const [invited] = await s.db.select().from(members).where(eq(members.account, 'invited01'));
    expect(invited?.uplineId).toBe(agent?.id);
  });

  it('refuses an unknown invitation code', async () => {
    const r = await call<Envelope>(s, api.register, { ...valid('invited02'), affiliateCode: 'NOPE1234' });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual([{ field: 'affiliateCode', key: 'validation.affiliateCode' }]);
  });

  it('registers by mobile number with a generated account, once per number', async () => {
    const { code } = await issueCode(s.db, 'LOTUS', 'register', '+84 912345678');
    const body = { ...valid('ignored'), username: '', mobileNum: '912345678', countryDialingCode: '+84', verificationCode: code };
    const r = await call<Envelope>(s, api.registerMobile, body);
    expect(r.status).toBe(200);
    expect(r.body.value?.account).toMatch(/^m\d{9}$/);
    const again = await call<Envelope>(s, api.registerMobile, body);
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual([{ field: 'mobileNum', key: 'validation.mobileTaken' }]);
  });

  it('requires a solved captcha when the brand turns it on, and each captcha works once', async () => {
    await s.db.update(registerSettings).set({ captchaEnabled: true });
    try {
      const without = await call<Envelope>(s, api.register, valid('captcha01'));
      expect(without.status).toBe(400);
      expect(without.body.code).toBe('CAPTCHA_INVALID');
      const captcha = await issueCaptcha(s.db);
      const ok = await call<Envelope>(s, api.register, { ...valid('captcha01'), captcha: captcha.answer, captchaKey: captcha.key });
      expect(ok.status).toBe(200);
      const reused = await call<Envelope>(s, api.register, { ...valid('captcha02'), captcha: captcha.answer, captchaKey: captcha.key });
      expect(reused.body.code).toBe('CAPTCHA_INVALID');
    } finally {
      await s.db.update(registerSettings).set({ captchaEnabled: false });
    }
  });

  it('refuses explicit refusals of the age and terms confirmations', async () => {
    const r = await call<Envelope>(s, api.register, { ...valid('young01'), ageConfirmed: false });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual([{ field: 'ageConfirmed', key: 'validation.mustAgree' }]);
  });

  it('requires both confirmations to be given, not merely not refused', async () => {
    const { ageConfirmed: _a, termsAccepted: _t, ...silent } = valid('silent01');
    const r = await call<Envelope>(s, api.register, silent);
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual([
      { field: 'ageConfirmed', key: 'validation.mustAgree' },
      { field: 'termsAccepted', key: 'validation.mustAgree' },
    ]);
    expect(await s.db.select().from(members).where(eq(members.account, 'silent01'))).toHaveLength(0);
  });

  describe('the whitelabel switches', () => {
    const setModule = (modId: string, enabled: boolean) =>
      s.db.update(whitelabelModules).set({ enabled }).where(and(eq(whitelabelModules.merchantCode, 'LOTUS'), eq(whitelabelModules.modId, modId)));
    const mobileBody = (mobileNum: string) => ({ ...valid(''), username: '', mobileNum, countryDialingCode: '+84', verificationCode: '000000' });

    it('MOBILEREG off refuses mobile registration and its text message', async () => {
      await setModule('MOBILEREG', false);
      try {
        const r = await call<Envelope>(s, api.registerMobile, mobileBody('907770001'));
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ code: 'FORBIDDEN', value: { reason: 'registrationClosed' } });
        const sms = await call<Envelope>(s, api.smsRegister, { mobileNum: '907770001', countryDialingCode: '+84' });
        expect(sms.status).toBe(403);
        expect(sms.body).toMatchObject({ code: 'FORBIDDEN', value: { reason: 'registrationClosed' } });
      } finally {
        await setModule('MOBILEREG', true);
      }
      expect((await call<Envelope>(s, api.smsRegister, { mobileNum: '907770001', countryDialingCode: '+84' })).status).toBe(200);
    });

    it('mobile registration closed in the settings refuses the text message too', async () => {
      await s.db.update(registerSettings).set({ mobileRegistration: false });
      try {
        const sms = await call<Envelope>(s, api.smsRegister, { mobileNum: '907770002', countryDialingCode: '+84' });
        expect(sms.status).toBe(403);
      } finally {
        await s.db.update(registerSettings).set({ mobileRegistration: true });
      }
    });

    it('DIRECTREG3 off refuses username registration', async () => {
      await setModule('DIRECTREG3', false);
      try {
        const r = await call<Envelope>(s, api.register, valid('closed01'));
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ code: 'FORBIDDEN', value: { reason: 'registrationClosed' } });
      } finally {
        await setModule('DIRECTREG3', true);
      }
      expect((await call<Envelope>(s, api.register, valid('closed01'))).status).toBe(200);
    });
  });

  describe('referral codes', () => {
    it('links the referrer named by account or customer number; an unknown code is a field error', async () => {
      const [agent] = await s.db.select().from(members).where(eq(members.account, 'agent'));
      const byAccount = await call<Envelope>(s, api.register, { ...valid('referred01'), referralCode: 'Agent' });
      expect(byAccount.status).toBe(200);
      const number = `LOTUS${String(agent!.id).padStart(8, '0')}`;
      const byNumber = await call<Envelope>(s, api.register, { ...valid('referred02'), referralCode: number.toLowerCase() });
      expect(byNumber.status).toBe(200);
      const rows = await s.db.select().from(members).where(sql`${members.account} in ('referred01', 'referred02')`);
      expect(rows.map((m) => m.referrerId)).toEqual([agent!.id, agent!.id]);

      const before = await count(members);
      const unknown = await call<Envelope>(s, api.register, { ...valid('referred03'), referralCode: 'nobody-here' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.fieldErrors).toEqual([{ field: 'referralCode', key: 'validation.referralCode' }]);
      expect(await count(members)).toBe(before);
    });
  });

  describe('what a registration stores', () => {
    const stored = async (account: string) => (await s.db.select().from(members).where(eq(members.account, account)))[0];

    it('drops the fields the brand switched off, and cleans where it came from', async () => {
      const r = await call<Envelope>(s, api.register, {
        ...valid('keepclean1'),
        // qqNum, line, whatsapp, wechat and idNumber are off in the seeded rules: well-formed or not, never stored
        qqNum: '123456789',
        line: 'minh_line',
        whatsapp: 'javascript:alert(1)',
        wechat: 'wxid_minh90',
        idNumber: 'x',
        registerUrl: 'https://user:secret@lotus.example/register?ref=<script>#x',
        domain: 'LOTUS.Example',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const member = await stored('keepclean1');
      expect(member).toMatchObject({ qqNum: null, line: null, whatsapp: null, wechat: null, idNumber: null });
      // credentials, query and fragment are not kept; the host is lower case
      expect(member?.registerUrl).toBeNull();
      expect(member?.registerDomain).toBe('lotus.example');
      await call<Envelope>(s, api.register, { ...valid('keepclean2'), registerUrl: "https://lotus.example/it's?ref=abc#top", domain: 'bad host.example' });
      expect(await stored('keepclean2')).toMatchObject({ registerUrl: 'https://lotus.example/it%27s', registerDomain: null });
      await call<Envelope>(s, api.register, { ...valid('keepclean3'), registerUrl: 'javascript:alert(document.cookie)', domain: 'Bücher.Example' });
      expect(await stored('keepclean3')).toMatchObject({ registerUrl: null, registerDomain: 'xn--bcher-kva.example' });
    });

    it('refuses markup in any field, switched on or off, and stores nothing', async () => {
      const hostile = {
        qqNum: '<img src=x onerror=alert(1)>',
        line: '"><script>alert(1)</script>',
        wechat: '<b>hi</b>',
        idNumber: "' or 1=1 --",
        domain: 'lotus.example/<svg>',
      };
      const r = await call<Envelope>(s, api.register, { ...valid('hostile00'), ...hostile });
      expect(r.status).toBe(400);
      expect(r.body.fieldErrors).toEqual(Object.keys(hostile).map((field) => ({ field, key: 'validation.invalid' })));
      expect(await stored('hostile00')).toBeUndefined();
    });

    it('refuses an e-mail address outside the grammar', async () => {
      const emailRule = and(eq(registerFieldRules.merchantCode, 'LOTUS'), eq(registerFieldRules.field, 'email'));
      await s.db.update(registerFieldRules).set({ patternId: 0, maxLength: 300 }).where(emailRule);
      try {
        for (const email of [`${'x'.repeat(65)}@mail.example`, `x@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.vn`, 'a..b@mail.example', 'a@mail', 'a@-mail.example', 'a b@mail.example']) {
          const r = await call<Envelope>(s, api.register, { ...valid('hostile03'), email });
          expect(r.status, email).toBe(400);
          // beyond 254 characters the contract's length speaks, else the grammar
          expect(r.body.fieldErrors, email).toEqual([{ field: 'email', key: email.length > 254 ? 'validation.tooLong' : 'validation.invalid', ...(email.length > 254 ? { params: { max: 254 } } : {}) }]);
        }
        expect(await stored('hostile03')).toBeUndefined();
      } finally {
        await s.db.update(registerFieldRules).set({ patternId: 3, maxLength: 64 }).where(emailRule);
      }
    });

    it('a mobile registration keeps the same rules', async () => {
      const mobile = async (mobileNum: string, extra: Record<string, unknown>) => {
        const { code } = await issueCode(s.db, 'LOTUS', 'register', `+84 ${mobileNum}`);
        return call<Envelope>(s, api.registerMobile, { ...valid(''), username: '', email: '', mobileNum, countryDialingCode: '+84', verificationCode: code, ...extra });
      };
      const refused = await mobile('912000111', { facebook: '<svg/onload=alert(1)>', payeeName: 'An <i>B</i>' });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual([
        { field: 'payeeName', key: 'validation.invalid' },
        { field: 'facebook', key: 'validation.invalid' },
      ]);
      expect(await s.db.select().from(members).where(eq(members.mobileNum, '912000111'))).toHaveLength(0);
      const ok = await mobile('912000112', { wechat: 'wxid_minh90', zalo: '0909123456', domain: 'Play.Lotus.Example' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(await stored(ok.body.value?.account ?? '')).toMatchObject({ wechat: null, zalo: '0909123456', registerDomain: 'play.lotus.example', mobileNum: '912000112' });
      // the text message of a registration takes digits only, whatever the brand's pattern
      const mobileRule = and(eq(registerFieldRules.merchantCode, 'LOTUS'), eq(registerFieldRules.field, 'mobileNum'));
      await s.db.update(registerFieldRules).set({ patternId: 0 }).where(mobileRule);
      try {
        const sms = await call<Envelope>(s, api.smsRegister, { mobileNum: '0912<b>123', countryDialingCode: '+84' });
        expect(sms.status).toBe(400);
        expect(sms.body.fieldErrors).toEqual([{ field: 'mobileNum', key: 'validation.invalid' }]);
      } finally {
        await s.db.update(registerFieldRules).set({ patternId: 6 }).where(mobileRule);
      }
    });

    it('refuses markup and tricks in the fields the brand asks for, field by field', async () => {
      const r = await call<Envelope>(s, api.register, {
        ...valid('hostile01'),
        facebook: '<svg/onload=alert(1)>',
        email: '"x"onmouseover=alert(1)"@lotus.example',
        payeeName: 'Nguyen <b>Van</b> A',
        zalo: '0909<script>',
        affiliateCode: '<i>',
      });
      expect(r.status).toBe(400);
      const fields = Object.fromEntries((r.body.fieldErrors ?? []).map((e) => [e.field, e.key]));
      expect(fields).toMatchObject({ facebook: expect.any(String), email: expect.any(String), payeeName: expect.any(String), zalo: expect.any(String), affiliateCode: expect.any(String) });
      expect(await stored('hostile01')).toBeUndefined();
    });

    it('refuses what the brand would accept as "any characters" when it is not a real value', async () => {
      const facebookRule = and(eq(registerFieldRules.merchantCode, 'LOTUS'), eq(registerFieldRules.field, 'facebook'));
      await s.db.update(registerFieldRules).set({ patternId: 0 }).where(facebookRule);
      try {
        const r = await call<Envelope>(s, api.register, { ...valid('hostile02'), facebook: 'x" autofocus onfocus="alert(1)' });
        expect(r.status).toBe(400);
        expect(r.body.fieldErrors).toEqual([{ field: 'facebook', key: 'validation.invalid' }]);
      } finally {
        await s.db.update(registerFieldRules).set({ patternId: 9 }).where(facebookRule);
      }
    });

    it('keeps real values: a Vietnamese name, a profile address, a phone, a plus-addressed e-mail', async () => {
      const r = await call<Envelope>(s, api.register, {
        ...valid('realvalues1'),
        payeeName: 'Nguyễn Thị Minh Khai',
        facebook: 'https://www.facebook.com/minh.khai.90',
        zalo: '0909123456',
        email: 'minh.khai+lotus@mail.example',
        domain: 'play.lotus.example',
        registerUrl: 'https://play.lotus.example/register',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await stored('realvalues1')).toMatchObject({
        payeeName: 'Nguyễn Thị Minh Khai',
        facebook: 'https://www.facebook.com/minh.khai.90',
        zalo: '0909123456',
        email: 'minh.khai+lotus@mail.example',
        registerDomain: 'play.lotus.example',
        registerUrl: 'https://play.lotus.example/register',
      });
    });
  });
});

describe('what a registration through the identity service stores', () => {
  const PROJECT = 'lotus-register-test';
  const key = generateSigningKey('key-r');
  let s: TestServer;
  let jwks: JwksServer;
  beforeAll(async () => {
    jwks = await startJwksServer([key.jwk]);
    s = await startTestServer({ config: { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: jwks.url } });
    await s.db.update(merchants).set({ settings: sql`${merchants.settings} || '{"googleSignIn": true}'::jsonb` });
  });
  afterAll(async () => {
    await s?.close();
    await jwks?.close();
  });

  interface Social {
    success: boolean;
    value: { status: string; ticket: string; email: string | null; displayName: string | null };
    fieldErrors?: Array<{ field: string; key: string }>;
  }

  it('keeps of the identity only a real address and a plain name, and applies the registration rules', async () => {
    const claims = { ...idTokenClaims(PROJECT, { uid: 'uid-hostile-1' }), email: '"x"onmouseover=alert(1)"@lotus.example', name: '<img src=x onerror=alert(1)>\u0000Hoa' };
    const login = await call<Social>(s, api.socialLogin, { idToken: signIdToken(key, claims) });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.value).toMatchObject({ status: 'linkRequired', email: null, displayName: 'img src=x onerror=alert(1)Hoa' });
    const [ticketRow] = await s.db.select().from(socialTickets).where(eq(socialTickets.uid, 'uid-hostile-1'));
    expect(ticketRow).toMatchObject({ email: null, displayName: 'img src=x onerror=alert(1)Hoa' });

    const form = { ticket: login.body.value.ticket, username: 'socialclean1', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true };
    const refused = await call<Social>(s, api.socialRegister, { ...form, facebook: '<svg/onload=alert(1)>', email: "o'neil@mail.example" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([
      { field: 'email', key: 'validation.invalid' },
      { field: 'facebook', key: 'validation.invalid' },
    ]);
    const created = await call<Social>(s, api.socialRegister, { ...form, qqNum: '123456789', zalo: '0909123456', registerUrl: 'https://u:p@lotus.example/x?y=1', domain: 'LOTUS.example' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [member] = await s.db.select().from(members).where(eq(members.account, 'socialclean1'));
    expect(member).toMatchObject({ email: null, qqNum: null, zalo: '0909123456', registerUrl: null, registerDomain: 'lotus.example' });
    expect(await s.db.select({ email: memberIdentities.email }).from(memberIdentities).where(eq(memberIdentities.memberId, member!.id))).toEqual([{ email: null }]);
  });
});
