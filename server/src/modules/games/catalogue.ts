import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import { FIRST_PAGE, GAME_PAGE_SIZE, type GameCard, type GameCategory, type gamesApi } from '../../../../src/shared/contract/games';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { favouriteGames, gameVendors, games, recentGames } from '../../db/schema';
import { apiError } from '../../http/status';
import { searchKey } from './search-key';
import { recordPlay } from './popularity';
import { vendorOfGame } from './catalogue-join';

/** The picture of a game: generated artwork served by this server. */
export const gameImageUrl = (nodeId: string) => `/media/games/${encodeURIComponent(nodeId)}.webp`;

/** The columns a game card needs: the game joined with its vendor. */
export const cardColumns = {
  id: games.id,
  nodeId: games.nodeId,
  gameCode: games.gameCode,
  name: games.name,
  vendorCode: games.vendorCode,
  category: games.category,
  classify: games.classify,
  minBet: games.minBet,
  lineNum: games.lineNum,
  isHot: games.isHot,
  defaultPlayType: games.defaultPlayType,
  inhouseKind: games.inhouseKind,
  gameMaintenance: games.maintenance,
  vendorName: gameVendors.name,
  accountTypeName: gameVendors.accountTypeName,
  vendorMaintenance: gameVendors.maintenance,
};

export type CardRow = {
  id: number;
  nodeId: string;
  gameCode: string;
  name: string;
  vendorCode: string;
  category: string;
  classify: string;
  minBet: number;
  lineNum: number;
  isHot: boolean;
  defaultPlayType: string | null;
  inhouseKind: string | null;
  gameMaintenance: boolean;
  vendorName: string;
  accountTypeName: string | null;
  vendorMaintenance: boolean;
};

export function toCard(row: CardRow): GameCard {
  return {
    gameId: row.gameCode,
    nodeId: row.nodeId,
    name: row.name,
    vassalage: row.vendorCode,
    vendorName: row.vendorName,
    gameType: row.category as GameCategory,
    gameClassify: row.classify,
    imageUrl: gameImageUrl(row.nodeId),
    isHot: row.isHot ? 1 : 0,
    minBet: row.minBet,
    lineNum: row.lineNum,
    accountTypeName: row.accountTypeName,
    gameCode: row.gameCode,
    defaultPlayType: row.defaultPlayType,
    // a game card opens its game: the popup list (isGame VASSALAGE) and the rooms (roomId) belong to
    // the vendor cards of the lanes and to the rooms of /wps/game/pvp/rooms
    roomId: null,
    isGame: null,
    maintenance: row.gameMaintenance || row.vendorMaintenance,
  };
}

/** Games joined with their (enabled) vendor of the same merchant and category. */
function joinedGames(db: Db) {
  return db
    .select(cardColumns)
    .from(games)
    .innerJoin(gameVendors, vendorOfGame({ enabledOnly: true }));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListFilter {
  merchantCode: string;
  category?: GameCategory;
  vendors?: string[];
  classify?: string;
  /** one game by its node id */
  nodeId?: string;
  name?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
}

/**
 * One page of the catalogue, filtered and counted in one SQL statement
 * (count(*) over () gives the total of the filtered set beside the page).
 */
export async function listGames(db: Db, f: ListFilter): Promise<{ cards: GameCard[]; totalCount: number; totalPages: number }> {
  const conditions: SQL[] = [eq(games.merchantCode, f.merchantCode), eq(games.enabled, true)];
  if (f.category) conditions.push(eq(games.category, f.category));
  if (f.vendors && f.vendors.length > 0) conditions.push(inArray(games.vendorCode, f.vendors));
  if (f.classify) conditions.push(eq(games.classify, f.classify));
  if (f.nodeId) conditions.push(eq(games.nodeId, f.nodeId));
  const name = f.name ? searchKey(f.name) : '';
  if (name) conditions.push(sql`${games.searchName} like ${`%${escapeLike(name)}%`} escape '\\'`);
  if (f.minBet !== undefined && f.minBet > 0) conditions.push(gte(games.minBet, f.minBet));
  if (f.minLineNum !== undefined && f.minLineNum > 0) conditions.push(gte(games.lineNum, f.minLineNum));

  const rows = await db
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(games)
    .innerJoin(gameVendors, vendorOfGame({ enabledOnly: true }))
    .where(and(...conditions))
    .orderBy(desc(games.isHot), asc(gameVendors.sortOrder), asc(games.sortOrder), asc(games.id))
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize);

  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.pageNo > 1) {
    // past the last page: count without paging so the site can step back
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .innerJoin(gameVendors, vendorOfGame({ enabledOnly: true }))
      .where(and(...conditions));
    totalCount = row?.n ?? 0;
  }
  return { cards: rows.map(toCard), totalCount, totalPages: Math.ceil(totalCount / f.pageSize) };
}

/** Vendor codes of a comma-separated `vassalage` parameter. */
export const vendorList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => /^[A-Za-z0-9_-]{1,32}$/.test(v))
    .slice(0, 50);

/**
 * The answer of `gameList` (/wps/game/list) from the read cache: every
 * visitor of a category page asks the same pages, one load per change of the
 * catalogue (the API and the server-rendered category pages).
 */
export function gameListPage(db: Db, cache: ReadCache, merchantCode: string, input: z.output<(typeof gamesApi.gameList)['request']>): Promise<ResponseOf<typeof gamesApi.gameList>> {
  const filter: ListFilter = {
    merchantCode,
    category: input.gameType,
    vendors: vendorList(input.vassalage),
    classify: input.gameClassify || undefined,
    nodeId: input.nodeId || undefined,
    name: input.gameName || undefined,
    minBet: input.minBet,
    minLineNum: input.minLineNum,
    pageNo: input.pageNo ?? FIRST_PAGE,
    pageSize: input.pageSize ?? GAME_PAGE_SIZE,
  };
  return cache.read('games', `list:${JSON.stringify(filter)}`, async () => {
    const { cards, totalCount, totalPages } = await listGames(db, filter);
    return { games: cards, totalPages, totalCount, pageNo: filter.pageNo };
  });
}

export async function hotGames(db: Db, merchantCode: string, vendor?: string, limit = 24): Promise<GameCard[]> {
  const rows = await joinedGames(db)
    .where(
      and(
        eq(games.merchantCode, merchantCode),
        eq(games.enabled, true),
        eq(games.isHot, true),
        vendor ? eq(games.vendorCode, vendor) : undefined,
      ),
    )
    .orderBy(desc(games.popularity), asc(games.id))
    .limit(limit);
  return rows.map(toCard);
}

export async function popularGames(db: Db, merchantCode: string, count: number): Promise<GameCard[]> {
  const rows = await joinedGames(db)
    .where(and(eq(games.merchantCode, merchantCode), eq(games.enabled, true)))
    .orderBy(desc(games.popularity), asc(games.id))
    .limit(count);
  return rows.map(toCard);
}

/** The hot games from the read cache: every visitor asks the same (the API and the server-rendered home page). */
export function cachedHotGames(db: Db, cache: ReadCache, merchantCode: string, vendor?: string): Promise<GameCard[]> {
  return cache.read('games', `hot:${merchantCode}:${vendor ?? ''}`, () => hotGames(db, merchantCode, vendor));
}

/** The `count` most popular games from the read cache. */
export function cachedPopularGames(db: Db, cache: ReadCache, merchantCode: string, count: number): Promise<GameCard[]> {
  return cache.read('games', `popular:${merchantCode}:${count}`, () => popularGames(db, merchantCode, count));
}

export async function findGameByNode(db: Db, merchantCode: string, nodeId: string): Promise<CardRow | null> {
  const [row] = await joinedGames(db)
    .where(and(eq(games.merchantCode, merchantCode), eq(games.nodeId, nodeId), eq(games.enabled, true)))
    .limit(1);
  return row ?? null;
}

export async function favouriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.createdAt));
  return rows.map((r) => r.nodeId);
}

/** Adds a game of the member's brand to the favourites (again: nothing changes); NOT_FOUND for an unknown game. */
export async function addFavourite(db: Db, member: { id: number; merchantCode: string }, nodeId: string): Promise<void> {
  const game = await findGameByNode(db, member.merchantCode, nodeId);
  if (!game) throw apiError('NOT_FOUND', 'There is no such game.');
  await db
    .insert(favouriteGames)
    .values({ memberId: member.id, nodeId: game.nodeId, vendorCode: game.vendorCode, gameType: game.category })
    .onConflictDoNothing();
}

export async function removeFavourite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db.delete(favouriteGames).where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)));
}

export async function favouriteList(
  db: Db,
  memberId: number,
  merchantCode: string,
  category: GameCategory | undefined,
  pageNo: number,
  pageSize: number,
  vendors: string[] = [],
): Promise<{ cards: GameCard[]; totalPages: number }> {
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(favouriteGames)
    .innerJoin(games, and(eq(games.nodeId, favouriteGames.nodeId), eq(games.merchantCode, merchantCode)))
    .innerJoin(gameVendors, vendorOfGame())
    .where(
      and(
        eq(favouriteGames.memberId, memberId),
        category ? eq(games.category, category) : undefined,
        vendors.length > 0 ? inArray(games.vendorCode, vendors) : undefined,
      ),
    )
    .orderBy(desc(favouriteGames.createdAt), asc(games.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { cards: rows.map(toCard), totalPages: Math.ceil((rows[0]?.total ?? 0) / pageSize) };
}

export async function recentList(
  db: Db,
  memberId: number,
  vendors: string[],
  pageNo: number,
  pageSize: number,
): Promise<{ cards: GameCard[]; totalPages: number }> {
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .innerJoin(gameVendors, vendorOfGame())
    .where(and(eq(recentGames.memberId, memberId), vendors.length > 0 ? inArray(recentGames.vendorCode, vendors) : undefined))
    .orderBy(desc(recentGames.playedAt), desc(games.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { cards: rows.map(toCard), totalPages: Math.ceil((rows[0]?.total ?? 0) / pageSize) };
}

/** Marks a launch: the game moves to the top of the member's recent games and gains popularity (within a minute). */
export async function recordLaunch(db: Db, memberId: number, gameId: number, vendorCode: string): Promise<void> {
  const now = new Date();
  await db
    .insert(recentGames)
    .values({ memberId, gameId, vendorCode, playedAt: now })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: now } });
  await recordPlay(db, gameId);
}

