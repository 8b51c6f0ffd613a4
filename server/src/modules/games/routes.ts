import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/endpoints';
import { gameCategories, type GameCategory, type VendorLane } from '../../../../src/shared/contract/models';
import { gameLanes, gameVendors } from '../../db/schema';
import { route } from '../../http/route';

const isCategory = (v: string): v is GameCategory => (gameCategories as readonly string[]).includes(v);

/** The vendor card's image: generated artwork served by this server. */
export const vendorIconUrl = (code: string) => `/media/vendors/${encodeURIComponent(code)}.svg`;

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
}
