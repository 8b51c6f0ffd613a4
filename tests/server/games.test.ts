import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import type { GameCard } from '../../src/shared/contract/games';
import { games, merchants } from '../../server/src/db/schema';
import { buildGameSeeds } from '../../server/src/seed/data/games';
import { settleReadCache } from '../../server/src/db/read-cache';
import { seedDatabase } from '../../server/src/seed/seed';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}
/** the slots page (/rng) scrolls through at least 2,000 games: 6 vendors × 340 */
const RNG_GAMES = 2040;
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
    expect(first.totalCount).toBe(RNG_GAMES);
    expect(first.totalPages).toBe(Math.ceil(RNG_GAMES / 42));
    const second = await list({ gameType: 'RNG', pageNo: 2 });
    const ids = new Set(first.games.map((g) => g.nodeId));
    expect(second.games.some((g) => ids.has(g.nodeId))).toBe(false);
    const last = await list({ gameType: 'RNG', pageNo: first.totalPages });
    expect(last.games.length).toBe(RNG_GAMES - 42 * (first.totalPages - 1));
    const beyond = await list({ gameType: 'RNG', pageNo: first.totalPages + 1 });
    expect(beyond.games).toHaveLength(0);
    expect(beyond.totalPages).toBe(first.totalPages);
  });

  it('filters by vendor list, classification, minimum bet and lines', async () => {
    const jade = await list({ vassalage: 'JDS,NRL', pageSize: 100 });
    expect(jade.totalCount).toBe((RNG_GAMES / 6) * 2);
    expect(new Set(jade.games.map((g) => g.vassalage))).toEqual(new Set(['JDS', 'NRL']));
    const jackpot = await list({ gameType: 'RNG', gameClassify: 'jackpot', pageSize: 100 });
    expect(jackpot.totalCount).toBeGreaterThan(0);
    expect(jackpot.games.every((g) => g.gameClassify === 'jackpot')).toBe(true);
    const rich = await list({ gameType: 'RNG', minBet: 20000, minLineNum: 243, pageSize: 100 });
    expect(rich.totalCount).toBeGreaterThan(0);
    expect(rich.totalCount).toBeLessThan(RNG_GAMES);
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

  it('lists favourites 42 a page, filtered by category and vendors (a category page’s view)', async () => {
    const member = await loginAs(s, 'agent', 'Agent1234');
    const slots = (await list({ vassalage: 'NRL', pageSize: 50 })).games.map((g) => g.nodeId);
    for (const nodeId of [...slots, 'RYL-0001', 'AV-0001']) expect((await call(s, api.addFavourite, { nodeId }, { token: member })).status).toBe(200);
    type Favs = Envelope<{ content: GameCard[]; totalPages: number }>;
    const page1 = (await call<Favs>(s, api.favouriteList, { gameType: 'RNG', vassalage: 'NRL,JDS', pageNo: 1, pageSize: 42 }, { token: member })).body.value;
    expect(page1.content).toHaveLength(42);
    expect(page1.totalPages).toBe(2);
    const page2 = (await call<Favs>(s, api.favouriteList, { gameType: 'RNG', vassalage: 'NRL,JDS', pageNo: 2, pageSize: 42 }, { token: member })).body.value;
    expect(page2.content).toHaveLength(8);
    expect([...page1.content, ...page2.content].every((g) => g.vassalage === 'NRL')).toBe(true);
    const esports = (await call<Favs>(s, api.favouriteList, { vassalage: 'AV,AI,IMES,TF,IA' }, { token: member })).body.value;
    expect(esports.content.map((g) => g.nodeId)).toEqual(['AV-0001']);
    expect((await call<Favs>(s, api.favouriteList, { gameType: 'SPORTS', vassalage: 'LSP,AOD' }, { token: member })).body.value.content).toEqual([]);
    for (const nodeId of [...slots, 'RYL-0001', 'AV-0001']) await call(s, api.removeFavourite, { nodeId }, { token: member });
  });

  it('delivers some esports books in the SPORTS lane (split by the site), with esports games', async () => {
    const lanes = (await call<Envelope<{ data: { lanes: Array<{ gameCategory: string; cards: Array<{ vassalage: string }> }> } }>>(s, api.gameVendors, {})).body.value.data.lanes;
    const sports = lanes.find((l) => l.gameCategory === 'SPORTS')?.cards.map((c) => c.vassalage) ?? [];
    expect(sports).toEqual(expect.arrayContaining(['AV', 'AI', 'LSP']));
    const av = await list({ vassalage: 'AV', pageSize: 100 });
    expect(av.totalCount).toBeGreaterThan(0);
    expect(av.games.every((g) => g.gameType === 'SPORTS' && ['lol', 'dota2', 'cs2', 'valorant'].includes(g.gameClassify))).toBe(true);
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
    // a category page asks for its vendors only
    const slotsOnly = (await call<Envelope<{ list: GameCard[] }>>(s, api.recentGames, { vassalage: 'JDS,NRL', pageSize: 42 }, { token })).body.value.list;
    expect(slotsOnly.map((g) => g.nodeId)).toEqual(['JDS-0010']);
  });

  describe('a free-play account', () => {
    let guest: string;
    beforeAll(async () => {
      const login = await call<Envelope<{ token: string }>>(s, api.freePlayLogin, {});
      expect(login.status).toBe(200);
      guest = login.body.value.token;
    });

    it('asks for its recent games and favourites as the home page does, and gets empty lists, not a refusal', async () => {
      const recent = await call<Envelope<{ list: GameCard[]; totalPages: number }>>(s, api.recentGames, { clientType: 3, language: 'EN', pageNo: 1, pageSize: 12 }, { token: guest });
      expect(recent.status).toBe(200);
      expect(recent.body.value).toEqual({ list: [], totalPages: 0 });
      expect((await call(s, api.favouriteIds, {}, { token: guest })).status).toBe(200);
    });

    it('launches what the brand lets trials play, and is told when it opens live casino or sports', async () => {
      const slot = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'JDS-0010', gameId: 'JDS_0010', vassalage: 'JDS' }, { token: guest });
      expect(slot.status).toBe(200);
      const dice = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'XGS-DICE', gameId: 'XGS_DICE', vassalage: 'XGS' }, { token: guest });
      expect(dice.body.value.game_url).toMatch(/^\/games\/dice\?session=/);
      // its launches are still not a real account's recent games
      expect((await call<Envelope<{ list: GameCard[] }>>(s, api.recentGames, {}, { token: guest })).body.value.list).toEqual([]);
      const live = await call<Envelope<{ reason: string }>>(s, api.launchGameV2, { nodeId: 'LIVE_RYL', vassalage: 'RYL' }, { token: guest });
      expect(live.status).toBe(403);
      expect(live.body).toMatchObject({ success: false, code: 'FORBIDDEN', value: { reason: 'guestRefused' } });
      // a member launches the same table
      expect((await call(s, api.launchGameV2, { nodeId: 'LIVE_RYL', vassalage: 'RYL' }, { token })).status).toBe(200);
    });

    it('follows the brand: with live casino among its trial categories, the table opens', async () => {
      const [row] = await s.db.select({ settings: merchants.settings }).from(merchants).where(eq(merchants.code, 'LOTUS'));
      const settings = row!.settings;
      await s.db.update(merchants).set({ settings: { ...settings, trialCategories: ['LIVE'] } }).where(eq(merchants.code, 'LOTUS'));
      await settleReadCache(s.db);
      try {
        const live = await call(s, api.launchGameV2, { nodeId: 'LIVE_RYL', vassalage: 'RYL' }, { token: guest });
        const slot = await call(s, api.launchGameV2, { nodeId: 'JDS-0010', gameId: 'JDS_0010', vassalage: 'JDS' }, { token: guest });
        expect([live.status, slot.status]).toEqual([200, 403]);
      } finally {
        await s.db.update(merchants).set({ settings }).where(eq(merchants.code, 'LOTUS'));
        await settleReadCache(s.db);
      }
    });
  });

  it('refuses a launch without login, of an unknown game, and of a game under maintenance', async () => {
    expect((await call(s, api.launchGameV2, { nodeId: 'LIVE_RYL', vassalage: 'RYL' })).status).toBe(401);
    expect((await call(s, api.launchGameV2, { nodeId: 'JDS-9999', vassalage: 'JDS' }, { token })).status).toBe(404);
    const down = await call<Envelope<null>>(s, api.launchGameV2, { nodeId: 'JDS-0004', vassalage: 'JDS' }, { token });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('MAINTENANCE');
    expect((await call<Envelope<null>>(s, api.launchGameV2, { nodeId: 'LIVE_PRL', vassalage: 'PRL' }, { token })).body.code).toBe('MAINTENANCE');
  });

  it('gives every launch route real data: lane flags, the whole lottery list, PVP rooms, a game by node id', async () => {
    type Card = { vassalage: string; nodeId: string; gameType: string; isGame: string | null; accountTypeName: string | null; maintenance: boolean };
    const lanes = (await call<Envelope<{ data: { lanes: Array<{ gameCategory: string; cards: Card[] }> } }>>(s, api.gameVendors, {})).body.value.data.lanes;
    const of = (category: string) => lanes.find((l) => l.gameCategory === category)?.cards ?? [];
    // fishing: a vendor whose card opens its game list, and one with a lobby of its own
    expect(of('FISH').find((c) => c.vassalage === 'OKF')?.isGame).toBe('VASSALAGE');
    expect(of('FISH').find((c) => c.vassalage === 'DSH')?.isGame).toBeNull();
    expect(of('PVP').length).toBeGreaterThan(0);
    expect(of('PVP').every((c) => c.isGame === null && c.gameType === 'PVP')).toBe(true);
    const accountTypes = new Set([...of('LOTT'), ...of('ELOTT')].map((c) => c.accountTypeName));
    expect([...accountTypes].sort()).toEqual(['ELOTT', 'LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    expect(of('LIVE').some((c) => c.maintenance)).toBe(true);

    // the lottery list of /lottery (LOTT and ELOTT accounts), 100 at a time: more than one page
    const lottery = [...of('LOTT'), ...of('ELOTT')].filter((c) => c.accountTypeName === 'LOTT' || c.accountTypeName === 'ELOTT').map((c) => c.vassalage);
    const first = await list({ vassalage: lottery.join(','), pageSize: 100 });
    expect(first.totalCount).toBeGreaterThan(100);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 100));
    const second = await list({ vassalage: lottery.join(','), pageSize: 100, pageNo: 2 });
    const late = second.games[0] as GameCard;
    expect(late.defaultPlayType).not.toBeNull();

    // one game by node id (a banner of link type game)
    const one = await list({ nodeId: late.nodeId });
    expect(one.games.map((g) => g.nodeId)).toEqual([late.nodeId]);

    // a lottery launched with its play type starts on it
    const lot = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: late.nodeId, gameId: late.gameId, vassalage: late.vassalage, playType: 'box' }, { token });
    expect(new URLSearchParams(lot.body.value.game_url.split('?')[1]).get('playType')).toBe('box');

    // PVP rooms carry their roomId; a room launches, a room of another vendor does not
    const pvp = of('PVP')[0] as Card;
    const rooms = (await call<Envelope<{ rooms: Array<{ roomId: string }> }>>(s, api.pvpRooms, { vassalage: pvp.vassalage })).body.value.rooms;
    expect(rooms.length).toBeGreaterThan(0);
    const room = rooms[1]?.roomId as string;
    expect(room.startsWith(`${pvp.vassalage}-`)).toBe(true);
    const joined = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: pvp.nodeId, roomId: room, vassalage: pvp.vassalage }, { token });
    expect(new URLSearchParams(joined.body.value.game_url.split('?')[1]).get('room')).toBe(room);
    expect((await call(s, api.launchGameV2, { nodeId: pvp.nodeId, roomId: 'ZZZ-R1', vassalage: pvp.vassalage }, { token })).status).toBe(404);
    expect((await call(s, api.launchGameV2, { nodeId: 'LIVE_RYL', roomId: room, vassalage: 'RYL' }, { token })).status).toBe(404);

    // a fishing lobby vendor launches its lobby
    const dsh = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'FISH_DSH', vassalage: 'DSH' }, { token });
    expect(dsh.body.value.game_url).toMatch(/^\/games\/demo\?session=/);
  });

  it('draws a game tile for every game (generated SVG)', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/media/games/XGS-DICE.svg' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.body).toContain('LOTUS DICE');
    expect((await s.app.inject({ method: 'GET', url: '/media/games/NOPE.svg' })).statusCode).toBe(404);
  });

  it('serves the tile the list links to as a 300×300 WebP of the same drawing, revalidated by ETag', async () => {
    const page = await list({ gameType: 'RNG', pageNo: 1 });
    const url = page.games[0]!.imageUrl;
    expect(url).toMatch(/^\/media\/games\/[A-Za-z0-9_-]+\.webp$/);
    const r = await s.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers['cache-control']).toContain('max-age=604800');
    const meta = await sharp(r.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
    // the same drawing in the other format, so what the tile shows is the SVG's picture
    expect((await s.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.svg') })).statusCode).toBe(200);
    const again = await s.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(r.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(r.headers.etag);
    const second = await s.app.inject({ method: 'GET', url });
    expect(Buffer.compare(second.rawPayload, r.rawPayload)).toBe(0);
    // twice as wide for the srcset, drawn at that size; no other width
    const wide = await s.app.inject({ method: 'GET', url: `${url}?w=600` });
    expect(wide.statusCode).toBe(200);
    const wideMeta = await sharp(wide.rawPayload).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([600, 600]);
    expect(wide.headers.etag).not.toBe(r.headers.etag);
    expect((await s.app.inject({ method: 'GET', url: `${url}?w=1024` })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/media/games/NOPE.webp' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/media/games/XGS-DICE.png' })).statusCode).toBe(404);
  });

  it('answers a filtered page within a few milliseconds (indexes, SQL paging)', async () => {
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await list({ gameType: 'RNG', gameName: 'golden', pageNo: 1 + (i % 3) });
    const perQuery = (performance.now() - started) / 20;
    expect(perQuery).toBeLessThan(150);
    console.info(`game list with search: ${perQuery.toFixed(1)} ms per call`);
  });
});
