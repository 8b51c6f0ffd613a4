import { sql } from 'drizzle-orm';
import { maskAccount, type Winner } from '../../../../src/shared/contract/promotions-ranking';
import { queryRows, type Db } from '../../db/client';
import { toMajor, toMinor } from '../../lib/money';
import type { ContentLanguage } from '../content/i18n';
import { titlesOf } from './engine';

/*
 * The home page's winners board (the specification's "winner board GET"):
 * real wins only. The ledger's `payout` movements into a member's main
 * wallet of at least BIG_WIN (an in-house round's win, a lottery ticket's),
 * with the game's name, and the places the leaderboards and raffles paid,
 * with the promotion's title in the caller's language; accounts masked,
 * newest first, of the last 30 days.
 */

/** The least a game win must pay to be shown, major units. */
export const BIG_WIN = 100_000;
const LIMIT = 20;

export async function winnerBoard(db: Db, merchantCode: string, language: ContentLanguage | null): Promise<{ items: Winner[] }> {
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const [wins, prizes] = await Promise.all([
    queryRows<{ account: string; ref_type: string; amount: string; at: Date | string; game: string | null }>(
      db,
      sql`select m.account, t.ref_type, p.amount::text as amount, t.created_at as at,
            coalesce(gi.name, gl.name, lt.game_code) as game
          from ledger_transactions t
          join ledger_postings p on p.transaction_id = t.id and p.account_kind = 'main' and p.amount >= ${toMinor(BIG_WIN).toString()}::bigint
          join members m on m.id = t.member_id
          left join inhouse_rounds r on t.ref_type = 'inhouse_round' and r.member_id = t.member_id and r.round_id = t.ref_id
          left join games gi on gi.id = r.game_id
          left join lottery_tickets lt on t.ref_type = 'lottery_ticket' and lt.id::text = t.ref_id
          left join games gl on gl.merchant_code = lt.merchant_code and gl.game_code = lt.game_code
          where t.kind = 'payout' and t.created_at >= ${since}::timestamptz and m.merchant_code = ${merchantCode} and m.is_agent <> 4
            and t.ref_type in ('inhouse_round', 'lottery_ticket')
          order by t.created_at desc, t.id desc
          limit ${LIMIT}`,
    ),
    queryRows<{ account: string; promotion_id: number; kind: string; amount: string; at: Date | string }>(
      db,
      sql`select m.account, z.promotion_id, r.kind, z.amount::text as amount, z.created_at as at
          from promotion_prizes z
          join promotions pr on pr.id = z.promotion_id
          join promotion_rules r on r.promotion_id = z.promotion_id
          join members m on m.id = z.member_id
          where pr.merchant_code = ${merchantCode} and z.created_at >= ${since}::timestamptz
          order by z.created_at desc, z.place asc
          limit ${LIMIT}`,
    ),
  ]);
  const titles = await titlesOf(db, prizes.map((p) => Number(p.promotion_id)), language);
  const items: Winner[] = [
    ...wins.map((w) => ({
      kind: (w.ref_type === 'lottery_ticket' ? 'lottery' : 'game') as Winner['kind'],
      account: maskAccount(w.account),
      title: w.game ?? '',
      amount: toMajor(BigInt(w.amount)),
      at: new Date(w.at).toISOString(),
    })),
    ...prizes.map((p) => ({
      kind: (p.kind === 'raffle' ? 'raffle' : 'leaderboard') as Winner['kind'],
      account: maskAccount(p.account),
      title: titles.get(Number(p.promotion_id)) ?? '',
      amount: toMajor(BigInt(p.amount)),
      at: new Date(p.at).toISOString(),
    })),
  ];
  items.sort((a, b) => b.at.localeCompare(a.at));
  return { items: items.slice(0, LIMIT) };
}
