import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, REGISTRATION_BODY_LIMIT } from '../../src/shared/contract/endpoint';
import { api } from '../../src/shared/contract/api';
import { call, encryptBody, startTestServer, type TestServer } from './helpers';

describe('request body limits per call', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a body over the call’s limit with 413 in the envelope, before reading it', async () => {
    const big = 'x'.repeat(DEFAULT_BODY_LIMIT + 1);
    for (const [url, method] of [[api.smsNoLogin.path, 'POST'], [api.changePassword.path, 'POST'], [api.addFavourite.path, 'POST']] as const) {
      const r = await s.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobileNum: big }) });
      expect(r.statusCode, url).toBe(413);
      expect(r.json(), url).toMatchObject({ success: false, value: null, message: 'The request body is too large.' });
    }
    // a registration may be larger, but not without end
    const tooBig = await s.app.inject({ method: 'PUT', url: api.register.path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ct: 'x'.repeat(REGISTRATION_BODY_LIMIT) }) });
    expect(tooBig.statusCode).toBe(413);
  });

  it('reads the largest legitimate request: a registration with every field at its longest, encrypted', async () => {
    const at = (n: number, c = 'a') => c.repeat(n);
    const input = {
      username: at(64), password: at(128), confirmPassword: at(128), payeeName: at(128, 'ễ'), email: at(254), qqNum: at(64),
      mobileNum: at(32, '9'), recommenderId: at(64), captcha: at(16), captchaKey: at(64), verificationCode: at(255), affiliateCode: at(64),
      paymentPassword: at(128), line: at(64), whatsapp: at(64), zalo: at(64), facebook: at(128), wechat: at(64), idNumber: at(64),
      referralCode: at(64), domain: at(255), countryDialingCode: at(8), registerUrl: at(2048), registerMethod: 'WEB', login: true,
      firebaseChannel: 'sms', firebaseIdToken: at(4096), ageConfirmed: true, termsAccepted: true,
    };
    const body = JSON.stringify(encryptBody(input, s.keys));
    expect(body.length).toBeGreaterThan(DEFAULT_BODY_LIMIT * 0.6);
    expect(Buffer.byteLength(body)).toBeLessThan(REGISTRATION_BODY_LIMIT);
    const r = await call(s, api.register, input);
    // refused for its content (a field error), never for its size
    expect(r.status).not.toBe(413);
    expect(r.status).toBeLessThan(500);
  });
});
