import type { FastifyInstance } from 'fastify';
import { auditActions, operatorApi } from '../../../../src/shared/contract/operator';
import { route } from '../../http/route';
import { adjustMemberBalance } from './adjust-balance';
import { audit, listAudit } from './audit';
import { dashboard } from './dashboard';
import { operatorLimits, operatorSignIn } from './login';
import { memberDetail, scopeOf, searchMembers } from './members';
import { setMemberStatus } from './member-status';
import { OPERATOR_IDLE_MINUTES, revokeOperatorSession } from './operator-sessions';
import { operatorRoute } from './operator-route';

/** The operator console's calls (docs/api.md, "Operator console"). */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  route(app, operatorApi.operatorLogin, async (ctx) =>
    operatorSignIn(ctx.deps.db, ctx.input, { ip: ctx.ip, userAgent: ctx.request.headers['user-agent'] ?? null }),
  );

  operatorRoute(app, operatorApi.operatorLogout, async (ctx) => {
    await ctx.deps.db.transaction(async (tx) => {
      await revokeOperatorSession(tx, ctx.operatorSessionId);
      await audit(tx, ctx, auditActions.signOut, { type: 'operator', id: ctx.operator.id, merchantCode: ctx.operator.merchantCode });
    });
    return null;
  });

  operatorRoute(app, operatorApi.operatorMe, async (ctx) => ({ operator: ctx.operator, idleMinutes: OPERATOR_IDLE_MINUTES }));

  operatorRoute(app, operatorApi.operatorDashboard, async (ctx) => dashboard(ctx.deps.db, ctx.operator, ctx.input.since));

  operatorRoute(app, operatorApi.operatorMembers, async (ctx) => searchMembers(ctx.deps.db, ctx.operator, ctx.input), {
    limit: operatorLimits.searchesPerOperator,
  });

  operatorRoute(app, operatorApi.operatorMember, async (ctx) => memberDetail(ctx.deps.db, ctx.operator, ctx.input.memberId));

  operatorRoute(app, operatorApi.operatorAdjustBalance, async (ctx) => adjustMemberBalance(ctx.deps.db, ctx, ctx.input), {
    limit: operatorLimits.adjustmentsPerOperator,
  });

  operatorRoute(app, operatorApi.operatorSetMemberStatus, async (ctx) => setMemberStatus(ctx.deps.db, ctx, ctx.input), {
    limit: operatorLimits.statusChangesPerOperator,
  });

  operatorRoute(app, operatorApi.operatorAudit, async (ctx) => listAudit(ctx.deps.db, scopeOf(ctx.operator), ctx.input));
}
