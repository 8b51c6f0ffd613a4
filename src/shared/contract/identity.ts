import * as z from 'zod/mini';
import { endpoint, ok, type endpoint as EndpointFn } from './endpoint';
import { botCheckSchema } from './bot-check';
import { loginResponseSchema } from './session';
import { readable, singleLine } from './text';

/**
 * Identity calls beyond the first screen's: registration rules at work,
 * SMS codes, passwords, free play, new-device verification.
 */

// no control characters in any of them (contract/text.ts), like the server's check of every request;
// names, codes, addresses and tickets are single lines: no tab or line break inside either
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max), singleLine());
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), singleLine());
const password = z.string().check(z.minLength(1), z.maxLength(128), readable());

/** A mobile number with its country dialing code ("+84"). */
export const mobileSchema = z.object({
  mobileNum: required(32),
  countryDialingCode: z.optional(trimmed(8)),
});

/** An SMS code request guarded by the bot check (login and registration codes). */
export const checkedMobileSchema = z.object({ ...mobileSchema.shape, botCheck: z.optional(botCheckSchema) });

/** Answer of the SMS code requests: the code lives this many minutes (the countdown is minutes × 60 s). */
export const smsSentSchema = z.object({ expiredMinutes: z.number() });

/** 'authenticator': a 6-digit code of an authenticator app (TOTP, RFC 6238), offered when the member set one up. */
export const deviceMethods = ['sms', 'email', 'payeeName', 'authenticator'] as const;
export type DeviceMethod = (typeof deviceMethods)[number];

/**
 * `value` of a login refused with VERIFICATION_REQUIRED: the account is asked
 * for from a network it has never used. The ticket continues the login once
 * one of the methods is verified.
 */
export const deviceChallengeSchema = z.object({
  ticket: z.string(),
  methods: z.array(z.enum(deviceMethods)),
  maskedMobile: z.nullable(z.string()),
  maskedEmail: z.nullable(z.string()),
});
export type DeviceChallenge = z.infer<typeof deviceChallengeSchema>;

export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  /** the code or link of the message, when it carries one (development only) */
  code: z.nullable(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const identityApi = {
  smsNoLogin: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: false,
    encrypted: false,
    request: checkedMobileSchema,
    response: smsSentSchema,
  }),
  smsRegister: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    auth: false,
    encrypted: false,
    request: checkedMobileSchema,
    response: smsSentSchema,
  }),
  freePlayLogin: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: false,
    encrypted: false,
    request: z.object({}),
    response: loginResponseSchema,
  }),
  affiliateCheck: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: false,
    encrypted: false,
    request: z.object({ code: required(64), domain: z.optional(trimmed(255)) }),
    response: z.object({ valid: z.boolean() }),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    auth: true,
    encrypted: true,
    request: z.object({ oldPassword: password, newPassword: password, confirmNewPassword: password }),
    response: ok,
  }),
  forgotByEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    auth: false,
    encrypted: false,
    request: z.object({ username: required(64), email: required(128) }),
    response: ok,
  }),
  resetByEmailToken: endpoint({
    method: 'POST',
    path: '/wps/member/password/reset',
    auth: false,
    encrypted: true,
    request: z.object({ token: required(128), newPassword: password, confirmNewPassword: password }),
    response: z.object({ account: z.string() }),
  }),
  forgotSendCode: endpoint({
    method: 'POST',
    path: '/wps/member/password/sms',
    auth: false,
    encrypted: false,
    request: mobileSchema,
    /** expirationTime: when the code dies, ms since 1970 (the countdown runs until then) */
    response: z.object({ expirationTime: z.number() }),
  }),
  forgotVerifyCode: endpoint({
    method: 'POST',
    path: '/wps/member/password/sms/verify',
    auth: false,
    encrypted: false,
    request: z.object({ ...mobileSchema.shape, verificationCode: required(255) }),
    response: z.object({ verified: z.boolean() }),
  }),
  resetByPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    auth: false,
    encrypted: true,
    request: z.object({
      ...mobileSchema.shape,
      verificationCode: required(255),
      newPassword: password,
      confirmNewPassword: z.optional(password),
    }),
    /** the account whose password changed: the site logs in with it */
    response: z.object({ account: z.string() }),
  }),
  deviceSendCode: endpoint({
    method: 'POST',
    path: '/wps/verification/device/send',
    auth: false,
    encrypted: false,
    request: z.object({ ticket: required(128), method: z.enum(['sms', 'email']) }),
    response: smsSentSchema,
  }),
  deviceVerify: endpoint({
    method: 'POST',
    path: '/wps/verification/device',
    auth: false,
    encrypted: true,
    request: z.object({ ticket: required(128), method: z.enum(deviceMethods), answer: required(255), withdrawOnly: z.optional(z.boolean()) }),
    response: loginResponseSchema,
  }),
  /**
   * Development only (see docs/api.md): the messages of the outbox to one recipient, newest first.
   * `to` is a whole address or number (with or without its dialing code): never every recipient's.
   */
  devOutbox: endpoint({
    method: 'GET',
    path: '/wps/dev/outbox',
    auth: false,
    encrypted: false,
    request: z.object({ to: required(160) }),
    response: z.array(outboxMessageSchema),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;

/**
 * `value.reason` of an identity refusal whose code alone does not say why
 * (a FORBIDDEN may be a blocked network or a guest account): the site shows
 * the reason's own words.
 */
export const identityFailureReasons = [
  'ipBlocked',
  'guestRefused',
  'freePlayOff',
  'verificationExpired',
  'resetLinkExpired',
  'featureOff',
  'registrationClosed',
] as const;
export type IdentityFailureReason = (typeof identityFailureReasons)[number];

/** Translation keys of the identity calls' field errors (beside `validationKeys` of patterns.ts). */
export const identityKeys = {
  codeInvalid: 'validation.codeInvalid',
  codeExpired: 'validation.codeExpired',
  oldPassword: 'validation.oldPassword',
  samePassword: 'validation.samePassword',
  accountEmail: 'validation.accountEmail',
  answerWrong: 'validation.answerWrong',
  referralCode: 'validation.referralCode',
} as const;
