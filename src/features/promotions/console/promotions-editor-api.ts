import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { promotionsOperatorApi as calls } from '@/shared/contract/promotions-operator';
import { consoleApi } from '@/shared/console/console-api';

type Call = typeof calls;
type Res<N extends keyof Call> = ResponseOf<Call[N]>;
type Req<N extends keyof Call> = RequestOf<Call[N]>;

/** The promotion editor's calls (role admin); a change refreshes the list, the promotion and the audit log. */
export const promotionsEditorApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Promotions', 'Promotion'] }).injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<Res<'operatorPromotions'>, void>({
      query: () => ({ endpoint: calls.operatorPromotions, args: {} }),
      providesTags: ['Promotions'],
    }),
    promotion: build.query<Res<'operatorPromotion'>, number>({
      query: (id) => ({ endpoint: calls.operatorPromotion, args: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Promotion', id }],
    }),
    savePromotion: build.mutation<Res<'operatorSavePromotion'>, Req<'operatorSavePromotion'>>({
      query: (args) => ({ endpoint: calls.operatorSavePromotion, args }),
      invalidatesTags: (r) => ['Promotions', 'Audit', ...(r ? [{ type: 'Promotion' as const, id: r.id }] : [])],
    }),
    pausePromotion: build.mutation<Res<'operatorPausePromotion'>, Req<'operatorPausePromotion'>>({
      query: (args) => ({ endpoint: calls.operatorPausePromotion, args }),
      invalidatesTags: (_r, _e, args) => ['Promotions', 'Audit', { type: 'Promotion', id: args.id }],
    }),
  }),
});

export const { usePromotionsQuery, usePromotionQuery, useSavePromotionMutation, usePausePromotionMutation } = promotionsEditorApi;
