import * as z from 'zod/mini';
import { endpoint, none, type endpoint as EndpointFn } from './endpoint';
import { brandRulesSchema } from './protection';
import type { WhitelabelNode } from './system-rules';

export { isModuleOn, type WhitelabelNode } from './system-rules';

/** The site's public data: status, brand settings, modules, registration rules, help centre, country codes, the payload key. */

/** Interface language codes are opaque: the list comes from the server. */
export const languageSchema = z.object({ code: z.string(), name: z.string() });
export type Language = z.infer<typeof languageSchema>;

export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.object({
  modId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  get childrenNodes() {
    return z.array(whitelabelNodeSchema);
  },
});

export const resourceTypes = [
  'AFFILIATELINK',
  'Android',
  'MOBILECONFIG',
  'WHATSAPP',
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
  /** the brand's Zalo page (the Vietnam-facing brand's chat app; beside the spec's four networks) */
  'ZALO',
  'SpeedTest',
  'USDJUMP',
] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(resourceTypes),
  url: z.string(),
  qrCodeUrl: z.nullable(z.string()),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({
  liveChatUrl: z.string(),
  vipChatUrl: z.string(),
  zalo: z.string(),
  email: z.string(),
  hotline: z.string(),
});

export const brandSettingsSchema = z.object({
  /** Visitors without a session are sent to /login. */
  loginedToHomePage: z.boolean(),
  /** Force a password change on first login or expiry. */
  forcePasswordChange: z.boolean(),
  freePlay: z.boolean(),
  googleSignIn: z.boolean(),
  facebookSignIn: z.boolean(),
  esportsVendors: z.array(z.string()),
  inhouseVendors: z.array(z.string()),
  /**
   * Game categories a free-play account may play with its play money
   * (games-rules `trialMayPlay`); absent: DEFAULT_TRIAL_CATEGORIES.
   */
  trialCategories: z.optional(z.array(z.string())),
  /** the brand's own player-protection rules (every player gets them; absent: none), applied by the server's gate */
  protection: z.optional(brandRulesSchema),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const siteInfoSchema = z.object({
  brandName: z.string(),
  merchantCode: z.string(),
  platform: z.string(),
  lotteryType: z.string(),
  device: z.string(),
  prizeModes: z.array(z.string()),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(languageSchema),
  modules: z.array(whitelabelNodeSchema),
  settings: brandSettingsSchema,
  resources: z.array(resourceSchema),
  customerService: customerServiceSchema,
  analytics: z.object({ gtagId: z.nullable(z.string()) }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const locationSchema = z.object({
  ip: z.string(),
  countryCode: z.string(),
  country: z.string(),
});

export const systemStatusCodes = [0, 1, 2] as const;
export const systemStatusSchema = z.object({
  /** 0 normal, 1 maintenance, 2 IP or region restriction */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.nullable(
    z.object({ title: z.string(), message: z.string(), until: z.nullable(z.string()) }),
  ),
  regionRestriction: z.nullable(z.object({ ip: z.string(), country: z.string() })),
  location: locationSchema,
  info: siteInfoSchema,
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const registerFieldNames = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  /** YYYY-MM-DD; the member must be 21 (member-fields.ts birthdayProblem) */
  'birthday',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** a regular expression source, or '*' for anything */
  acceptedPattern: z.string(),
  patternId: z.number(),
  minLength: z.number(),
  maxLength: z.number(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registerSettingsSchema = z.object({
  fields: z.record(z.enum(registerFieldNames), fieldRuleSchema),
  captchaEnabled: z.boolean(),
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  mobileRegistrationWithPassword: z.boolean(),
  smsVerification: z.boolean(),
  initialDialingCode: z.string(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const countryCodeSchema = z.object({
  countryCode: z.string(),
  dialingCode: z.string(),
  name: z.string(),
});
export type CountryCode = z.infer<typeof countryCodeSchema>;

export const helpArticleSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });
export const helpSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  articles: z.array(helpArticleSchema),
});
export type HelpSection = z.infer<typeof helpSectionSchema>;

export const systemApi = {
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
    /** the address in use first, then the brand's mirrors: origins (`https://www.example.com`) */
    response: z.object({ domainList: z.array(z.string()) }),
  }),
  /**
   * The speed test's probe: answered by every origin of the brand, tiny,
   * never cached, readable from any origin (it says nothing but the time), so
   * the site times one round trip to each mirror from the player's browser.
   */
  ping: endpoint({
    method: 'GET',
    path: '/wps/system/ping',
    auth: false,
    encrypted: false,
    request: none,
    response: z.object({ time: z.number() }),
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
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
