import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BrandSettings } from '../../../../src/shared/contract/system';
import { createdAt, updatedAt } from './columns';

// The brands (merchants) and what each one offers: languages, the whitelabel
// module tree, resources, domains, registration rules; the country codes.

export interface CustomerServiceConfig {
  liveChatUrl: string;
  vipChatUrl: string;
  zalo: string;
  email: string;
  hotline: string;
}

export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  brandName: text('brand_name').notNull(),
  /** the merchant answering requests without a Merchant header or known domain */
  isDefault: boolean('is_default').notNull().default(false),
  platform: text('platform').notNull(),
  lotteryType: text('lottery_type').notNull(),
  device: text('device').notNull(),
  prizeModes: jsonb('prize_modes').$type<string[]>().notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  defaultLanguage: text('default_language').notNull(),
  settings: jsonb('settings').$type<BrandSettings>().notNull(),
  customerService: jsonb('customer_service').$type<CustomerServiceConfig>().notNull(),
  gtagId: text('gtag_id'),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull().default([]),
  launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull().default([]),
  maintenance: boolean('maintenance').notNull().default(false),
  /** the merchant wallet is single (spec: isSingle): every vendor plays from the main wallet, no transfer wallets */
  singleWallet: boolean('single_wallet').notNull().default(false),
  maintenanceTitle: text('maintenance_title').notNull().default('System Maintenance'),
  maintenanceMessage: text('maintenance_message').notNull().default(''),
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const merchantLanguages = pgTable(
  'merchant_languages',
  {
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.code] })],
);

/** The whitelabel module tree: feature switches the site reads by modId. */
export const whitelabelModules = pgTable(
  'whitelabel_modules',
  {
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.modId] })],
);

export const merchantResources = pgTable(
  'merchant_resources',
  {
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
    labelNameEn: text('label_name_en').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.resourceType] })],
);

/** Domains of a merchant: used to find the merchant by host and as the mirror list. */
export const merchantDomains = pgTable(
  'merchant_domains',
  {
    domain: text('domain').primaryKey(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** listed in the domain-route (speed test) answer */
    mirror: boolean('mirror').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('merchant_domains_merchant_idx').on(t.merchantCode)],
);

export const registerSettings = pgTable('register_settings', {
  merchantCode: text('merchant_code').primaryKey().references(() => merchants.code),
  captchaEnabled: boolean('captcha_enabled').notNull(),
  usernameRegistration: boolean('username_registration').notNull(),
  mobileRegistration: boolean('mobile_registration').notNull(),
  mobileRegistrationWithPassword: boolean('mobile_registration_with_password').notNull(),
  smsVerification: boolean('sms_verification').notNull(),
  initialDialingCode: text('initial_dialing_code').notNull(),
});

/** One rule per registration field; the pattern source comes from the shared pattern table by id. */
export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    patternId: integer('pattern_id').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.field] }),
    check('register_field_rules_pattern_ck', sql`${t.patternId} between 0 and 21`),
    check('register_field_rules_length_ck', sql`${t.minLength} >= 0 and ${t.maxLength} >= ${t.minLength}`),
  ],
);

export const countryCodes = pgTable('country_codes', {
  countryCode: text('country_code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
