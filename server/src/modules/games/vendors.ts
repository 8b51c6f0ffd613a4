import { and, asc, eq } from 'drizzle-orm';
import { gameCategories, type GameCategory, type VendorLane } from '../../../../src/shared/contract/games';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { gameLanes, gameVendors } from '../../db/schema';

const isCategory = (v: string): v is GameCategory => (gameCategories as readonly string[]).includes(v);

/** The vendor card's image: generated artwork served by this server. */
export const vendorIconUrl = (code: string) => `/media/vendors/${encodeURIComponent(code)}.webp`;

/** The vendor menu: one lane per game category, with the brand's enabled vendors of that category as cards. */
export async function vendorLanes(db: Db, merchantCode: string): Promise<VendorLane[]> {
  const [lanes, vendors] = await Promise.all([
    db.select().from(gameLanes).where(eq(gameLanes.merchantCode, merchantCode)).orderBy(asc(gameLanes.sortOrder)),
    db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.enabled, true)))
      .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id)),
  ]);
  return lanes
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
}

/** The display name of a vendor by code (any brand), for the demo lobby page. */
export async function vendorName(db: Db, vendorCode: string): Promise<string | undefined> {
  const [vendor] = await db.select({ name: gameVendors.name }).from(gameVendors).where(eq(gameVendors.code, vendorCode)).limit(1);
  return vendor?.name;
}

/** The vendor lanes of a brand as the vendors call answers them, from the read cache (topic `games`). */
export async function cachedVendorLanes(db: Db, cache: ReadCache, merchantCode: string): Promise<VendorLane[]> {
  return cache.read('games', `lanes:${merchantCode}`, () => vendorLanes(db, merchantCode));
}
