import { asc, eq } from 'drizzle-orm';
import type { PlayerRank } from '../../../../src/shared/contract/account';
import type { Db } from '../../db/client';
import { clubLabels, vipLevels, type Member } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { memberInfoOf } from '../member/member-info';
import { ledgerTotals } from '../vip/ranks';

/**
 * The VIP ladder of the member's brand and where the member stands: the
 * level of its club label, and its totals so far (deposits into its wallet,
 * stakes of its bets), read from the ledger. The level moves up by
 * itself once the totals reach the next one (modules/vip/ranks.ts).
 */
export async function playerRank(db: Db, member: Member): Promise<PlayerRank> {
  const [levels, club, totals, info] = await Promise.all([
    db.select().from(vipLevels).where(eq(vipLevels.merchantCode, member.merchantCode)).orderBy(asc(vipLevels.level)),
    member.clubLabelId === null
      ? Promise.resolve([])
      : db.select({ rankLevel: clubLabels.rankLevel }).from(clubLabels).where(eq(clubLabels.id, member.clubLabelId)).limit(1),
    ledgerTotals(db, member.id),
    memberInfoOf(db, member),
  ]);
  return {
    currency: info.currency,
    currentLevel: club[0]?.rankLevel ?? null,
    deposit: toMajor(totals.deposit),
    turnover: toMajor(totals.turnover),
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      color: l.color,
      color2: l.color2,
      requiredDeposit: toMajor(l.requiredDeposit),
      requiredTurnover: toMajor(l.requiredTurnover),
      rebateRate: Number(l.rebateRate),
      dailyWithdrawalLimit: toMajor(l.dailyWithdrawalLimit),
      dailyWithdrawals: l.dailyWithdrawals,
      birthdayBonus: toMajor(l.birthdayBonus),
      upgradeBonus: toMajor(l.upgradeBonus),
    })),
  };
}
