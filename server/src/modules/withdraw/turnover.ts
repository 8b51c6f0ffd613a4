import { and, eq, gte, lt, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerPostings, ledgerTransactions, turnoverRequirements } from '../../db/schema';

/*
 * Turnover: the bets a member must place before withdrawing. Each deposit or
 * bonus may add a requirement (`addTurnoverRequirement`, from the module
 * that moves that money); what remains is the sum of the requirements less
 * the member's valid bets (ledger kind `bet`, what left their wallets) since
 * the first requirement, never below zero. The seed adds none, so the demo
 * member may withdraw at once.
 */

export async function addTurnoverRequirement(
  db: Db,
  req: { memberId: number; source: string; ref: string; amount: bigint },
): Promise<void> {
  if (req.amount <= 0n) return;
  await db.insert(turnoverRequirements).values(req).onConflictDoNothing();
}

/** What the member still has to bet, in minor units. */
export async function turnoverRemaining(db: Db, memberId: number): Promise<bigint> {
  const [required] = await db
    .select({ total: sum(turnoverRequirements.amount), since: min(turnoverRequirements.createdAt) })
    .from(turnoverRequirements)
    .where(eq(turnoverRequirements.memberId, memberId));
  const total = BigInt(required?.total ?? 0);
  if (total === 0n || !required?.since) return 0n;
  const [bets] = await db
    .select({ staked: sql<string | null>`sum(-${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerTransactions.memberId, memberId),
        eq(ledgerTransactions.kind, 'bet'),
        lt(ledgerPostings.amount, 0n),
        gte(ledgerTransactions.createdAt, required.since),
      ),
    );
  const staked = BigInt(bets?.staked ?? 0);
  return total > staked ? total - staked : 0n;
}
