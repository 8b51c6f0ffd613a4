import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './member';
import { merchants } from './system';

// Images members send (proofs of withdrawal, later avatars): in the database,
// so that the server keeps no files and every instance serves them.

/** PostgreSQL bytea as a Buffer (PGlite reads it as a Uint8Array, node-postgres as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const uploads = pgTable(
  'uploads',
  {
    /** 22 characters of base64url (128 random bits): never guessable, never sequential */
    id: text('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** withdrawalProof, avatar */
    purpose: text('purpose').notNull(),
    /** image/png or image/jpeg, from the content's signature */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId, t.createdAt)],
);
