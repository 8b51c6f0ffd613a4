import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheStats } from '../../server/src/db/read-cache';
import { banners, blockedNetworks, games, merchants } from '../../server/src/db/schema';
import { buildApp } from '../../server/src/app';
import { MERCHANT } from '../../server/src/seed/data/brand';
import { api } from '../../src/shared/contract/api';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

interface StatusBody {
  value: { status: number; info: { brandName: string } };
}
interface NoticeBody {
  value: { banners: { bannerId: number; title: string }[] };
}
interface ListBody {
  value: { totalCount: number; games: { name: string }[] };
}

/**
 * The read cache (server/src/db/read-cache.ts): what every visitor asks alike
 * is loaded once and served from memory, and any write to the tables behind
 * it (by the server, by hand, by another instance) is seen by the very next
 * request.
 */
describe('the read cache', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const status = async (headers: Record<string, string> = {}) =>
    (await call<StatusBody>(s, api.systemStatus, { url: 'http://localhost' }, { headers })).body.value;

  it('answers the status call from memory once loaded', async () => {
    await status();
    const before = readCacheStats(s.db);
    for (let i = 0; i < 5; i++) await status();
    const after = readCacheStats(s.db);
    expect(after.loads).toBe(before.loads);
    expect(after.hits).toBeGreaterThanOrEqual(before.hits + 5 * 3); // merchant, site info, blocked list
  });

  it('sees a hand-written change of the brand, the content or the catalogue at the next request', async () => {
    expect((await status()).info.brandName).not.toBe('Lotus Renamed');
    await s.db.update(merchants).set({ brandName: 'Lotus Renamed' }).where(eq(merchants.code, MERCHANT));
    expect((await status()).info.brandName).toBe('Lotus Renamed');

    const notice = async () => (await call<NoticeBody>(s, api.homeNotice, {}, { headers: { Language: 'EN' } })).body.value;
    const [first] = (await notice()).banners;
    expect(first).toBeDefined();
    await s.db.update(banners).set({ title: 'Fresh title' }).where(eq(banners.id, first!.bannerId));
    expect((await notice()).banners.find((b) => b.bannerId === first!.bannerId)?.title).toBe('Fresh title');

    const search = async () => (await call<ListBody>(s, api.gameList, { gameType: 'RNG', gameName: 'zzcachetest' })).body.value;
    expect((await search()).totalCount).toBe(0);
    const [game] = await s.db.select({ id: games.id }).from(games).where(eq(games.category, 'RNG')).limit(1);
    await s.db.update(games).set({ name: 'Zzcachetest Gold', searchName: 'zzcachetest gold' }).where(eq(games.id, game!.id));
    expect((await search()).games.map((g) => g.name)).toEqual(['Zzcachetest Gold']);
  });

  it('closes the site to a newly blocked address at its next request', async () => {
    expect((await status()).status).toBe(0);
    const [row] = await s.db.insert(blockedNetworks).values({ network: '127.0.0.0/8', reason: 'read cache test', enabled: true }).returning();
    try {
      expect((await status()).status).toBe(2);
    } finally {
      await s.db.delete(blockedNetworks).where(eq(blockedNetworks.id, row!.id));
    }
    expect((await status()).status).toBe(0);
  });

  it('keeps two instances of the server true to one database', async () => {
    const other = await openAnotherInstance(s);
    const second = await buildApp({ db: other.db, config: s.config, keys: s.keys }, { serveSite: false });
    try {
      const statusOn = async (app: typeof s.app) =>
        (await call<StatusBody>({ app, keys: s.keys }, api.systemStatus, { url: 'http://localhost' })).body.value.info.brandName;
      await statusOn(s.app);
      await statusOn(second);
      // the second instance writes; the first, which has the old name in memory, answers the new one
      await other.db.update(merchants).set({ brandName: 'Lotus Two' }).where(eq(merchants.code, MERCHANT));
      expect(await statusOn(s.app)).toBe('Lotus Two');
      expect(await statusOn(second)).toBe('Lotus Two');
    } finally {
      await second.close();
      await other.close();
    }
  });
});
