import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  cidr,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BrandSettings } from '../../../src/shared/contract/system';

/*
 * Tables of the reference platform server. Plain PostgreSQL 15 features only
 * (the embedded PGlite is 18, Debian's server is 15).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- brand

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

/** Addresses refused with system status 2 (IP restriction). */
export const blockedNetworks = pgTable('blocked_networks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  network: cidr('network').notNull().unique(),
  reason: text('reason').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

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

export const helpSections = pgTable(
  'help_sections',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('help_sections_merchant_idx').on(t.merchantCode)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: text('id').primaryKey(),
    sectionId: text('section_id').notNull().references(() => helpSections.id),
    title: text('title').notNull(),
    /** HTML; the site sanitises it */
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('help_articles_section_idx').on(t.sectionId)],
);

// ---------------------------------------------------------------- content

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** stable natural key, so the seed can tell what it already wrote */
    code: text('code').notNull().unique(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    linkageType: text('linkage_type'),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantCode, t.groupName)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** B, PL, PU, PR or H (specification section 1) */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    popup: boolean('popup').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('announcements_merchant_idx').on(t.merchantCode, t.publishedAt)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantCode)],
);

/** Kinds of operator content that carry per-language copies in `content_translations`. */
export const translatableKinds = ['banner', 'announcement', 'promotion', 'help_section', 'help_article'] as const;
export type TranslatableKind = (typeof translatableKinds)[number];

/**
 * Operator content per language: the base rows above hold the English copy;
 * a row here overrides some of their text fields (`fields`: title, subtitle,
 * summary, content) for one language. `code` is the base row's natural key
 * (banner, announcement and promotion code, help section and article id).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    /** the site's language code: CN, EN, ID, TH, TY, VI */
    language: text('language').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.code, t.language] }),
    check(
      'content_translations_kind_ck',
      sql`${t.kind} in ('banner', 'announcement', 'promotion', 'help_section', 'help_article')`,
    ),
    check('content_translations_fields_ck', sql`jsonb_typeof(${t.fields}) = 'object'`),
  ],
);

/** One lane of the vendor menu per game category. */
export const gameLanes = pgTable(
  'game_lanes',
  {
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    category: text('category').notNull(),
    title: text('title').notNull(),
    classify: jsonb('classify').$type<string[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.category] })],
);

export const gameVendors = pgTable(
  'game_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    category: text('category').notNull(),
    /** vendor code, "vassalage" in the site's words */
    code: text('code').notNull(),
    name: text('name').notNull(),
    gameType: text('game_type').notNull(),
    accountTypeName: text('account_type_name'),
    isGame: text('is_game'),
    isHot: boolean('is_hot').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('game_vendors_merchant_category_code_uq').on(t.merchantCode, t.category, t.code)],
);

// ---------------------------------------------------------------- members

export const clubLabels = pgTable('club_labels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  labelName: text('label_name').notNull(),
  color: text('color').notNull(),
  color2: text('color2').notNull(),
  rankLevel: integer('rank_level').notNull(),
});

export const memberLabels = pgTable('member_labels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  labelName: text('label_name').notNull(),
  textColor: text('text_color').notNull(),
  bgColor: text('bg_color').notNull(),
});

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    /** 0 member, 1/2/41/42 agent types, 4 guest (free play) */
    isAgent: integer('is_agent').notNull().default(0),
    /** active, locked, or template (the free-play guest template: never logs in) */
    status: text('status').notNull().default('active'),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    /** an agent's invitation code: registrations carrying it join the agent's downline */
    inviteCode: text('invite_code').unique(),
    clubLabelId: integer('club_label_id').references(() => clubLabels.id),
    avatarUrl: text('avatar_url'),
    email: text('email'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    payeeName: text('payee_name'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    referralCode: text('referral_code'),
    /** the member whose referral code (or account) the registration carried */
    referrerId: integer('referrer_id').references((): AnyPgColumn => members.id),
    /** base32 secret of the member's authenticator app (TOTP, RFC 6238); null: none set up */
    authenticatorSecret: text('authenticator_secret'),
    registerUrl: text('register_url'),
    registerDomain: text('register_domain'),
    registerIp: text('register_ip'),
    language: text('language'),
    /** the password was set by someone else (an agent): change it at the next login */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // usernames are unique without regard to case: "Demo" and "demo" are one account
    uniqueIndex('members_merchant_account_uq').on(t.merchantCode, sql`lower(${t.account})`),
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantCode, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    index('members_upline_idx').on(t.uplineId),
    check('members_is_agent_ck', sql`${t.isAgent} in (0, 1, 2, 4, 41, 42)`),
    check('members_status_ck', sql`${t.status} in ('active', 'locked', 'template')`),
  ],
);

export const memberLabelLinks = pgTable(
  'member_label_links',
  {
    memberId: integer('member_id').notNull().references(() => members.id),
    labelId: integer('label_id').notNull().references(() => memberLabels.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.labelId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    /** SHA-256 of the token, hex: the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Every login attempt on a known account, for the player's own security history. */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    success: boolean('success').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('member_logins_member_idx').on(t.memberId, t.createdAt)],
);

export const memberMessages = pgTable(
  'member_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId)],
);

// ---------------------------------------------------------------- security

/** Captcha challenges: both the key and the answer are stored only as hashes; deleted when used. */
export const captchas = pgTable(
  'captchas',
  {
    keyHash: text('key_hash').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Nonces of opened encrypted bodies, kept until their time stamp could no longer pass. */
export const payloadNonces = pgTable(
  'payload_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payload_nonces_expires_idx').on(t.expiresAt)],
);

/** The RSA key pair of the payload encryption, generated once and shared by every instance. */
export const payloadKeys = pgTable('payload_keys', {
  slot: text('slot').primaryKey(),
  keyId: text('key_id').notNull().unique(),
  publicKey: text('public_key').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- money

/**
 * Wallet accounts: one per member, plus house accounts of the operator (cash
 * clearing, game results, bonuses). Amounts are minor units (1/100 of the
 * currency unit) as bigint. `balance` caches the sum of the account's postings
 * and is only written by the ledger, in the same transaction as the postings.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** member or house */
    kind: text('kind').notNull(),
    memberId: integer('member_id').unique().references(() => members.id),
    /** house accounts' stable name, e.g. LOTUS:HOUSE:CASH */
    code: text('code').unique(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wallet_accounts_kind_ck', sql`${t.kind} in ('member', 'house')`),
    check(
      'wallet_accounts_owner_ck',
      sql`(${t.kind} = 'member' and ${t.memberId} is not null) or (${t.kind} = 'house' and ${t.code} is not null)`,
    ),
    // a member can never owe the house through their wallet; house accounts may go negative
    check('wallet_accounts_member_balance_ck', sql`${t.kind} <> 'member' or ${t.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** deposit, withdrawal, transfer, bet, payout, bonus, adjustment */
    kind: text('kind').notNull(),
    memo: text('memo').notNull().default(''),
    fromAccountId: integer('from_account_id').notNull().references(() => walletAccounts.id),
    toAccountId: integer('to_account_id').notNull().references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transactions_amount_ck', sql`${t.amount} > 0`),
    check('ledger_transactions_accounts_ck', sql`${t.fromAccountId} <> ${t.toAccountId}`),
    index('ledger_transactions_from_idx').on(t.fromAccountId, t.createdAt),
    index('ledger_transactions_to_idx').on(t.toAccountId, t.createdAt),
  ],
);

/** Double entry: the postings of one transaction sum to zero (checked by a deferred trigger). */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id').notNull().references(() => walletAccounts.id),
    /** signed: negative leaves the account, positive enters it */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_postings_amount_ck', sql`${t.amount} <> 0`),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
  ],
);

export * from './schema-identity';
export * from './schema-games';
