import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema';
import { DEMO_AUTHENTICATOR_SECRET } from '../../server/src/seed/data/accounts';
import { base32Decode, hotp, totpCode, TOTP_STEP_SECONDS, verifyTotp } from '../../server/src/modules/identity/totp';
import { api } from '../../src/shared/contract/api';
import { type Endpoint } from '../../src/shared/contract/endpoint';
import { encryptBody, startTestServer, withBotCheck, type TestServer } from './helpers';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" in base32
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it('matches the RFC test vectors (the 8-digit values, last 6 digits)', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totpCode(RFC_SECRET, 20_000_000_000_000)).toBe('353130');
    // RFC 4226 appendix D: HOTP of counter 0 and 1
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
    expect(hotp(Buffer.from('12345678901234567890'), 1)).toBe('287082');
  });

  it('accepts the current step and one step either side, nothing else', () => {
    const now = 1_700_000_015_000;
    const step = TOTP_STEP_SECONDS * 1000;
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - step), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + step), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 2 * step), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 2 * step), now)).toBe(false);
    const wrong = String((Number(totpCode(RFC_SECRET, now)) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(RFC_SECRET, wrong, now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
    expect(verifyTotp('not base32!', '123456', now)).toBe(false);
  });
});

interface Envelope<V = Record<string, unknown>> {
  success: boolean;
  code?: string;
  value: V;
  fieldErrors?: Array<{ field: string; key: string }>;
}

async function from<V = Record<string, unknown>>(s: TestServer, ip: string, endpoint: Endpoint, input: Record<string, unknown>) {
  input = await withBotCheck(s, endpoint, input);
  const request: InjectOptions = {
    method: endpoint.method,
    url: endpoint.path,
    remoteAddress: ip,
    payload: (endpoint.encrypted ? encryptBody(input, s.keys) : input) as InjectOptions['payload'],
  };
  const response = await s.app.inject(request);
  return { status: response.statusCode, body: response.json<Envelope<V>>() };
}

describe('the authenticator as a new-network verification', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  const awayLogin = async (ip: string) => {
    const r = await from<{ ticket: string; methods: string[] }>(s, ip, api.login, { username: 'demo', password: 'Demo1234', type: 'username' });
    expect(r.body.code).toBe('VERIFICATION_REQUIRED');
    return r.body.value;
  };

  it('is offered to the seeded demo member, and accepts its code (also the previous step), refuses a wrong one', async () => {
    const [demo] = await s.db.select().from(members).where(eq(members.account, 'demo'));
    expect(demo?.authenticatorSecret).toBe(DEMO_AUTHENTICATOR_SECRET);
    // the first login trusts its network; another network must verify
    expect((await from(s, '10.9.0.1', api.login, { username: 'demo', password: 'Demo1234', type: 'username' })).status).toBe(200);

    const challenge = await awayLogin('10.9.0.2');
    expect(challenge.methods).toContain('authenticator');
    const now = totpCode(DEMO_AUTHENTICATOR_SECRET);
    const wrongCode = String((Number(now) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await from(s, '10.9.0.2', api.deviceVerify, { ticket: challenge.ticket, method: 'authenticator', answer: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([{ field: 'answer', key: 'validation.codeInvalid' }]);
    const ok = await from<{ token: string }>(s, '10.9.0.2', api.deviceVerify, { ticket: challenge.ticket, method: 'authenticator', answer: now });
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toBeTruthy();

    const again = await awayLogin('10.9.0.3');
    const previous = totpCode(DEMO_AUTHENTICATOR_SECRET, Date.now() - TOTP_STEP_SECONDS * 1000);
    const late = await from(s, '10.9.0.3', api.deviceVerify, { ticket: again.ticket, method: 'authenticator', answer: previous });
    expect(late.status).toBe(200);
  });

  it('is neither offered nor accepted for a member without a secret', async () => {
    await from(s, '10.9.1.1', api.register, {
      username: 'noauthapp1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'noauth@lotus.example',
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect((await from(s, '10.9.1.1', api.login, { username: 'noauthapp1', password: 'Secret123', type: 'username' })).status).toBe(200);
    const away = await from<{ ticket: string; methods: string[] }>(s, '10.9.1.2', api.login, { username: 'noauthapp1', password: 'Secret123', type: 'username' });
    expect(away.body.value.methods).toEqual(['email']);
    const r = await from(s, '10.9.1.2', api.deviceVerify, { ticket: away.body.value.ticket, method: 'authenticator', answer: totpCode(DEMO_AUTHENTICATOR_SECRET) });
    expect(r.status).toBe(400);
  });
});
