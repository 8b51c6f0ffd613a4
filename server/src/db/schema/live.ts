import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { sessions } from './session';

/**
 * The tickets that open a member's live channel (modules/live/): a browser's
 * EventSource cannot send the session token, so a T call hands out a ticket
 * of 32 random bytes, good for one stream, once, within seconds. Stored as
 * its hash, so any instance can take it; gone with its session.
 */
export const liveTickets = pgTable(
  'live_tickets',
  {
    /** SHA-256 of the ticket, hex */
    ticketHash: text('ticket_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_tickets_expires_idx').on(t.expiresAt)],
);
