import { and, eq, gte, inArray, isNull, lt, min, notInArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses, ledgerPostings, ledgerTransactions, turnoverRequirements } from '../../db/schema';
import { accountOf, balancesOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';

/*
 * Turnover: the bets a member must place before withdrawing. Each deposit or
 * bonus may add a requirement (`addTurnoverRequirement`, from the module
 * that moves that money); what remains is the sum of the requirements less
 * the member's valid bets (ledger kind `bet`, what left their wallets) since
 * the first requirement, never below zero. The seed adds none, so the demo
 * member may withdraw at once. A requirement cleared (a bonus given up to
 * withdraw, `forfeitOpenBonuses`) no longer counts.
 */

/** The sources of a requirement that a bonus brought: the bonus's own and a promotion's extra (its deposit's share). */
const BONUS_SOURCES = ['bonus', 'promotion'];

export async function addTurnoverRequirement(
  db: Db,
  req: { memberId: number; source: string; ref: string; amount: bigint },
): Promise<void> {
  if (req.amount <= 0n) return;
  await db.insert(turnoverRequirements).values(req).onConflictDoNothing();
}

/** What the member still has to bet, in minor units; `withoutBonuses`: as if the open bonuses were given up. */
export async function turnoverRemaining(db: Db, memberId: number, options: { withoutBonuses?: boolean } = {}): Promise<bigint> {
  const [required] = await db
    .select({ total: sum(turnoverRequirements.amount), since: min(turnoverRequirements.createdAt) })
    .from(turnoverRequirements)
    .where(
      and(
        eq(turnoverRequirements.memberId, memberId),
        isNull(turnoverRequirements.clearedAt),
        options.withoutBonuses ? notInArray(turnoverRequirements.source, BONUS_SOURCES) : undefined,
      ),
    );
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

export interface OpenBonuses {
  /** the bonuses still tied to a turnover, in minor units together */
  amount: bigint;
  ids: number[];
}

/**
 * The bonuses a withdrawal would forfeit now: those granted with a turnover
 * while some turnover is still owed, not given up before. None when nothing
 * is owed (a met turnover frees every bonus).
 */
export async function openBonuses(db: Db, memberId: number): Promise<OpenBonuses> {
  if ((await turnoverRemaining(db, memberId)) === 0n) return { amount: 0n, ids: [] };
  const rows = await db
    .select({ id: bonuses.id, amount: bonuses.amount })
    .from(bonuses)
    .innerJoin(
      turnoverRequirements,
      and(eq(turnoverRequirements.source, 'bonus'), eq(turnoverRequirements.ref, sql`${bonuses.id}::text`), isNull(turnoverRequirements.clearedAt)),
    )
    .where(and(eq(bonuses.memberId, memberId), isNull(bonuses.forfeitedAt)));
  return { amount: rows.reduce((total, r) => total + r.amount, 0n), ids: rows.map((r) => r.id) };
}

/**
 * Gives the open bonuses up, in the caller's transaction (the member locked
 * by the caller): the ledger's `bonus_forfeit` takes their amount back from
 * the main wallet (no more than it holds) to the brand's bonus account, the
 * bonuses are marked forfeited and their requirements (and the promotions'
 * extra requirements) are cleared. `key` makes it happen once. Answers
 * what was taken back.
 */
export async function forfeitOpenBonuses(tx: Db, member: { id: number; merchantCode: string }, key: string): Promise<bigint> {
  const open = await openBonuses(tx, member.id);
  const main = await accountOf(tx, member.id, 'main');
  const { main: balance } = await balancesOf(tx, member.id);
  const taken = open.amount < balance ? open.amount : balance;
  if (taken > 0n) {
    await transfer(tx, {
      idempotencyKey: `bonus-forfeit:${key}`,
      kind: 'bonus_forfeit',
      from: main,
      to: await houseAccountOf(tx, member.merchantCode, 'bonus'),
      amount: taken,
      memberId: member.id,
      ref: { type: 'bonus', id: open.ids.join(',') },
      memo: 'Bonus given up to withdraw',
    });
  }
  const now = new Date();
  if (open.ids.length > 0) await tx.update(bonuses).set({ forfeitedAt: now }).where(inArray(bonuses.id, open.ids));
  await tx
    .update(turnoverRequirements)
    .set({ clearedAt: now })
    .where(and(eq(turnoverRequirements.memberId, member.id), inArray(turnoverRequirements.source, BONUS_SOURCES), isNull(turnoverRequirements.clearedAt)));
  return taken;
}
