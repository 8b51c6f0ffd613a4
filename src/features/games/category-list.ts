import { vendorsForRoute, type VendorSplit } from '@/shared/config/game-categories';
import type { GameCategoryRoute } from '@/shared/config/paths';
import type { RequestOf } from '@/shared/contract/endpoint';
import type { gamesApi } from '@/shared/contract/games';
import { CLIENT_TYPE, FIRST_PAGE, GAME_PAGE_SIZE, LAUNCH_PLATFORM } from '@/shared/contract/games-rules';

/** The filters of a category page's game list, as its address holds them (none: the page as first opened). */
export interface CategoryFilters {
  classify: string;
  query: string;
  minBet: number;
  minLines: number;
  page: number;
}

export const NO_FILTERS: CategoryFilters = { classify: '', query: '', minBet: 0, minLines: 0, page: FIRST_PAGE };

/** The search parameters that change what a category page shows (any of them: the server renders its skeleton). */
export const CATEGORY_PARAMS = ['vendor', 'view', 'classify', 'q', 'minBet', 'lines', 'page'] as const;

/**
 * The argument of a category page's game list (`gameList`): the one place
 * the page (category-page.tsx) and the server's render of its first screen
 * (src/entry-server.tsx) build it, so the answer the server sends is the one
 * the page asks for.
 */
export function categoryListArgs(route: GameCategoryRoute, vendorCodes: readonly string[], filters: CategoryFilters, language: string): RequestOf<typeof gamesApi.gameList> {
  const { classify, query, minBet, minLines, page } = filters;
  return {
    clientType: CLIENT_TYPE,
    platform: LAUNCH_PLATFORM,
    vassalage: vendorCodes.join(','),
    ...(classify ? { gameClassify: classify } : {}),
    ...(query ? { gameName: query } : {}),
    ...(minBet ? { minBet } : {}),
    ...(minLines && route === 'rng' ? { minLineNum: minLines } : {}),
    language,
    pageNo: page,
    pageSize: GAME_PAGE_SIZE,
  };
}

/** The vendor codes of a category page showing all its vendors. */
export function categoryVendorCodes(
  route: GameCategoryRoute,
  lanes: Parameters<typeof vendorsForRoute>[1],
  split: VendorSplit | null,
): string[] {
  return vendorsForRoute(route, lanes, split).map((v) => v.vassalage);
}
