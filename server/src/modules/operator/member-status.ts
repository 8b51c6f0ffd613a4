import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { auditActions, type MemberStatus, type OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { members, sessions } from '../../db/schema';
import { lockAccount, unlock } from '../identity/lockout';
import { audit, type AuditActor } from './audit';
import { memberInScope } from './members';

async function openSessions(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}

/**
 * Locks a member (no login, every site session and game launch ended, by
 * `lockAccount`) or unlocks one (the staff lock and any lock after wrong
 * passwords lifted; ended sessions stay ended), with the audit row in the
 * same transaction. Setting the status it already has changes nothing and
 * records nothing.
 */
export async function setMemberStatus(
  db: Db,
  ctx: AuditActor & { operator: OperatorProfile },
  input: { memberId: number; status: MemberStatus; reason: string },
): Promise<{ status: MemberStatus; sessionsEnded: number }> {
  const member = await memberInScope(db, ctx.operator, input.memberId);
  const current: MemberStatus = member.status === 'locked' ? 'locked' : 'active';
  if (current === input.status) return { status: current, sessionsEnded: 0 };
  return db.transaction(async (tx) => {
    const target = { type: 'member', id: member.id, merchantCode: member.merchantCode };
    if (input.status === 'locked') {
      const ended = await openSessions(tx, member.id);
      await lockAccount(tx, member.id);
      await audit(tx, ctx, auditActions.lock, target, {
        before: { status: current },
        after: { status: 'locked' },
        reason: input.reason,
        account: member.account,
        sessionsEnded: ended,
      });
      return { status: 'locked', sessionsEnded: ended };
    }
    await tx.update(members).set({ status: 'active', updatedAt: sql`now()` }).where(eq(members.id, member.id));
    await unlock(tx, member.id);
    await audit(tx, ctx, auditActions.unlock, target, {
      before: { status: current },
      after: { status: 'active' },
      reason: input.reason,
      account: member.account,
    });
    return { status: 'active', sessionsEnded: 0 };
  });
}
