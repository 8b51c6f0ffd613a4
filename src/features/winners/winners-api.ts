import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import type { ResponseOf } from '@/shared/contract/endpoint';
import type { rankingApi } from '@/shared/contract/promotions-ranking';

/** The winners board's call, loaded with the board (below the home page's first screen). */
const api = lazyEndpoints(() => import('@/shared/contract/promotions-ranking').then((m) => m.rankingApi));

export const winnersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    winnerBoard: build.query<ResponseOf<(typeof rankingApi)['winnerBoard']>, { language: string }>({
      // the language is part of the key: the promotions' titles are in it
      query: () => ({ endpoint: api.winnerBoard, args: {} }),
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useWinnerBoardQuery } = winnersApi;
