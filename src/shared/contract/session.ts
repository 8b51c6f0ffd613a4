import * as z from 'zod/mini';
import { endpoint, none, ok, type endpoint as EndpointFn } from './endpoint';
import { botCheckSchema } from './bot-check';
import { memberInfoSchema } from './member';
import { singleLine } from './text';

/** Sessions: login, logout, and a login handed over by a link. */

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max), singleLine());

/** A login code of a link: 32 random bytes, base64url (43 characters). */
export const LOGIN_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const loginRequestSchema = z.object({
  username: trimmed(64).check(z.minLength(1)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  type: z.enum(['username', 'sms']),
  captcha: z.optional(z.string().check(z.maxLength(16))),
  captchaKey: z.optional(z.string().check(z.maxLength(64))),
  countryDialingCode: z.optional(z.string().check(z.maxLength(8))),
  /** the bot check (type username only; the server requires it while BOT_CHECK_BITS > 0) */
  botCheck: z.optional(botCheckSchema),
  /** a member on a time-out or self-exclusion with money left asks for a session scoped to withdrawal (docs/api.md, player protection) */
  withdrawOnly: z.optional(z.boolean()),
  /** `app`: the site runs as the installed app (display-mode standalone); what the client says, not a proof (docs/api.md, App download bonus) */
  platform: z.optional(z.enum(['web', 'app'])),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  user: memberInfoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionApi = {
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
  /** A login handed over by a link: a code for this session's member (docs/api.md "Login by link"). */
  loginLinkIssue: endpoint({
    method: 'POST',
    path: '/wps/session/link',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: z.object({ code: z.string(), expiresAt: z.number() }),
  }),
  /** Exchanges a code of `loginLinkIssue` (from `?loginCode=`) for a session of its member. */
  loginLinkExchange: endpoint({
    method: 'POST',
    path: '/wps/session/link/exchange',
    auth: false,
    encrypted: false,
    request: z.object({ code: z.string().check(z.regex(LOGIN_CODE_PATTERN)) }),
    response: loginResponseSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
