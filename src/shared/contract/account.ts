import * as z from 'zod/mini';
import { endpoint, none, ok, type endpoint as EndpointFn } from './endpoint';
import { memberInfoSchema } from './member';
import { isEmailAddress } from './member-fields';
import { socialProviders } from './social';
import { plain, singleLine } from './text';

/**
 * My account (the member centre's security centre): the overview of what
 * protects the account, the profile (avatar, nickname, payee name, e-mail and
 * mobile bound by a code), the VIP ladder, the authenticator app and the
 * login history.
 */

const trimmedText = (max: number) => z.string().check(z.trim(), z.maxLength(max), singleLine(), plain());

/** A nickname: 2 to 20 letters, digits, spaces, `_`, `.` or `-` of any script, starting with a letter or digit. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export function isNickname(text: string): boolean {
  const length = [...text].length;
  return length >= NICKNAME_MIN && length <= NICKNAME_MAX && /^[\p{L}\p{N}][\p{L}\p{M}\p{N} _.-]*$/u.test(text);
}

/** The avatars the platform draws (`/media/avatars/preset-<n>.svg`), one of which a member may pick. */
export const AVATAR_PRESET_COUNT = 8;
export const presetAvatarPath = (n: number) => `/media/avatars/preset-${n}.svg`;
export const isPresetAvatarPath = (path: string) => {
  const match = /^\/media\/avatars\/preset-([1-9][0-9]?)\.svg$/.exec(path);
  return match !== null && Number(match[1]) <= AVATAR_PRESET_COUNT;
};

/** The translation keys of the account's refusals (field errors). */
export const accountKeys = {
  nickname: 'validation.nickname',
  payeeNameLocked: 'validation.payeeNameLocked',
  emailTaken: 'validation.emailTaken',
  sameAddress: 'validation.sameAddress',
  authenticatorCode: 'validation.authenticatorCode',
  avatarUnknown: 'validation.avatarUnknown',
} as const;

/**
 * What protects an account and how much: each item set adds its weight
 * (out of 100). One rule for the server's overview and the site's tests.
 */
export const securityWeights = {
  password: 20,
  email: 15,
  mobile: 20,
  authenticator: 25,
  identity: 5,
  payeeName: 15,
} as const;
export type SecurityItem = keyof typeof securityWeights;
export type SecurityLevel = 'low' | 'medium' | 'high';

export function securityScoreOf(set: Record<Exclude<SecurityItem, 'password'>, boolean>): number {
  let score = securityWeights.password;
  for (const item of ['email', 'mobile', 'authenticator', 'identity', 'payeeName'] as const) if (set[item]) score += securityWeights[item];
  return score;
}
export function securityLevelOf(score: number): SecurityLevel {
  return score >= 80 ? 'high' : score >= 50 ? 'medium' : 'low';
}

/** Where a login came from: a private or loopback address, a country (ISO code) when known, else unknown. */
export const loginPlaceSchema = z.union([z.literal('local'), z.literal('unknown'), z.string().check(z.regex(/^[A-Z]{2}$/))]);

export const lastLoginSchema = z.object({
  at: z.string(),
  ip: z.nullable(z.string()),
  place: loginPlaceSchema,
  /** "Chrome 120 · Windows", null when the browser did not say */
  device: z.nullable(z.string()),
});

export const linkedIdentitySchema = z.object({
  provider: z.enum(socialProviders),
  email: z.nullable(z.string()),
  linkedAt: z.string(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

export const accountOverviewSchema = z.object({
  payeeName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  countryDialingCode: z.nullable(z.string()),
  mobileNum: z.nullable(z.string()),
  authenticatorOn: z.boolean(),
  /** a payment password guards withdrawals and transfers */
  paymentPasswordSet: z.boolean(),
  /** the member's live bank cards */
  bankCardCount: z.number(),
  identities: z.array(linkedIdentitySchema),
  /** the login before the current one */
  previousLogin: z.nullable(lastLoginSchema),
  securityScore: z.number(),
  securityLevel: z.enum(['low', 'medium', 'high']),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

export const nicknameSchema = z.string().check(
  z.trim(),
  singleLine(),
  plain(),
  z.refine((text) => isNickname(text), { params: { key: accountKeys.nickname } }),
);

export const updateProfileRequestSchema = z.object({
  nickname: z.optional(nicknameSchema),
  /** one of the preset avatars (`presetAvatarPath`) */
  avatarPreset: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(AVATAR_PRESET_COUNT))),
  /** an image the member uploaded with purpose `avatar` */
  avatarUploadId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/))),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

const codeField = z.string().check(
  z.trim(),
  z.refine((v) => /^[0-9]{4,8}$/.test(v), { params: { key: 'validation.codeInvalid' } }),
);
const emailField = trimmedText(254).check(z.refine((v) => isEmailAddress(v), { params: { key: 'validation.invalid' } }));
const mobileFields = {
  mobileNum: trimmedText(32),
  countryDialingCode: z.optional(trimmedText(8)),
};

export const rankLevelSchema = z.object({
  level: z.number(),
  name: z.string(),
  color: z.string(),
  color2: z.string(),
  /** total deposits needed, in the currency's major unit */
  requiredDeposit: z.number(),
  /** total stakes needed */
  requiredTurnover: z.number(),
  /** rebate on stakes, in percent */
  rebateRate: z.number(),
  dailyWithdrawalLimit: z.number(),
  dailyWithdrawals: z.number(),
  birthdayBonus: z.number(),
  upgradeBonus: z.number(),
});
export type RankLevel = z.infer<typeof rankLevelSchema>;

export const playerRankSchema = z.object({
  currency: z.string(),
  /** the member's level (its club label's rank), null below the first */
  currentLevel: z.nullable(z.number()),
  deposit: z.number(),
  turnover: z.number(),
  levels: z.array(rankLevelSchema),
});
export type PlayerRank = z.infer<typeof playerRankSchema>;

export const loginRecordSchema = z.object({
  id: z.number(),
  at: z.string(),
  ip: z.nullable(z.string()),
  place: loginPlaceSchema,
  device: z.nullable(z.string()),
  success: z.boolean(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export const accountApi = {
  accountOverview: endpoint({
    method: 'GET',
    path: '/wps/account/overview',
    auth: true,
    encrypted: false,
    request: none,
    response: accountOverviewSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/wps/account/profile',
    auth: true,
    encrypted: false,
    request: updateProfileRequestSchema,
    response: memberInfoSchema,
  }),
  setPayeeName: endpoint({
    method: 'PUT',
    path: '/wps/account/payee-name',
    auth: true,
    encrypted: false,
    request: z.object({ payeeName: trimmedText(128) }),
    response: ok,
  }),
  sendEmailBindCode: endpoint({
    method: 'POST',
    path: '/wps/account/email/code',
    auth: true,
    encrypted: false,
    request: z.object({ email: emailField }),
    response: z.object({ expiredMinutes: z.number() }),
  }),
  bindEmail: endpoint({
    method: 'PUT',
    path: '/wps/account/email',
    auth: true,
    encrypted: false,
    request: z.object({ email: emailField, verificationCode: codeField }),
    response: memberInfoSchema,
  }),
  sendMobileBindCode: endpoint({
    method: 'POST',
    path: '/wps/account/mobile/code',
    auth: true,
    encrypted: false,
    request: z.object(mobileFields),
    response: z.object({ expiredMinutes: z.number() }),
  }),
  bindMobile: endpoint({
    method: 'PUT',
    path: '/wps/account/mobile',
    auth: true,
    encrypted: false,
    request: z.object({ ...mobileFields, verificationCode: codeField }),
    response: memberInfoSchema,
  }),
  playerRank: endpoint({
    method: 'GET',
    path: '/wps/account/rank',
    auth: true,
    encrypted: false,
    request: none,
    response: playerRankSchema,
  }),
  /** Switching the authenticator off takes a code of it. */
  authenticatorDisable: endpoint({
    method: 'POST',
    path: '/wps/account/authenticator/disable',
    auth: true,
    encrypted: false,
    request: z.object({ code: codeField }),
    response: ok,
  }),
  /** A new secret for the authenticator app, waiting 10 minutes for its first code. */
  authenticatorSetup: endpoint({
    method: 'POST',
    path: '/wps/account/authenticator/setup',
    auth: true,
    encrypted: false,
    request: none,
    response: z.object({ secret: z.string(), otpauthUrl: z.string(), expiresInSeconds: z.number() }),
  }),
  authenticatorEnable: endpoint({
    method: 'POST',
    path: '/wps/account/authenticator/enable',
    auth: true,
    encrypted: false,
    request: z.object({ code: codeField }),
    response: ok,
  }),
  loginHistory: endpoint({
    method: 'GET',
    path: '/wps/account/logins',
    auth: true,
    encrypted: false,
    request: z.object({
      pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
    }),
    response: z.object({ rows: z.array(loginRecordSchema), total: z.number(), pageSize: z.number() }),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
