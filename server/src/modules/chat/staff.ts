import { and, asc, avg, count, desc, eq, gte, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatQueue } from '../../../../src/shared/contract/chat';
import { chatAuditActions, type ChatInboxRow, type ChatInboxView, type ChatStaffReportRow, type StaffConversation } from '../../../../src/shared/contract/chat-operator';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { paged } from '../../db/paged';
import { chatCannedAnswers, chatConversations, chatMessages, clubLabels, members, operators } from '../../db/schema';
import { apiError } from '../../http/status';
import { pageOf } from '../../lib/paging';
import { publish } from '../live/bus';
import { audit, type AuditActor } from '../operator/audit';
import { scopeOf } from '../operator/members';
import { addMessage, announce, conversationView, messagesOf, messageView, type ConversationRow } from './conversations';
import { CHAT_TYPING_SECONDS } from '../../../../src/shared/contract/chat-rules';

/** The staff member calling, as an operator route's context has them. */
export interface Staff extends AuditActor {
  operator: OperatorProfile;
}

const inScope = (operator: Pick<OperatorProfile, 'merchantCode'>): SQL | undefined => {
  const scope = scopeOf(operator);
  return scope === null ? undefined : eq(chatConversations.merchantCode, scope);
};

const vipFirst = sql`(${chatConversations.queue} = 'vip') desc`;

const staffAlias = alias(operators, 'chat_staff');

/** The inbox: waiting (VIP first, then the longest waiting), mine (VIP first, latest first), closed (latest first). */
export async function inbox(db: Db, operator: OperatorProfile, input: { view: ChatInboxView; page?: number | undefined; pageSize?: number | undefined }) {
  const scope = inScope(operator);
  const byView: Record<ChatInboxView, { where: SQL | undefined; order: SQL[] }> = {
    waiting: { where: eq(chatConversations.status, 'waiting'), order: [vipFirst, sql`${chatConversations.createdAt} asc`] },
    mine: {
      where: and(eq(chatConversations.status, 'active'), eq(chatConversations.staffId, operator.id)),
      order: [vipFirst, sql`${chatConversations.lastMessageAt} desc`],
    },
    closed: { where: eq(chatConversations.status, 'closed'), order: [sql`${chatConversations.closedAt} desc`] },
  };
  const view = byView[input.view];
  const preview = sql<string | null>`(select m.body from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.kind <> 'note' order by m.seq desc limit 1)`;
  const list = db
    .select({
      c: chatConversations,
      account: members.account,
      nickname: members.nickname,
      staffName: staffAlias.displayName,
      preview,
    })
    .from(chatConversations)
    .innerJoin(members, eq(members.id, chatConversations.memberId))
    .leftJoin(staffAlias, eq(staffAlias.id, chatConversations.staffId))
    .where(and(scope, view.where))
    .orderBy(...view.order, desc(chatConversations.id))
    .$dynamic();
  const page = await paged(db, pageOf(input, 20), list);
  const [counts] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${chatConversations.status} = 'waiting')::int`,
      vipWaiting: sql<number>`count(*) filter (where ${chatConversations.status} = 'waiting' and ${chatConversations.queue} = 'vip')::int`,
      mine: sql<number>`count(*) filter (where ${chatConversations.status} = 'active' and ${chatConversations.staffId} = ${operator.id})::int`,
    })
    .from(chatConversations)
    .where(and(scope, ne(chatConversations.status, 'closed')));
  const items: ChatInboxRow[] = page.rows.map((r) => ({
    id: r.c.id,
    merchantCode: r.c.merchantCode,
    member: { id: r.c.memberId, account: r.account, nickname: r.nickname },
    queue: r.c.queue as ChatQueue,
    status: r.c.status as ChatInboxRow['status'],
    offline: r.c.offline,
    staff: r.c.staffId === null ? null : { id: r.c.staffId, displayName: r.staffName ?? '' },
    labels: r.c.labels,
    preview: (r.preview ?? '').slice(0, 120),
    unread: Math.max(0, r.c.lastSeq - r.c.staffReadSeq),
    rating: r.c.rating,
    createdAt: r.c.createdAt.toISOString(),
    lastMessageAt: r.c.lastMessageAt.toISOString(),
    closedAt: r.c.closedAt?.toISOString() ?? null,
  }));
  return { items, total: page.total, page: page.pageNo, pageSize: page.pageSize, counts: counts ?? { waiting: 0, mine: 0, vipWaiting: 0 } };
}

const notFound = () => apiError('NOT_FOUND', 'There is no such conversation.', undefined, { reason: 'noConversation' });

/** A conversation of the operator's brands, optionally locked for the transaction. */
async function conversationInScope(db: Db, operator: OperatorProfile, id: number, lock = false): Promise<ConversationRow> {
  const query = db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), inScope(operator)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function staffConversation(db: Db, operator: OperatorProfile, id: number): Promise<StaffConversation> {
  const row = await conversationInScope(db, operator, id);
  const [member] = await db
    .select({ id: members.id, account: members.account, nickname: members.nickname, rankLevel: clubLabels.rankLevel })
    .from(members)
    .leftJoin(clubLabels, eq(clubLabels.id, members.clubLabelId))
    .where(eq(members.id, row.memberId))
    .limit(1);
  const staffName = row.staffId === null ? null : ((await db.select({ n: operators.displayName }).from(operators).where(eq(operators.id, row.staffId)))[0]?.n ?? null);
  const messages = await messagesOf(db, row.id, 'staff');
  return {
    conversation: {
      ...conversationView(row, staffName),
      merchantCode: row.merchantCode,
      staffId: row.staffId,
      labels: row.labels,
      member: member ?? { id: row.memberId, account: '', nickname: '', rankLevel: null },
    },
    messages: messages.map((m) => ({ ...messageView(m, 'staff'), staffId: m.staffId })),
    memberTyping: row.status !== 'closed' && row.memberTypingAt !== null && Date.now() - row.memberTypingAt.getTime() < CHAT_TYPING_SECONDS * 1000,
  };
}

const target = (row: ConversationRow) => ({ type: 'chatConversation', id: row.id, merchantCode: row.merchantCode });

/** Takes a waiting conversation; 409 alreadyTaken when another staff member took it first. */
export async function take(db: Db, staff: Staff, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await conversationInScope(tx, staff.operator, id, true);
    if (row.status !== 'waiting') throw apiError('CONFLICT', 'Another staff member has this conversation.', undefined, { reason: 'alreadyTaken' });
    await tx.update(chatConversations).set({ status: 'active', staffId: staff.operator.id, takenAt: sql`now()` }).where(eq(chatConversations.id, row.id));
    await audit(tx, staff, chatAuditActions.take, target(row), { before: { status: row.status }, after: { status: 'active', staffId: staff.operator.id } });
    await announce(tx, row);
  });
  return null;
}

/** Auto-assign: the next waiting conversation (VIP first, then the longest waiting), skipping those another staff member is taking. */
export async function takeNext(db: Db, staff: Staff): Promise<{ id: number | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.status, 'waiting'), inScope(staff.operator)))
      .orderBy(vipFirst, asc(chatConversations.createdAt), asc(chatConversations.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return { id: null };
    await tx.update(chatConversations).set({ status: 'active', staffId: staff.operator.id, takenAt: sql`now()` }).where(eq(chatConversations.id, row.id));
    await audit(tx, staff, chatAuditActions.take, target(row), { before: { status: row.status }, after: { status: 'active', staffId: staff.operator.id }, auto: true });
    await announce(tx, row);
    return { id: row.id };
  });
}

const notYours = () => apiError('CONFLICT', 'Another staff member has this conversation.', undefined, { reason: 'alreadyTaken' });

/** A reply or a private note, in a conversation the caller has (a waiting one is taken by the reply). */
export async function reply(db: Db, staff: Staff, input: { id: number; clientId: string; text: string; note?: boolean | undefined }) {
  const row = await db.transaction(async (tx) => {
    const conversation = await conversationInScope(tx, staff.operator, input.id, true);
    if (conversation.status === 'closed' && !input.note) throw apiError('CONFLICT', 'This conversation is closed.', undefined, { reason: 'notClosed' });
    if (conversation.status === 'active' && conversation.staffId !== staff.operator.id && !input.note) throw notYours();
    if (conversation.status === 'waiting' && !input.note) {
      await tx
        .update(chatConversations)
        .set({ status: 'active', staffId: staff.operator.id, takenAt: sql`now()` })
        .where(eq(chatConversations.id, conversation.id));
      await audit(tx, staff, chatAuditActions.take, target(conversation), { before: { status: 'waiting' }, after: { status: 'active', staffId: staff.operator.id } });
    }
    const { row } = await addMessage(tx, conversation, {
      author: 'staff',
      staffId: staff.operator.id,
      kind: input.note ? 'note' : 'text',
      text: input.text,
      uploadId: null,
      clientId: input.clientId,
    });
    return row;
  });
  return { ...messageView({ ...row, staffName: staff.operator.displayName }, 'staff'), staffId: row.staffId };
}

export async function staffTyping(db: Db, staff: Staff, id: number): Promise<null> {
  const [row] = await db
    .update(chatConversations)
    .set({ staffTypingAt: sql`now()` })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'active'), eq(chatConversations.staffId, staff.operator.id), inScope(staff.operator)))
    .returning({ id: chatConversations.id, memberId: chatConversations.memberId });
  if (row) await publish(db, row.memberId, 'chatTyping', row.id);
  return null;
}

export async function markReadByStaff(db: Db, staff: Staff, input: { id: number; seq: number }): Promise<null> {
  const [row] = await db
    .update(chatConversations)
    .set({ staffReadSeq: sql`least(${chatConversations.lastSeq}, ${input.seq})` })
    .where(and(eq(chatConversations.id, input.id), inScope(staff.operator), lt(chatConversations.staffReadSeq, input.seq)))
    .returning({ id: chatConversations.id, memberId: chatConversations.memberId });
  if (row) await announce(db, row);
  return null;
}

export async function setLabels(db: Db, staff: Staff, input: { id: number; labels: string[] }): Promise<null> {
  const labels = [...new Set(input.labels)];
  await db.transaction(async (tx) => {
    const row = await conversationInScope(tx, staff.operator, input.id, true);
    await tx.update(chatConversations).set({ labels }).where(eq(chatConversations.id, row.id));
    await audit(tx, staff, chatAuditActions.labels, target(row), { before: { labels: row.labels }, after: { labels } });
    await publishDesk(tx, row);
  });
  return null;
}

async function publishDesk(tx: Db, row: ConversationRow) {
  await announce(tx, row);
}

/** Staff of the conversation's brand (or of every brand) a conversation can go to. */
export async function transferTargets(db: Db, operator: OperatorProfile, id: number) {
  const row = await conversationInScope(db, operator, id);
  const items = await db
    .select({ id: operators.id, displayName: operators.displayName })
    .from(operators)
    .where(and(eq(operators.status, 'active'), or(sql`${operators.merchantCode} is null`, eq(operators.merchantCode, row.merchantCode)), ne(operators.id, operator.id)))
    .orderBy(asc(operators.displayName));
  return { items };
}

export async function transfer(db: Db, staff: Staff, input: { id: number; staffId: number }): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await conversationInScope(tx, staff.operator, input.id, true);
    if (row.status === 'closed') throw apiError('CONFLICT', 'This conversation is closed.', undefined, { reason: 'notClosed' });
    const [to] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.id, input.staffId), eq(operators.status, 'active'), or(sql`${operators.merchantCode} is null`, eq(operators.merchantCode, row.merchantCode))))
      .limit(1);
    if (!to) throw apiError('VALIDATION', 'This staff member cannot take the conversation.', [{ field: 'staffId', key: 'validation.invalid' }]);
    await tx
      .update(chatConversations)
      .set({ status: 'active', staffId: to.id, takenAt: row.takenAt ?? sql`now()` })
      .where(eq(chatConversations.id, row.id));
    await audit(tx, staff, chatAuditActions.transfer, target(row), { before: { staffId: row.staffId }, after: { staffId: to.id } });
    await announce(tx, row);
  });
  return null;
}

export async function close(db: Db, staff: Staff, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await conversationInScope(tx, staff.operator, id, true);
    if (row.status === 'closed') return;
    await tx
      .update(chatConversations)
      .set({ status: 'closed', closedAt: sql`now()`, staffId: row.staffId ?? staff.operator.id })
      .where(eq(chatConversations.id, row.id));
    await audit(tx, staff, chatAuditActions.close, target(row), { before: { status: row.status }, after: { status: 'closed' } });
    await announce(tx, row);
  });
  return null;
}

export async function cannedAnswers(db: Db, operator: OperatorProfile) {
  const scope = scopeOf(operator);
  const items = await db
    .select({ id: chatCannedAnswers.id, title: chatCannedAnswers.title, body: chatCannedAnswers.body })
    .from(chatCannedAnswers)
    .where(scope === null ? undefined : or(sql`${chatCannedAnswers.merchantCode} is null`, eq(chatCannedAnswers.merchantCode, scope)))
    .orderBy(asc(chatCannedAnswers.title), asc(chatCannedAnswers.id));
  return { items };
}

export async function addCannedAnswer(db: Db, staff: Staff, input: { title: string; body: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatCannedAnswers)
      .values({ merchantCode: scopeOf(staff.operator), title: input.title, body: input.body, createdBy: staff.operator.id })
      .returning({ id: chatCannedAnswers.id, title: chatCannedAnswers.title, body: chatCannedAnswers.body });
    if (!row) throw new Error('the canned answer was not stored');
    await audit(tx, staff, chatAuditActions.cannedAdd, { type: 'chatCanned', id: row.id, merchantCode: scopeOf(staff.operator) }, { after: input });
    return row;
  });
}

/** Per staff member, conversations created in [from, to): how long members waited, the first answer, the ratings. */
export async function staffReport(db: Db, operator: OperatorProfile, input: { from: string; to: string }): Promise<{ items: ChatStaffReportRow[] }> {
  const seconds = (later: SQL) => sql<string | null>`extract(epoch from (${later} - ${chatConversations.createdAt}))`;
  const rows = await db
    .select({
      id: operators.id,
      displayName: operators.displayName,
      conversations: count(),
      closed: sql<number>`count(*) filter (where ${chatConversations.status} = 'closed')::int`,
      wait: avg(seconds(sql`${chatConversations.takenAt}`)),
      firstResponse: avg(seconds(sql`${chatConversations.firstResponseAt}`)),
      rating: avg(chatConversations.rating),
      ratings: sql<number>`count(${chatConversations.rating})::int`,
    })
    .from(chatConversations)
    .innerJoin(operators, eq(operators.id, chatConversations.staffId))
    .where(
      and(
        inScope(operator),
        isNotNull(chatConversations.staffId),
        gte(chatConversations.createdAt, new Date(input.from)),
        lt(chatConversations.createdAt, new Date(input.to)),
      ),
    )
    .groupBy(operators.id, operators.displayName)
    .orderBy(asc(operators.displayName));
  const num = (v: string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
  return {
    items: rows.map((r) => ({
      staff: { id: r.id, displayName: r.displayName },
      conversations: Number(r.conversations),
      closed: r.closed,
      averageWaitSeconds: num(r.wait),
      averageFirstResponseSeconds: num(r.firstResponse),
      averageRating: r.rating === null ? null : Math.round(Number(r.rating) * 100) / 100,
      ratings: r.ratings,
    })),
  };
}
