import { desc, eq } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { MemberRewards } from '../../../../src/shared/contract/promotions-operator';
import type { Db } from '../../db/client';
import { merchants, promotionApplications, promotionRewards, promotions } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { memberInScope } from '../operator/members';
import { rewardOf, titlesOf } from './engine';

/** A member's rewards and applications for the console's member page (the operator's brand only: another's is NOT_FOUND). */
export async function memberRewards(db: Db, operator: OperatorProfile, memberId: number): Promise<MemberRewards> {
  const member = await memberInScope(db, operator, memberId);
  const [rewards, applications, [brand]] = await Promise.all([
    db.select().from(promotionRewards).where(eq(promotionRewards.memberId, member.id)).orderBy(desc(promotionRewards.createdAt), desc(promotionRewards.id)).limit(100),
    db
      .select({ a: promotionApplications, title: promotions.title })
      .from(promotionApplications)
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .where(eq(promotionApplications.memberId, member.id))
      .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
      .limit(50),
    db.select({ symbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, member.merchantCode)),
  ]);
  const titles = await titlesOf(db, rewards.map((r) => r.promotionId), 'EN');
  return {
    currencySymbol: brand?.symbol ?? '',
    rewards: rewards.map((r) => rewardOf(r, titles.get(r.promotionId) ?? '')),
    applications: applications.map(({ a, title }) => ({
      id: a.id,
      promotionId: a.promotionId,
      promotionTitle: title,
      state: a.state as MemberRewards['applications'][number]['state'],
      amount: a.amount === null ? null : toMajor(a.amount),
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
