import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlayerRank } from '../../../../src/shared/contract/account';
import type { Db } from '../../db/client';
import { clubLabels, ledgerPostings, ledgerTransactions, vipLevels, walletAccounts, type Member } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { memberInfoOf } from '../member/member-info';

/**
 * The VIP ladder of the member's brand and where the member stands: the
 * level of its club label, and its totals so far (deposits into its wallet,
 * stakes of its bets), read from the ledger.
 */
export async function playerRank(db: Db, member: Member): Promise<PlayerRank> {
  const [levels, club, totals, info] = await Promise.all([
    db.select().from(vipLevels).where(eq(vipLevels.merchantCode, member.merchantCode)).orderBy(asc(vipLevels.level)),
    member.clubLabelId === null
      ? Promise.resolve([])
      : db.select({ rankLevel: clubLabels.rankLevel }).from(clubLabels).where(eq(clubLabels.id, member.clubLabelId)).limit(1),
    db
      .select({
        deposit: sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerTransactions.kind} = 'deposit' and ${ledgerPostings.amount} > 0), 0)::text`,
        turnover: sql<string>`coalesce(-sum(${ledgerPostings.amount}) filter (where ${ledgerTransactions.kind} = 'bet' and ${ledgerPostings.amount} < 0), 0)::text`,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
      .where(and(eq(walletAccounts.memberId, member.id), inArray(walletAccounts.kind, ['main', 'vendor']))),
    memberInfoOf(db, member),
  ]);
  const row = totals[0];
  return {
    currency: info.currency,
    currentLevel: club[0]?.rankLevel ?? null,
    deposit: toMajor(BigInt(row?.deposit ?? '0')),
    turnover: toMajor(BigInt(row?.turnover ?? '0')),
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
