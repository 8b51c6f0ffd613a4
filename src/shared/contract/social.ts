import * as z from 'zod/mini';
import { REGISTRATION_BODY_LIMIT, endpoint, type endpoint as EndpointFn } from './endpoint';
import { registerRequestSchema } from './member';
import { loginResponseSchema } from './session';
import { readable, singleLine } from './text';

/**
 * Sign-in through the third-party identity service (Google and Facebook via
 * Firebase Authentication): the site sends the service's ID token, the
 * server checks it and either logs the linked member in or hands out a
 * short-lived ticket to link an existing account or register a new one.
 * A link, once made, can never be changed or removed.
 */

/** Identity providers the social calls accept (the token's `firebase.sign_in_provider`). */
export const socialProviders = ['google.com', 'facebook.com'] as const;
export type SocialProviderId = (typeof socialProviders)[number];

// no control characters, like the server's check of every request (contract/text.ts); tokens are single lines
const idToken = z.string().check(z.trim(), z.minLength(1), z.maxLength(4096), singleLine());
const ticket = z.string().check(z.trim(), z.minLength(1), z.maxLength(128), singleLine());
const password = z.string().check(z.minLength(1), z.maxLength(128), readable());

/** `value` of a social login that found no linked member: choose to link or to register. */
export const linkRequiredSchema = z.object({
  status: z.literal('linkRequired'),
  /** single use, bound to the caller's address, valid `expiresInSeconds` */
  ticket: z.string(),
  expiresInSeconds: z.number(),
  provider: z.enum(socialProviders),
  /** from the ID token, to prefill and to show whom the player signed in as */
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
});
export type LinkRequired = z.infer<typeof linkRequiredSchema>;

export const socialLoginResponseSchema = z.union([
  z.object({ status: z.literal('loggedIn'), login: loginResponseSchema }),
  linkRequiredSchema,
]);
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;

/**
 * A new account for a third-party identity: the registration form without
 * what the identity proves already (captcha, text-message code). The
 * password is needed only when the brand's password rule requires one.
 */
const {
  captcha: _captcha,
  captchaKey: _captchaKey,
  verificationCode: _verificationCode,
  firebaseChannel: _firebaseChannel,
  firebaseIdToken: _firebaseIdToken,
  login: _login,
  password: _password,
  confirmPassword: _confirmPassword,
  ...registrationFields
} = registerRequestSchema.shape;

export const socialRegisterRequestSchema = z.object({
  ...registrationFields,
  ticket,
  password: z.optional(z.string().check(z.maxLength(128), readable())),
  confirmPassword: z.optional(z.string().check(z.maxLength(128), readable())),
});
export type SocialRegisterRequest = z.infer<typeof socialRegisterRequestSchema>;

/**
 * Why a social call (or a registration carrying an identity-service token)
 * failed, in `value.reason` of the failure envelope: the site shows
 * `social.reasons.<reason>`.
 */
export const socialFailureReasons = [
  'notConfigured',
  'providerOff',
  'tokenInvalid',
  'serviceUnavailable',
  'ticketExpired',
  'alreadyLinked',
  'identityTaken',
] as const;
export type SocialFailureReason = (typeof socialFailureReasons)[number];
export const socialFailureSchema = z.object({ reason: z.enum(socialFailureReasons) });

/** Field-error keys of the registration by an identity-service text message. */
export const socialKeys = {
  phoneMismatch: 'validation.phoneMismatch',
  identityTokenInvalid: 'validation.identityTokenInvalid',
} as const;

/**
 * A mobile number in E.164 ("+84" and "0912345678" → "+84912345678"): what
 * the identity service puts in `phone_number`. A national leading zero is
 * dropped; spaces, dashes and brackets are ignored.
 */
export function e164Of(countryDialingCode: string, mobileNum: string): string {
  const dialing = countryDialingCode.replace(/\D/g, '');
  const national = mobileNum.replace(/[\s().-]/g, '').replace(/^0+/, '');
  return `+${dialing}${national}`;
}

export const socialApi = {
  socialLogin: endpoint({
    method: 'POST',
    path: '/wps/session/login/social',
    auth: false,
    encrypted: true,
    request: z.object({ idToken, withdrawOnly: z.optional(z.boolean()) }),
    response: socialLoginResponseSchema,
  }),
  socialLink: endpoint({
    method: 'POST',
    path: '/wps/session/login/social/link',
    auth: false,
    encrypted: true,
    request: z.object({
      ticket,
      username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      password,
      captcha: z.optional(z.string().check(z.maxLength(16))),
      captchaKey: z.optional(z.string().check(z.maxLength(64))),
    }),
    response: loginResponseSchema,
  }),
  socialRegister: endpoint({
    method: 'PUT',
    path: '/wps/member/register/social',
    auth: false,
    encrypted: true,
    request: socialRegisterRequestSchema,
    response: loginResponseSchema,
    bodyLimit: REGISTRATION_BODY_LIMIT,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
