import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES_PAGE_SIZE, type PlatformMessage } from '../../../../src/shared/contract/messages';
import { queryRows, type Db } from '../../db/client';
import { paged } from '../../db/paged';
import { memberMessages, messageReceipts } from '../../db/schema';
import { apiError } from '../../http/status';
import { pageOf } from '../../lib/paging';

/*
 * A member's inbox: the database's `member_inbox(member)` (migration 0046)
 * is the one definition of what a member sees (their own messages, and the
 * broadcasts whose audience takes them in, marketing only while it may reach
 * them), read by the list, the unread count and every change here. Writing
 * a message's state fires the live channel's `message` event (the triggers
 * on member_messages and message_receipts), so the member's other pages
 * follow.
 */

interface InboxRow extends Record<string, unknown> {
  ref: string;
  source: 'p' | 'b';
  source_id: number;
  kind: PlatformMessage['kind'];
  title: string;
  content: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: InboxRow): PlatformMessage {
  return { id: row.ref, kind: row.kind, title: row.title, content: row.content, createdAt: iso(row.created_at), readAt: row.read_at === null ? null : iso(row.read_at) };
}

/** How many messages of the member's inbox are unread. */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from member_inbox(${memberId}) where read_at is null`);
  return row?.n ?? 0;
}

/** The inbox, unread first, then newest first; a page and the unread count. */
export async function inbox(db: Db, memberId: number, input: { pageNo?: number | undefined; pageSize?: number | undefined }) {
  const page = pageOf(input, MESSAGES_PAGE_SIZE);
  const [found, unread] = await Promise.all([
    paged<InboxRow>(db, page, {
      select: sql`select * from member_inbox(${memberId})`,
      orderBy: sql`(read_at is null) desc, created_at desc, source desc, source_id desc`,
    }),
    unreadCount(db, memberId),
  ]);
  return { list: found.rows.map(present), total: found.total, unread, pageNo: found.pageNo, pageSize: found.pageSize, totalPages: found.totalPages };
}

async function oneOf(db: Db, memberId: number, id: string): Promise<InboxRow> {
  const [row] = await queryRows<InboxRow>(db, sql`select * from member_inbox(${memberId}) where ref = ${id}`);
  if (!row) throw apiError('NOT_FOUND', 'This message does not exist.');
  return row;
}

/** Marks a message read (opened) or unread; a repeat writes nothing. */
export async function markMessage(db: Db, memberId: number, input: { id: string; read: boolean }): Promise<PlatformMessage> {
  return db.transaction(async (tx) => {
    const row = await oneOf(tx, memberId, input.id);
    if ((row.read_at !== null) === input.read) return present(row);
    const readAt = input.read ? new Date() : null;
    if (row.source === 'p') {
      await tx.update(memberMessages).set({ readAt }).where(and(eq(memberMessages.id, row.source_id), eq(memberMessages.memberId, memberId)));
    } else {
      await tx
        .insert(messageReceipts)
        .values({ broadcastId: row.source_id, memberId, readAt })
        .onConflictDoUpdate({ target: [messageReceipts.broadcastId, messageReceipts.memberId], set: { readAt } });
    }
    return present(await oneOf(tx, memberId, input.id));
  });
}

/** Removes a message from the member's inbox. */
export async function deleteMessage(db: Db, memberId: number, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await oneOf(tx, memberId, id);
    const deletedAt = new Date();
    if (row.source === 'p') {
      await tx.update(memberMessages).set({ deletedAt }).where(and(eq(memberMessages.id, row.source_id), eq(memberMessages.memberId, memberId)));
    } else {
      await tx
        .insert(messageReceipts)
        .values({ broadcastId: row.source_id, memberId, deletedAt })
        .onConflictDoUpdate({ target: [messageReceipts.broadcastId, messageReceipts.memberId], set: { deletedAt } });
    }
    return { id };
  });
}

/** Marks every unread message of the inbox read; answers how many there were. */
export async function readAllMessages(db: Db, memberId: number): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const unread = await queryRows<Pick<InboxRow, 'source' | 'source_id'>>(tx, sql`select source, source_id from member_inbox(${memberId}) where read_at is null`);
    if (unread.length === 0) return { count: 0 };
    const readAt = new Date();
    const own = unread.filter((r) => r.source === 'p').map((r) => r.source_id);
    const sent = unread.filter((r) => r.source === 'b').map((r) => r.source_id);
    if (own.length > 0) {
      await tx
        .update(memberMessages)
        .set({ readAt })
        .where(and(eq(memberMessages.memberId, memberId), inArray(memberMessages.id, own), isNull(memberMessages.readAt)));
    }
    if (sent.length > 0) {
      await tx
        .insert(messageReceipts)
        .values(sent.map((broadcastId) => ({ broadcastId, memberId, readAt })))
        .onConflictDoUpdate({ target: [messageReceipts.broadcastId, messageReceipts.memberId], set: { readAt } });
    }
    return { count: unread.length };
  });
}
