import { sql, type SQL } from 'drizzle-orm';

/**
 * The sources of the betting record. Each is a select of one kind of bet of
 * one member in a time range, with the same columns:
 *
 *   id, source, category, vendor, vendor_name, game, bet_at, stake (minor),
 *   valid_bet (minor), payout (minor), status, reference, fair (jsonb or null),
 *   member_id
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
         r.member_id
  from inhouse_rounds r
  join games g on g.id = r.game_id
  left join game_vendors v on v.merchant_code = g.merchant_code and v.category = g.category and v.code = g.vendor_code
  where ${memberIs(sql`r.member_id`, q)} and r.created_at >= ${q.from.toISOString()}::timestamptz and r.created_at < ${q.to.toISOString()}::timestamptz`;

export const betSources: BetSource[] = [inhouseRounds];

/** Every bet of a member (or of the members of a subquery) in a range: the union of the sources, to use as a subquery (`from (…) bets`). */
export function allBets(q: BetSourceQuery): SQL {
  return sql.join(
    betSources.map((source) => sql`(${source(q)})`),
    sql` union all `,
  );
}
