import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { merchants, pointCarries, pointsSettings } from '../../db/schema';
import { defineJob, type JobWindow } from '../../jobs/runner';
import { addPointEntry } from './ledger';

/*
 * Earning: every five minutes that have passed, the valid turnover settled
 * in them earns points at the brand's ratio (points_settings), once per
 * member and window (the job runner claims each window once, and each entry
 * is keyed `earn:<member>:<window start>`). What is short of a whole point
 * is carried to the member's next window, so no turnover is lost to
 * rounding. Settled means: an in-house round when played (a draw, stake
 * back, is no valid bet); a lottery ticket when its draw settles it won or
 * lost (cancelled and refunded tickets are no valid bet). Trial accounts
 * earn nothing.
 */

export const EARN_WINDOW_SECONDS = 300;
/** A brand without a row earns one point per this much valid turnover, minor units (1,000 in major units). */
export const DEFAULT_TURNOVER_PER_POINT = 100_000n;

/** The brand's ratio, minor units of valid turnover per point. */
export async function turnoverPerPoint(db: Db, merchantCode: string): Promise<bigint> {
  const [row] = await db.select({ ratio: pointsSettings.turnoverPerPoint }).from(pointsSettings).where(eq(pointsSettings.merchantCode, merchantCode)).limit(1);
  return row?.ratio ?? DEFAULT_TURNOVER_PER_POINT;
}

/** Valid turnover settled in [from, to), per member (real members only), minor units. */
export async function settledTurnover(db: Db, window: JobWindow): Promise<{ memberId: number; merchantCode: string; valid: bigint }[]> {
  const from = window.start.toISOString();
  const to = window.end.toISOString();
  const rows = await queryRows<{ member_id: number; merchant_code: string; valid: string }>(
    db,
    sql`
      with settled as (
        select r.member_id, case when r.payout = r.stake then 0::bigint else r.stake end as valid
        from inhouse_rounds r
        where r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
        union all
        select t.member_id, t.stake
        from lottery_tickets t
        where t.state in ('won', 'lost') and t.settled_at >= ${from}::timestamptz and t.settled_at < ${to}::timestamptz
      )
      select s.member_id, m.merchant_code, sum(s.valid)::text as valid
      from settled s join members m on m.id = s.member_id
      where m.is_agent <> 4
      group by 1, 2
      having sum(s.valid) > 0
      order by 1`,
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), merchantCode: r.merchant_code, valid: BigInt(r.valid) }));
}

/** Credits the points of one window, in the caller's transaction. Answers the points credited per member. */
export async function earnForWindow(tx: Db, window: JobWindow): Promise<Map<number, number>> {
  const credited = new Map<number, number>();
  const turnover = await settledTurnover(tx, window);
  const ratios = new Map<string, bigint>();
  for (const row of turnover) {
    let ratio = ratios.get(row.merchantCode);
    if (ratio === undefined) {
      ratio = await turnoverPerPoint(tx, row.merchantCode);
      ratios.set(row.merchantCode, ratio);
    }
    const [carried] = await tx.select({ carry: pointCarries.carry }).from(pointCarries).where(eq(pointCarries.memberId, row.memberId)).limit(1);
    const total = (carried?.carry ?? 0n) + row.valid;
    const points = total / ratio;
    const carry = total % ratio;
    if (points > 0n) {
      const added = await addPointEntry(tx, {
        memberId: row.memberId,
        kind: 'earn',
        points: Number(points),
        idempotencyKey: `earn:${row.memberId}:${window.start.toISOString()}`,
        turnover: row.valid,
      });
      // a key seen before: this window was credited already, its carry with it
      if (!added) continue;
      credited.set(row.memberId, Number(points));
    }
    await tx
      .insert(pointCarries)
      .values({ memberId: row.memberId, carry })
      .onConflictDoUpdate({ target: pointCarries.memberId, set: { carry, updatedAt: sql`now()` } });
  }
  return credited;
}

export const pointsEarnJob = defineJob({
  name: 'points:earn',
  everySeconds: EARN_WINDOW_SECONDS,
  // a day of windows
  catchUp: 288,
  run: async (tx, window) => {
    await earnForWindow(tx, window);
  },
});

/** The brand's currency symbol (the catalogue shows money with it). */
export async function currencySymbolOf(db: Db, merchantCode: string): Promise<string> {
  const [row] = await db.select({ symbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, merchantCode)).limit(1);
  return row?.symbol ?? '';
}
