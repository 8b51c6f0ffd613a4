import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { merchants } from './system';

// Members (players, agents, guests), their labels and their messages.

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
    /** YYYY-MM-DD, where the brand's registration asks for it */
    birthday: date('birthday', { mode: 'string' }),
    referralCode: text('referral_code'),
    /** the member whose referral code (or account) the registration carried */
    referrerId: integer('referrer_id').references((): AnyPgColumn => members.id),
    /** base32 secret of the member's authenticator app (TOTP, RFC 6238); null: none set up */
    authenticatorSecret: text('authenticator_secret'),
    registerUrl: text('register_url'),
    registerDomain: text('register_domain'),
    registerIp: text('register_ip'),
    /** SHA-256 of the device id the registering browser sent (the `Device` header): one person's gift is one device's */
    registerDevice: text('register_device'),
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
    // the invite page lists the friends a member referred
    index('members_referrer_idx').on(t.referrerId),
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

export const memberMessages = pgTable(
  'member_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    title: text('title').notNull(),
    /** HTML; the site sanitises it before showing it, as the announcements */
    content: text('content').notNull(),
    /** service (always delivered) or marketing (not while a time-out or self-exclusion holds) */
    kind: text('kind').notNull().default('service'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** the member deleted it: it leaves the inbox */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_messages_member_idx').on(t.memberId),
    check('member_messages_kind_ck', sql`${t.kind} in ('service', 'marketing')`),
  ],
);

/** A member row as the code passes it around. */
export type Member = typeof members.$inferSelect;
