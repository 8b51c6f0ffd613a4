import { api } from '@/shared/contract/api';
import type { AccountOverview, LoginRecord, PlayerRank } from '@/shared/contract/account';
import { securityLevelOf, securityScoreOf } from '@/shared/contract/account';
import type { MemberInfo } from '@/shared/contract/member';
import { contractHandler, MockFailure } from '../contract-handler';
import { buildMemberInfo } from '../fixtures';
import { requireSession } from '../session-guard';

/** The code the mocked outbox "sends" for every binding. */
export const MOCK_BIND_CODE = '246810';

export function buildAccountOverview(overrides: Partial<AccountOverview> = {}): AccountOverview {
  const base: AccountOverview = {
    payeeName: null,
    email: 'demo@lotusplay.test',
    countryDialingCode: null,
    mobileNum: null,
    authenticatorOn: false,
    paymentPasswordSet: false,
    bankCardCount: 0,
    identities: [],
    previousLogin: { at: '2026-11-20T08:30:00.000Z', ip: '127.0.0.1', place: 'local', device: 'Chrome 120 · Windows' },
    securityScore: 0,
    securityLevel: 'low',
    ...overrides,
  };
  const score = securityScoreOf({
    email: base.email !== null,
    mobile: base.mobileNum !== null,
    authenticator: base.authenticatorOn,
    identity: base.identities.length > 0,
    payeeName: base.payeeName !== null,
  });
  return { ...base, securityScore: overrides.securityScore ?? score, securityLevel: overrides.securityLevel ?? securityLevelOf(score) };
}

export function buildLoginRecord(overrides: Partial<LoginRecord> = {}): LoginRecord {
  return { id: 1, at: '2026-11-24T10:00:00.000Z', ip: '127.0.0.1', place: 'local', device: 'Chrome 120 · Windows', success: true, ...overrides };
}

export function buildPlayerRank(overrides: Partial<PlayerRank> = {}): PlayerRank {
  const level = (n: number, deposit: number) => ({
    level: n,
    name: `VIP ${n}`,
    color: '#ffe08a',
    color2: '#c9961a',
    requiredDeposit: deposit,
    requiredTurnover: deposit * 5,
    rebateRate: 0.3 + n / 10,
    dailyWithdrawalLimit: deposit * 10 + 50_000_000,
    dailyWithdrawals: n + 2,
    birthdayBonus: n > 1 ? n * 100_000 : 0,
    upgradeBonus: n > 1 ? n * 50_000 : 0,
  });
  return {
    currency: 'VND',
    currentLevel: 1,
    deposit: 1_000_000,
    turnover: 2_500_000,
    levels: [level(1, 0), level(2, 2_000_000), level(3, 10_000_000)],
    ...overrides,
  };
}

/** What the mocked platform holds of the account, and what the site sent it. */
export const accountMock = {
  overview: buildAccountOverview(),
  member: buildMemberInfo(),
  logins: [] as LoginRecord[],
  profileBodies: [] as unknown[],
  codeRequests: [] as unknown[],
  pendingSecret: 'JBSWY3DPEHPK3PXP',
};

export function resetAccountMock() {
  accountMock.overview = buildAccountOverview();
  accountMock.member = buildMemberInfo();
  accountMock.logins = Array.from({ length: 12 }, (_, i) =>
    buildLoginRecord({ id: 12 - i, at: new Date(Date.UTC(2026, 10, 24 - i, 9)).toISOString(), success: i % 4 !== 3, device: i % 2 ? 'Safari 17 · iOS' : 'Chrome 120 · Windows' }),
  );
  accountMock.profileBodies = [];
  accountMock.codeRequests = [];
}
resetAccountMock();

const wrongCode = (field: string, key = 'validation.codeInvalid') => new MockFailure(400, 'VALIDATION', 'The code is wrong.', [{ field, key }]);

function rescore(): void {
  const { securityScore: _score, securityLevel: _level, ...state } = accountMock.overview;
  accountMock.overview = buildAccountOverview(state);
}

function memberAnswer(changes: Partial<MemberInfo>): MemberInfo {
  accountMock.member = { ...accountMock.member, ...changes };
  return accountMock.member;
}

export const accountHandlers = [
  contractHandler(api.accountOverview, ({ request }) => requireSession(request) ?? accountMock.overview),
  contractHandler(api.updateProfile, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    accountMock.profileBodies.push(body);
    return memberAnswer({
      ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
      ...(body.avatarPreset !== undefined ? { avatarUrl: `/media/avatars/preset-${body.avatarPreset}.svg` } : {}),
    });
  }),
  contractHandler(api.setPayeeName, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    if (accountMock.overview.payeeName) {
      return new MockFailure(409, 'CONFLICT', 'The payee name is already set.', [{ field: 'payeeName', key: 'validation.payeeNameLocked' }]);
    }
    accountMock.overview = { ...accountMock.overview, payeeName: body.payeeName };
    rescore();
    return null;
  }),
  contractHandler(api.sendEmailBindCode, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    accountMock.codeRequests.push(body);
    return { expiredMinutes: 5 };
  }),
  contractHandler(api.bindEmail, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    if (body.verificationCode !== MOCK_BIND_CODE) return wrongCode('verificationCode');
    accountMock.overview = { ...accountMock.overview, email: body.email };
    rescore();
    return memberAnswer({ email: body.email });
  }),
  contractHandler(api.sendMobileBindCode, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    accountMock.codeRequests.push(body);
    return { expiredMinutes: 5 };
  }),
  contractHandler(api.bindMobile, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    if (body.verificationCode !== MOCK_BIND_CODE) return wrongCode('verificationCode');
    accountMock.overview = { ...accountMock.overview, mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode ?? '+84' };
    rescore();
    return memberAnswer({ mobileNum: body.mobileNum });
  }),
  contractHandler(api.playerRank, ({ request }) => requireSession(request) ?? buildPlayerRank()),
  contractHandler(api.authenticatorSetup, ({ request }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    const secret = accountMock.pendingSecret;
    return { secret, otpauthUrl: `otpauth://totp/Lotus%20Play:demo?secret=${secret}&issuer=Lotus%20Play`, expiresInSeconds: 600 };
  }),
  contractHandler(api.authenticatorEnable, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    if (body.code !== '123456') return wrongCode('code', 'validation.authenticatorCode');
    accountMock.overview = { ...accountMock.overview, authenticatorOn: true };
    rescore();
    return null;
  }),
  contractHandler(api.authenticatorDisable, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    if (body.code !== '123456') return wrongCode('code', 'validation.authenticatorCode');
    accountMock.overview = { ...accountMock.overview, authenticatorOn: false };
    rescore();
    return null;
  }),
  contractHandler(api.loginHistory, ({ request, body }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    const page = body.pageNo ?? 1;
    const pageSize = 10;
    return { rows: accountMock.logins.slice((page - 1) * pageSize, page * pageSize), total: accountMock.logins.length, pageSize };
  }),
];
