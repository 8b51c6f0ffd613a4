import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import type { GameCard, gamesApi } from '@/shared/contract/games';
import { CLIENT_TYPE, FIRST_PAGE, LAUNCH_PLATFORM } from '@/shared/contract/games-rules';

type Api = typeof gamesApi;
/** The lobby's calls, named here and loaded with the first of them (the contract's schemas are not part of the first screen). */
const api = lazyEndpoints(() => import('@/shared/contract/games').then((m) => m.gamesApi));

/** The lottery list is asked for 100 at a time (spec section 7), and never more than this many pages. */
export const LOTTERY_LIST_COUNT = 100;
const LOTTERY_MAX_PAGES = 20;

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Favourites', 'Recent'] });

/** The lobby's calls: game lists, hot and popular games, favourites, recent games, PVP rooms, launch v2. */
export const lobbyApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    gameList: build.query<ResponseOf<Api['gameList']>, RequestOf<Api['gameList']>>({
      query: (args) => ({ endpoint: api.gameList, args }),
    }),
    /**
     * The whole lottery list of some vendors (spec section 7: lottery list,
     * count 100): pages of 100 fetched one after the other until the last, so
     * a draw past the first page is found too (at most 20 pages).
     */
    lotteryGames: build.query<GameCard[], { vassalage: string; language: string }>({
      async queryFn({ vassalage, language }, _api, _extra, baseQuery) {
        const games: GameCard[] = [];
        for (let pageNo = FIRST_PAGE; pageNo < FIRST_PAGE + LOTTERY_MAX_PAGES; pageNo += 1) {
          const args: RequestOf<Api['gameList']> = { clientType: CLIENT_TYPE, platform: LAUNCH_PLATFORM, vassalage, language, pageNo, pageSize: LOTTERY_LIST_COUNT };
          const result = await baseQuery({ endpoint: api.gameList, args });
          if (result.error) return { error: result.error };
          const value = result.data as ResponseOf<Api['gameList']>;
          games.push(...value.games);
          if (pageNo >= value.totalPages || value.games.length === 0) break;
        }
        return { data: games };
      },
    }),
    hotGames: build.query<ResponseOf<Api['hotGames']>, RequestOf<Api['hotGames']>>({
      query: (args) => ({ endpoint: api.hotGames, args }),
    }),
    popularGames: build.query<ResponseOf<Api['popularGames']>, RequestOf<Api['popularGames']>>({
      query: (args) => ({ endpoint: api.popularGames, args }),
    }),
    favouriteIds: build.query<ResponseOf<Api['favouriteIds']>, void>({
      query: () => ({ endpoint: api.favouriteIds, args: {} }),
      providesTags: ['Favourites'],
    }),
    favouriteList: build.query<ResponseOf<Api['favouriteList']>, RequestOf<Api['favouriteList']>>({
      query: (args) => ({ endpoint: api.favouriteList, args }),
      providesTags: ['Favourites'],
    }),
    recentGames: build.query<ResponseOf<Api['recentGames']>, RequestOf<Api['recentGames']>>({
      query: (args) => ({ endpoint: api.recentGames, args }),
      providesTags: ['Recent'],
    }),
    pvpRooms: build.query<ResponseOf<Api['pvpRooms']>, RequestOf<Api['pvpRooms']>>({
      query: (args) => ({ endpoint: api.pvpRooms, args }),
    }),
    /** Adds or removes a favourite; the ids update at once and roll back if the call fails. */
    toggleFavourite: build.mutation<null, { nodeId: string; vendor: string; gameType: string; add: boolean }>({
      query: ({ add, ...args }) => ({ endpoint: add ? api.addFavourite : api.removeFavourite, args }),
      async onQueryStarted({ nodeId, add }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          lobbyApi.util.updateQueryData('favouriteIds', undefined, (ids) => {
            const rest = ids.filter((id) => id !== nodeId);
            return add ? [nodeId, ...rest] : rest;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Favourites'],
    }),
    launchGame: build.mutation<ResponseOf<Api['launchGameV2']>, RequestOf<Api['launchGameV2']>>({
      query: (args) => ({ endpoint: api.launchGameV2, args }),
      invalidatesTags: ['Recent'],
    }),
  }),
});

export const {
  useGameListQuery,
  useLotteryGamesQuery,
  useHotGamesQuery,
  usePopularGamesQuery,
  useFavouriteIdsQuery,
  useFavouriteListQuery,
  useRecentGamesQuery,
  usePvpRoomsQuery,
  useToggleFavouriteMutation,
  useLaunchGameMutation,
} = lobbyApi;
