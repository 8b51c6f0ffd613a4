import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { FIRST_PAGE, GAME_PAGE_SIZE, POPULAR_COUNT } from '../../../../src/shared/contract/games';
import { isGuestType } from '../../../../src/shared/contract/member';
import { route } from '../../http/route';
import { requireRealMember } from '../identity/guest';
import { addFavourite, cachedHotGames, gameListPage, vendorList, cachedPopularGames, favouriteIds, favouriteList, recentList, removeFavourite } from './catalogue';
import { launchGame } from './launch';
import { pvpRooms } from './rooms';
import { cachedVendorLanes } from './vendors';

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.gameVendors, async (ctx) => {
    const { code } = await ctx.merchant();
    return { data: { lanes: await cachedVendorLanes(ctx.deps.db, ctx.cache, code) } };
  });

  route(app, api.gameList, async (ctx) => gameListPage(ctx.deps.db, ctx.cache, (await ctx.merchant()).code, ctx.input));

  route(app, api.hotGames, async (ctx) => {
    const merchant = await ctx.merchant();
    const vendor = ctx.input.vassalage || undefined;
    return { list: await cachedHotGames(ctx.deps.db, ctx.cache, merchant.code, vendor) };
  });

  route(app, api.popularGames, async (ctx) => {
    const merchant = await ctx.merchant();
    const count = ctx.input.count ?? POPULAR_COUNT;
    return { list: await cachedPopularGames(ctx.deps.db, ctx.cache, merchant.code, count) };
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
    await addFavourite(ctx.deps.db, member, ctx.input.nodeId);
    return null;
  });

  route(app, api.removeFavourite, async (ctx) => {
    const { member } = requireRealMember(ctx.requireSession());
    await removeFavourite(ctx.deps.db, member.id, ctx.input.nodeId);
    return null;
  });

  route(app, api.recentGames, async (ctx) => {
    const { member } = ctx.requireSession();
    // recent games are a real account's list (spec section 5): a free-play session has none, and
    // is not refused for asking (the home page asks as soon as a session exists)
    if (isGuestType(member.isAgent)) return { list: [], totalPages: 0 };
    const { cards, totalPages } = await recentList(
      ctx.deps.db,
      member.id,
      vendorList(ctx.input.vassalage),
      ctx.input.pageNo ?? FIRST_PAGE,
      ctx.input.pageSize ?? GAME_PAGE_SIZE,
    );
    return { list: cards, totalPages };
  });

  route(app, api.pvpRooms, async (ctx) => ({ rooms: await pvpRooms(ctx.deps.db, (await ctx.merchant()).code, ctx.input.vassalage) }));

  route(app, api.launchGameV2, async (ctx) => {
    const { member, sessionId } = ctx.requireSession();
    return launchGame(ctx.deps.db, { ...member, sessionId, brand: (await ctx.merchant()).settings }, ctx.input, ctx.language);
  });
}
