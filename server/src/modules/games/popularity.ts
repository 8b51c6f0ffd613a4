import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gamePlays } from '../../db/schema';
import { defineJob } from '../../jobs/runner';

/**
 * One launch or round of a game: appended to `game_plays`, counted in the
 * game's popularity by the next run of `popularityJob`. In the caller's
 * transaction when given one (a round records its play with its money).
 */
export async function recordPlay(db: Db, gameId: number): Promise<void> {
  await db.insert(gamePlays).values({ gameId });
}

/**
 * Folds the recorded plays into `games.popularity` and removes them, in one
 * statement: a play appended meanwhile is not seen, so it stays for the next
 * run; a play is counted once whoever runs this, however often.
 */
export async function foldPlays(db: Db): Promise<void> {
  await db.execute(sql`
    with gone as (delete from game_plays returning game_id),
         counted as (select game_id, count(*)::int as plays from gone group by game_id)
    update games g set popularity = g.popularity + counted.plays from counted where g.id = counted.game_id`);
}

/** Once a minute; a missed minute needs no catching up, the next run folds everything. */
export const popularityJob = defineJob({ name: 'games:popularity', everySeconds: 60, catchUp: 1, run: (tx) => foldPlays(tx) });
