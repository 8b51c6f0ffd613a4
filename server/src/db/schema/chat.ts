import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { operatorSessions, operators } from './operator';
import { merchants } from './system';
import { uploads } from './uploads';

// Customer-service chat (modules/chat/): conversations between a member and
// the desk of the brand's staff, their messages (kept for audit: a trigger of
// the migration refuses UPDATE and DELETE of a message), the desk's opening
// hours, canned answers, the key that signs the chat page's identity, and
// the tickets of the console's event stream.

/**
 * A conversation. `status`: waiting (in a queue), active (a staff member has
 * it), closed. `queue`: vip (rank level above 4, shown first) or normal.
 * `offline`: left through the offline form outside opening hours, flagged
 * for staff. `last_seq` numbers the messages (each insert takes the row's
 * lock, so the numbers follow the commits); `member_read_seq` and
 * `staff_read_seq` are the read receipts of each side.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    memberId: integer('member_id').notNull().references(() => members.id),
    queue: text('queue').notNull(),
    status: text('status').notNull().default('waiting'),
    offline: boolean('offline').notNull().default(false),
    staffId: integer('staff_id').references(() => operators.id),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    lastSeq: integer('last_seq').notNull().default(0),
    memberReadSeq: integer('member_read_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    rating: smallint('rating'),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** the last "typing" of each side (the other side shows it for CHAT_TYPING_SECONDS) */
    memberTypingAt: timestamp('member_typing_at', { withTimezone: true }),
    staffTypingAt: timestamp('staff_typing_at', { withTimezone: true }),
  },
  (t) => [
    // one conversation a member can still write in
    uniqueIndex('chat_conversations_open_uq').on(t.memberId).where(sql`${t.status} <> 'closed'`),
    index('chat_conversations_desk_idx').on(t.merchantCode, t.status, t.createdAt),
    index('chat_conversations_staff_idx').on(t.staffId, t.status),
    check('chat_conversations_status_ck', sql`${t.status} in ('waiting', 'active', 'closed')`),
    check('chat_conversations_queue_ck', sql`${t.queue} in ('normal', 'vip')`),
    check('chat_conversations_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * A message. `author`: member, staff or system; `kind`: text, image or note
 * (a staff member's private note, never shown to the member). `client_id`
 * is the id the sender's page gave it: sent again (a reconnect, a retry) it
 * finds the same row.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    seq: integer('seq').notNull(),
    author: text('author').notNull(),
    staffId: integer('staff_id').references(() => operators.id),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    uploadId: text('upload_id').references(() => uploads.id),
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.memberId, t.author, t.clientId),
    check('chat_messages_author_ck', sql`${t.author} in ('member', 'staff', 'system')`),
    check('chat_messages_kind_ck', sql`${t.kind} in ('text', 'image', 'note')`),
  ],
);

/** A brand's opening hours, in minutes of its local day (`utc_offset_minutes`); opens 0 and closes 1440: always open. */
export const chatDesks = pgTable(
  'chat_desks',
  {
    merchantCode: text('merchant_code')
      .primaryKey()
      .references(() => merchants.code),
    opensMinute: integer('opens_minute').notNull().default(0),
    closesMinute: integer('closes_minute').notNull().default(1440),
    utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(420),
  },
  (t) => [check('chat_desks_hours_ck', sql`${t.opensMinute} between 0 and 1440 and ${t.closesMinute} between 0 and 1440`)],
);

/** Answers staff reuse; `merchant_code` null: every brand's. */
export const chatCannedAnswers = pgTable('chat_canned_answers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantCode: text('merchant_code').references(() => merchants.code),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdBy: integer('created_by').references(() => operators.id),
  createdAt: createdAt(),
});

/** The key that signs the chat page's identity tokens, made by the first instance that needs it (CHAT_TOKEN_SECRET overrides it). */
export const chatKeys = pgTable('chat_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** Tickets of the console's chat stream: like the members' live tickets, for an operator's session. */
export const chatDeskTickets = pgTable(
  'chat_desk_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    operatorSessionId: integer('operator_session_id')
      .notNull()
      .references(() => operatorSessions.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_desk_tickets_expires_idx').on(t.expiresAt)],
);
