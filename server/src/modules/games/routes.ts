import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { GAME_PAGE_SIZE, FIRST_PAGE, POPULAR_COUNT, gameCategories, type GameCategory, type VendorLane } from '../../../../src/shared/contract/games';
import { favouriteGames, gameLanes, gameVendors } from '../../db/schema';
import { route } from '../../http/route';
import { apiError } from '../../http/status';
import { requireRealMember } from '../identity/guest';
import { favouriteIds, favouriteList, findGameByNode, hotGames, listGames, popularGames, recentList } from './catalogue';
import { launchGame } from './launch';
import { pvpRoomsOf } from './rooms';

const isCategory = (v: string): v is GameCategory => (gameCategories as readonly string[]).includes(v);

/** The vendor card's image: generated artwork served by this server. */
export const vendorIconUrl = (code: string) => `/media/vendors/${encodeURIComponent(code)}.svg`;

/** Vendor codes of a comma-separated `vassalage` parameter. */
const vendorList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => /^[A-Za-z0-9_-]{1,32}$/.test(v))
    .slice(0, 50);

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.gameVendors, async (ctx) => {
    const db = ctx.deps.db;
    const merchant = await ctx.merchant();
    const [lanes, vendors] = await Promise.all([
      db.select().from(gameLanes).where(eq(gameLanes.merchantCode, merchant.code)).orderBy(asc(gameLanes.sortOrder)),
      db
        .select()
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantCode, merchant.code), eq(gameVendors.enabled, true)))
        .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id)),
    ]);
    const result: VendorLane[] = lanes
      .filter((lane) => isCategory(lane.category))
      .map((lane) => ({
        gameCategory: lane.category as GameCategory,
        title: lane.title,
        gameClassify: lane.classify,
        cards: vendors
          .filter((v) => v.category === lane.category)
          .map((v) => ({
            vassalage: v.code,
            name: v.name,
            iconUrl: vendorIconUrl(v.code),
            isHot: v.isHot ? 1 : 0,
            gameType: v.gameType,
            gameId: null,
            nodeId: `${v.category}_${v.code}`,
            roomId: null,
            accountTypeName: v.accountTypeName,
            isGame: v.isGame,
            maintenance: v.maintenance,
          })),
      }));
    return { data: { lanes: result } };
  });

  route(app, api.gameList, async (ctx) => {
    const merchant = await ctx.merchant();
    const pageNo = ctx.input.pageNo ?? FIRST_PAGE;
    const pageSize = ctx.input.pageSize ?? GAME_PAGE_SIZE;
    const { cards, totalCount, totalPages } = await listGames(ctx.deps.db, {
      merchantCode: merchant.code,
      category: ctx.input.gameType,
      vendors: vendorList(ctx.input.vassalage),
      classify: ctx.input.gameClassify || undefined,
      nodeId: ctx.input.nodeId || undefined,
      name: ctx.input.gameName || undefined,
      minBet: ctx.input.minBet,
      minLineNum: ctx.input.minLineNum,
      pageNo,
      pageSize,
    });
    return { games: cards, totalPages, totalCount, pageNo };
  });

  route(app, api.hotGames, async (ctx) => {
    const merchant = await ctx.merchant();
    return { list: await hotGames(ctx.deps.db, merchant.code, ctx.input.vassalage || undefined) };
  });

  route(app, api.popularGames, async (ctx) => {
    const merchant = await ctx.merchant();
    return { list: await popularGames(ctx.deps.db, merchant.code, ctx.input.count ?? POPULAR_COUNT) };
  });

  route(app, api.favouriteIds, async (ctx) => favouriteIds(ctx.deps.db, ctx.requireSession().member.id));

  route(app, api.favouriteList, async (ctx) => {
    const { member } = ctx.requireSession();
    const { cards, totalPages } = await favouriteList(
      ctx.deps.db,
      member.id,
      member.merchantCode,
      ctx.input.gameType,
      ctx.input.pageNo ?? FIRST_PAGE,
      ctx.input.pageSize ?? GAME_PAGE_SIZE,
      vendorList(ctx.input.vassalage),
    );
    return { content: cards, totalPages };
  });

  route(app, api.addFavourite, async (ctx) => {
    const { member } = requireRealMember(ctx.requireSession());
    const game = await findGameByNode(ctx.deps.db, member.merchantCode, ctx.input.nodeId);
    if (!game) throw apiError('NOT_FOUND', 'There is no such game.');
    await ctx.deps.db
      .insert(favouriteGames)
      .values({ memberId: member.id, nodeId: game.nodeId, vendorCode: game.vendorCode, gameType: game.category })
      .onConflictDoNothing();
    return null;
  });

  route(app, api.removeFavourite, async (ctx) => {
    const { member } = requireRealMember(ctx.requireSession());
    await ctx.deps.db
      .delete(favouriteGames)
      .where(and(eq(favouriteGames.memberId, member.id), eq(favouriteGames.nodeId, ctx.input.nodeId)));
    return null;
  });

  route(app, api.recentGames, async (ctx) => {
    const { member } = requireRealMember(ctx.requireSession());
    const { cards, totalPages } = await recentList(
      ctx.deps.db,
      member.id,
      vendorList(ctx.input.vassalage),
      ctx.input.pageNo ?? FIRST_PAGE,
      ctx.input.pageSize ?? GAME_PAGE_SIZE,
    );
    return { list: cards, totalPages };
  });

  route(app, api.pvpRooms, async (ctx) => {
    const merchant = await ctx.merchant();
    const [vendor] = await ctx.deps.db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantCode, merchant.code), eq(gameVendors.code, ctx.input.vassalage), eq(gameVendors.category, 'PVP')))
      .limit(1);
    if (!vendor) throw apiError('NOT_FOUND', 'There is no such card-game provider.');
    return { rooms: pvpRoomsOf(vendor) };
  });

  route(app, api.launchGameV2, async (ctx) => {
    const { member, sessionId } = ctx.requireSession();
    return launchGame(ctx.deps.db, { ...member, sessionId }, ctx.input, ctx.language);
  });
}
