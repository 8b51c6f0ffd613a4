import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema';
import { placeOf } from '../../server/src/modules/account/login-place';
import { deviceOf } from '../../server/src/modules/account/user-agent';
import { codeOf, readOutbox } from '../../server/src/modules/identity/outbox';
import { totpCode } from '../../server/src/modules/identity/totp';
import { AGENT_PASSWORD, DEMO_AUTHENTICATOR_SECRET } from '../../server/src/seed/data/accounts';
import { api } from '../../src/shared/contract/api';
import { accountKeys, presetAvatarPath } from '../../src/shared/contract/account';
import { PNG_8X8 } from './fixtures/images';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<V = Record<string, unknown>> {
  success: boolean;
  code?: string;
  value: V;
  fieldErrors?: Array<{ field: string; key: string }>;
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

let s: TestServer;
let demo: string;

beforeAll(async () => {
  s = await startTestServer();
  demo = await loginAs(s, 'demo', 'Demo1234');
});
afterAll(async () => {
  await s?.close();
});

async function lastCodeTo(recipient: string): Promise<string> {
  const [message] = await readOutbox(s.db, recipient);
  const code = message ? codeOf(message.body) : null;
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

describe('login history', () => {
  it('parses a device and a coarse place', () => {
    expect(deviceOf(CHROME_WINDOWS)).toBe('Chrome 120 · Windows');
    expect(deviceOf(SAFARI_IPHONE)).toBe('Safari 17 · iOS');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox 121 · Linux');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Edge 120 · Windows');
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf('curl/8.0')).toBeNull();
    expect(placeOf('127.0.0.1')).toBe('local');
    expect(placeOf('::1')).toBe('local');
    expect(placeOf('::ffff:192.168.1.4')).toBe('local');
    expect(placeOf('10.2.3.4')).toBe('local');
    expect(placeOf('172.20.0.1')).toBe('local');
    expect(placeOf('8.8.8.8')).toBe('unknown');
    expect(placeOf(null)).toBe('unknown');
  });

  it('records every login, successful or not, with its device, newest first, a page at a time', async () => {
    const wrong = await call<Envelope>(s, api.login, { username: 'agent', password: 'Wrong1234', type: 'username' }, { headers: { 'user-agent': SAFARI_IPHONE } });
    expect(wrong.status).toBe(401);
    const ok = await call<Envelope<{ token: string; user: { previousLoginAt: string | null } }>>(
      s,
      api.login,
      { username: 'agent', password: AGENT_PASSWORD, type: 'username' },
      { headers: { 'user-agent': CHROME_WINDOWS } },
    );
    expect(ok.status).toBe(200);
    const token = ok.body.value.token;
    const history = await call<Envelope<{ rows: Array<{ success: boolean; device: string | null; place: string; ip: string }>; total: number; pageSize: number }>>(
      s,
      api.loginHistory,
      { pageNo: 1 },
      { token },
    );
    expect(history.status).toBe(200);
    const [latest, before] = history.body.value.rows;
    expect(latest).toMatchObject({ success: true, device: 'Chrome 120 · Windows', place: 'local', ip: '127.0.0.1' });
    expect(before).toMatchObject({ success: false, device: 'Safari 17 · iOS' });
    expect(history.body.value.total).toBeGreaterThanOrEqual(2);

    // another login: the overview shows this one as the previous login
    const again = await call<Envelope<{ token: string; user: { previousLoginAt: string | null } }>>(
      s,
      api.login,
      { username: 'agent', password: AGENT_PASSWORD, type: 'username' },
      { headers: { 'user-agent': SAFARI_IPHONE } },
    );
    expect(again.body.value.user.previousLoginAt).not.toBeNull();
    const overview = await call<Envelope<{ previousLogin: { device: string; place: string } | null }>>(s, api.accountOverview, {}, { token: again.body.value.token });
    expect(overview.body.value.previousLogin).toMatchObject({ device: 'Chrome 120 · Windows', place: 'local' });

    const beyond = await call<Envelope<{ rows: unknown[] }>>(s, api.loginHistory, { pageNo: 500 }, { token });
    expect(beyond.body.value.rows).toEqual([]);
  });

  it('is refused without a session', async () => {
    expect((await call(s, api.loginHistory, {})).status).toBe(401);
  });
});

describe('overview', () => {
  it('says what protects the account and how much', async () => {
    const r = await call<Envelope<{ email: string; authenticatorOn: boolean; payeeName: string | null; securityScore: number; securityLevel: string; identities: unknown[] }>>(
      s,
      api.accountOverview,
      {},
      { token: demo },
    );
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ email: 'demo@lotusplay.example', authenticatorOn: true, identities: [] });
    // password 20 + e-mail 15 + authenticator 25 (+ payee name 15 when set, mobile 20 when bound)
    expect(r.body.value.securityScore).toBe(r.body.value.payeeName ? 75 : 60);
    expect(r.body.value.securityLevel).toBe('medium');
  });
});

describe('overview of money-out protection', () => {
  it('says whether a payment password is set and how many bank cards are live', async () => {
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username: 'ovcards',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    const token = r.body.value.token;
    const overview = async () => (await call<Envelope<{ paymentPasswordSet: boolean; bankCardCount: number }>>(s, api.accountOverview, {}, { token })).body.value;
    expect(await overview()).toMatchObject({ paymentPasswordSet: false, bankCardCount: 0 });
    expect((await call(s, api.setPaymentPassword, { loginPassword: 'Secret123', paymentPassword: '135790', confirmPaymentPassword: '135790' }, { token })).status).toBe(200);
    const card = await call<Envelope<{ id: number }>>(s, api.bindBankCard, { bankCode: 'VCB', holderName: 'Overview Player', accountNumber: '970400001234' }, { token });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    await call(s, api.bindBankCard, { bankCode: 'TCB', holderName: 'Overview Player', accountNumber: '190300005678' }, { token });
    expect(await overview()).toMatchObject({ paymentPasswordSet: true, bankCardCount: 2 });
    expect((await call(s, api.removeBankCard, { cardId: card.body.value.id, paymentPassword: '135790' }, { token })).status).toBe(200);
    expect((await overview()).bankCardCount).toBe(1);
  });
});

describe('profile', () => {
  it('refuses an invalid nickname and saves a valid one with a preset avatar', async () => {
    for (const nickname of ['<b>x</b>', 'a', 'x'.repeat(21), '  ', '_lead']) {
      const r = await call<Envelope>(s, api.updateProfile, { nickname }, { token: demo });
      expect(r.status, nickname).toBe(400);
      expect(r.body.fieldErrors?.[0]?.field).toBe('nickname');
    }
    const bad = await call<Envelope>(s, api.updateProfile, { nickname: '_lead' }, { token: demo });
    expect(bad.body.fieldErrors?.[0]?.key).toBe(accountKeys.nickname);
    const r = await call<Envelope<{ nickname: string; avatarUrl: string }>>(s, api.updateProfile, { nickname: ' Trần Lotus ', avatarPreset: 4 }, { token: demo });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ nickname: 'Trần Lotus', avatarUrl: presetAvatarPath(4) });
    const info = await call<Envelope<{ nickname: string; avatarUrl: string }>>(s, api.memberInfo, {}, { token: demo });
    expect(info.body.value).toMatchObject({ nickname: 'Trần Lotus', avatarUrl: presetAvatarPath(4) });
    const svg = await s.app.inject({ method: 'GET', url: presetAvatarPath(4) });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect((await s.app.inject({ method: 'GET', url: '/media/avatars/preset-9.svg' })).statusCode).toBe(404);
    expect((await call(s, api.updateProfile, { avatarPreset: 9 }, { token: demo })).status).toBe(400);
  });

  it('takes an uploaded avatar of the member only', async () => {
    const agent = await loginAs(s, 'agent', AGENT_PASSWORD);
    const upload = await call<Envelope<{ ids: string[] }>>(
      s,
      api.uploadImages,
      { purpose: 'avatar', files: [{ filename: 'me.png', contentType: 'image/png', data: PNG_8X8 }] },
      { token: agent },
    );
    const id = upload.body.value.ids[0];
    const stranger = await call<Envelope>(s, api.updateProfile, { avatarUploadId: id }, { token: demo });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fieldErrors?.[0]?.key).toBe(accountKeys.avatarUnknown);
    const own = await call<Envelope<{ avatarUrl: string }>>(s, api.updateProfile, { avatarUploadId: id }, { token: agent });
    expect(own.body.value.avatarUrl).toBe(`/wps/uploads/${id}`);
  });

  it('sets the payee name once, under the brand rule, then refuses any change', async () => {
    const agent = await loginAs(s, 'agent', AGENT_PASSWORD);
    const invalid = await call<Envelope>(s, api.setPayeeName, { payeeName: 'Nguyen 123' }, { token: agent });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors?.[0]?.field).toBe('payeeName');
    expect((await call(s, api.setPayeeName, { payeeName: 'Lê Thị Hoa' }, { token: agent })).status).toBe(200);
    const twice = await call<Envelope>(s, api.setPayeeName, { payeeName: 'Other Name' }, { token: agent });
    expect(twice.status).toBe(409);
    expect(twice.body.fieldErrors?.[0]?.key).toBe(accountKeys.payeeNameLocked);
    const overview = await call<Envelope<{ payeeName: string }>>(s, api.accountOverview, {}, { token: agent });
    expect(overview.body.value.payeeName).toBe('Lê Thị Hoa');
    // the database refuses a change whatever the code above it does
    await expect(s.db.update(members).set({ payeeName: 'Someone Else' }).where(eq(members.account, 'agent'))).rejects.toThrow();
    await expect(s.db.update(members).set({ payeeName: null }).where(eq(members.account, 'agent'))).rejects.toThrow();
  });
});

describe('e-mail and mobile binding', () => {
  it('binds an e-mail address with the code sent to it, refusing a wrong code', async () => {
    const email = 'demo.new@lotusplay.example';
    const sent = await call<Envelope<{ expiredMinutes: number }>>(s, api.sendEmailBindCode, { email }, { token: demo });
    expect(sent.status).toBe(200);
    const code = await lastCodeTo(email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await call<Envelope>(s, api.bindEmail, { email, verificationCode: wrongCode }, { token: demo });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.[0]).toMatchObject({ field: 'verificationCode', key: 'validation.codeInvalid' });
    // a code sent to one address does not bind another
    const other = await call<Envelope>(s, api.bindEmail, { email: 'someone@lotusplay.example', verificationCode: code }, { token: demo });
    expect(other.status).toBe(400);
    const bound = await call<Envelope<{ email: string }>>(s, api.bindEmail, { email, verificationCode: code }, { token: demo });
    expect(bound.status).toBe(200);
    expect(bound.body.value.email).toBe(email);
    // the code is used up, and the same address again is refused
    expect((await call(s, api.bindEmail, { email, verificationCode: code }, { token: demo })).status).toBe(400);
    const same = await call<Envelope>(s, api.sendEmailBindCode, { email }, { token: demo });
    expect(same.body.fieldErrors?.[0]?.key).toBe(accountKeys.sameAddress);
    // another member cannot take it
    const agent = await loginAs(s, 'agent', AGENT_PASSWORD);
    const taken = await call<Envelope>(s, api.sendEmailBindCode, { email: email.toUpperCase() }, { token: agent });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors?.[0]?.key).toBe(accountKeys.emailTaken);
  });

  it('binds a mobile number with the code sent to it, under the limits per number', async () => {
    const input = { mobileNum: '912345001', countryDialingCode: '+84' };
    expect((await call(s, api.sendMobileBindCode, input, { token: demo })).status).toBe(200);
    // one text message a minute to a number
    expect((await call(s, api.sendMobileBindCode, input, { token: demo })).status).toBe(429);
    const code = await lastCodeTo('+84 912345001');
    const bound = await call<Envelope<{ mobileNum: string }>>(s, api.bindMobile, { ...input, verificationCode: code }, { token: demo });
    expect(bound.status).toBe(200);
    expect(bound.body.value.mobileNum).toBe('912345001');
    const invalid = await call<Envelope>(s, api.sendMobileBindCode, { mobileNum: '12ab' }, { token: demo });
    expect(invalid.status).toBe(400);
  });
});

describe('VIP rank', () => {
  it('answers the ladder and where the member stands', async () => {
    const r = await call<Envelope<{ currentLevel: number; deposit: number; turnover: number; levels: Array<{ level: number; requiredDeposit: number; rebateRate: number }> }>>(
      s,
      api.playerRank,
      {},
      { token: demo },
    );
    expect(r.status).toBe(200);
    expect(r.body.value.currentLevel).toBe(5);
    expect(r.body.value.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.body.value.levels[1]).toMatchObject({ requiredDeposit: 2_000_000, rebateRate: 0.5 });
    expect(r.body.value.deposit).toBeGreaterThanOrEqual(0);
  });
});

describe('authenticator', () => {
  it('refuses a second set-up while on, and switching off with a wrong code', async () => {
    expect((await call(s, api.authenticatorSetup, {}, { token: demo })).status).toBe(409);
    const wrong = await call<Envelope>(s, api.authenticatorDisable, { code: '000000' === totpCode(DEMO_AUTHENTICATOR_SECRET) ? '111111' : '000000' }, { token: demo });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.[0]).toMatchObject({ field: 'code', key: accountKeys.authenticatorCode });
  });

  it('is set up with a new secret confirmed by a code, and switched off with a code', async () => {
    const token = await loginAs(s, 'agent', AGENT_PASSWORD);
    const setup = await call<Envelope<{ secret: string; otpauthUrl: string }>>(s, api.authenticatorSetup, {}, { token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(':agent');
    // not on until confirmed
    expect((await call<Envelope<{ authenticatorOn: boolean }>>(s, api.accountOverview, {}, { token })).body.value.authenticatorOn).toBe(false);
    const right = totpCode(secret);
    const wrong = await call<Envelope>(s, api.authenticatorEnable, { code: right === '123456' ? '654321' : '123456' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.[0]?.key).toBe(accountKeys.authenticatorCode);
    expect((await call(s, api.authenticatorEnable, { code: right }, { token })).status).toBe(200);
    const [row] = await s.db.select({ secret: members.authenticatorSecret }).from(members).where(eq(members.account, 'agent'));
    expect(row?.secret).toBe(secret);
    expect((await call<Envelope<{ authenticatorOn: boolean }>>(s, api.accountOverview, {}, { token })).body.value.authenticatorOn).toBe(true);
    // the device check of a new network now offers the authenticator (identity/device.ts reads the same column)
    expect((await call(s, api.authenticatorDisable, { code: totpCode(secret) }, { token })).status).toBe(200);
    expect((await call<Envelope<{ authenticatorOn: boolean }>>(s, api.accountOverview, {}, { token })).body.value.authenticatorOn).toBe(false);
    // enabling again without a new set-up is refused: the used set-up is gone
    expect((await call(s, api.authenticatorEnable, { code: totpCode(secret) }, { token })).status).toBe(400);
  });
});

describe('guests', () => {
  it('refuses a free-play guest every account call', async () => {
    const guest = await call<Envelope<{ token: string }>>(s, api.freePlayLogin, {});
    const token = guest.body.value.token;
    const r = await call<Envelope<{ reason: string }>>(s, api.accountOverview, {}, { token });
    expect(r.status).toBe(403);
    expect((await call(s, api.setPayeeName, { payeeName: 'Guest Name' }, { token })).status).toBe(403);
  });
});
