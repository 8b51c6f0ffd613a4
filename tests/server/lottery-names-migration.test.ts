import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { openTestDatabase, rerunMigration, type TestDatabase } from './helpers';

/** Migration 0028: a catalogue seeded with the old lottery names gets names that say what each game is. */
describe('lottery game names migration', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase();
    // as the older seed named them, and one game an operator has renamed since
    await t.db.execute(sql`update games set name = 'Thai Lottery', search_name = 'thai lottery' where game_code in ('SEA_0001', 'LTA_0001')`);
    await t.db.execute(sql`update games set name = 'Toto 6/45', search_name = 'toto 6/45' where game_code = 'LTA_0010'`);
    await t.db.execute(sql`update games set name = 'Keno 1 Minute TCG', search_name = 'keno 1 minute tcg' where game_code = 'TCG_0002'`);
    await t.db.execute(sql`update games set name = 'Our Lao Draw', search_name = 'our lao draw' where game_code = 'LTA_0002'`);
    await rerunMigration(t.db, '0028_lottery_game_names');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renames the seeded names by the lottery each game draws with, keeps the codes and an operator’s own name', async () => {
    const rows = await queryRows<{ game_code: string; name: string; search_name: string }>(
      t.db,
      sql`select game_code, name, search_name from games where game_code in ('SEA_0001', 'LTA_0001', 'LTA_0002', 'LTA_0010', 'TCG_0002') order by game_code`,
    );
    expect(rows.map((r) => [r.game_code, r.name])).toEqual([
      ['LTA_0001', 'Five-ball 1 min · Lotto Asia 1'],
      ['LTA_0002', 'Our Lao Draw'],
      ['LTA_0010', 'Five-ball 1 min · Lotto Asia 4'],
      ['SEA_0001', 'Five-ball 1 min · SEA Lottery 1'],
      ['TCG_0002', 'Keno 5 min · TCG Fast Lottery 1'],
    ]);
    // the name search finds them by their new names
    expect(rows.find((r) => r.game_code === 'LTA_0001')?.search_name).toBe('five-ball 1 min · lotto asia 1');
    const [dupes] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (select name from games where category in ('LOTT', 'ELOTT') and game_code <> 'LTA_0002' group by merchant_code, name having count(*) > 1) d`,
    );
    expect(dupes?.n).toBe(0);
  });
});
