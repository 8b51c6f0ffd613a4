import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { protectionOperatorApi } from '../../../../src/shared/contract/protection-operator';
import { route } from '../../http/route';
import { operatorRoute } from '../operator/operator-route';
import { blockView, requestReturn, startBlock } from './blocks';
import { brandRulesList, excludedMembers, excludeMember, limitHitReport, memberProtection, setBrandRules } from './console';
import { confirmLimit, setLimit } from './limits';
import { markInfoSeen, protectionOf, realityCheck, setRealityCheck } from './overview';

export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.protection, async (ctx) => {
    const { member, sessionId } = ctx.requireSession();
    return protectionOf(ctx.deps.db, member, sessionId);
  });
  route(app, api.setLimit, async (ctx) => {
    const { member, sessionId } = ctx.requireSession();
    await setLimit(ctx.deps.db, member.id, ctx.input.kind, ctx.input.period, ctx.input.value);
    return protectionOf(ctx.deps.db, member, sessionId);
  });
  route(app, api.confirmLimit, async (ctx) => {
    const { member, sessionId } = ctx.requireSession();
    await confirmLimit(ctx.deps.db, member.id, ctx.input.kind, ctx.input.period);
    return protectionOf(ctx.deps.db, member, sessionId);
  });
  route(app, api.setRealityCheck, async (ctx) => {
    const { member, sessionId } = ctx.requireSession();
    await setRealityCheck(ctx.deps.db, member.id, ctx.input.minutes);
    return protectionOf(ctx.deps.db, member, sessionId);
  });
  route(app, api.realityCheck, async (ctx) => {
    const { member, sessionId } = ctx.requireSession();
    return realityCheck(ctx.deps.db, member, sessionId);
  });
  route(app, api.takeTimeOut, async (ctx) => {
    const { member } = ctx.requireSession();
    return blockView(await startBlock(ctx.deps.db, member, { kind: 'timeOut', duration: ctx.input.duration, source: 'member' }));
  });
  route(app, api.selfExclude, async (ctx) => {
    const { member } = ctx.requireSession();
    return blockView(await startBlock(ctx.deps.db, member, { kind: 'selfExclusion', duration: ctx.input.duration, source: 'member' }));
  });
  route(app, api.protectionInfoSeen, async (ctx) => {
    const { member, sessionId } = ctx.requireSession();
    await markInfoSeen(ctx.deps.db, member.id);
    return protectionOf(ctx.deps.db, member, sessionId);
  });
  route(app, api.returnFromExclusion, async (ctx) => blockView(await requestReturn(ctx.deps.db, ctx.requireSession().member.id)));

  operatorRoute(app, protectionOperatorApi.operatorMemberProtection, async (ctx) => memberProtection(ctx.deps.db, ctx.operator, ctx.input.memberId));
  operatorRoute(app, protectionOperatorApi.operatorExcludeMember, async (ctx) => excludeMember(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, protectionOperatorApi.operatorExcludedMembers, async (ctx) => excludedMembers(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, protectionOperatorApi.operatorBrandRules, async (ctx) => brandRulesList(ctx.deps.db, ctx.operator));
  operatorRoute(app, protectionOperatorApi.operatorSetBrandRules, async (ctx) => setBrandRules(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, protectionOperatorApi.operatorLimitHits, async (ctx) => limitHitReport(ctx.deps.db, ctx.operator, ctx.input));
}
