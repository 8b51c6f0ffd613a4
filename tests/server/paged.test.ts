import { asc, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paged } from '../../server/src/db/paged';
import { gameVendors, games, members } from '../../server/src/db/schema';
import { pageOf, totalPagesOf } from '../../server/src/lib/paging';
import { vendorOfGame } from '../../server/src/modules/games/catalogue-join';
import { openTestDatabase, type TestDatabase } from './helpers';

describe('paging arithmetic', () => {
  it('takes pageNo or page from 1, the screen size by default, and says how many rows to skip', () => {
    expect(pageOf({}, 20)).toEqual({ pageNo: 1, pageSize: 20, offset: 0 });
    expect(pageOf({ pageNo: 3, pageSize: 10 }, 20)).toEqual({ pageNo: 3, pageSize: 10, offset: 20 });
    expect(pageOf({ page: 2 }, 25)).toEqual({ pageNo: 2, pageSize: 25, offset: 25 });
  });

  it('counts at least one page, so an empty list has its empty first page', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(10, 10)).toBe(1);
    expect(totalPagesOf(11, 10)).toBe(2);
  });
});

describe('paged(): the one paged-list query', () => {
  let t: TestDatabase;
  const numbers = { select: sql`select n, n % 2 as odd from generate_series(1, 45) as n`, orderBy: sql`n desc` };

  beforeAll(async () => {
    t = await openTestDatabase();
  }, 60_000);
  afterAll(async () => t?.close());

  it('reads a list written in SQL with its count in one statement, in the list order', async () => {
    const page = await paged<{ n: number }>(t.db, pageOf({ pageNo: 2, pageSize: 20 }, 10), numbers);
    expect(page.rows.map((r) => Number(r.n))).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(page).toMatchObject({ total: 45, pageNo: 2, pageSize: 20, totalPages: 3 });
    const last = await paged<{ n: number }>(t.db, pageOf({ pageNo: 3, pageSize: 20 }, 10), numbers);
    expect(last.rows.map((r) => Number(r.n))).toEqual([5, 4, 3, 2, 1]);
  });

  it('still counts the list on a page past its end, so the site can step back', async () => {
    const page = await paged(t.db, pageOf({ pageNo: 9, pageSize: 20 }, 10), numbers);
    expect(page.rows).toEqual([]);
    expect(page).toMatchObject({ total: 45, totalPages: 3 });
  });

  it('adds window columns over the whole list (totals) beside the count', async () => {
    const page = await paged<{ n: number; all: string }>(t.db, pageOf({ pageSize: 5 }, 10), { ...numbers, over: sql`(sum(n) over ())::text as all` });
    expect(page.rows).toHaveLength(5);
    expect(page.rows[0]?.all).toBe(String((45 * 46) / 2));
  });

  it('pages a drizzle select with its typed rows and counts the same select', async () => {
    const [all] = await t.db.select({ n: count() }).from(members);
    const whole = all?.n ?? 0;
    expect(whole).toBeGreaterThan(3);
    const select = () => t.db.select({ id: members.id, account: members.account }).from(members).orderBy(asc(members.id)).$dynamic();
    const first = await paged(t.db, pageOf({ page: 1, pageSize: 2 }, 25), select());
    const second = await paged(t.db, pageOf({ page: 2, pageSize: 2 }, 25), select());
    expect(first.total).toBe(whole);
    expect(first.totalPages).toBe(Math.ceil(whole / 2));
    expect(first.rows).toHaveLength(2);
    expect(typeof first.rows[0]?.account).toBe('string');
    expect(second.rows[0]!.id).toBeGreaterThan(first.rows[1]!.id);
    const past = await paged(t.db, pageOf({ page: 1000, pageSize: 2 }, 25), select());
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(whole);
  });
});

describe('vendorOfGame(): the catalogue join', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  }, 60_000);
  afterAll(async () => t?.close());

  it('finds every game its vendor of the same brand, category and code; enabledOnly drops the vendors that are off', async () => {
    const [enabledGames] = await t.db.select({ n: count() }).from(games);
    const joined = await t.db.select({ n: count() }).from(games).innerJoin(gameVendors, vendorOfGame());
    expect(joined[0]?.n).toBe(enabledGames?.n);
    const [vendor] = await t.db.select().from(gameVendors).limit(1);
    if (!vendor) throw new Error('no vendor seeded');
    const before = await t.db.select({ n: count() }).from(games).innerJoin(gameVendors, vendorOfGame({ enabledOnly: true }));
    await t.db.update(gameVendors).set({ enabled: false }).where(sql`${gameVendors.id} = ${vendor.id}`);
    const after = await t.db.select({ n: count() }).from(games).innerJoin(gameVendors, vendorOfGame({ enabledOnly: true }));
    const [ofVendor] = await t.db
      .select({ n: count() })
      .from(games)
      .where(sql`${games.merchantCode} = ${vendor.merchantCode} and ${games.category} = ${vendor.category} and ${games.vendorCode} = ${vendor.code}`);
    expect((before[0]?.n ?? 0) - (after[0]?.n ?? 0)).toBe(ofVendor?.n);
  });
});
