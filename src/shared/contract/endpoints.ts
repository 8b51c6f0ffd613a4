import * as z from 'zod/mini';
import { REGISTRATION_BODY_LIMIT, endpoint } from './endpoint';
import { gamesApi } from './games-endpoints';
import { botCheckSchema, identityApi } from './identity-endpoints';
import { socialApi } from './social-endpoints';
import { singleLine } from './text';
import {
  balanceSchema,
  countryCodeSchema,
  helpSectionSchema,
  homeNoticeSchema,
  memberInfoSchema,
  registerRequestSchema,
  registerSettingsSchema,
  systemStatusSchema,
  vendorLaneSchema,
  whitelabelNodeSchema,
} from './models';

export type { Endpoint, HttpMethod, RequestOf, ResponseOf } from './endpoint';
// the registration form lives in models.ts (the social registration reuses it); its old home re-exports it
export { registerRequestSchema, type RegisterRequest } from './models';

import { none, ok } from './endpoint';

/** The body an E call actually sends: see docs/api.md, "Payload encryption". */
export const encryptedBodySchema = z.object({
  keyId: z.string(),
  /** RSA-OAEP(SHA-256) wrapped 64 bytes: AES-256 key followed by HMAC key, base64 */
  ek: z.string(),
  /** AES-CBC IV, base64 (16 bytes) */
  iv: z.string(),
  /** AES-256-CBC ciphertext of the JSON plaintext, base64 */
  ct: z.string(),
  /** HMAC-SHA256 over `iv.ct` (the two base64 strings joined by a dot), hex */
  mac: z.string(),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** Inside the ciphertext: the real body, with a time stamp and nonce against replay. */
export const encryptedPlaintextSchema = z.object({
  ts: z.number(),
  nonce: z.string(),
  body: z.unknown(),
});

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max), singleLine());

export const loginRequestSchema = z.object({
  username: trimmed(64).check(z.minLength(1)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  type: z.enum(['username', 'sms']),
  captcha: z.optional(z.string().check(z.maxLength(16))),
  captchaKey: z.optional(z.string().check(z.maxLength(64))),
  countryDialingCode: z.optional(z.string().check(z.maxLength(8))),
  /** the bot check (type username only; the server requires it while BOT_CHECK_BITS > 0) */
  botCheck: z.optional(botCheckSchema),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  user: memberInfoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  account: z.string(),
  token: z.nullable(z.string()),
  user: z.nullable(memberInfoSchema),
});

export const api = {
  systemStatus: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    auth: false,
    encrypted: false,
    request: z.object({ url: z.string().check(z.maxLength(255)) }),
    response: systemStatusSchema,
  }),
  whitelabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: false,
    encrypted: false,
    request: none,
    response: z.array(whitelabelNodeSchema),
  }),
  registerSettings: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: false,
    encrypted: false,
    request: none,
    response: registerSettingsSchema,
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: false,
    encrypted: false,
    request: none,
    response: z.object({ domainList: z.array(z.string()) }),
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: false,
    encrypted: false,
    request: none,
    response: z.array(helpSectionSchema),
  }),
  countryCodes: endpoint({
    method: 'GET',
    path: '/wps/system/countryCodes',
    auth: false,
    encrypted: false,
    request: none,
    response: z.array(countryCodeSchema),
  }),
  publicKey: endpoint({
    method: 'GET',
    path: '/wps/system/publicKey',
    auth: false,
    encrypted: false,
    request: none,
    /** SPKI DER of an RSA-OAEP (SHA-256) key, base64 */
    response: z.object({ keyId: z.string(), publicKey: z.string() }),
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    auth: false,
    encrypted: false,
    request: none,
    /** base64 SVG image; the key to answer it with comes in the `X-Captcha-Key` header */
    response: z.string(),
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    auth: false,
    encrypted: true,
    request: loginRequestSchema,
    response: loginResponseSchema,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: true,
    encrypted: false,
    request: none,
    response: ok,
  }),
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    auth: false,
    encrypted: true,
    request: registerRequestSchema,
    response: registerResponseSchema,
    bodyLimit: REGISTRATION_BODY_LIMIT,
  }),
  registerMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    auth: false,
    encrypted: true,
    request: registerRequestSchema,
    response: registerResponseSchema,
    bodyLimit: REGISTRATION_BODY_LIMIT,
  }),
  memberInfo: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    auth: true,
    encrypted: false,
    request: none,
    response: memberInfoSchema,
  }),
  updateLanguage: endpoint({
    method: 'PUT',
    path: '/wps/member/language',
    auth: true,
    encrypted: false,
    request: z.object({ language: z.string().check(z.minLength(2), z.maxLength(8)) }),
    response: ok,
  }),
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: true,
    encrypted: false,
    request: none,
    response: balanceSchema,
  }),
  homeNotice: endpoint({
    method: 'GET',
    path: '/wps/system/homeNotice',
    auth: false,
    encrypted: false,
    request: z.object({
      types: z.optional(z.string()),
      platform: z.optional(z.string()),
      execution: z.optional(z.string()),
    }),
    response: homeNoticeSchema,
  }),
  gameVendors: endpoint({
    method: 'GET',
    path: '/wps/game/vendors',
    auth: false,
    encrypted: false,
    request: z.object({ platform: z.optional(z.string()) }),
    response: z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }),
  }),
  ...identityApi,
  ...socialApi,
  ...gamesApi,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
