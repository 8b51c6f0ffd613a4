import * as z from 'zod/mini';
import { REGISTRATION_BODY_LIMIT, endpoint, none, ok, type endpoint as EndpointFn } from './endpoint';
import { plain, readable, singleLine } from './text';

export { AGENT_CENTRE_TYPES, GUEST_TYPE, isAgentType, isGuestType } from './member-rules';

/** The member: registration, the member's information and language. */

const trimmedText = (max: number) => z.string().check(z.trim(), z.maxLength(max), singleLine());
/**
 * A registration field that is a name, a handle, a number or a code: no
 * control characters and no markup characters (`< > " ' \``), whether the
 * brand switched the field on or not. The platform's format of each stored
 * field (member-fields.ts) applies on top through `validateField`.
 */
const plainText = (max: number) => trimmedText(max).check(plain());
/** passwords: any character a keyboard types, no control characters */
const secret = z.string().check(z.maxLength(128), readable());

/** The registration form (spec section 3), as `register` and `registerMobile` send it. */
export const registerRequestSchema = z.object({
  username: plainText(64),
  password: secret,
  confirmPassword: secret,
  payeeName: z.optional(plainText(128)),
  email: z.optional(plainText(254)),
  qqNum: z.optional(plainText(64)),
  mobileNum: z.optional(plainText(32)),
  recommenderId: z.optional(plainText(64)),
  captcha: z.optional(plainText(16)),
  captchaKey: z.optional(plainText(64)),
  verificationCode: z.optional(plainText(255)),
  affiliateCode: z.optional(plainText(64)),
  paymentPassword: z.optional(secret),
  line: z.optional(plainText(64)),
  whatsapp: z.optional(plainText(64)),
  zalo: z.optional(plainText(64)),
  facebook: z.optional(plainText(128)),
  wechat: z.optional(plainText(64)),
  idNumber: z.optional(plainText(64)),
  /** YYYY-MM-DD, where the brand's fields include it */
  birthday: z.optional(plainText(10)),
  referralCode: z.optional(plainText(64)),
  domain: z.optional(plainText(255)),
  countryDialingCode: z.optional(plainText(8)),
  // kept only as origin and path of an http(s) address (member-fields.ts normaliseRegisterUrl)
  registerUrl: z.optional(trimmedText(2048)),
  registerMethod: z.optional(z.literal('WEB')),
  login: z.optional(z.boolean()),
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: z.optional(z.string().check(z.maxLength(4096), singleLine())),
  ageConfirmed: z.optional(z.boolean()),
  termsAccepted: z.optional(z.boolean()),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const clubLabelSchema = z.object({
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  rankLevel: z.number(),
});
export const memberLabelSchema = z.object({
  labelName: z.string(),
  textColor: z.string(),
  bgColor: z.string(),
});

/** isAgent: 0 member, 1/2/41/42 agent types, 4 guest (free play) */
export const memberInfoSchema = z.object({
  id: z.number(),
  /** a withdraw-only session (a time-out or self-exclusion with money left): the site shows the withdrawal alone */
  withdrawOnly: z.optional(z.boolean()),
  account: z.string(),
  customerId: z.string(),
  nickname: z.string(),
  isAgent: z.number(),
  toUpline: z.boolean(),
  avatarUrl: z.nullable(z.string()),
  clubLabel: z.nullable(clubLabelSchema),
  memberLabel: z.array(memberLabelSchema),
  email: z.nullable(z.string()),
  mobileNum: z.nullable(z.string()),
  currency: z.string(),
  language: z.nullable(z.string()),
  /** the login before this one, shown to the player as a safety check */
  previousLoginAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const registerResponseSchema = z.object({
  account: z.string(),
  token: z.nullable(z.string()),
  user: z.nullable(memberInfoSchema),
});

export const memberApi = {
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
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
