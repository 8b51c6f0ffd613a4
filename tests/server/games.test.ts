import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/endpoints';
import type { GameCard } from '../../src/shared/contract/games-endpoints';
import { games } from '../../server/src/db/schema';
import { buildGameSeeds } from '../../server/src/db/seed-data/games';
import { seedDatabase } from '../../server/src/db/seed';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}
type ListValue = { games: GameCard[]; totalPages: number; totalCount: number; pageNo: number };

describe('game catalogue', () => {
  let s: TestServer;
  let token: string;

  const list = async (input: Record<string, unknown>) => (await call<Envelope<ListValue>>(s, api.gameList, input)).body.value;

  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s, 'demo', 'Demo1234');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('seeds at least 2,000 games over at least 30 vendors of the nine categories, once', async () => {
    const [row] = await s.db
      .select({ n: sql<number>`count(*)::int`, vendors: sql<number>`count(distinct ${games.vendorCode})::int`, categories: sql<number>`count(distinct ${games.category})::int` })
      .from(games);
    expect(row?.n).toBeGreaterThanOrEqual(2000);
    expect(row?.n).toBe(buildGameSeeds().length);
    expect(row?.vendors).toBeGreaterThanOrEqual(30);
    expect(row?.categories).toBe(9);
    await seedDatabase(s.db);
    const [again] = await s.db.select({ n: sql<number>`count(*)::int` }).from(games);
    expect(again?.n).toBe(row?.n);
  });

  it('pages a category 42 at a time from page 1, with the total of pages', async () => {
    const first = await list({ gameType: 'RNG' });
    expect(first.pageNo).toBe(1);
    expect(first.games).toHaveLength(42);
    expect(first.totalCount).toBe(1200);
    expect(first.totalPages).toBe(Math.ceil(1200 / 42));
    const second = await list({ gameType: 'RNG', pageNo: 2 });
    const ids = new Set(first.games.map((g) => g.nodeId));
    expect(second.games.some((g) => ids.has(g.nodeId))).toBe(false);
    const last = await list({ gameType: 'RNG', pageNo: first.totalPages });
    expect(last.games.length).toBe(1200 - 42 * (first.totalPages - 1));
    const beyond = await list({ gameType: 'RNG', pageNo: first.totalPages + 1 });
    expect(beyond.games).toHaveLength(0);
    expect(beyond.totalPages).toBe(first.totalPages);
  });

  it('filters by vendor list, classification, minimum bet and lines', async () => {
    const jade = await list({ vassalage: 'JDS,NRL', pageSize: 100 });
    expect(jade.totalCount).toBe(400);
    expect(new Set(jade.games.map((g) => g.vassalage))).toEqual(new Set(['JDS', 'NRL']));
    const jackpot = await list({ gameType: 'RNG', gameClassify: 'jackpot', pageSize: 100 });
    expect(jackpot.totalCount).toBeGreaterThan(0);
    expect(jackpot.games.every((g) => g.gameClassify === 'jackpot')).toBe(true);
    const rich = await list({ gameType: 'RNG', minBet: 20000, minLineNum: 243, pageSize: 100 });
    expect(rich.totalCount).toBeGreaterThan(0);
    expect(rich.totalCount).toBeLessThan(1200);
    expect(rich.games.every((g) => g.minBet >= 20000 && g.lineNum >= 243)).toBe(true);
  });

  it('searches names without regard to case or accents, and escapes LIKE wildcards', async () => {
    const dragons = await list({ gameName: 'DRAGON', pageSize: 100 });
    expect(dragons.totalCount).toBeGreaterThan(5);
    expect(dragons.games.every((g) => g.name.toLowerCase().includes('dragon'))).toBe(true);
    const tienLen = await list({ gameName: 'tien len' });
    expect(tienLen.games.some((g) => g.name.startsWith('Tiến Lên'))).toBe(true);
    expect((await list({ gameName: '%' })).totalCount).toBe(0);
    expect((await list({ gameName: 'no such game anywhere' })).totalCount).toBe(0);
  });

  it('marks hot games (isHot 1), lists hot and 20 popular games', async () => {
    const hot = (await call<Envelope<{ list: GameCard[] }>>(s, api.hotGames, { isPlatform: 2 })).body.value.list;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    const popular = (await call<Envelope<{ list: GameCard[] }>>(s, api.popularGames, { count: 20 })).body.value.list;
    expect(popular).toHaveLength(20);
  });

  it('keeps favourites per member: add, list, ids, remove; login required', async () => {
    expect((await call(s, api.addFavourite, { nodeId: 'JDS-0002' })).status).toBe(401);
    expect((await call(s, api.addFavourite, { nodeId: 'JDS-0002', vendor: 'JDS', gameType: 'RNG' }, { token })).status).toBe(200);
    expect((await call(s, api.addFavourite, { nodeId: 'JDS-0002' }, { token })).status).toBe(200);
    expect((await call(s, api.addFavourite, { nodeId: 'NOPE-1' }, { token })).status).toBe(404);
    const ids = (await call<Envelope<string[]>>(s, api.favouriteIds, {}, { token })).body.value;
    expect(ids).toContain('JDS-0002');
    const favs = (await call<Envelope<{ content: GameCard[] }>>(s, api.favouriteList, {}, { token })).body.value.content;
    expect(favs.map((g) => g.nodeId)).toContain('JDS-0002');
    await call(s, api.removeFavourite, { nodeId: 'JDS-0002' }, { token });
    expect((await call<Envelope<string[]>>(s, api.favouriteIds, {}, { token })).body.value).not.toContain('JDS-0002');
    const other = await loginAs(s, 'agent', 'Agent1234');
    expect((await call<Envelope<string[]>>(s, api.favouriteIds, {}, { token: other })).body.value).toEqual([]);
  });

  it('launch v2 opens a session: demo lobby for external vendors, the real game for in-house, recent games after', async () => {
    const live = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'LIVE_RYL', vassalage: 'RYL', accountType: 1, confirmTrans: 0, launchMode: 'GLS', clientType: 3 }, { token });
    expect(live.body.value.game_url).toMatch(/^\/games\/demo\?session=/);
    const page = await s.app.inject({ method: 'GET', url: live.body.value.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Royal Live');
    const slot = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'JDS-0010', gameId: 'JDS_0010', vassalage: 'JDS' }, { token });
    const slotPage = await s.app.inject({ method: 'GET', url: slot.body.value.game_url });
    expect(slotPage.body).toMatch(/would start here|sẽ bắt đầu/);
    const dice = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'XGS-DICE', gameId: 'XGS_DICE', vassalage: 'XGS' }, { token, headers: { language: 'EN' } });
    expect(dice.body.value.game_url).toMatch(/^\/games\/dice\?session=.+&lang=EN$/);
    const recent = (await call<Envelope<{ list: GameCard[] }>>(s, api.recentGames, {}, { token })).body.value.list;
    expect(recent.map((g) => g.nodeId).slice(0, 2)).toEqual(['XGS-DICE', 'JDS-0010']);
  });

  it('refuses a launch without login, of an unknown game, and of a game under maintenance', async () => {
    expect((await call(s, api.launchGameV2, { nodeId: 'LIVE_RYL', vassalage: 'RYL' })).status).toBe(401);
    expect((await call(s, api.launchGameV2, { nodeId: 'JDS-9999', vassalage: 'JDS' }, { token })).status).toBe(404);
    const down = await call<Envelope<null>>(s, api.launchGameV2, { nodeId: 'JDS-0004', vassalage: 'JDS' }, { token });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('MAINTENANCE');
    expect((await call<Envelope<null>>(s, api.launchGameV2, { nodeId: 'LIVE_PRL', vassalage: 'PRL' }, { token })).body.code).toBe('MAINTENANCE');
  });

  it('draws a game tile for every game (generated SVG)', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/media/games/XGS-DICE.svg' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.body).toContain('LOTUS DICE');
    expect((await s.app.inject({ method: 'GET', url: '/media/games/NOPE.svg' })).statusCode).toBe(404);
  });

  it('answers a filtered page within a few milliseconds (indexes, SQL paging)', async () => {
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await list({ gameType: 'RNG', gameName: 'golden', pageNo: 1 + (i % 3) });
    const perQuery = (performance.now() - started) / 20;
    expect(perQuery).toBeLessThan(150);
    console.info(`game list with search: ${perQuery.toFixed(1)} ms per call`);
  });
});
