import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { members } from './member';
import { operators } from './operator';
import { merchants } from './system';

// The support desk's written side: members' feedback, support tickets with
// their thread of replies, and the brand's news (copies in other languages
// in content_translations, kind `news`).

/** A member's feedback (the specification's "feedback PUT"): read by staff, never answered. */
export const memberFeedback = pgTable(
  'member_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    memberId: integer('member_id').notNull().references(() => members.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_feedback_merchant_idx').on(t.merchantCode, t.createdAt), check('member_feedback_content_ck', sql`char_length(${t.content}) <= 4000`)],
);

/** A support ticket (complaint): its type, its state and whether the member has read staff's last word. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    memberId: integer('member_id').notNull().references(() => members.id),
    /** deposit, withdrawal, game, customerService, application, other */
    type: text('type').notNull(),
    /** open (waiting for staff), answered (waiting for the member), closed */
    state: text('state').notNull().default('open'),
    /** staff answered or closed it since the member last looked */
    memberUnread: boolean('member_unread').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_tickets_member_idx').on(t.memberId, t.lastMessageAt),
    index('support_tickets_queue_idx').on(t.merchantCode, t.state, t.lastMessageAt),
    check('support_tickets_state_ck', sql`${t.state} in ('open', 'answered', 'closed')`),
    check('support_tickets_type_ck', sql`${t.type} in ('deposit', 'withdrawal', 'game', 'customerService', 'application', 'other')`),
  ],
);

/** One message of a ticket's thread: the member's (the first one opens it) or staff's. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    /** member or staff */
    author: text('author').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    content: text('content').notNull(),
    /** ids of the member's uploads (purpose supportTicket), at most 3 */
    imageIds: text('image_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.id),
    check('support_messages_author_ck', sql`${t.author} in ('member', 'staff')`),
    check('support_messages_content_ck', sql`char_length(${t.content}) <= 2000 and cardinality(${t.imageIds}) <= 3`),
  ],
);

/** The brand's news: the base row holds the English copy; other languages in content_translations (kind `news`). */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** stable natural key: the translations' `code` and the seed's */
    code: text('code').notNull().unique(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** HTML; the site sanitises it */
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_articles_merchant_idx').on(t.merchantCode, t.publishedAt)],
);
