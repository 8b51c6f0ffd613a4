import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema';
import { messageLanguage, messagesIn } from '../../server/src/modules/identity/messages';
import { codeOf } from '../../server/src/modules/identity/outbox';
import { contentLanguages } from '../../server/src/modules/content/i18n';
import { api } from '../../src/shared/contract/api';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<V> {
  success: boolean;
  value: V;
}
interface Sent {
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
}

async function lastMessage(s: TestServer, to: string): Promise<Sent> {
  const r = await call<Envelope<Sent[]>>(s, api.devOutbox, { to });
  const message = r.body.value[0];
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

describe('texts the platform writes follow the member’s language', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the registration code goes out in the language of the site the visitor reads', async () => {
    const vi = await call(s, api.smsRegister, { mobileNum: '907000001', countryDialingCode: '+84' }, { headers: { language: 'VI' } });
    expect(vi.status).toBe(200);
    const sms = await lastMessage(s, '+84 907000001');
    expect(sms.body).toContain('Mã xác minh của bạn là');
    expect(sms.body).not.toMatch(/verification code/i);
    expect(sms.code).toMatch(/^\d{6}$/);

    await call(s, api.smsRegister, { mobileNum: '907000002', countryDialingCode: '+84' }, { headers: { language: 'TH' } });
    expect((await lastMessage(s, '+84 907000002')).body).toContain('รหัสยืนยันของคุณคือ');
  });

  it('the reset e-mail of a Vietnamese member is Vietnamese, even asked for without a language', async () => {
    await s.db.update(members).set({ email: 'minh@lotus.example', language: 'VI' }).where(eq(members.account, 'minhle'));
    expect((await call(s, api.forgotByEmail, { username: 'minhle', email: 'minh@lotus.example' })).status).toBe(200);
    const mail = await lastMessage(s, 'minh@lotus.example');
    expect(mail.subject).toContain('đặt lại mật khẩu');
    expect(mail.body).toContain('Xin chào Minh');
    expect(mail.body).toContain('tài khoản minhle');
    expect(mail.body).not.toContain('Someone asked');
    // the link still carries its token
    expect(mail.code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('the site’s language of the moment wins over the stored one', async () => {
    await s.db.update(members).set({ email: 'tuan@lotus.example', language: 'VI' }).where(eq(members.account, 'tuanvo'));
    await call(s, api.forgotByEmail, { username: 'tuanvo', email: 'tuan@lotus.example' }, { headers: { language: 'CN' } });
    const mail = await lastMessage(s, 'tuan@lotus.example');
    expect(mail.subject).toContain('重置密码');
    expect(mail.body).toContain('Tuấn，您好');
  });

  it('the agent centre’s announcements are in the agent’s language, English without a translation', async () => {
    const token = await loginAs(s, 'agent', 'Agent1234');
    type Page = Envelope<{ items: Array<{ title: string; content: string }> }>;
    const vi = await call<Page>(s, api.agentAnnouncements, { pageNo: 1 }, { token, headers: { language: 'VI' } });
    expect(vi.status).toBe(200);
    const titles = vi.body.value.items.map((a) => a.title);
    expect(titles).toContain('Chào mừng đến với trung tâm đại lý');
    expect(titles).not.toContain('Welcome to the agent centre');
    const en = await call<Page>(s, api.agentAnnouncements, { pageNo: 1 }, { token, headers: { language: 'EN' } });
    expect(en.body.value.items.map((a) => a.title)).toContain('Welcome to the agent centre');
  });

  it('every language writes every message, with its code where the outbox finds it', () => {
    const code = '482913';
    for (const language of contentLanguages) {
      const texts = messagesIn(language);
      const bodies = [
        texts.codeSms({ brand: 'Lotus', code, minutes: 5 }),
        texts.paymentPasswordCode({ brand: 'Lotus', code, minutes: 5 }).body,
        texts.deviceEmail({ brand: 'Lotus', nickname: 'Hoa', code, minutes: 5 }).body,
        texts.bindEmail({ brand: 'Lotus', nickname: 'Hoa', code, minutes: 5 }).body,
      ];
      for (const body of bodies) expect(codeOf(body), `${language}: ${body}`).toBe(code);
      const reset = texts.resetEmail({ brand: 'Lotus', nickname: 'Hoa', account: 'hoa', minutes: 30, link: 'https://x.example/?resetToken=abc_DEF-1' });
      expect(codeOf(reset.body)).toBe('abc_DEF-1');
    }
    // Vietnamese (TY is the brand's Vietnamese) and the fallbacks: request, then member, then brand, then English
    expect(messagesIn('TY').codeSms({ brand: 'L', code, minutes: 5 })).toBe(messagesIn('VI').codeSms({ brand: 'L', code, minutes: 5 }));
    expect(messageLanguage(null, 'vi', 'TY')).toBe('VI');
    expect(messageLanguage('xx', undefined, 'TY')).toBe('TY');
    expect(messageLanguage(null, null, null)).toBe('EN');
  });
});
