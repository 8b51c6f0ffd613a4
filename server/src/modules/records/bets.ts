import { sql, type SQL } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import { RECORDS_PAGE_SIZE, type BetRecordsQuery, type BetRecord } from '../../../../src/shared/contract/records';
import { queryRows, type Db } from '../../db/client';
import { toMajor } from '../../lib/money';
import { allBets } from './bet-sources';
import { paged } from '../../db/paged';
import { pageOf, totalPagesOf } from '../../lib/paging';
import { keptRange } from './range';

type BetRow = {
  id: string;
  source: string;
  category: string;
  vendor: string;
  vendor_name: string;
  game: string;
  bet_at: Date | string;
  stake: string;
  valid_bet: string;
  payout: string;
  status: string;
  reference: string;
  fair: BetRecord['fair'] | string | null;
  lottery: BetRecord['lottery'] | string | null;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toRecord(row: BetRow): BetRecord {
  const stake = BigInt(row.stake);
  const payout = BigInt(row.payout);
  const fair = typeof row.fair === 'string' ? (JSON.parse(row.fair) as BetRecord['fair']) : row.fair;
  return {
    id: row.id,
    source: row.source as BetRecord['source'],
    category: row.category as BetRecord['category'],
    vendor: row.vendor,
    vendorName: row.vendor_name,
    game: row.game,
    betAt: iso(row.bet_at),
    stake: toMajor(stake),
    validBet: toMajor(BigInt(row.valid_bet)),
    payout: toMajor(payout),
    winLoss: toMajor(payout - stake),
    status: row.status as BetRecord['status'],
    reference: row.reference,
    fair,
    lottery: typeof row.lottery === 'string' ? (JSON.parse(row.lottery) as BetRecord['lottery']) : (row.lottery ?? null),
  };
}

/**
 * The betting record of a member: every bet of every source (bet-sources.ts)
 * in the range kept, filtered by category, vendor and status, newest first,
 * one page of it and the totals of all of it, in SQL.
 */
export async function betRecords(
  db: Db,
  memberId: number,
  input: BetRecordsQuery,
  now = new Date(),
): Promise<ResponseOf<typeof api.betRecords>> {
  const range = keptRange(input, now);
  const { pageNo, pageSize } = pageOf(input, RECORDS_PAGE_SIZE);
  const filters: SQL[] = [sql`true`];
  if (input.category) filters.push(sql`category = ${input.category}`);
  if (input.vendor) filters.push(sql`vendor = ${input.vendor}`);
  if (input.status) filters.push(sql`status = ${input.status}`);
  const where = sql.join(filters, sql` and `);
  const bets = allBets({ memberId, from: range.from, to: range.to });
  const [rows, totals] = await Promise.all([
    paged<BetRow>(db, pageOf(input, RECORDS_PAGE_SIZE), {
      select: sql`select * from (${bets}) bets where ${where}`,
      orderBy: sql`bet_at desc, id desc`,
    }),
    queryRows<{ n: number | string; stake: string; valid: string; win_loss: string }>(
      db,
      sql`select count(*) as n, coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid,
                 coalesce(sum(payout - stake), 0)::text as win_loss
          from (${bets}) bets where ${where}`,
    ),
  ]);
  const total = totals[0];
  const count = Number(total?.n ?? 0);
  return {
    items: rows.rows.map(toRecord),
    totals: {
      count,
      stake: toMajor(BigInt(total?.stake ?? '0')),
      validBet: toMajor(BigInt(total?.valid ?? '0')),
      winLoss: toMajor(BigInt(total?.win_loss ?? '0')),
    },
    pageNo,
    totalPages: totalPagesOf(count, pageSize),
    totalCount: count,
    clampedFrom: range.clampedFrom?.toISOString() ?? null,
  };
}

/** The vendors a member can filter the betting record by: the brand's enabled vendors, in the lobby's order. */
export async function recordVendors(db: Db, merchantCode: string): Promise<ResponseOf<typeof api.recordVendors>> {
  const rows = await queryRows<{ code: string; name: string; category: string }>(
    db,
    sql`select code, name, category from game_vendors where merchant_code = ${merchantCode} and enabled order by sort_order, id`,
  );
  return rows.map((r) => ({ code: r.code, name: r.name, category: r.category as BetRecord['category'] }));
}
