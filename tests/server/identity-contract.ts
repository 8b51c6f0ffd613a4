import { eq } from 'drizzle-orm';
import { members } from '../../server/src/db/schema';
import { issueCode } from '../../server/src/modules/identity/codes';
import { openChallenge } from '../../server/src/modules/identity/device';
import { readOutbox } from '../../server/src/modules/identity/outbox';
import { issueLoginLink } from '../../server/src/modules/session/link-login';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { api } from '../../src/shared/contract/api';
import { call, type TestServer } from './helpers';

/** Inputs of the identity endpoints for the contract test; stateful ones are filled by `prepareIdentityContract`. */
export const identityContractInputs = {
  botChallenge: {},
  smsNoLogin: { mobileNum: '912000111', countryDialingCode: '+84' },
  smsRegister: { mobileNum: '912000222', countryDialingCode: '+84' },
  freePlayLogin: {},
  affiliateCheck: { code: 'LOTUS88' },
  changePassword: { oldPassword: 'Demo1234', newPassword: 'Demo12345', confirmNewPassword: 'Demo12345' },
  forgotByEmail: { username: 'demo', email: 'demo@lotusplay.example' },
  resetByEmailToken: { token: '', newPassword: 'Reset1234', confirmNewPassword: 'Reset1234' } as Record<string, unknown>,
  forgotSendCode: { mobileNum: '912000333', countryDialingCode: '+84' },
  forgotVerifyCode: { mobileNum: '912000333', countryDialingCode: '+84', verificationCode: '' } as Record<string, unknown>,
  resetByPhone: { mobileNum: '912000333', countryDialingCode: '+84', verificationCode: '', newPassword: 'Phone1234' } as Record<string, unknown>,
  deviceSendCode: { ticket: '', method: 'email' } as Record<string, unknown>,
  deviceVerify: { ticket: '', method: 'email', answer: '' } as Record<string, unknown>,
  devOutbox: { to: 'agent@lotusplay.example' },
  loginLinkIssue: {},
  loginLinkExchange: { code: '' } as Record<string, unknown>,
};

/** Codes, tickets and links the stateful identity calls need, made the way the server makes them. */
export async function prepareIdentityContract(
  s: TestServer,
  all: Record<string, Record<string, unknown>>,
): Promise<void> {
  const inputs = all as unknown as typeof identityContractInputs & { registerMobile: Record<string, unknown> };
  const register = await issueCode(s.db, 'LOTUS', 'register', `+84 ${String(inputs.registerMobile.mobileNum)}`);
  inputs.registerMobile.verificationCode = register.code;

  await s.db.update(members).set({ mobileNum: '912000333', countryDialingCode: '+84' }).where(eq(members.account, 'namphan'));
  const reset = await issueCode(s.db, 'LOTUS', 'reset', '+84 912000333');
  inputs.forgotVerifyCode.verificationCode = reset.code;
  inputs.resetByPhone.verificationCode = reset.code;

  await call(s, api.forgotByEmail, { username: 'agent', email: 'agent@lotusplay.example' });
  await s.db.update(members).set({ email: 'agent@lotusplay.example' }).where(eq(members.account, 'agent'));
  await call(s, api.forgotByEmail, { username: 'agent', email: 'agent@lotusplay.example' });
  const [mail] = await readOutbox(s.db, 'agent@lotusplay.example');
  inputs.resetByEmailToken.token = mail?.code ?? '';

  const hoa = await findMemberByAccount(s.db, 'LOTUS', 'hoatran');
  if (!hoa) throw new Error('seed member hoatran missing');
  await s.db.update(members).set({ email: 'hoa@lotusplay.example' }).where(eq(members.id, hoa.id));
  const challenge = await openChallenge(s.db, { ...hoa, email: 'hoa@lotusplay.example' }, '127.0.0.1');
  inputs.deviceSendCode.ticket = challenge.ticket;
  inputs.deviceVerify.ticket = challenge.ticket;
  inputs.deviceVerify.answer = (await issueCode(s.db, 'LOTUS', 'device', 'hoa@lotusplay.example')).code;

  // a link made for agent from the suite's address (127.0.0.1)
  const agent = await findMemberByAccount(s.db, 'LOTUS', 'agent');
  if (!agent) throw new Error('seed member agent missing');
  inputs.loginLinkExchange.code = (await issueLoginLink(s.db, { sessionId: 0, member: agent }, '127.0.0.1')).code;
}
