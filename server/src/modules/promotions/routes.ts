import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { promotionsOperatorApi } from '../../../../src/shared/contract/promotions-operator';
import { route } from '../../http/route';
import { requireRealMember } from '../identity/guest';
import { contentLanguage } from '../content/i18n';
import { operatorRoute } from '../operator/operator-route';
import { activityDetail, activityList, applyActivity, claimReward, joinActivity, joinActivityByCode, rewardCentre } from './engine';
import { claimRebate, rebateSummary } from './rebate';
import { leaderboardView } from './ranking';
import { raffleView } from './raffle';
import { winnerBoard } from './winners';
import { memberRewards } from './member-rewards';
import { referralFriends, referralSummary } from './referral';
import { getPromotion, listPromotions, pausePromotion, savePromotion } from './editor';
import { approveApplication, listApplications, oneApplication, rejectApplication } from './review';

/** Tries of join codes per member. */
export const JOIN_CODE_LIMIT = { max: 10, windowSeconds: 600 };

/** Promotions: the list and detail, joining, applying, the reward centre and its claims; staff's review of applications (docs/api.md, Promotions). */
export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.activityList, async (ctx) => {
    const session = await ctx.optionalSession();
    const merchant = await ctx.merchant();
    return activityList(ctx.deps.db, { merchantCode: merchant.code, member: session?.member ?? null, language: contentLanguage(ctx.language) }, ctx.input.tab);
  });
  route(app, api.getActivity, async (ctx) => {
    const session = await ctx.optionalSession();
    const merchant = await ctx.merchant();
    return activityDetail(ctx.deps.db, { merchantCode: merchant.code, member: session?.member ?? null, language: contentLanguage(ctx.language) }, ctx.input.id);
  });
  route(app, api.joinActivity, async (ctx) => joinActivity(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input.id));
  // a code is guessed at most 10 times in 10 minutes per member
  route(
    app,
    api.joinActivityByCode,
    async (ctx) => joinActivityByCode(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input, contentLanguage(ctx.language)),
    { limit: JOIN_CODE_LIMIT },
  );
  route(app, api.applyActivity, async (ctx) =>
    applyActivity(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input, contentLanguage(ctx.language)),
  );
  route(app, api.rewardCentre, async (ctx) => rewardCentre(ctx.deps.db, requireRealMember(ctx.requireSession()).member, contentLanguage(ctx.language)));
  route(app, api.claimReward, async (ctx) =>
    claimReward(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input.rewardId, contentLanguage(ctx.language)),
  );

  route(app, api.leaderboard, async (ctx) => {
    const session = await ctx.optionalSession();
    const merchant = await ctx.merchant();
    return leaderboardView(ctx.deps.db, merchant.code, session?.member ?? null, ctx.input.id);
  });
  route(app, api.raffle, async (ctx) => {
    const session = await ctx.optionalSession();
    const merchant = await ctx.merchant();
    return raffleView(ctx.deps.db, merchant.code, session?.member ?? null, ctx.input.id);
  });
  route(app, api.winnerBoard, async (ctx) => {
    const merchant = await ctx.merchant();
    return winnerBoard(ctx.deps.db, merchant.code, contentLanguage(ctx.language));
  });

  route(app, api.rebateSummary, async (ctx) => rebateSummary(ctx.deps.db, requireRealMember(ctx.requireSession()).member));
  route(app, api.claimRebate, async (ctx) => claimRebate(ctx.deps.db, requireRealMember(ctx.requireSession()).member));

  // Invite friends: the member's code and link, friends and earnings
  const origin = (ctx: { request: { protocol: string; host: string } }) => `${ctx.request.protocol}://${ctx.request.host}`;
  route(app, api.referralSummary, async (ctx) =>
    referralSummary(ctx.deps.db, requireRealMember(ctx.requireSession()).member, origin(ctx), contentLanguage(ctx.language)),
  );
  route(app, api.referralFriends, async (ctx) => referralFriends(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input));

  operatorRoute(app, promotionsOperatorApi.operatorApplications, async (ctx) => listApplications(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, promotionsOperatorApi.operatorApplication, async (ctx) => oneApplication(ctx.deps.db, ctx.operator, ctx.input.id));
  operatorRoute(app, promotionsOperatorApi.operatorApproveApplication, async (ctx) => approveApplication(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, promotionsOperatorApi.operatorRejectApplication, async (ctx) => rejectApplication(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, promotionsOperatorApi.operatorMemberRewards, async (ctx) => memberRewards(ctx.deps.db, ctx.operator, ctx.input.memberId));
  operatorRoute(app, promotionsOperatorApi.operatorPromotions, async (ctx) => listPromotions(ctx.deps.db, ctx.operator));
  operatorRoute(app, promotionsOperatorApi.operatorPromotion, async (ctx) => getPromotion(ctx.deps.db, ctx.operator, ctx.input.id));
  operatorRoute(app, promotionsOperatorApi.operatorSavePromotion, async (ctx) => savePromotion(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, promotionsOperatorApi.operatorPausePromotion, async (ctx) => pausePromotion(ctx.deps.db, ctx, ctx.input));
}
