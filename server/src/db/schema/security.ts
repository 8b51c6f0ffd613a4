import { boolean, cidr, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// What guards the requests: blocked networks, captchas, rate-limit windows,
// the payload encryption key pair and the nonces of opened bodies.

/** Addresses refused with system status 2 (IP restriction). */
export const blockedNetworks = pgTable('blocked_networks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  network: cidr('network').notNull().unique(),
  reason: text('reason').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

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

/**
 * Sliding-window logs of the rate limits (login, SMS, captcha, registration,
 * …): per bucket, the times of the hits let through within the last window,
 * at most the limit's `max` of them. In the database, so that every instance
 * counts the same hits; a row expires one window after its last hit.
 */
export const rateBuckets = pgTable(
  'rate_buckets',
  {
    bucket: text('bucket').primaryKey(),
    hits: timestamp('hits', { withTimezone: true }).array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_buckets_expires_idx').on(t.expiresAt)],
);
