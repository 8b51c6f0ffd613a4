import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { supportFailureKeys, type SupportFailureReason, type TicketDetail, type TicketMessage, type TicketState, type TicketSummary, type TicketType } from '../../../../src/shared/contract/support';
import { supportAuditActions, type OperatorTicket, type OperatorTicketDetail } from '../../../../src/shared/contract/support-operator';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { paged } from '../../db/paged';
import { members, operators, supportMessages, supportTickets, uploads } from '../../db/schema';
import { apiError } from '../../http/status';
import { pageOf } from '../../lib/paging';
import { audit, type AuditActor } from '../operator/audit';

/*
 * Support tickets (the specification's support ticket/complaint form): a
 * member opens one with a type, the content and up to 3 of their own
 * images; staff answer in the console (the ticket becomes `answered` and
 * the member sees an unread mark) or close it; a member's reply makes it
 * `open` again. A closed ticket takes no more replies.
 */

type TicketRow = typeof supportTickets.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;
interface Owner {
  id: number;
  merchantCode: string;
}

const PREVIEW_CHARS = 80;
const previewOf = (content: string) => (content.length > PREVIEW_CHARS ? `${content.slice(0, PREVIEW_CHARS - 1)}…` : content);
const notFound = () => apiError('NOT_FOUND', 'There is no such ticket.');

/** The images must be the member's own uploads for a ticket (purpose supportTicket). */
async function assertOwnImages(db: Db, member: Owner, imageIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(imageIds)];
  if (ids.length === 0) return ids;
  const owned = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.memberId, member.id), eq(uploads.purpose, 'supportTicket')));
  if (owned.length !== ids.length) {
    throw apiError('VALIDATION', 'Some pictures were not found. Please upload them again.', [{ field: 'imageIds', key: supportFailureKeys.imagesNotFound }]);
  }
  return ids;
}

const messageOf = (m: MessageRow): TicketMessage => ({
  id: m.id,
  author: m.author as TicketMessage['author'],
  content: m.content,
  imageIds: m.imageIds,
  createdAt: m.createdAt.toISOString(),
});

function summaryOf(t: TicketRow, first: string): TicketSummary {
  return {
    id: t.id,
    type: t.type as TicketType,
    state: t.state as TicketState,
    preview: previewOf(first),
    unread: t.memberUnread,
    createdAt: t.createdAt.toISOString(),
    lastMessageAt: t.lastMessageAt.toISOString(),
  };
}

async function threadOf(db: Db, ticketId: number): Promise<Array<MessageRow & { operator: string | null }>> {
  const rows = await db
    .select({ message: supportMessages, operator: operators.displayName })
    .from(supportMessages)
    .leftJoin(operators, eq(operators.id, supportMessages.operatorId))
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.id));
  return rows.map((r) => ({ ...r.message, operator: r.operator }));
}

async function memberDetail(db: Db, ticket: TicketRow): Promise<TicketDetail> {
  const thread = await threadOf(db, ticket.id);
  return { ...summaryOf(ticket, thread[0]?.content ?? ''), messages: thread.map(messageOf) };
}

async function ownTicket(db: Db, member: Owner, id: number, lock = false): Promise<TicketRow> {
  const query = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.memberId, member.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Opens a ticket with its first message. */
export async function createTicket(db: Db, member: Owner, input: { type: TicketType; content: string; imageIds: string[] }): Promise<TicketDetail> {
  const imageIds = await assertOwnImages(db, member, input.imageIds);
  const ticket = await db.transaction(async (tx) => {
    const [created] = await tx.insert(supportTickets).values({ merchantCode: member.merchantCode, memberId: member.id, type: input.type }).returning();
    if (!created) throw new Error('ticket not written');
    await tx.insert(supportMessages).values({ ticketId: created.id, author: 'member', content: input.content, imageIds });
    return created;
  });
  return memberDetail(db, ticket);
}

/** The member's tickets, the latest activity first, and how many carry an unread answer. */
export async function myTickets(db: Db, member: Owner): Promise<{ items: TicketSummary[]; unread: number }> {
  const rows = await db
    .select({
      ticket: supportTickets,
      first: sql<string>`(select content from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id} order by ${supportMessages.id} limit 1)`,
    })
    .from(supportTickets)
    .where(eq(supportTickets.memberId, member.id))
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .limit(200);
  const items = rows.map((r) => summaryOf(r.ticket, r.first ?? ''));
  return { items, unread: items.filter((t) => t.unread).length };
}

/** One of the member's tickets with its thread; reading it clears its unread mark. */
export async function readTicket(db: Db, member: Owner, id: number): Promise<TicketDetail> {
  let ticket = await ownTicket(db, member, id);
  if (ticket.memberUnread) {
    const [updated] = await db.update(supportTickets).set({ memberUnread: false }).where(eq(supportTickets.id, id)).returning();
    ticket = updated ?? ticket;
  }
  return memberDetail(db, ticket);
}

/** The member adds to the thread: the ticket waits for staff again. */
export async function replyAsMember(db: Db, member: Owner, input: { id: number; content: string; imageIds?: string[] | undefined }): Promise<TicketDetail> {
  const imageIds = await assertOwnImages(db, member, input.imageIds ?? []);
  const ticket = await db.transaction(async (tx) => {
    const row = await ownTicket(tx, member, input.id, true);
    if (row.state === 'closed') throw apiError('CONFLICT', 'This ticket is closed. Please open a new one.', undefined, { reason: 'ticketClosed' satisfies SupportFailureReason });
    await tx.insert(supportMessages).values({ ticketId: row.id, author: 'member', content: input.content, imageIds });
    const [updated] = await tx
      .update(supportTickets)
      .set({ state: 'open', memberUnread: false, lastMessageAt: sql`now()` })
      .where(eq(supportTickets.id, row.id))
      .returning();
    return updated ?? row;
  });
  return memberDetail(db, ticket);
}

// ——— the console ———

export interface DeskContext extends AuditActor {
  operator: OperatorProfile;
}

const brandScope = (operator: OperatorProfile) => (operator.merchantCode === null ? undefined : eq(supportTickets.merchantCode, operator.merchantCode));

const deskSelection = {
  ticket: supportTickets,
  account: members.account,
  first: sql<string>`(select content from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id} order by ${supportMessages.id} limit 1)`,
  messageCount: sql<number>`(select count(*) from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id})::int`,
};

function operatorTicketOf(r: { ticket: TicketRow; account: string; first: string | null; messageCount: number }): OperatorTicket {
  const t = r.ticket;
  return {
    id: t.id,
    type: t.type as TicketType,
    state: t.state as TicketState,
    member: { id: t.memberId, account: r.account },
    merchantCode: t.merchantCode,
    preview: previewOf(r.first ?? ''),
    messageCount: Number(r.messageCount),
    createdAt: t.createdAt.toISOString(),
    lastMessageAt: t.lastMessageAt.toISOString(),
    closedAt: t.closedAt?.toISOString() ?? null,
  };
}

/** The queue: open tickets oldest waiting first (who waited longest is answered first); answered and closed ones newest first. */
export async function listTickets(
  db: Db,
  operator: OperatorProfile,
  input: { state?: TicketState | undefined; page?: number | undefined; pageSize?: number | undefined },
): Promise<{ items: OperatorTicket[]; total: number; page: number; pageSize: number }> {
  const state = input.state ?? 'open';
  const order = state === 'open' ? [asc(supportTickets.lastMessageAt), asc(supportTickets.id)] : [desc(supportTickets.lastMessageAt), desc(supportTickets.id)];
  const query = db
    .select(deskSelection)
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(and(eq(supportTickets.state, state), brandScope(operator)))
    .orderBy(...order)
    .$dynamic();
  const page = await paged(db, pageOf(input, 20), query);
  return { items: page.rows.map(operatorTicketOf), total: page.total, page: page.pageNo, pageSize: page.pageSize };
}

async function deskRow(db: Db, operator: OperatorProfile, id: number) {
  const [row] = await db
    .select(deskSelection)
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(and(eq(supportTickets.id, id), brandScope(operator)));
  if (!row) throw notFound();
  return row;
}

export async function deskTicket(db: Db, operator: OperatorProfile, id: number): Promise<OperatorTicketDetail> {
  const row = await deskRow(db, operator, id);
  const thread = await threadOf(db, id);
  return { ...operatorTicketOf(row), messages: thread.map((m) => ({ ...messageOf(m), operator: m.operator })) };
}

/** Locks a ticket of the operator's brands for a decision. */
async function lockForDesk(tx: Db, operator: OperatorProfile, id: number): Promise<TicketRow> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), brandScope(operator)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const target = (t: TicketRow) => ({ type: 'supportTicket', id: t.id, merchantCode: t.merchantCode });

/** Staff's answer: the ticket is answered and marked unread for the member; audited with the reply. */
export async function replyAsStaff(db: Db, ctx: DeskContext, input: { id: number; content: string }): Promise<OperatorTicketDetail> {
  await db.transaction(async (tx) => {
    const row = await lockForDesk(tx, ctx.operator, input.id);
    if (row.state === 'closed') throw apiError('CONFLICT', 'This ticket is closed.', undefined, { reason: 'ticketClosed' satisfies SupportFailureReason });
    const [message] = await tx
      .insert(supportMessages)
      .values({ ticketId: row.id, author: 'staff', operatorId: ctx.operator.id, content: input.content })
      .returning({ id: supportMessages.id });
    await tx
      .update(supportTickets)
      .set({ state: 'answered', memberUnread: true, lastMessageAt: sql`now()` })
      .where(eq(supportTickets.id, row.id));
    await audit(tx, ctx, supportAuditActions.reply, target(row), { before: { state: row.state }, after: { state: 'answered' }, messageId: message?.id });
  });
  return deskTicket(db, ctx.operator, input.id);
}

/** Closes a ticket (a repeat changes nothing); the member sees it closed, marked unread; audited. */
export async function closeTicket(db: Db, ctx: DeskContext, input: { id: number }): Promise<OperatorTicketDetail> {
  await db.transaction(async (tx) => {
    const row = await lockForDesk(tx, ctx.operator, input.id);
    if (row.state === 'closed') return;
    await tx
      .update(supportTickets)
      .set({ state: 'closed', memberUnread: true, closedAt: sql`now()`, closedBy: ctx.operator.id })
      .where(eq(supportTickets.id, row.id));
    await audit(tx, ctx, supportAuditActions.close, target(row), { before: { state: row.state }, after: { state: 'closed' } });
  });
  return deskTicket(db, ctx.operator, input.id);
}

