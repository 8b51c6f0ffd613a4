import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import { type RequestOf, type ResponseOf } from '@/shared/contract/endpoint';

type Res<N extends keyof typeof api> = ResponseOf<(typeof api)[N]>;
type Req<N extends keyof typeof api> = RequestOf<(typeof api)[N]>;

/**
 * The points mall: the catalogue (visitors too), the member's points, the
 * redeem and the two histories. A redeem changes the points, the stock, the
 * redeems and, for cash and bonus, the wallet's balance: it invalidates all
 * of them. `Points`, `PointItems` and `PointRedemptions` are this feature's tags.
 */
export const pointsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Points', 'PointItems', 'PointRedemptions'] }).injectEndpoints({
  endpoints: (build) => ({
    pointsCatalogue: build.query<Res<'pointsCatalogue'>, void>({
      query: () => ({ endpoint: api.pointsCatalogue, args: {} }),
      providesTags: ['PointItems'],
    }),
    pointsBalance: build.query<Res<'pointsBalance'>, void>({
      query: () => ({ endpoint: api.pointsBalance, args: {} }),
      providesTags: ['Points'],
    }),
    redeemPoints: build.mutation<Res<'redeemPoints'>, { body: Req<'redeemPoints'>; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: api.redeemPoints, args: body, idempotencyKey }),
      invalidatesTags: ['Points', 'PointItems', 'PointRedemptions', 'Balance'],
    }),
    pointRedemptions: build.query<Res<'pointRedemptions'>, { page: number; pageSize: number }>({
      query: (args) => ({ endpoint: api.pointRedemptions, args }),
      providesTags: ['PointRedemptions'],
    }),
    pointsHistory: build.query<Res<'pointsHistory'>, { page: number; pageSize: number }>({
      query: (args) => ({ endpoint: api.pointsHistory, args }),
      providesTags: ['Points'],
    }),
  }),
});

export const { usePointsCatalogueQuery, usePointsBalanceQuery, useRedeemPointsMutation, usePointRedemptionsQuery, usePointsHistoryQuery } = pointsApi;
