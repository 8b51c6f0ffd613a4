import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { pointsOperatorApi } from '../../../../src/shared/contract/points-operator';
import { route } from '../../http/route';
import { apiError } from '../../http/status';
import { requireRealMember } from '../identity/guest';
import { operatorRoute } from '../operator/operator-route';
import { catalogue } from './catalogue';
import { staffCatalogue, updatePointItem } from './catalogue-admin';
import { memberInScope } from '../operator/members';
import { turnoverPerPoint } from './earn';
import { pointsOf } from './ledger';
import { listPointEntries, listRedemptions, redeem } from './redeem';
import { approveRedemption, redemptionList, rejectRedemption } from './review';
import { toMajor } from '../../lib/money';

/** The points mall and the console's review of its redeems (docs/api.md, "Points"). */
export async function pointsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.pointsCatalogue, async (ctx) => catalogue(ctx.deps.db, (await ctx.merchant()).code, ctx.language));
  route(app, api.pointsBalance, async (ctx) => {
    const { member } = ctx.requireSession();
    const [balance, ratio] = await Promise.all([pointsOf(ctx.deps.db, member.id), turnoverPerPoint(ctx.deps.db, member.merchantCode)]);
    return { ...balance, ratio: toMajor(ratio) };
  });
  route(app, api.redeemPoints, async (ctx) => {
    const { member } = requireRealMember(ctx.requireSession());
    if (!ctx.idempotencyKey) throw apiError('BAD_REQUEST', 'This call needs an Idempotency-Key.');
    return redeem(ctx.deps.db, { member, idempotencyKey: ctx.idempotencyKey, language: ctx.language }, ctx.input);
  });
  route(app, api.pointRedemptions, async (ctx) => listRedemptions(ctx.deps.db, ctx.requireSession().member.id, ctx.language, ctx.input));
  route(app, api.pointsHistory, async (ctx) => listPointEntries(ctx.deps.db, ctx.requireSession().member.id, ctx.input));

  operatorRoute(app, pointsOperatorApi.operatorPointRedemptions, async (ctx) => redemptionList(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, pointsOperatorApi.operatorApprovePointRedemption, async (ctx) => approveRedemption(ctx.deps.db, ctx, ctx.input.id));
  operatorRoute(app, pointsOperatorApi.operatorRejectPointRedemption, async (ctx) => rejectRedemption(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, pointsOperatorApi.operatorMemberPoints, async (ctx) => {
    const member = await memberInScope(ctx.deps.db, ctx.operator, ctx.input.memberId);
    const [balance, entries] = await Promise.all([pointsOf(ctx.deps.db, member.id), listPointEntries(ctx.deps.db, member.id, ctx.input)]);
    return { ...balance, ...entries };
  });
  operatorRoute(app, pointsOperatorApi.operatorPointItems, async (ctx) => staffCatalogue(ctx.deps.db, ctx.operator, ctx.language));
  operatorRoute(app, pointsOperatorApi.operatorUpdatePointItem, async (ctx) => updatePointItem(ctx.deps.db, ctx, ctx.input, ctx.language));
}
