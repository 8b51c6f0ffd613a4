import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Reward } from '../../../../src/shared/contract/promotions';
import type { Db } from '../../db/client';
import { bonuses, members, vipBirthdayBonuses, vipLevels, vipRankUps } from '../../db/schema';
import { toMajor } from '../../lib/money';

/**
 * The VIP ladder's rewards as the reward centre lists them beside the
 * promotions' (paid at once, so `issued`): each rank-up reward and birthday
 * bonus paid, newest first, titled by the level's name. At most `limit`.
 */
export async function vipRewardsOf(db: Db, memberId: number, limit = 100): Promise<Reward[]> {
  const [rankUps, birthdays, names] = await Promise.all([
    db
      .select({ level: vipRankUps.level, amount: vipRankUps.amount, bonusId: vipRankUps.bonusId, at: bonuses.createdAt, multiple: bonuses.turnoverMultiple })
      .from(vipRankUps)
      .innerJoin(bonuses, eq(bonuses.id, vipRankUps.bonusId))
      .where(and(eq(vipRankUps.memberId, memberId), gt(vipRankUps.amount, 0n), isNotNull(vipRankUps.bonusId)))
      .orderBy(desc(vipRankUps.createdAt))
      .limit(limit),
    db
      .select({ level: vipBirthdayBonuses.level, amount: vipBirthdayBonuses.amount, bonusId: vipBirthdayBonuses.bonusId, at: bonuses.createdAt, multiple: bonuses.turnoverMultiple })
      .from(vipBirthdayBonuses)
      .innerJoin(bonuses, eq(bonuses.id, vipBirthdayBonuses.bonusId))
      .where(eq(vipBirthdayBonuses.memberId, memberId))
      .orderBy(desc(vipBirthdayBonuses.createdAt))
      .limit(limit),
    db
      .select({ level: vipLevels.level, name: vipLevels.name })
      .from(vipLevels)
      .innerJoin(members, eq(members.merchantCode, vipLevels.merchantCode))
      .where(eq(members.id, memberId)),
  ]);
  const nameOf = (level: number) => names.find((n) => n.level === level)?.name ?? `VIP ${level}`;
  const reward = (source: 'rankUp' | 'birthday', r: (typeof rankUps)[number]): Reward => ({
    id: r.bonusId ?? 0,
    promotionId: 0,
    source,
    title: nameOf(r.level),
    amount: toMajor(r.amount),
    turnoverMultiple: r.multiple,
    state: 'issued',
    createdAt: r.at.toISOString(),
    expiresAt: null,
    issuedAt: r.at.toISOString(),
  });
  return [...rankUps.map((r) => reward('rankUp', r)), ...birthdays.map((r) => reward('birthday', r))]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}
