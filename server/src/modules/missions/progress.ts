import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { depositOrders, type MissionFilter } from '../../db/schema';
import { allBets } from '../records/bet-sources';
import type { MissionWindow } from './window';

export interface MeasuredMission {
  metric: string;
  filter: MissionFilter;
}

/** The bets a filter keeps: of its categories, or in-house rounds of its kinds (none given: every bet). */
function betFilter(filter: MissionFilter): SQL {
  const parts: SQL[] = [];
  if (filter.categories?.length) parts.push(sql`category in (${sql.join(filter.categories.map((c) => sql`${c}`), sql`, `)})`);
  if (filter.inhouseKinds?.length) {
    parts.push(sql`(source = 'inhouse' and fair->>'kind' in (${sql.join(filter.inhouseKinds.map((k) => sql`${k}`), sql`, `)}))`);
  }
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * What a member did towards a mission in a window, from the records only
 * (the betting record's sources and the credited deposit orders, nothing the
 * site can count up): `rounds` the bets settled in it (won, lost or a draw;
 * a pending or cancelled lottery ticket is none), `wins` those won,
 * `turnover` their valid bets (minor units: a draw, stake back, is none),
 * `deposits` the orders credited in it. A bet counts in the window it was
 * placed in.
 */
export async function measure(db: Db, memberId: number, mission: MeasuredMission, window: MissionWindow): Promise<bigint> {
  if (mission.metric === 'deposits') {
    const [row] = await db
      .select({ n: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.state, 'credited'), gte(depositOrders.settledAt, window.start), lt(depositOrders.settledAt, window.end)));
    return BigInt(row?.n ?? 0);
  }
  const bets = allBets({ memberId, from: window.start, to: window.end });
  const [row] = await queryRows<{ rounds: string; wins: string; turnover: string }>(
    db,
    sql`select count(*) filter (where status in ('won', 'lost', 'draw'))::text as rounds,
               count(*) filter (where status = 'won')::text as wins,
               coalesce(sum(valid_bet), 0)::text as turnover
        from (${bets}) bets where ${betFilter(mission.filter)}`,
  );
  switch (mission.metric) {
    case 'rounds':
      return BigInt(row?.rounds ?? 0);
    case 'wins':
      return BigInt(row?.wins ?? 0);
    case 'turnover':
      return BigInt(row?.turnover ?? 0);
    default:
      throw new Error(`unknown mission metric ${mission.metric}`);
  }
}
