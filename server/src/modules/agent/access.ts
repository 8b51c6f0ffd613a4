import { and, eq, sql } from 'drizzle-orm';
import { isAgentType, isGuestType } from '../../../../src/shared/contract/member';
import type { Db } from '../../db/client';
import { agentTree, members, type Member } from '../../db/schema';
import { apiError } from '../../http/status';

/*
 * Who may use the agent centre (spec sections 5 and 6): agents of type 1, 2,
 * 41 or 42, on every call. A guest is told it needs a real account, anyone
 * else "Non-agents cannot log in".
 */

/** The type of a sub-agent an agent creates, or that registers through a sub-agent link. */
export const SUB_AGENT_TYPE = 2;

export function requireAgent(member: Member): Member {
  if (isGuestType(member.isAgent)) {
    throw apiError('FORBIDDEN', 'This needs a real account. Please register to continue.', undefined, { reason: 'guestRefused' });
  }
  if (!isAgentType(member.isAgent)) {
    throw apiError('FORBIDDEN', 'Non-agents cannot log in.', undefined, { reason: 'nonAgent' });
  }
  return member;
}

/** The ids of an agent's downline, every level, as a subquery (the agent itself excluded). */
export const teamOf = (agentId: number) => sql`select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0`;

/** A member of the agent's downline with its level below the agent, or null when it is not in it. */
export async function downlineMember(db: Db, agentId: number, memberId: number): Promise<{ member: Member; level: number } | null> {
  const [row] = await db
    .select({ member: members, level: agentTree.depth })
    .from(agentTree)
    .innerJoin(members, eq(members.id, agentTree.descendantId))
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId), sql`${agentTree.depth} > 0`))
    .limit(1);
  return row ?? null;
}

/** "Not in your downline": an account outside the team is answered like an unknown one. */
export const notInDownline = () => apiError('NOT_FOUND', 'There is no such account in your downline.');
