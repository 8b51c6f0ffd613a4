import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import {
  CHAT_TYPING_SECONDS,
  VIP_RANK_ABOVE,
  type ChatAuthor,
  type ChatConversation,
  type ChatMessage,
  type ChatMessageKind,
  type ChatQueue,
  type ChatState,
} from '../../../../src/shared/contract/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages, operators, uploads } from '../../db/schema';
import { apiError } from '../../http/status';
import { publish, publishToDesk } from '../live/bus';
import { deskHours } from './desk-hours';
import type { ChatIdentity } from './identity';

/** The most messages a page is sent at once: the latest ones. */
export const MESSAGES_SHOWN = 300;

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export const queueOf = (rankLevel: number): ChatQueue => (rankLevel > VIP_RANK_ABOVE ? 'vip' : 'normal');

const reason = (code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND', message: string, why: string) => apiError(code, message, undefined, { reason: why });

const typingNow = (at: Date | null, now = Date.now()) => at !== null && now - at.getTime() < CHAT_TYPING_SECONDS * 1000;

export function conversationView(row: ConversationRow, staffName: string | null): ChatConversation {
  return {
    id: row.id,
    status: row.status as ChatConversation['status'],
    queue: row.queue as ChatQueue,
    offline: row.offline,
    staffName,
    memberReadSeq: row.memberReadSeq,
    staffReadSeq: row.staffReadSeq,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** A message for one side: the client id only on the reader's own messages. */
export function messageView(row: MessageRow & { staffName: string | null }, reader: 'member' | 'staff'): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    author: row.author as ChatAuthor,
    kind: row.kind as ChatMessageKind,
    text: row.body,
    imageId: row.uploadId,
    clientId: row.author === reader ? row.clientId : null,
    staffName: row.author === 'staff' ? row.staffName : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The messages of a conversation in order (the latest MESSAGES_SHOWN); members never see notes. */
export async function messagesOf(db: Db, conversationId: number, reader: 'member' | 'staff') {
  const rows = await db
    .select({ message: chatMessages, staffName: operators.displayName })
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.staffId))
    .where(and(eq(chatMessages.conversationId, conversationId), reader === 'member' ? ne(chatMessages.kind, 'note') : undefined))
    .orderBy(desc(chatMessages.seq))
    .limit(MESSAGES_SHOWN);
  return rows.reverse().map((r) => ({ ...r.message, staffName: r.staffName }));
}

async function staffNameOf(db: Db, staffId: number | null): Promise<string | null> {
  if (staffId === null) return null;
  const [row] = await db.select({ name: operators.displayName }).from(operators).where(eq(operators.id, staffId)).limit(1);
  return row?.name ?? null;
}

/** The member's conversation still open, else their latest. */
async function currentConversation(db: Db, memberId: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.memberId, memberId))
    .orderBy(sql`${chatConversations.status} = 'closed'`, desc(chatConversations.id))
    .limit(1);
  return row;
}

/** What the chat page shows. */
export async function chatState(db: Db, who: ChatIdentity): Promise<ChatState> {
  const [hours, conversation] = await Promise.all([deskHours(db, who.merchantCode), currentConversation(db, who.memberId)]);
  const messages = conversation ? await messagesOf(db, conversation.id, 'member') : [];
  return {
    nickname: who.nickname,
    queue: queueOf(who.rankLevel),
    hours,
    conversation: conversation ? conversationView(conversation, await staffNameOf(db, conversation.staffId)) : null,
    messages: messages.map((m) => messageView(m, 'member')),
    staffTyping: conversation ? conversation.status !== 'closed' && typingNow(conversation.staffTypingAt) : false,
  };
}

/** Tells both sides a conversation changed (when the transaction commits). */
export async function announce(tx: Db, conversation: Pick<ConversationRow, 'id' | 'memberId'>): Promise<void> {
  await publish(tx, conversation.memberId, 'chat', conversation.id);
  await publishToDesk(tx, 'chat', conversation.id);
}

export interface NewMessage {
  author: ChatAuthor;
  staffId: number | null;
  kind: ChatMessageKind;
  text: string;
  uploadId: string | null;
  clientId: string;
}

/**
 * Adds a message to a conversation whose row the transaction has locked
 * (`for update`), so seq follows the order of the commits. A message whose
 * client id this member's side already used is that message: nothing is
 * added and it is answered as it was.
 */
export async function addMessage(tx: Db, conversation: ConversationRow, message: NewMessage): Promise<{ row: MessageRow; added: boolean }> {
  const [existing] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.memberId, conversation.memberId), eq(chatMessages.author, message.author), eq(chatMessages.clientId, message.clientId)))
    .limit(1);
  if (existing) return { row: existing, added: false };
  const seq = conversation.lastSeq + 1;
  const [row] = await tx
    .insert(chatMessages)
    .values({
      conversationId: conversation.id,
      memberId: conversation.memberId,
      seq,
      author: message.author,
      staffId: message.staffId,
      kind: message.kind,
      body: message.text,
      uploadId: message.uploadId,
      clientId: message.clientId,
    })
    .returning();
  if (!row) throw new Error('the chat message was not stored');
  const firstReply = message.author === 'staff' && message.kind !== 'note' && conversation.firstResponseAt === null;
  await tx
    .update(chatConversations)
    .set({
      lastSeq: seq,
      ...(message.kind === 'note' ? {} : { lastMessageAt: sql`now()` }),
      ...(firstReply ? { firstResponseAt: sql`now()` } : {}),
      // the writer has read what it answers
      ...(message.author === 'member' ? { memberReadSeq: seq, memberTypingAt: null } : {}),
      ...(message.author === 'staff' ? { staffReadSeq: seq, staffTypingAt: null } : {}),
    })
    .where(eq(chatConversations.id, conversation.id));
  conversation.lastSeq = seq;
  await announce(tx, conversation);
  return { row, added: true };
}

/** The member's open conversation, locked; opened in their queue when there is none. */
async function openConversationFor(tx: Db, who: ChatIdentity, offline: boolean): Promise<ConversationRow> {
  const find = async () =>
    (
      await tx
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.memberId, who.memberId), ne(chatConversations.status, 'closed')))
        .for('update')
        .limit(1)
    )[0];
  const found = await find();
  if (found) return found;
  await tx
    .insert(chatConversations)
    .values({ merchantCode: who.merchantCode, memberId: who.memberId, queue: queueOf(who.rankLevel), offline })
    .onConflictDoNothing();
  const made = await find();
  if (!made) throw new Error('the chat conversation was not opened');
  return made;
}

async function memberOwnsUpload(db: Db, who: ChatIdentity, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.memberId, who.memberId), eq(uploads.purpose, 'chat')))
    .limit(1);
  return row !== undefined;
}

/** A member's message: into their open conversation (opened when none), while the desk is open. */
export async function sendAsMember(db: Db, who: ChatIdentity, input: { clientId: string; text?: string | undefined; imageId?: string | undefined }) {
  const text = input.text ?? '';
  if (!input.imageId && text === '') throw apiError('VALIDATION', 'Please write a message.', [{ field: 'text', key: 'validation.required' }]);
  if (input.imageId && !(await memberOwnsUpload(db, who, input.imageId))) {
    throw apiError('VALIDATION', 'There is no such image.', [{ field: 'imageId', key: 'validation.invalid' }]);
  }
  const [repeat] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.memberId, who.memberId), eq(chatMessages.author, 'member'), eq(chatMessages.clientId, input.clientId)))
    .limit(1);
  if (repeat) return messageView({ ...repeat, staffName: null }, 'member');
  const hours = await deskHours(db, who.merchantCode);
  const row = await db.transaction(async (tx) => {
    const open = (
      await tx
        .select({ id: chatConversations.id, offline: chatConversations.offline })
        .from(chatConversations)
        .where(and(eq(chatConversations.memberId, who.memberId), ne(chatConversations.status, 'closed')))
        .limit(1)
    )[0];
    // outside the hours a member may still add to a conversation staff already hold
    if (!hours.open && !open) throw reason('FORBIDDEN', 'The desk is closed now. Please leave a message with the offline form.', 'deskClosed');
    const conversation = await openConversationFor(tx, who, false);
    const { row } = await addMessage(tx, conversation, {
      author: 'member',
      staffId: null,
      kind: input.imageId ? 'image' : 'text',
      text,
      uploadId: input.imageId ?? null,
      clientId: input.clientId,
    });
    return row;
  });
  return messageView({ ...row, staffName: null }, 'member');
}

/** The offline form: a conversation flagged for staff, holding the member's contact and message. */
export async function leaveOfflineMessage(db: Db, who: ChatIdentity, input: { clientId: string; contact: string; text: string }) {
  return db.transaction(async (tx) => {
    const conversation = await openConversationFor(tx, who, true);
    const text = input.contact ? `${input.text}\n\n(${input.contact})` : input.text;
    await addMessage(tx, conversation, { author: 'member', staffId: null, kind: 'text', text, uploadId: null, clientId: input.clientId });
    return { conversationId: conversation.id };
  });
}

export async function markReadByMember(db: Db, who: ChatIdentity, seq: number): Promise<null> {
  const [row] = await db
    .update(chatConversations)
    .set({ memberReadSeq: sql`least(${chatConversations.lastSeq}, greatest(${chatConversations.memberReadSeq}, ${seq}))` })
    .where(and(eq(chatConversations.memberId, who.memberId), ne(chatConversations.status, 'closed'), gt(sql`${seq}`, chatConversations.memberReadSeq)))
    .returning({ id: chatConversations.id, memberId: chatConversations.memberId });
  if (row) await announce(db, row);
  return null;
}

export async function memberTyping(db: Db, who: ChatIdentity): Promise<null> {
  const [row] = await db
    .update(chatConversations)
    .set({ memberTypingAt: sql`now()` })
    .where(and(eq(chatConversations.memberId, who.memberId), ne(chatConversations.status, 'closed')))
    .returning({ id: chatConversations.id });
  if (row) await publishToDesk(db, 'chatTyping', row.id);
  return null;
}

export async function rateConversation(db: Db, who: ChatIdentity, input: { conversationId: number; rating: number }): Promise<null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, input.conversationId), eq(chatConversations.memberId, who.memberId)))
    .limit(1);
  if (!row) throw reason('NOT_FOUND', 'There is no such conversation.', 'noConversation');
  if (row.status !== 'closed') throw reason('CONFLICT', 'A conversation is rated once it is closed.', 'notClosed');
  const [rated] = await db
    .update(chatConversations)
    .set({ rating: input.rating })
    .where(and(eq(chatConversations.id, row.id), sql`${chatConversations.rating} is null`))
    .returning({ id: chatConversations.id, memberId: chatConversations.memberId });
  if (!rated) throw reason('CONFLICT', 'This conversation has been rated already.', 'alreadyRated');
  await announce(db, rated);
  return null;
}

/** Staff messages the member has not read, in their open or latest conversation. */
export async function unreadForMember(db: Db, memberId: number): Promise<number> {
  const conversation = await currentConversation(db, memberId);
  if (!conversation || conversation.lastSeq <= conversation.memberReadSeq) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        eq(chatMessages.author, 'staff'),
        ne(chatMessages.kind, 'note'),
        gt(chatMessages.seq, conversation.memberReadSeq),
      ),
    );
  return row?.count ?? 0;
}

