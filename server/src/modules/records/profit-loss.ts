import { sql } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { GameCategory } from '../../../../src/shared/contract/games';
import { queryRows, type Db } from '../../db/client';
import { toMajor } from '../../lib/money';
import { currencySymbolOf } from '../wallet/balance';
import { allBets } from './bet-sources';
import { keptRange } from './range';

/** The movements P/L sums, each with one leg on the member's side. */
const summedKinds = ['bet', 'payout', 'bonus', 'rebate', 'deposit', 'withdrawal'] as const;

/**
 * Profit and loss over a range kept: stakes, payouts, bonuses, rebates,
 * deposits and withdrawals summed from the member's postings in the ledger
 * (what really moved), valid bets and the split by game category from the
 * betting record's sources, all in SQL.
 */
export async function profitLoss(
  db: Db,
  member: { id: number; merchantCode: string },
  input: { from: string; to: string },
  now = new Date(),
): Promise<ResponseOf<typeof api.profitLoss>> {
  const range = keptRange(input, now);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const [sums, categories, currency, currencySymbol] = await Promise.all([
    queryRows<{ kind: string; total: string }>(
      db,
      sql`select t.kind, sum(p.amount)::text as total
          from ledger_postings p
          join wallet_accounts a on a.id = p.account_id
          join ledger_transactions t on t.id = p.transaction_id
          where a.member_id = ${member.id} and p.created_at >= ${from}::timestamptz and p.created_at < ${to}::timestamptz
            and t.kind in (${sql.join(
              summedKinds.map((k) => sql`${k}`),
              sql`, `,
            )})
          group by t.kind`,
    ),
    queryRows<{ category: string; n: number | string; stake: string; valid: string; payout: string }>(
      db,
      sql`select category, count(*) as n, sum(stake)::text as stake, sum(valid_bet)::text as valid, sum(payout)::text as payout
          from (${allBets({ memberId: member.id, from: range.from, to: range.to })}) bets
          group by category order by sum(stake) desc, category`,
    ),
    queryRows<{ currency: string }>(db, sql`select currency from merchants where code = ${member.merchantCode}`),
    currencySymbolOf(db, member.merchantCode),
  ]);
  const of = (kind: (typeof summedKinds)[number]) => BigInt(sums.find((s) => s.kind === kind)?.total ?? '0');
  const bets = -of('bet');
  const payouts = of('payout');
  const deposits = of('deposit');
  const withdrawals = -of('withdrawal');
  const validBets = categories.reduce((sum, c) => sum + BigInt(c.valid), 0n);
  return {
    currency: currency[0]?.currency ?? '',
    currencySymbol,
    bets: toMajor(bets),
    validBets: toMajor(validBets),
    payouts: toMajor(payouts),
    winLoss: toMajor(payouts - bets),
    bonuses: toMajor(of('bonus')),
    rebates: toMajor(of('rebate')),
    deposits: toMajor(deposits),
    withdrawals: toMajor(withdrawals),
    netDeposits: toMajor(deposits - withdrawals),
    byCategory: categories.map((c) => ({
      category: c.category as GameCategory,
      count: Number(c.n),
      stake: toMajor(BigInt(c.stake)),
      validBet: toMajor(BigInt(c.valid)),
      payout: toMajor(BigInt(c.payout)),
      winLoss: toMajor(BigInt(c.payout) - BigInt(c.stake)),
    })),
    clampedFrom: range.clampedFrom?.toISOString() ?? null,
  };
}
