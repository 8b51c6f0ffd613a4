import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';

// Site sessions (the token of every T call), the login history and the
// login links handed over from another site of the brand.

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
    /**
     * A withdraw-only session of a member on a time-out or self-exclusion: the
     * code (TIMED_OUT, SELF_EXCLUDED) every call outside the balance and the
     * withdrawal answers. Null: an ordinary session.
     */
    withdrawOnly: text('withdraw_only'),
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

/**
 * A login handed over by a link (another site of the brand sends a member
 * here already logged in): a code of 32 random bytes, stored as its hash,
 * issued by a session call, bound to the brand and the address that asked
 * for it, living 60 seconds, used once. Never the session token itself.
 */
export const loginLinks = pgTable(
  'login_links',
  {
    codeHash: text('code_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_links_expires_idx').on(t.expiresAt)],
);
