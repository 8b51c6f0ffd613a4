import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './member';
import { operators } from './operator';
import { merchants } from './system';

// Platform messages staff send (modules/messages/): one row per broadcast,
// whatever its audience, and a member's own state of it (read, deleted) only
// once the member acted on it. A member's personal messages of the platform
// itself (an agent contract, …) stay one row each in `member_messages`.

/**
 * A message to one member, to the members of a VIP rank (their club label's
 * rank level) or to everyone of a brand, sent at once or at `send_at`.
 * `delivered_at` is set once, by the send itself or by the delivery job
 * (messages:deliver): from then on the members of the audience see it (a
 * brand's member registered after it was delivered does not). A marketing
 * message skips the members whose marketing stops at delivery (their
 * `message_receipts` row is `withheld`) and, later, while it stops.
 */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** member, rank or brand */
    audience: text('audience').notNull(),
    memberId: integer('member_id').references(() => members.id),
    rankLevel: integer('rank_level'),
    /** service or marketing */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** HTML; the site sanitises it before showing it */
    content: text('content').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** members it reached at delivery (the withheld ones not counted) */
    recipients: integer('recipients'),
    /** marketing: members skipped at delivery because their marketing stopped */
    withheld: integer('withheld').notNull().default(0),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_broadcasts_brand_idx').on(t.merchantCode, t.deliveredAt),
    index('message_broadcasts_due_idx')
      .on(t.sendAt)
      .where(sql`${t.deliveredAt} is null`),
    index('message_broadcasts_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} is not null`),
    check('message_broadcasts_audience_ck', sql`${t.audience} in ('member', 'rank', 'brand')`),
    check('message_broadcasts_kind_ck', sql`${t.kind} in ('service', 'marketing')`),
    check(
      'message_broadcasts_target_ck',
      sql`(${t.audience} = 'member') = (${t.memberId} is not null) and (${t.audience} = 'rank') = (${t.rankLevel} is not null)`,
    ),
  ],
);

/** One member's state of one broadcast: written when the member reads, unreads or deletes it, or when delivery withholds it. */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => messageBroadcasts.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** marketing the member's protection stopped at delivery: never shown */
    withheld: boolean('withheld').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.memberId] }), index('message_receipts_member_idx').on(t.memberId)],
);
