/*
 * The lobby's paging and launch rules, shared by the server and the site,
 * without a schema: the site's first screen imports this module, not
 * games.ts, so the contract's validators (zod) stay out of its JavaScript
 * and load with the HTTP client (shared/api/base-api.ts). games.ts
 * re-exports all of it.
 */

/** Default page size of game lists, and the first page number (spec section 9). */
export const GAME_PAGE_SIZE = 42;
export const FIRST_PAGE = 1;
/** Size of the popular list (spec section 9). */
export const POPULAR_COUNT = 20;
/** Client type sent with game calls (spec section 9). */
export const CLIENT_TYPE = 3;
export const LAUNCH_PLATFORM = 'html5-desktop';

/**
 * What a click on a vendor card or a game card carries into the launch
 * routing (spec section 3: card and launch object). Plain data, so a launch
 * can be requested through the store by any feature.
 */
export interface LaunchTarget {
  name: string;
  vassalage: string;
  nodeId: string;
  gameType: string;
  gameId: string | null;
  roomId: string | null;
  accountTypeName: string | null;
  isGame: string | null;
  maintenance: boolean;
  gameCode?: string | null;
  defaultPlayType?: string | null;
}

/** The launch fields of a vendor card or a game card (drops the picture and the rest). */
export function launchTargetOf(card: LaunchTarget): LaunchTarget {
  const { name, vassalage, nodeId, gameType, gameId, roomId, accountTypeName, isGame, maintenance, gameCode, defaultPlayType } = card;
  return { name, vassalage, nodeId, gameType, gameId, roomId, accountTypeName, isGame, maintenance, gameCode: gameCode ?? null, defaultPlayType: defaultPlayType ?? null };
}

/**
 * What a free-play account (isAgent 4) may play with its play money, by game
 * category, when the brand's settings do not say (`trialCategories`): the
 * games the platform runs or prices itself (in-house, slots, fishing, card
 * games, the lotteries); live dealers and sports books settle with real
 * money only. The server refuses anything else (403, reason guestRefused),
 * and the site says so when the player opens it.
 */
export const DEFAULT_TRIAL_CATEGORIES: readonly string[] = ['INHOUSE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'];

/** Whether a free-play account may play a game of this category under the brand's settings. */
export function trialMayPlay(settings: { trialCategories?: readonly string[] | undefined } | null | undefined, category: string): boolean {
  return (settings?.trialCategories ?? DEFAULT_TRIAL_CATEGORIES).includes(category);
}
