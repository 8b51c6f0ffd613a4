import * as z from 'zod/mini';
import { plain, readable, singleLine } from './text';

/** Interface language codes are opaque: the list comes from the server. */
export const languageSchema = z.object({ code: z.string(), name: z.string() });
export type Language = z.infer<typeof languageSchema>;

export interface WhitelabelNode {
  modId: string;
  name: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
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

export const balanceSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  unreadMessages: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const bannerGroups = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lottery',
  'down',
  'promotions',
  'shop',
  'help',
  'register',
  'inhouse',
] as const;
export type BannerGroup = (typeof bannerGroups)[number];

export const bannerSchema = z.object({
  bannerId: z.number(),
  url: z.string(),
  groupName: z.enum(bannerGroups),
  /** null: not clickable; 'url' opens link, 'route' navigates inside the site */
  linkageType: z.nullable(z.enum(['url', 'route', 'promotion', 'game'])),
  link: z.nullable(z.string()),
  title: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementSchema = z.object({
  id: z.number(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  title: z.string(),
  /** HTML; the site sanitises it before showing */
  content: z.string(),
  date: z.string(),
  popup: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const promotionSchema = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const homeNoticeSchema = z.object({
  player: z.nullable(z.object({ account: z.string(), unreadMessages: z.number() })),
  banners: z.array(bannerSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(promotionSchema),
});
export type HomeNotice = z.infer<typeof homeNoticeSchema>;

export const gameCategories = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'INHOUSE',
] as const;
export type GameCategory = (typeof gameCategories)[number];

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  iconUrl: z.string(),
  isHot: z.number(),
  gameType: z.string(),
  gameId: z.nullable(z.string()),
  nodeId: z.string(),
  roomId: z.nullable(z.string()),
  accountTypeName: z.nullable(z.string()),
  isGame: z.nullable(z.string()),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({
  gameCategory: z.enum(gameCategories),
  title: z.string(),
  gameClassify: z.array(z.string()),
  cards: z.array(vendorCardSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;
