import { baseApi, lazyEndpoints } from '@/shared/api/base-api';
import { type RequestOf, type ResponseOf } from '@/shared/contract/endpoint';
import type { lotteryApi as contract } from '@/shared/contract/lottery';

type Res<N extends keyof typeof contract> = ResponseOf<(typeof contract)[N]>;
type Req<N extends keyof typeof contract> = RequestOf<(typeof contract)[N]>;

/** The lottery's calls, named here and loaded with the first of them: the lobby's first screen holds no schema. */
const calls = lazyEndpoints(() => import('@/shared/contract/lottery').then((m) => m.lotteryApi));

/**
 * The lottery (`/lgw`): menus and games are read without a session; the
 * member's tickets and recent lotteries need one. A placed or cancelled bet
 * refreshes the tickets and the balance; `LotteryDraws` (the countdown's
 * draws) is polled and refetched when a countdown ends, and a new latest
 * result there refetches `LotteryResults` (the results history and the
 * latest results), so the history never lags the result shown above it.
 */
/** The lottery list is asked for 100 at a time (spec sections 7 and 9). */
export const LOTTERY_LIST_COUNT = 100;

export const lotteryApi = baseApi.enhanceEndpoints({ addTagTypes: ['LotteryDraws', 'LotteryResults', 'LotteryTickets', 'LotteryRecent'] }).injectEndpoints({
  endpoints: (build) => ({
    lotteryMenus: build.query<Res<'lotteryMenus'>, Req<'lotteryMenus'>>({
      query: (args) => ({ endpoint: calls.lotteryMenus, args }),
      keepUnusedDataFor: 300,
    }),
    lotteryList: build.query<Res<'lotteryList'>, Req<'lotteryList'>>({
      query: (args) => ({ endpoint: calls.lotteryList, args }),
      keepUnusedDataFor: 300,
    }),
    vnMenus: build.query<Res<'vnMenus'>, Req<'vnMenus'>>({
      query: (args) => ({ endpoint: calls.vnMenus, args }),
      keepUnusedDataFor: 300,
    }),
    lotteryGame: build.query<Res<'lotteryGame'>, Req<'lotteryGame'>>({
      query: (args) => ({ endpoint: calls.lotteryGame, args }),
      keepUnusedDataFor: 300,
    }),
    nearDraws: build.query<Res<'nearDraws'> & { receivedAt: number }, Req<'nearDraws'>>({
      query: (args) => ({ endpoint: calls.nearDraws, args }),
      // the moment the answer came: with serverTime, the offset of this browser's clock
      transformResponse: (value: Res<'nearDraws'>) => ({ ...value, receivedAt: Date.now() }),
      providesTags: ['LotteryDraws'],
    }),
    openedNumbers: build.query<Res<'openedNumbers'>, Req<'openedNumbers'>>({
      query: (args) => ({ endpoint: calls.openedNumbers, args }),
      providesTags: ['LotteryResults'],
    }),
    vnOpenedNumbers: build.query<Res<'vnOpenedNumbers'>, Req<'vnOpenedNumbers'>>({
      query: (args) => ({ endpoint: calls.vnOpenedNumbers, args }),
      providesTags: ['LotteryResults'],
    }),
    latestOpened: build.query<Res<'latestOpened'>, Req<'latestOpened'>>({
      query: (args) => ({ endpoint: calls.latestOpened, args }),
      providesTags: ['LotteryResults'],
    }),
    lotteryRecent: build.query<Res<'lotteryRecent'>, Req<'lotteryRecent'>>({
      query: (args) => ({ endpoint: calls.lotteryRecent, args }),
      providesTags: ['LotteryRecent'],
    }),
    myLotteryBets: build.query<Res<'myLotteryBets'>, Req<'myLotteryBets'>>({
      query: (args) => ({ endpoint: calls.myLotteryBets, args }),
      providesTags: ['LotteryTickets'],
    }),
    placeLotteryBet: build.mutation<Res<'placeLotteryBet'>, { body: Req<'placeLotteryBet'>; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: calls.placeLotteryBet, args: body, idempotencyKey }),
      invalidatesTags: ['LotteryTickets', 'LotteryRecent', 'Balance'],
    }),
    cancelLotteryBet: build.mutation<Res<'cancelLotteryBet'>, Req<'cancelLotteryBet'>>({
      query: (args) => ({ endpoint: calls.cancelLotteryBet, args }),
      invalidatesTags: ['LotteryTickets', 'Balance'],
    }),
  }),
});

export const {
  useLotteryMenusQuery,
  useLotteryListQuery,
  useVnMenusQuery,
  useLotteryGameQuery,
  useNearDrawsQuery,
  useOpenedNumbersQuery,
  useVnOpenedNumbersQuery,
  useLatestOpenedQuery,
  useLotteryRecentQuery,
  useMyLotteryBetsQuery,
  usePlaceLotteryBetMutation,
  useCancelLotteryBetMutation,
} = lotteryApi;
