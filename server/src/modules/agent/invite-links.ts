import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AGENT_PAGE_SIZE, MAX_INVITE_LINKS, agentKeys, type DownlineKind, type InviteLink } from '../../../../src/shared/contract/agent';
import type { Db } from '../../db/client';
import { paged } from '../../db/paged';
import { agentInviteLinks, agentInviteRegistrations, members, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { pageOf } from '../../lib/paging';
import { SUB_AGENT_TYPE } from './access';

/*
 * An agent's invitation links: each carries an affiliate code of its own
 * (the registration form's affiliateCode, spec section 2), for a member or
 * a sub-agent; the registrations each link brought are counted.
 */

/** The registration address of a code on the site (the QR code's content). */
const urlOf = (origin: string, code: string) => `${origin.replace(/\/$/, '')}/?affiliateCode=${encodeURIComponent(code)}`;

type LinkRow = typeof agentInviteLinks.$inferSelect & { registrations: number };

const linkOf = (origin: string) => (r: LinkRow): InviteLink => ({
  id: r.id,
  affiliateCode: r.code,
  kind: r.kind as DownlineKind,
  url: urlOf(origin, r.code),
  note: r.note,
  registrations: Number(r.registrations),
  createdAt: r.createdAt.toISOString(),
});

const registrationsCount = sql<number>`(select count(*) from agent_invite_registrations r where r.link_id = ${agentInviteLinks.id})::int`;

export async function listInviteLinks(db: Db, agent: Member, origin: string): Promise<{ affiliateCode: string | null; links: InviteLink[]; maxLinks: number }> {
  const rows = await db
    .select({ ...agentInviteLinkColumns(), registrations: registrationsCount })
    .from(agentInviteLinks)
    .where(and(eq(agentInviteLinks.agentId, agent.id), isNull(agentInviteLinks.deletedAt)))
    .orderBy(desc(agentInviteLinks.id));
  return { affiliateCode: agent.inviteCode, links: rows.map(linkOf(origin)), maxLinks: MAX_INVITE_LINKS };
}

function agentInviteLinkColumns() {
  return {
    id: agentInviteLinks.id,
    agentId: agentInviteLinks.agentId,
    code: agentInviteLinks.code,
    kind: agentInviteLinks.kind,
    note: agentInviteLinks.note,
    createdAt: agentInviteLinks.createdAt,
    deletedAt: agentInviteLinks.deletedAt,
  };
}

export async function createInviteLink(db: Db, agent: Member, input: { kind: DownlineKind; note?: string | undefined }, origin: string): Promise<InviteLink> {
  return db.transaction(async (tx) => {
    // one agent's links are counted under its row's lock: two creations cannot both pass the limit
    await tx.select({ id: members.id }).from(members).where(eq(members.id, agent.id)).for('no key update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(agentInviteLinks)
      .where(and(eq(agentInviteLinks.agentId, agent.id), isNull(agentInviteLinks.deletedAt)));
    if ((count?.n ?? 0) >= MAX_INVITE_LINKS) {
      throw apiError('VALIDATION', `An agent keeps at most ${MAX_INVITE_LINKS} links.`, [{ field: 'kind', key: agentKeys.tooManyLinks, params: { max: MAX_INVITE_LINKS } }]);
    }
    const code = `L${randomBytes(5).toString('hex').toUpperCase()}`;
    const [row] = await tx.insert(agentInviteLinks).values({ agentId: agent.id, code, kind: input.kind, note: input.note?.trim() ?? '' }).returning();
    return linkOf(origin)({ ...row!, registrations: 0 });
  });
}

export async function deleteInviteLink(db: Db, agent: Member, id: number): Promise<null> {
  const done = await db
    .update(agentInviteLinks)
    .set({ deletedAt: new Date() })
    .where(and(eq(agentInviteLinks.id, id), eq(agentInviteLinks.agentId, agent.id), isNull(agentInviteLinks.deletedAt)))
    .returning({ id: agentInviteLinks.id });
  if (done.length === 0) throw apiError('NOT_FOUND', 'There is no such link.');
  return null;
}

export async function inviteRegistrations(
  db: Db,
  agent: Member,
  input: { id: number; pageNo?: number | undefined; pageSize?: number | undefined },
): Promise<{ items: { account: string; kind: DownlineKind; registeredAt: string; deposits: number }[]; pageNo: number; pageSize: number; totalPages: number; totalCount: number }> {
  const [link] = await db.select().from(agentInviteLinks).where(and(eq(agentInviteLinks.id, input.id), eq(agentInviteLinks.agentId, agent.id)));
  if (!link) throw apiError('NOT_FOUND', 'There is no such link.');
  const page = await paged<{ account: string; is_agent: number; created_at: Date | string; deposits: string }>(db, pageOf(input, AGENT_PAGE_SIZE), {
    select: sql`select m.account, m.is_agent, r.created_at,
               (select coalesce(sum(p.amount), 0) from ledger_transactions t
                join ledger_postings p on p.transaction_id = t.id and p.account_kind = 'main'
                where t.member_id = m.id and t.kind = 'deposit')::text as deposits
        from agent_invite_registrations r join members m on m.id = r.member_id
        where r.link_id = ${link.id}`,
    orderBy: sql`created_at desc`,
  });
  return {
    items: page.rows.map((r) => ({
      account: r.account,
      kind: [1, 2, 41, 42].includes(r.is_agent) ? 'agent' : 'member',
      registeredAt: new Date(r.created_at).toISOString(),
      deposits: Number(BigInt(r.deposits)) / 100,
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalPages: page.totalPages,
    totalCount: page.total,
  };
}

/** The agent an invitation link's code names (registration: the affiliate code), if the link is live. */
export async function agentOfLinkCode(db: Db, merchantCode: string, code: string): Promise<Member | undefined> {
  const [row] = await db
    .select({ member: members })
    .from(agentInviteLinks)
    .innerJoin(members, eq(members.id, agentInviteLinks.agentId))
    .where(and(sql`upper(${agentInviteLinks.code}) = upper(${code})`, isNull(agentInviteLinks.deletedAt), eq(members.merchantCode, merchantCode), eq(members.status, 'active')))
    .limit(1);
  return row?.member;
}

/** A registration that carried a link's code: counted for the link, and made a sub-agent by a sub-agent link. */
export async function recordInviteRegistration(db: Db, code: string | null, memberId: number): Promise<void> {
  if (!code) return;
  const [link] = await db
    .select()
    .from(agentInviteLinks)
    .where(and(sql`upper(${agentInviteLinks.code}) = upper(${code})`, isNull(agentInviteLinks.deletedAt)))
    .limit(1);
  if (!link) return;
  await db.insert(agentInviteRegistrations).values({ linkId: link.id, memberId }).onConflictDoNothing();
  if (link.kind === 'agent') await db.update(members).set({ isAgent: SUB_AGENT_TYPE }).where(eq(members.id, memberId));
}
