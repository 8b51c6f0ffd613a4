import { eq, sql } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import { RECORDS_PAGE_SIZE, type BonusReason, type BonusRecord } from '../../../../src/shared/contract/records';
import { queryRows, type Db } from '../../db/client';
import { bonuses } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { accountOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { addTurnoverRequirement } from '../withdraw/turnover';
import { allBets } from './bet-sources';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';
import { firstKept } from './range';

export interface BonusGrant {
  memberId: number;
  merchantCode: string;
  reason: BonusReason;
  /** minor units */
  amount: bigint;
  /** turnover asked: amount × multiple of valid bets */
  turnoverMultiple: number;
  /** makes the grant happen once (a promotion's claim, a seed's name) */
  key: string;
}

/**
 * Gives a member a bonus: the bonus row (its turnover requirement) and the
 * ledger's `bonus` movement from the house bonus account to the main wallet,
 * referenced `bonus`/<id>, and the withdrawal's turnover requirement of
 * amount × multiple, in one transaction. A repeat of the key gives
 * nothing more and answers the first bonus.
 */
export async function grantBonus(db: Db, grant: BonusGrant): Promise<{ id: number; transactionId: number }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bonuses)
      .values({
        memberId: grant.memberId,
        reason: grant.reason,
        amount: grant.amount,
        turnoverMultiple: grant.turnoverMultiple,
        turnoverRequired: grant.amount * BigInt(grant.turnoverMultiple),
        grantKey: grant.key,
      })
      .onConflictDoNothing()
      .returning({ id: bonuses.id });
    if (!created) {
      const [existing] = await tx.select().from(bonuses).where(eq(bonuses.grantKey, grant.key));
      if (!existing) throw new Error(`bonus ${grant.key} vanished`);
      return { id: existing.id, transactionId: existing.transactionId ?? 0 };
    }
    const moved = await transfer(tx, {
      idempotencyKey: `bonus:${grant.key}`,
      kind: 'bonus',
      from: await houseAccountOf(tx, grant.merchantCode, 'bonus'),
      to: await accountOf(tx, grant.memberId, 'main'),
      amount: grant.amount,
      memberId: grant.memberId,
      ref: { type: 'bonus', id: String(created.id) },
      memo: `Bonus (${grant.reason})`,
    });
    await tx.update(bonuses).set({ transactionId: moved.transactionId }).where(eq(bonuses.id, created.id));
    // the bonus's turnover also stands between the member and a withdrawal
    await addTurnoverRequirement(tx, { memberId: grant.memberId, source: 'bonus', ref: String(created.id), amount: grant.amount * BigInt(grant.turnoverMultiple) });
    return { id: created.id, transactionId: moved.transactionId };
  });
}

type BonusRow = {
  id: number;
  reason: string;
  amount: string;
  turnover_multiple: number;
  turnover_required: string;
  done: string;
  created_at: Date | string;
};

/**
 * The member's bonuses with their turnover progress: the valid bets of the
 * betting record since each bonus was given, up to its requirement. `where`
 * limits the bets read to those since the oldest bonus listed.
 */
function bonusProgress(memberId: number, now: Date) {
  const since = firstKept(now);
  const bets = allBets({ memberId, from: since, to: new Date(now.getTime() + 1) });
  return sql`select b.id, b.reason, b.amount::text as amount, b.turnover_multiple, b.turnover_required::text as turnover_required,
                    least(b.turnover_required, coalesce((select sum(x.valid_bet) from (${bets}) x where x.bet_at >= b.created_at), 0))::text as done,
                    b.created_at
             from bonuses b where b.member_id = ${memberId}`;
}

/** The bonus still locked: the amounts of the member's bonuses whose turnover is not met yet, minor units. */
export async function lockedBonus(db: Db, memberId: number, now = new Date()): Promise<bigint> {
  const [row] = await queryRows<{ locked: string }>(
    db,
    sql`select coalesce(sum(amount::bigint) filter (where done::bigint < turnover_required::bigint), 0)::text as locked
        from (${bonusProgress(memberId, now)}) p`,
  );
  return BigInt(row?.locked ?? '0');
}

/** Bonus details: the member's bonuses, newest first, a page of them, and what is still locked. */
export async function bonusRecords(
  db: Db,
  memberId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
  now = new Date(),
): Promise<ResponseOf<typeof api.bonusRecords>> {
  const [page, locked] = await Promise.all([
    paged<BonusRow>(db, pageOf(input, RECORDS_PAGE_SIZE), { select: bonusProgress(memberId, now), orderBy: sql`created_at desc, id desc` }),
    lockedBonus(db, memberId, now),
  ]);
  return {
    items: page.rows.map((r): BonusRecord => {
      const required = BigInt(r.turnover_required);
      const done = BigInt(r.done);
      return {
        id: Number(r.id),
        reason: r.reason as BonusReason,
        amount: toMajor(BigInt(r.amount)),
        turnoverMultiple: r.turnover_multiple,
        turnoverRequired: toMajor(required),
        turnoverDone: toMajor(done),
        completed: done >= required,
        createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
      };
    }),
    locked: toMajor(locked),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.total,
    clampedFrom: null,
  };
}
