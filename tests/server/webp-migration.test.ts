import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { openTestDatabase, rerunMigration, type TestDatabase } from './helpers';

/** Migration 0027: a data folder seeded when the banners and promotion cards were linked as SVG links their WebP. */
describe('WebP pictures migration', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase();
    // as an older seed wrote them, and two addresses that are not the generated art
    await t.db.execute(sql`update banners set image_url = regexp_replace(image_url, '\\.webp$', '.svg')`);
    await t.db.execute(sql`update promotions set image_url = regexp_replace(image_url, '\\.webp$', '.svg')`);
    await t.db.execute(sql`update banners set image_url = '/uploads/banners/summer.svg' where code = 'home-live'`);
    await t.db.execute(sql`update promotions set image_url = 'https://img.example.test/media/promotions/x.svg' where code = 'welcome-bonus'`);
    await rerunMigration(t.db, '0027_webp_pictures');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves the generated art to .webp and leaves any other address alone', async () => {
    const banners = await queryRows<{ code: string; image_url: string }>(t.db, sql`select code, image_url from banners order by code`);
    const promotions = await queryRows<{ code: string; image_url: string }>(t.db, sql`select code, image_url from promotions order by code`);
    expect(banners.length).toBeGreaterThan(3);
    expect(promotions.length).toBeGreaterThan(3);
    for (const b of banners) {
      expect(b.image_url).toBe(b.code === 'home-live' ? '/uploads/banners/summer.svg' : `/media/banners/${b.code}.webp`);
    }
    for (const p of promotions) {
      expect(p.image_url).toBe(p.code === 'welcome-bonus' ? 'https://img.example.test/media/promotions/x.svg' : `/media/promotions/${p.code}.webp`);
    }
  });
});
