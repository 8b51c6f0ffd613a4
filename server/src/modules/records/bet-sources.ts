import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gameVendors, games } from '../../db/schema';
import { vendorOfGame } from '../games/catalogue-join';

/** The catalogue as the sources name it: `g` the game, `v` its vendor. */
const vendorOfG = vendorOfGame({}, alias(games, 'g'), alias(gameVendors, 'v'));

/**
 * The sources of the betting record. Each is a select of one kind of bet of
 * one member in a time range, with the same columns:
 *
 *   id, source, category, vendor, vendor_name, game, bet_at, stake (minor),
 *   valid_bet (minor), payout (minor), status, reference, fair (jsonb or null),
 *   member_id, lottery (jsonb or null)
 *
 * The record is their `union all`, filtered, totalled and paged by the
 * caller in SQL. Today the in-house rounds; the lottery's tickets and the
 * vendors' bet feeds become further entries of `betSources`, each reading
 * its own table with the member and range pushed down to its indexes.
 */
export interface BetSourceQuery {
  /** one member's bets… */
  memberId?: number;
  /** …or the bets of every member this subquery selects (one column of member ids): a team */
  members?: SQL;
  from: Date;
  to: Date;
}

type BetSource = (q: BetSourceQuery) => SQL;

/** The member condition of a source on its member column: one member, or a subquery of them. */
export function memberIs(column: SQL, q: BetSourceQuery): SQL {
  if (q.members) return sql`${column} in (${q.members})`;
  if (q.memberId === undefined) throw new Error('a bet query needs memberId or members');
  return sql`${column} = ${q.memberId}`;
}

/** In-house rounds: settled when played; a draw (stake back) is no valid bet. */
const inhouseRounds: BetSource = (q) => sql`
  select 'inhouse:' || r.round_id as id, 'inhouse' as source, g.category, g.vendor_code as vendor,
         coalesce(v.name, g.vendor_code) as vendor_name, g.name as game, r.created_at as bet_at,
         r.stake, case when r.payout = r.stake then 0::bigint else r.stake end as valid_bet, r.payout,
         case when r.payout > r.stake then 'won' when r.payout < r.stake then 'lost' else 'draw' end as status,
         r.round_id as reference,
         jsonb_build_object('kind', r.kind, 'serverSeed', r.server_seed, 'serverSeedHash', r.server_seed_hash,
                            'clientSeed', r.client_seed, 'nonce', r.nonce) as fair,
         r.member_id, null::jsonb as lottery
  from inhouse_rounds r
  join games g on g.id = r.game_id
  left join game_vendors v on ${vendorOfG}
  where ${memberIs(sql`r.member_id`, q)} and r.created_at >= ${q.from.toISOString()}::timestamptz and r.created_at < ${q.to.toISOString()}::timestamptz`;

/**
 * Lottery tickets: pending until their draw is settled; a cancelled or
 * refunded ticket gave its stake back (payout = stake, no valid bet). The
 * reference is the draw's period; the detail holds the line and the result.
 */
const lotteryTickets: BetSource = (q) => sql`
  select 'lottery:' || t.id as id, 'lottery' as source, coalesce(g.category, 'LOTT') as category,
         coalesce(g.vendor_code, 'VNL') as vendor, coalesce(v.name, g.vendor_code, 'VNL') as vendor_name,
         coalesce(g.name, t.lottery_code) as game, t.created_at as bet_at, t.stake,
         case when t.state in ('won', 'lost') then t.stake else 0::bigint end as valid_bet,
         case when t.state in ('cancelled', 'refunded') then t.stake else t.payout end as payout,
         case when t.state in ('refunded', 'cancelled') then 'cancelled' else t.state end as status,
         d.period as reference, null::jsonb as fair, t.member_id,
         jsonb_build_object('lotteryCode', t.lottery_code, 'period', d.period, 'playType', t.play_type,
                            'numbers', to_jsonb(t.numbers), 'stations', to_jsonb(t.stations), 'points', t.points,
                            'drawAt', d.draw_at, 'result', case when d.state in ('drawn', 'settled') then d.result end) as lottery
  from lottery_tickets t
  join lottery_draws d on d.id = t.draw_id
  left join games g on g.merchant_code = t.merchant_code and g.game_code = t.game_code
  left join game_vendors v on ${vendorOfG}
  where ${memberIs(sql`t.member_id`, q)} and t.created_at >= ${q.from.toISOString()}::timestamptz and t.created_at < ${q.to.toISOString()}::timestamptz`;

export const betSources: BetSource[] = [inhouseRounds, lotteryTickets];

/** Every bet of a member (or of the members of a subquery) in a range: the union of the sources, to use as a subquery (`from (…) bets`). */
export function allBets(q: BetSourceQuery): SQL {
  return sql.join(
    betSources.map((source) => sql`(${source(q)})`),
    sql` union all `,
  );
}
