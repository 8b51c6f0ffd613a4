import { createHash, randomBytes } from 'node:crypto';
import { api } from '@/shared/contract/api';
import type { RegisterSettings } from '@/shared/contract/system';
import { ANY_PATTERN, patterns } from '@/shared/contract/patterns';
import { e164Of } from '@/shared/contract/social';
import { openEncryptedBody } from '../../../server/src/lib/payload-cipher';
import { contractHandler, MockFailure } from '../contract-handler';
import { buildMemberInfo } from '../fixtures';
import { mockState } from '../state';

/** What the identity mocks remember within one test file; reset with `resetIdentityMock()`. */
export const identityMock = {
  registerBodies: [] as unknown[],
  smsRequests: [] as unknown[],
  changeBodies: [] as unknown[],
  resetBodies: [] as unknown[],
  forgotEmails: [] as unknown[],
  freePlays: 0,
  /** the codes of login links exchanged, in order */
  loginLinkCodes: [] as string[],
  /** salts of the bot-check challenges handed out and not yet used, by challengeId */
  botChallenges: new Map<string, string>(),
};

/** The one login-link code the mock accepts (once). */
export const MOCK_LOGIN_CODE = 'L'.repeat(43);

/** Difficulty of the mocked bot check: 4 bits, ~16 hashes, so the tests stay fast. */
export const MOCK_BOT_CHECK_BITS = 4;

export function leadingZeroBitsOf(salt: string, nonce: string): number {
  const digest = createHash('sha256').update(`${salt}${nonce}`).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/**
 * The server's bot-check rule for the mocks: a body must carry a solved,
 * unused challenge of the challenge mock (null when it does).
 */
export function botCheckFailure(body: unknown): MockFailure | null {
  const check = (body as { botCheck?: { challengeId?: string; nonce?: string } } | null)?.botCheck;
  const salt = check?.challengeId ? identityMock.botChallenges.get(check.challengeId) : undefined;
  if (!check?.challengeId || check.nonce === undefined || salt === undefined) {
    return new MockFailure(400, 'BOT_CHECK_FAILED', 'The security check is missing or was already used. Please try again.');
  }
  identityMock.botChallenges.delete(check.challengeId);
  if (leadingZeroBitsOf(salt, check.nonce) < MOCK_BOT_CHECK_BITS) {
    return new MockFailure(400, 'BOT_CHECK_FAILED', 'The security check did not pass. Please try again.');
  }
  return null;
}

export function resetIdentityMock() {
  identityMock.registerBodies = [];
  identityMock.smsRequests = [];
  identityMock.changeBodies = [];
  identityMock.resetBodies = [];
  identityMock.forgotEmails = [];
  identityMock.freePlays = 0;
  identityMock.botChallenges.clear();
  identityMock.loginLinkCodes = [];
}

export function decrypt(input: unknown): Record<string, unknown> | MockFailure {
  try {
    return openEncryptedBody(input, mockState.keys).body as Record<string, unknown>;
  } catch {
    return new MockFailure(400, 'ENCRYPTION_REQUIRED', 'This request must be encrypted.');
  }
}

const rule = (patternId: number, minLength: number, maxLength: number, enabled = true, required = false) => ({
  enabled,
  required,
  patternId,
  acceptedPattern: patterns[patternId]?.source ?? ANY_PATTERN,
  minLength,
  maxLength,
});

export function buildRegisterSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  return {
    fields: {
      username: rule(1, 6, 16, true, true),
      password: rule(5, 8, 20, true, true),
      mobileNum: rule(6, 9, 11),
      payeeName: rule(21, 4, 50, false),
      paymentPassword: rule(6, 6, 6, false),
      qqNum: rule(6, 5, 12, false),
      line: rule(19, 4, 20, false),
      whatsapp: rule(6, 8, 15, false),
      zalo: rule(6, 9, 11, false),
      facebook: rule(9, 5, 50, false),
      wechat: rule(9, 6, 20, false),
      idNumber: rule(6, 9, 12, false),
      email: rule(3, 6, 64, true, false),
      affiliateCode: rule(4, 4, 16),
      birthday: rule(0, 10, 10, false, false),
    },
    captchaEnabled: false,
    usernameRegistration: true,
    mobileRegistration: true,
    mobileRegistrationWithPassword: true,
    smsVerification: true,
    initialDialingCode: '+84',
    ...overrides,
  };
}

export const MOCK_SMS_CODE = '123456';

const loginValue = (overrides: Partial<ReturnType<typeof buildMemberInfo>> = {}) => {
  mockState.tokens.add('token-new');
  return { token: 'token-new', firstTimeLogin: false, passwordExpired: false, user: buildMemberInfo(overrides) };
};

export const identityHandlers = [
  contractHandler(api.registerSettings, () => buildRegisterSettings()),
  contractHandler(api.countryCodes, () => [
    { countryCode: 'VN', dialingCode: '+84', name: 'Vietnam' },
    { countryCode: 'TH', dialingCode: '+66', name: 'Thailand' },
    { countryCode: 'ID', dialingCode: '+62', name: 'Indonesia' },
  ]),
  contractHandler(api.register, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    identityMock.registerBodies.push(body);
    if (body.username === 'takenname') {
      return new MockFailure(409, 'CONFLICT', 'This username is already taken.', [{ field: 'username', key: 'validation.usernameTaken' }]);
    }
    mockState.tokens.add('token-new');
    return { account: String(body.username), token: 'token-new', user: buildMemberInfo({ account: String(body.username) }) };
  }),
  contractHandler(api.registerMobile, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    identityMock.registerBodies.push(body);
    // through the identity service: its token ("phone:<E.164>" from the mocked Firebase adapter) must prove this number
    if (body.firebaseChannel === 'sms') {
      if (body.firebaseIdToken !== `phone:${e164Of(String(body.countryDialingCode ?? '+84'), String(body.mobileNum ?? ''))}`) {
        return new MockFailure(400, 'VALIDATION', 'Please correct the highlighted fields.', [{ field: 'mobileNum', key: 'validation.phoneMismatch' }]);
      }
    } else if (body.verificationCode !== MOCK_SMS_CODE) {
      return new MockFailure(400, 'VALIDATION', 'Please correct the highlighted fields.', [
        { field: 'verificationCode', key: body.verificationCode === '999999' ? 'validation.codeExpired' : 'validation.codeInvalid' },
      ]);
    }
    mockState.tokens.add('token-new');
    return { account: 'm123456789', token: 'token-new', user: buildMemberInfo({ account: 'm123456789' }) };
  }),
  contractHandler(api.botChallenge, () => {
    const challengeId = randomBytes(12).toString('hex');
    const salt = randomBytes(8).toString('hex');
    identityMock.botChallenges.set(challengeId, salt);
    return { challengeId, salt, difficulty: MOCK_BOT_CHECK_BITS, expiresAt: Date.now() + 5 * 60_000 };
  }),
  contractHandler(api.smsRegister, ({ input }) => {
    identityMock.smsRequests.push(input);
    const refused = botCheckFailure(input);
    if (refused) return refused;
    if ((input as { mobileNum: string }).mobileNum === '911111111') {
      return new MockFailure(409, 'CONFLICT', 'This mobile number is already registered.', [{ field: 'mobileNum', key: 'validation.mobileTaken' }]);
    }
    return { expiredMinutes: 5 };
  }),
  contractHandler(api.smsNoLogin, ({ input }) => {
    identityMock.smsRequests.push(input);
    const refused = botCheckFailure(input);
    if (refused) return refused;
    if ((input as { mobileNum: string }).mobileNum === '922222222') {
      return new MockFailure(429, 'RATE_LIMITED', 'Too many attempts. Please wait 60 seconds and try again.', undefined, { retryAfterSeconds: 60 });
    }
    return { expiredMinutes: 2 };
  }),
  contractHandler(api.affiliateCheck, ({ input }) => ({ valid: (input as { code: string }).code.toUpperCase() === 'LOTUS88' })),
  contractHandler(api.freePlayLogin, () => {
    identityMock.freePlays += 1;
    mockState.tokens.add('token-guest');
    return { token: 'token-guest', firstTimeLogin: false, passwordExpired: false, user: buildMemberInfo({ account: 'guest12345678', isAgent: 4, clubLabel: null, memberLabel: [] }) };
  }),
  contractHandler(api.loginLinkIssue, () => ({ code: MOCK_LOGIN_CODE, expiresAt: Date.now() + 60_000 })),
  contractHandler(api.loginLinkExchange, ({ input }) => {
    const { code } = input as { code: string };
    identityMock.loginLinkCodes.push(code);
    // like the server: a code opens a session once
    if (code !== MOCK_LOGIN_CODE || identityMock.loginLinkCodes.filter((c) => c === code).length > 1) {
      return new MockFailure(401, 'UNAUTHORIZED', 'This login link is no longer valid. Please log in.', undefined, { reason: 'loginLinkInvalid' });
    }
    mockState.tokens.add('token-linked');
    return { token: 'token-linked', firstTimeLogin: false, passwordExpired: false, user: buildMemberInfo() };
  }),
  contractHandler(api.changePassword, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    identityMock.changeBodies.push(body);
    if (body.oldPassword !== 'Player1234') {
      return new MockFailure(400, 'VALIDATION', 'Please correct the highlighted fields.', [{ field: 'oldPassword', key: 'validation.oldPassword' }]);
    }
    return null;
  }),
  contractHandler(api.forgotByEmail, ({ input }) => {
    identityMock.forgotEmails.push(input);
    return null;
  }),
  contractHandler(api.resetByEmailToken, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    identityMock.resetBodies.push(body);
    return body.token === 'good-token' ? { account: 'demo' } : new MockFailure(400, 'BAD_REQUEST', 'This reset link has expired or was already used. Please ask for a new one.');
  }),
  contractHandler(api.forgotSendCode, () => ({ expirationTime: Date.now() + 90_000 })),
  contractHandler(api.forgotVerifyCode, ({ input }) =>
    (input as { verificationCode: string }).verificationCode === MOCK_SMS_CODE
      ? { verified: true }
      : new MockFailure(400, 'VALIDATION', 'Please correct the highlighted fields.', [{ field: 'verificationCode', key: 'validation.codeInvalid' }]),
  ),
  contractHandler(api.resetByPhone, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    identityMock.resetBodies.push(body);
    return { account: 'phoneuser' };
  }),
  contractHandler(api.deviceSendCode, () => ({ expiredMinutes: 5 })),
  contractHandler(api.deviceVerify, ({ input }) => {
    const body = decrypt(input);
    if (body instanceof MockFailure) return body;
    return body.answer === MOCK_SMS_CODE
      ? loginValue()
      : new MockFailure(400, 'VALIDATION', 'The code is not right.', [{ field: 'answer', key: 'validation.codeInvalid' }]);
  }),
  contractHandler(api.devOutbox, () => []),
];
