import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { missionsOperatorApi } from '../../../../src/shared/contract/missions-operator';
import { route } from '../../http/route';
import { requireRealMember } from '../identity/guest';
import { operatorRoute } from '../operator/operator-route';
import { staffMissions } from './console';
import { claimMission, missionLeaderboard, missionSummary } from './missions';

/** Missions: the member's daily and weekly missions, the claim, the week's leaderboard; the console's read-only list (docs/api.md, "Missions"). */
export async function missionRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.missionSummary, async (ctx) => missionSummary(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.language));
  route(app, api.missionLeaderboard, async (ctx) => missionLeaderboard(ctx.deps.db, requireRealMember(ctx.requireSession()).member));
  route(app, api.claimMission, async (ctx) => claimMission(ctx.deps.db, requireRealMember(ctx.requireSession()).member, ctx.input.missionId, ctx.language));

  operatorRoute(app, missionsOperatorApi.operatorMissions, async (ctx) => staffMissions(ctx.deps.db, ctx.operator, ctx.language));
}
