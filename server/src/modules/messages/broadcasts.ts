import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import {
  MESSAGE_SCHEDULE_MAX_DAYS,
  messagesAuditActions,
  type MessageSendInput,
  type OperatorBroadcast,
} from '../../../../src/shared/contract/messages-operator';
import { queryRows, type Db } from '../../db/client';
import { paged } from '../../db/paged';
import { clubLabels, merchants, messageBroadcasts } from '../../db/schema';
import { apiError } from '../../http/status';
import { defineJob } from '../../jobs/runner';
import { pageOf } from '../../lib/paging';
import { publish, publishToBrand } from '../live/bus';
import { findMemberByAccount } from '../member/lookup';
import { audit, type AuditActor } from '../operator/audit';
import { scopeOf } from '../operator/members';

/*
 * Platform messages staff send: one `message_broadcasts` row per message,
 * whatever its audience (one member, a VIP rank, everyone of a brand), never
 * a row per member: the inbox (`member_inbox`, migration 0046) matches the
 * members to it when they read, and a member's state of it (read, deleted)
 * is written when they act. Delivery sets `delivered_at` once, in the send's
 * transaction when it is due at once, else in the delivery job's window
 * (`messages:deliver`, which runs once per window across the instances;
 * the row's `delivered_at is null` guard makes a second delivery a no-op
 * anyway). Delivering writes what only the moment of delivery knows: the
 * members a marketing message skips (their marketing stopped: one withheld
 * receipt each, a few rows), the count it reached, and one live event to the
 * member or to the whole brand.
 */

type Context = AuditActor & { operator: OperatorProfile };
type BroadcastRow = typeof messageBroadcasts.$inferSelect;

/** The members a broadcast's audience takes in, over `members m` with `c` its club label (left join). */
function audienceOf(b: Pick<BroadcastRow, 'merchantCode' | 'audience' | 'memberId' | 'rankLevel'>): SQL {
  const base = sql`m.merchant_code = ${b.merchantCode} and m.status <> 'template' and m.is_agent <> 4`;
  if (b.audience === 'member') return sql`${base} and m.id = ${b.memberId}`;
  if (b.audience === 'rank') return sql`${base} and c.rank_level = ${b.rankLevel}`;
  return base;
}

/**
 * Delivers one broadcast if it has not been: marks it delivered, withholds a
 * marketing message from the members whose marketing stopped, counts its
 * recipients, and tells the members' open pages. Answers whether it delivered.
 */
export async function deliverBroadcast(tx: Db, id: number): Promise<boolean> {
  const [b] = await tx
    .update(messageBroadcasts)
    .set({ deliveredAt: sql`now()` })
    .where(and(eq(messageBroadcasts.id, id), sql`${messageBroadcasts.deliveredAt} is null`))
    .returning();
  if (!b) return false;
  const audience = audienceOf(b);
  /** members who joined after the delivery are not in it (the inbox's rule) */
  const joined = sql`m.created_at <= (select delivered_at from message_broadcasts where id = ${b.id}::int)`;
  let withheld = 0;
  if (b.kind === 'marketing') {
    // driven by the blocks (a few rows), never by the brand's members
    const rows = await queryRows<{ member_id: number }>(
      tx,
      sql`insert into message_receipts (broadcast_id, member_id, withheld)
          select ${b.id}::int, m.id, true from members m left join club_labels c on c.id = m.club_label_id
          where m.id in (select member_id from protection_blocks) and not marketing_allowed(m.id) and ${audience}
            and ${joined}
          on conflict do nothing returning member_id`,
    )
    withheld = rows.length;
  }
  const [counted] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from members m left join club_labels c on c.id = m.club_label_id where ${audience} and ${joined}`,
  );
  await tx
    .update(messageBroadcasts)
    .set({ recipients: Math.max(0, (counted?.n ?? 0) - withheld), withheld })
    .where(eq(messageBroadcasts.id, b.id));
  if (b.audience === 'member' && b.memberId !== null) {
    if (withheld === 0) await publish(tx, b.memberId, 'message', `b${b.id}`);
  } else {
    await publishToBrand(tx, b.merchantCode, 'message', `b${b.id}`);
  }
  return true;
}

/** Delivers every broadcast due before `until`, oldest first; answers how many. */
export async function deliverDue(tx: Db, until: Date): Promise<number> {
  const due = await tx
    .select({ id: messageBroadcasts.id })
    .from(messageBroadcasts)
    .where(and(sql`${messageBroadcasts.deliveredAt} is null`, sql`${messageBroadcasts.sendAt} < ${until}`))
    .orderBy(messageBroadcasts.sendAt, messageBroadcasts.id)
    .for('update', { skipLocked: true });
  let delivered = 0;
  for (const { id } of due) if (await deliverBroadcast(tx, id)) delivered += 1;
  return delivered;
}

/** Scheduled messages go out within this many seconds of their time. */
export const MESSAGE_DELIVERY_SECONDS = 10;

export const messageDeliveryJob = defineJob({
  name: 'messages:deliver',
  everySeconds: MESSAGE_DELIVERY_SECONDS,
  // a window delivers everything due before its end: the latest window catches up the older ones
  catchUp: 3,
  run: async (tx, window) => {
    await deliverDue(tx, window.end);
  },
});

interface ListedRow extends Record<string, unknown> {
  id: number;
  merchant_code: string;
  audience: OperatorBroadcast['audience'];
  account: string | null;
  rank_level: number | null;
  kind: OperatorBroadcast['kind'];
  title: string;
  content: string;
  send_at: Date | string;
  delivered_at: Date | string | null;
  recipients: number | null;
  withheld: number;
  reads: number | string;
  sent_by: string;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function presentRow(r: ListedRow): OperatorBroadcast {
  return {
    id: r.id,
    merchantCode: r.merchant_code,
    audience: r.audience,
    account: r.account,
    rankLevel: r.rank_level,
    kind: r.kind,
    title: r.title,
    content: r.content,
    sendAt: iso(r.send_at),
    deliveredAt: r.delivered_at === null ? null : iso(r.delivered_at),
    recipients: r.recipients,
    withheld: r.withheld,
    reads: Number(r.reads),
    sentBy: r.sent_by,
    createdAt: iso(r.created_at),
  };
}

function listSelect(scope: string | null, id?: number): SQL {
  return sql`select b.id, b.merchant_code, b.audience, m.account, b.rank_level, b.kind, b.title, b.content, b.send_at, b.delivered_at,
      b.recipients, b.withheld, b.created_at, o.username as sent_by,
      (select count(*)::int from message_receipts r where r.broadcast_id = b.id and r.read_at is not null) as reads
    from message_broadcasts b join operators o on o.id = b.operator_id left join members m on m.id = b.member_id
    where true ${scope === null ? sql`` : sql`and b.merchant_code = ${scope}`} ${id === undefined ? sql`` : sql`and b.id = ${id}`}`;
}

/** What was sent, newest first, with the reads; and the ranks of the operator's brands. */
export async function listBroadcasts(db: Db, operator: OperatorProfile, input: { page?: number | undefined; pageSize?: number | undefined }) {
  const scope = scopeOf(operator);
  const [found, ranks] = await Promise.all([
    paged<ListedRow>(db, pageOf(input, 20), { select: listSelect(scope), orderBy: sql`created_at desc, id desc` }),
    db
      .select({ merchantCode: clubLabels.merchantCode, rankLevel: clubLabels.rankLevel, name: sql<string>`min(${clubLabels.labelName})` })
      .from(clubLabels)
      .where(scope === null ? undefined : eq(clubLabels.merchantCode, scope))
      .groupBy(clubLabels.merchantCode, clubLabels.rankLevel)
      .orderBy(clubLabels.merchantCode, clubLabels.rankLevel),
  ]);
  return { items: found.rows.map(presentRow), total: found.total, page: found.pageNo, pageSize: found.pageSize, ranks };
}

async function oneBroadcast(db: Db, id: number): Promise<OperatorBroadcast> {
  const [row] = await queryRows<ListedRow>(db, listSelect(null, id));
  if (!row) throw apiError('NOT_FOUND', 'This message does not exist.');
  return presentRow(row);
}

/** Sends a message now (delivered in this transaction) or schedules it; audited. */
export async function sendBroadcast(db: Db, ctx: Context, input: MessageSendInput, now = new Date()): Promise<OperatorBroadcast> {
  const merchantCode = scopeOf(ctx.operator) ?? input.merchantCode;
  if (!merchantCode) throw apiError('VALIDATION', 'Choose the brand.', [{ field: 'merchantCode', key: 'validation.notEmpty' }]);
  const sendAt = input.sendAt === null ? now : new Date(input.sendAt);
  if (sendAt.getTime() > now.getTime() + MESSAGE_SCHEDULE_MAX_DAYS * 86_400_000) {
    throw apiError('VALIDATION', `A message can be scheduled at most ${MESSAGE_SCHEDULE_MAX_DAYS} days ahead.`, [{ field: 'sendAt', key: 'validation.invalid' }]);
  }
  return db.transaction(async (tx) => {
    const [brand] = await tx.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, merchantCode));
    if (!brand) throw apiError('VALIDATION', 'There is no such brand.', [{ field: 'merchantCode', key: 'validation.invalid' }]);
    let memberId: number | null = null;
    let rankLevel: number | null = null;
    if (input.audience === 'member') {
      const member = input.account ? await findMemberByAccount(tx, merchantCode, input.account) : undefined;
      if (!member || member.isAgent === 4 || member.status === 'template') {
        throw apiError('VALIDATION', 'There is no such member.', [{ field: 'account', key: input.account ? 'validation.invalid' : 'validation.notEmpty' }]);
      }
      memberId = member.id;
    } else if (input.audience === 'rank') {
      const [rank] =
        input.rankLevel === undefined
          ? []
          : await tx
              .select({ level: clubLabels.rankLevel })
              .from(clubLabels)
              .where(and(eq(clubLabels.merchantCode, merchantCode), eq(clubLabels.rankLevel, input.rankLevel)))
              .limit(1);
      if (!rank) throw apiError('VALIDATION', 'There is no such rank.', [{ field: 'rankLevel', key: 'validation.invalid' }]);
      rankLevel = rank.level;
    }
    const [created] = await tx
      .insert(messageBroadcasts)
      .values({
        merchantCode,
        audience: input.audience,
        memberId,
        rankLevel,
        kind: input.kind,
        title: input.title,
        content: input.content,
        sendAt,
        operatorId: ctx.operator.id,
      })
      .returning({ id: messageBroadcasts.id });
    if (!created) throw new Error('message not created');
    if (sendAt.getTime() <= now.getTime()) await deliverBroadcast(tx, created.id);
    const sent = await oneBroadcast(tx, created.id);
    await audit(
      tx,
      ctx,
      messagesAuditActions.send,
      { type: 'message', id: created.id, merchantCode },
      {
        after: {
          audience: sent.audience,
          account: sent.account,
          rankLevel: sent.rankLevel,
          kind: sent.kind,
          title: sent.title,
          sendAt: sent.sendAt,
          delivered: sent.deliveredAt !== null,
          recipients: sent.recipients,
        },
      },
    );
    return sent;
  });
}
