import type { BrandSettings, RegisterFieldName } from '../../../../src/shared/contract/system';
import type { CustomerServiceConfig } from '../../db/schema/system';

export const MERCHANT = 'LOTUS';

export const brand = {
  code: MERCHANT,
  brandName: 'Lotus Play',
  isDefault: true,
  platform: 'web',
  lotteryType: 'SEA',
  device: 'WEB',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  currency: 'VND',
  currencySymbol: '₫',
  defaultLanguage: 'TY',
  settings: {
    loginedToHomePage: false,
    forcePasswordChange: true,
    freePlay: true,
    googleSignIn: false,
    facebookSignIn: false,
    esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
    inhouseVendors: ['XGS', 'SS'],
    // free play: the house's own games, slots, fishing, card games and the lotteries; not live dealers or sports
    trialCategories: ['INHOUSE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'],
    // the brand's own player-protection rules (every player gets them; staff edit them in the console):
    // at most 500 million ₫ deposited in 24 hours, at most 100 million ₫ on one bet
    protection: { depositDay: 500_000_000, depositWeek: null, depositMonth: null, maxStake: 100_000_000, realityCheckMinutes: null },
  } satisfies BrandSettings,
  customerService: {
    // the help centre stands in for a live-chat provider until one is connected; being on this
    // site it is closed with the site, so the status pages' Contact Us offers Zalo, e-mail and hotline
    liveChatUrl: '/helpmc',
    vipChatUrl: '/helpmc?vip=1',
    zalo: 'https://zalo.me/0900000000',
    email: 'support@lotusplay.example',
    hotline: '+84 28 0000 0000',
  } satisfies CustomerServiceConfig,
  gtagId: null,
  imageCdns: [],
  launchGameCdns: [],
  maintenance: false,
  maintenanceTitle: 'System Maintenance',
  maintenanceMessage: 'We are upgrading our systems to serve you better. Your balance and bets are safe.',
};

export const languages = [
  { code: 'TY', name: 'Tiếng Việt (TY)' },
  { code: 'VI', name: 'Tiếng Việt' },
  { code: 'EN', name: 'English' },
  { code: 'CN', name: '简体中文' },
  { code: 'TH', name: 'ไทย' },
  { code: 'ID', name: 'Bahasa Indonesia' },
];

export interface ModuleSeed {
  modId: string;
  name: string;
  enabled: boolean;
  children?: ModuleSeed[];
}

/** Feature switches the site reads by modId (search the tree: flags sit under their group). */
export const modules: ModuleSeed[] = [
  {
    modId: 'ACCOUNT',
    name: 'Registration and login',
    enabled: true,
    children: [
      { modId: 'DIRECTREG3', name: 'Direct registration', enabled: true },
      { modId: 'MOBILEREG', name: 'Registration with a mobile number', enabled: true },
      { modId: 'SMSLOGIN', name: 'Login with a verification code', enabled: true },
      // off until the brand has a Firebase project (FIREBASE_PROJECT_ID, VITE_FIREBASE_CONFIG)
      { modId: 'FIREBASESMS', name: 'Text-message verification through the identity service', enabled: false },
      { modId: 'CHNGPASSVERIF3', name: 'Password reset by mobile number', enabled: true },
      { modId: 'FORCECHANGEPASS', name: 'Forced password change', enabled: true },
    ],
  },
  {
    modId: 'SERVICE',
    name: 'Customer service',
    enabled: true,
    children: [{ modId: 'CBS3', name: 'Customer-service chat', enabled: true }],
  },
  {
    modId: 'PLAY',
    name: 'Games',
    enabled: true,
    children: [{ modId: 'FREEPLAY', name: 'Free play (guest account)', enabled: true }],
  },
  { modId: 'MEMBERCENTER', name: 'Member centre', enabled: true },
  {
    modId: 'AGENTCENTER',
    name: 'Agent centre',
    enabled: true,
    children: [
      { modId: 'DIVIDEND', name: 'Dividend contracts', enabled: true },
      { modId: 'SALARY', name: 'Daily wages', enabled: true },
      { modId: 'HOURSALARY', name: 'Hourly salary', enabled: false },
      { modId: 'REALTIMESALARY', name: 'Real-time salary', enabled: true },
    ],
  },
];

export const resources = [
  { resourceType: 'AFFILIATELINK', url: '/register?affiliateCode=LOTUS88', qrCodeUrl: null, labelNameEn: 'Affiliate programme' },
  { resourceType: 'Android', url: '/down?app=android', qrCodeUrl: null, labelNameEn: 'Android app' },
  { resourceType: 'MOBILECONFIG', url: '/down?app=ios', qrCodeUrl: null, labelNameEn: 'iOS app (home-screen profile)' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/84900000000', qrCodeUrl: null, labelNameEn: 'WhatsApp' },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/lotusplay.example', qrCodeUrl: null, labelNameEn: 'Facebook' },
  { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/lotusplay.example', qrCodeUrl: null, labelNameEn: 'Instagram' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/lotusplay_example', qrCodeUrl: null, labelNameEn: 'Telegram' },
  { resourceType: 'ZALO', url: 'https://zalo.me/0900000000', qrCodeUrl: null, labelNameEn: 'Zalo' },
  { resourceType: 'SpeedTest', url: '/speedtest', qrCodeUrl: null, labelNameEn: 'Line speed test' },
  { resourceType: 'USDJUMP', url: '/help#deposits', qrCodeUrl: null, labelNameEn: 'How to buy USDT' },
];

/** Mirror domains shown on the speed-test list (reserved .example names: replace per deployment). */
export const domains = ['www.lotusplay.example', 'm.lotusplay.example', 'lotusplay1.example', 'lotusplay2.example'];

export const registerOptions = {
  // off so the demo signs up without a picture puzzle; one switch turns it on
  captchaEnabled: false,
  usernameRegistration: true,
  mobileRegistration: true,
  mobileRegistrationWithPassword: true,
  // mobile registration proves the number with a text-message code (written to the outbox)
  smsVerification: true,
  initialDialingCode: '+84',
};

export interface RuleSeed {
  enabled: boolean;
  required: boolean;
  patternId: number;
  minLength: number;
  maxLength: number;
}

/** Rules for all 15 registration fields, with pattern ids from the shared table (spec section 5). */
export const fieldRules: Record<RegisterFieldName, RuleSeed> = {
  username: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, patternId: 5, minLength: 8, maxLength: 20 },
  mobileNum: { enabled: true, required: false, patternId: 6, minLength: 9, maxLength: 11 },
  payeeName: { enabled: true, required: false, patternId: 21, minLength: 4, maxLength: 50 },
  paymentPassword: { enabled: true, required: false, patternId: 6, minLength: 6, maxLength: 6 },
  qqNum: { enabled: false, required: false, patternId: 6, minLength: 5, maxLength: 12 },
  line: { enabled: false, required: false, patternId: 19, minLength: 4, maxLength: 20 },
  whatsapp: { enabled: false, required: false, patternId: 6, minLength: 8, maxLength: 15 },
  zalo: { enabled: true, required: false, patternId: 6, minLength: 9, maxLength: 11 },
  facebook: { enabled: true, required: false, patternId: 9, minLength: 5, maxLength: 50 },
  wechat: { enabled: false, required: false, patternId: 9, minLength: 6, maxLength: 20 },
  idNumber: { enabled: false, required: false, patternId: 6, minLength: 9, maxLength: 12 },
  email: { enabled: true, required: false, patternId: 3, minLength: 6, maxLength: 64 },
  affiliateCode: { enabled: true, required: false, patternId: 4, minLength: 4, maxLength: 16 },
  // off in the demo brand: a brand that asks for it refuses players under 21
  birthday: { enabled: false, required: false, patternId: 0, minLength: 10, maxLength: 10 },
};

/** Entries of the blocked list, seeded disabled: an example of what status 2 is made of. */
export const blockedNetworks = [
  { network: '203.0.113.0/24', reason: 'Example entry (TEST-NET-3): enable to try the IP restriction page', enabled: false },
];
