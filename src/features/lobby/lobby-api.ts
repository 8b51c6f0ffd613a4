import { api, type RequestOf, type ResponseOf } from '@/shared/contract/endpoints';
import { baseApi } from '@/shared/api/base-api';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Favourites', 'Recent'] });

/** The lobby's calls: game lists, hot and popular games, favourites, recent games, PVP rooms, launch v2. */
export const lobbyApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    gameList: build.query<ResponseOf<typeof api.gameList>, RequestOf<typeof api.gameList>>({
      query: (args) => ({ endpoint: api.gameList, args }),
    }),
    hotGames: build.query<ResponseOf<typeof api.hotGames>, RequestOf<typeof api.hotGames>>({
      query: (args) => ({ endpoint: api.hotGames, args }),
    }),
    popularGames: build.query<ResponseOf<typeof api.popularGames>, RequestOf<typeof api.popularGames>>({
      query: (args) => ({ endpoint: api.popularGames, args }),
    }),
    favouriteIds: build.query<ResponseOf<typeof api.favouriteIds>, void>({
      query: () => ({ endpoint: api.favouriteIds, args: {} }),
      providesTags: ['Favourites'],
    }),
    favouriteList: build.query<ResponseOf<typeof api.favouriteList>, RequestOf<typeof api.favouriteList>>({
      query: (args) => ({ endpoint: api.favouriteList, args }),
      providesTags: ['Favourites'],
    }),
    recentGames: build.query<ResponseOf<typeof api.recentGames>, RequestOf<typeof api.recentGames>>({
      query: (args) => ({ endpoint: api.recentGames, args }),
      providesTags: ['Recent'],
    }),
    pvpRooms: build.query<ResponseOf<typeof api.pvpRooms>, RequestOf<typeof api.pvpRooms>>({
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
    launchGame: build.mutation<ResponseOf<typeof api.launchGameV2>, RequestOf<typeof api.launchGameV2>>({
      query: (args) => ({ endpoint: api.launchGameV2, args }),
      invalidatesTags: ['Recent'],
    }),
  }),
});

export const {
  useGameListQuery,
  useHotGamesQuery,
  usePopularGamesQuery,
  useFavouriteIdsQuery,
  useFavouriteListQuery,
  useRecentGamesQuery,
  usePvpRoomsQuery,
  useToggleFavouriteMutation,
  useLaunchGameMutation,
} = lobbyApi;
