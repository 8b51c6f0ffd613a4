import * as z from 'zod/mini';
import { endpoint, ok } from './endpoint';

export { CLIENT_TYPE, FIRST_PAGE, GAME_PAGE_SIZE, LAUNCH_PLATFORM, POPULAR_COUNT, launchTargetOf, type LaunchTarget } from './games-rules';

/** Lobby and game calls: vendor lanes, game lists, favourites, recent, hot and popular games, rooms, launch. */

export const gameCategories = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'INHOUSE',
] as const;
export type GameCategory = (typeof gameCategories)[number];

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  iconUrl: z.string(),
  isHot: z.number(),
  gameType: z.string(),
  gameId: z.nullable(z.string()),
  nodeId: z.string(),
  roomId: z.nullable(z.string()),
  accountTypeName: z.nullable(z.string()),
  isGame: z.nullable(z.string()),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({
  gameCategory: z.enum(gameCategories),
  title: z.string(),
  gameClassify: z.array(z.string()),
  cards: z.array(vendorCardSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
/** a positive integer in a query string */
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/**
 * One game of the catalogue, as the lobby shows it and as a launch needs it
 * (the launch object of spec section 3: gameCode, defaultPlayType,
 * accountTypeName, vendor, gameType).
 */
export const gameCardSchema = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  name: z.string(),
  /** vendor code */
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.enum(gameCategories),
  gameClassify: z.string(),
  imageUrl: z.string(),
  /** 1 = hot (spec section 9) */
  isHot: z.number(),
  /** major units */
  minBet: z.number(),
  lineNum: z.number(),
  accountTypeName: z.nullable(z.string()),
  gameCode: z.string(),
  defaultPlayType: z.nullable(z.string()),
  roomId: z.nullable(z.string()),
  isGame: z.nullable(z.string()),
  maintenance: z.boolean(),
});
export type GameCard = z.infer<typeof gameCardSchema>;

const pageParams = {
  pageNo: z.optional(queryInt(1, 100_000)),
  pageSize: z.optional(queryInt(1, 100)),
};

export const gameListRequestSchema = z.object({
  clientType: z.optional(queryInt(0, 99)),
  platform: z.optional(text(32)),
  channel: z.optional(text(32)),
  merchant: z.optional(text(32)),
  /** a category (RNG, LIVE, …) */
  gameType: z.optional(z.enum(gameCategories)),
  /** vendor code; several separated by commas */
  vassalage: z.optional(text(400)),
  gameClassify: z.optional(text(32)),
  gameName: z.optional(text(64)),
  /** one game by its node id (a banner that launches a game) */
  nodeId: z.optional(text(64)),
  /** games whose minimum bet is at least this (major units) */
  minBet: z.optional(queryInt(0, 1_000_000_000)),
  /** games with at least this many lines */
  minLineNum: z.optional(queryInt(0, 100_000)),
  language: z.optional(text(8)),
  ...pageParams,
});
export type GameListRequest = z.input<typeof gameListRequestSchema>;

export const gameListResponseSchema = z.object({
  games: z.array(gameCardSchema),
  totalPages: z.number(),
  totalCount: z.number(),
  pageNo: z.number(),
});

export const favouriteRequestSchema = z.object({
  nodeId: code,
  vendor: z.optional(code),
  gameType: z.optional(text(16)),
});

export const launchRequestSchema = z.object({
  gameId: z.optional(text(64)),
  roomId: z.optional(text(64)),
  nodeId: code,
  accountType: z.optional(z.number()),
  confirmTrans: z.optional(z.number()),
  vassalage: code,
  launchMode: z.optional(text(16)),
  platform: z.optional(text(32)),
  clientType: z.optional(z.number()),
  username: z.optional(text(64)),
  token: z.optional(text(128)),
  merchantCode: z.optional(text(32)),
  language: z.optional(text(8)),
  /** lottery: the play type chosen on /lottery (sent with gameCode and playType both in the address) */
  playType: z.optional(text(32)),
});
export type LaunchRequest = z.input<typeof launchRequestSchema>;

export const launchResponseSchema = z.object({
  /** the game's address: a path of this server (resolve against a launch host) or an absolute URL */
  game_url: z.nullable(z.string()),
  game_url2: z.nullable(z.string()),
});

export const pvpRoomSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  minBet: z.number(),
  players: z.number(),
  seats: z.number(),
});


export const gamesApi = {
  gameVendors: endpoint({
    method: 'GET',
    path: '/wps/game/vendors',
    auth: false,
    encrypted: false,
    request: z.object({ platform: z.optional(z.string()) }),
    response: z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }),
  }),
  gameList: endpoint({
    method: 'GET',
    path: '/wps/game/list',
    auth: false,
    encrypted: false,
    request: gameListRequestSchema,
    response: gameListResponseSchema,
  }),
  hotGames: endpoint({
    method: 'GET',
    path: '/wps/game/hot',
    auth: false,
    encrypted: false,
    request: z.object({
      merchantCode: z.optional(text(32)),
      isPlatform: z.optional(queryInt(0, 9)),
      vassalage: z.optional(text(64)),
      platform: z.optional(text(32)),
      language: z.optional(text(8)),
    }),
    response: z.object({ list: z.array(gameCardSchema) }),
  }),
  popularGames: endpoint({
    method: 'GET',
    path: '/wps/game/popular',
    auth: false,
    encrypted: false,
    request: z.object({
      count: z.optional(queryInt(1, 100)),
      prizeMode: z.optional(text(16)),
      device: z.optional(text(16)),
      language: z.optional(text(8)),
    }),
    response: z.object({ list: z.array(gameCardSchema) }),
  }),
  favouriteIds: endpoint({
    method: 'GET',
    path: '/wps/game/favourite/ids',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: z.array(z.string()),
  }),
  favouriteList: endpoint({
    method: 'GET',
    path: '/wps/game/favourite/list',
    auth: true,
    encrypted: false,
    request: z.object({
      clientType: z.optional(queryInt(0, 99)),
      platform: z.optional(text(32)),
      language: z.optional(text(8)),
      gameType: z.optional(z.enum(gameCategories)),
      /** vendor codes separated by commas (a category page's vendors) */
      vassalage: z.optional(text(400)),
      ...pageParams,
    }),
    response: z.object({ content: z.array(gameCardSchema), totalPages: z.number() }),
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: '/wps/game/favourite',
    auth: true,
    encrypted: false,
    request: favouriteRequestSchema,
    response: ok,
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/wps/game/favourite',
    auth: true,
    encrypted: false,
    request: favouriteRequestSchema,
    response: ok,
  }),
  recentGames: endpoint({
    method: 'GET',
    path: '/wps/game/recent',
    auth: true,
    encrypted: false,
    request: z.object({
      clientType: z.optional(queryInt(0, 99)),
      /** vendor codes separated by commas */
      vassalage: z.optional(text(400)),
      language: z.optional(text(8)),
      ...pageParams,
    }),
    response: z.object({ list: z.array(gameCardSchema), totalPages: z.number() }),
  }),
  pvpRooms: endpoint({
    method: 'GET',
    path: '/wps/game/pvp/rooms',
    auth: false,
    encrypted: false,
    request: z.object({ vassalage: code }),
    response: z.object({ rooms: z.array(pvpRoomSchema) }),
  }),
  launchGameV2: endpoint({
    method: 'POST',
    path: '/wps/game/launchGame/v2',
    auth: true,
    encrypted: false,
    request: launchRequestSchema,
    response: launchResponseSchema,
  }),
} as const;
