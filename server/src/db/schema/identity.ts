import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The identity flows: the SMS and e-mail outbox, verification codes,
// password resets, lockout, device verification, third-party identities.

/**
 * Every text message and e-mail the platform "sends". Nothing leaves the
 * machine: development and the tests read them back (GET /wps/dev/outbox).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** sms or email */
    channel: text('channel').notNull(),
    /** "+84 912345678" for sms, the address for e-mail */
    recipient: text('recipient').notNull(),
    /** register, login, reset, device */
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_channel_ck', sql`${t.channel} in ('sms', 'email')`),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/**
 * One-time codes sent by text message or e-mail. Only the hash is kept; a code
 * dies when used, when it expires, or after a few wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.merchantCode, t.purpose, t.recipient, t.createdAt)],
);

/** Password-reset links sent by e-mail: the token is stored only as its hash, usable once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId)],
);

/**
 * Temporary locks after repeated wrong passwords. The way back: the lock ends
 * by itself at `lockedUntil`, or at once when the password is reset.
 */
export const accountLocks = pgTable('account_locks', {
  memberId: integer('member_id').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Networks a member has logged in from (or verified): a login from elsewhere needs an extra step. */
export const knownNetworks = pgTable(
  'known_networks',
  {
    memberId: integer('member_id').notNull(),
    ip: text('ip').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** A login that stopped at the new-network step: the ticket (hashed) continues it once verified. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_challenges_member_idx').on(t.memberId)],
);

/**
 * A member's third-party identities (Google, Facebook through the identity
 * service). Permanent: a link is never changed or removed (the database
 * refuses UPDATE and DELETE, migration 0004). One identity (uid) belongs to
 * at most one member of a brand, and a member has at most one identity per
 * provider.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** google.com or facebook.com */
    provider: text('provider').notNull(),
    /** the identity service's user id (the token's sub) */
    uid: text('uid').notNull(),
    /** the e-mail the token carried when linked, for customer service */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_identities_uid_uq').on(t.merchantCode, t.uid),
    uniqueIndex('member_identities_member_provider_uq').on(t.memberId, t.provider),
  ],
);

/**
 * A verified third-party identity waiting for the player to choose: link an
 * existing account or register a new one. The ticket is stored as its hash,
 * is bound to the address that got it, lives 10 minutes and is used once.
 */
export const socialTickets = pgTable(
  'social_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    provider: text('provider').notNull(),
    uid: text('uid').notNull(),
    email: text('email'),
    displayName: text('display_name'),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_tickets_expires_idx').on(t.expiresAt)],
);
