import { sql } from 'drizzle-orm';
import type { CreditReport, CreditReportQuery } from '../../../../src/shared/contract/records';
import { queryRows, type Db } from '../../db/client';
import { toMajor } from '../../lib/money';
import { currencySymbolOf } from '../wallet/balance';
import { allBets } from './bet-sources';
import { keptRange } from './range';

type DayRow = { day: string; n: number | string; stake: string; valid: string; win_loss: string; rebates: string; bonuses: string };

/**
 * The credit report: the member's statement by local day over a range kept
 * (12 months), all in SQL. Bets, stakes, valid turnover and the win or loss
 * of the settled bets come from the betting record's sources (bet-sources.ts),
 * by the day each bet was placed; rebates and bonuses from the member's
 * postings in the ledger (what was really credited), by the day they moved.
 * A day is the member's: the instants are moved by `utcOffset` minutes
 * before their date is taken. Only days with a bet or a gift are listed.
 */
export async function creditReport(
  db: Db,
  member: { id: number; merchantCode: string },
  input: CreditReportQuery,
  now = new Date(),
): Promise<CreditReport> {
  const range = keptRange(input, now);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const offset = sql`make_interval(mins => ${input.utcOffset ?? 0}::int)`;
  const localDay = (column: ReturnType<typeof sql>) => sql`to_char((${column} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
  const [rows, currencySymbol] = await Promise.all([
    queryRows<DayRow>(
      db,
      sql`with bets as (
            select ${localDay(sql`bet_at`)} as day, count(*) as n, sum(stake) as stake, sum(valid_bet) as valid,
                   sum(case when status = 'pending' then 0 else payout - stake end) as win_loss
            from (${allBets({ memberId: member.id, from: range.from, to: range.to })}) b
            group by 1
          ),
          gifts as (
            select ${localDay(sql`p.created_at`)} as day,
                   sum(case when t.kind = 'rebate' then p.amount else 0 end) as rebates,
                   sum(case when t.kind = 'bonus' then p.amount else 0 end) as bonuses
            from ledger_postings p
            join wallet_accounts a on a.id = p.account_id
            join ledger_transactions t on t.id = p.transaction_id
            where a.member_id = ${member.id} and t.kind in ('rebate', 'bonus')
              and p.created_at >= ${from}::timestamptz and p.created_at < ${to}::timestamptz
            group by 1
          )
          select coalesce(b.day, g.day) as day, coalesce(b.n, 0) as n, coalesce(b.stake, 0)::text as stake,
                 coalesce(b.valid, 0)::text as valid, coalesce(b.win_loss, 0)::text as win_loss,
                 coalesce(g.rebates, 0)::text as rebates, coalesce(g.bonuses, 0)::text as bonuses
          from bets b full join gifts g on g.day = b.day
          order by 1 desc`,
    ),
    currencySymbolOf(db, member.merchantCode),
  ]);

  const sums = { n: 0, stake: 0n, valid: 0n, winLoss: 0n, rebates: 0n, bonuses: 0n };
  const days = rows.map((r) => {
    const figures = { stake: BigInt(r.stake), valid: BigInt(r.valid), winLoss: BigInt(r.win_loss), rebates: BigInt(r.rebates), bonuses: BigInt(r.bonuses) };
    sums.n += Number(r.n);
    sums.stake += figures.stake;
    sums.valid += figures.valid;
    sums.winLoss += figures.winLoss;
    sums.rebates += figures.rebates;
    sums.bonuses += figures.bonuses;
    return { day: r.day, ...present(Number(r.n), figures) };
  });
  return {
    currencySymbol,
    days,
    totals: present(sums.n, { stake: sums.stake, valid: sums.valid, winLoss: sums.winLoss, rebates: sums.rebates, bonuses: sums.bonuses }),
    clampedFrom: range.clampedFrom?.toISOString() ?? null,
  };
}

/** A day's (or the range's) figures in major units, the net summed in minor units first. */
function present(betCount: number, f: { stake: bigint; valid: bigint; winLoss: bigint; rebates: bigint; bonuses: bigint }) {
  return {
    betCount,
    stake: toMajor(f.stake),
    validBet: toMajor(f.valid),
    winLoss: toMajor(f.winLoss),
    rebates: toMajor(f.rebates),
    bonuses: toMajor(f.bonuses),
    net: toMajor(f.winLoss + f.rebates + f.bonuses),
  };
}
