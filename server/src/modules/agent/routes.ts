import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import type { ContractKind } from '../../../../src/shared/contract/agent';
import { route } from '../../http/route';
import { apiError } from '../../http/status';
import { contentLanguage } from '../content/i18n';
import { requireAgent } from './access';
import { answerContract, contractOverview, offerContract, terminateContract } from './contracts';
import { createDownline, downlineTransferInfo, downlineTree, listDownline, transferToDownline } from './downline';
import { createInviteLink, deleteInviteLink, inviteRegistrations, listInviteLinks } from './invite-links';
import { contractPayments } from './payment-records';
import { agentAnnouncementList, agentProfile } from './profile';
import { accountDetails, income, teamBets, teamOverview, userLoss } from './reports';

/** The agent centre (docs/agent-centre.md): every call for agents of type 1, 2, 41 and 42 only. */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const agent = (ctx: { requireSession(): { member: Parameters<typeof requireAgent>[0] } }) => requireAgent(ctx.requireSession().member);
  const origin = (ctx: { request: { protocol: string; host: string } }) => `${ctx.request.protocol}://${ctx.request.host}`;
  const windowOf = (kind: ContractKind, realtime: number) =>
    ({ realtimeSalary: realtime, hourSalary: 3600, dailySalary: 86_400, dividend: 86_400 })[kind];

  route(app, api.agentProfile, async (ctx) => agentProfile(ctx.deps.db, agent(ctx)));
  route(app, api.agentAnnouncements, async (ctx) => agentAnnouncementList(ctx.deps.db, agent(ctx).merchantCode, ctx.input, contentLanguage(ctx.language)),
  );
  route(app, api.agentTeamOverview, async (ctx) => teamOverview(ctx.deps.db, agent(ctx).id, ctx.input.range ?? 'today'));

  route(app, api.agentCreateDownline, async (ctx) => createDownline(ctx.deps.db, agent(ctx), ctx.input));
  route(app, api.agentInviteLinks, async (ctx) => listInviteLinks(ctx.deps.db, agent(ctx), origin(ctx)));
  route(app, api.agentCreateInviteLink, async (ctx) => createInviteLink(ctx.deps.db, agent(ctx), ctx.input, origin(ctx)));
  route(app, api.agentDeleteInviteLink, async (ctx) => deleteInviteLink(ctx.deps.db, agent(ctx), ctx.input.id));
  route(app, api.agentInviteRegistrations, async (ctx) => inviteRegistrations(ctx.deps.db, agent(ctx), ctx.input));

  route(app, api.agentDownlineTree, async (ctx) => downlineTree(ctx.deps.db, agent(ctx), ctx.input.parentId));
  route(app, api.agentDownline, async (ctx) => listDownline(ctx.deps.db, agent(ctx).id, ctx.input));
  route(app, api.agentDownlineTransferInfo, async (ctx) => downlineTransferInfo(ctx.deps.db, agent(ctx)));
  route(app, api.agentTransferToDownline, async (ctx) => {
    const me = agent(ctx);
    if (!ctx.idempotencyKey) throw apiError('BAD_REQUEST', 'This call needs an Idempotency-Key.');
    return transferToDownline(ctx.deps.db, { agent: me, idempotencyKey: ctx.idempotencyKey }, ctx.input);
  });
  route(app, api.agentSetSubAgentRates, async (ctx) => offerContract(ctx.deps.db, agent(ctx), ctx.input));

  route(app, api.agentTeamBets, async (ctx) => teamBets(ctx.deps.db, agent(ctx).id, ctx.input));
  route(app, api.agentUserLoss, async (ctx) => userLoss(ctx.deps.db, agent(ctx).id, ctx.input));
  route(app, api.agentIncome, async (ctx) => income(ctx.deps.db, agent(ctx), ctx.input));
  route(app, api.agentAccountDetails, async (ctx) => accountDetails(ctx.deps.db, agent(ctx).id, ctx.input));

  route(app, api.agentContracts, async (ctx) =>
    contractOverview(ctx.deps.db, agent(ctx), ctx.input.kind, windowOf(ctx.input.kind, ctx.deps.config.agentRealtimeWindowSeconds)),
  );
  route(app, api.agentAnswerContract, async (ctx) => answerContract(ctx.deps.db, agent(ctx), ctx.input.id, ctx.input.accept));
  route(app, api.agentTerminateContract, async (ctx) => terminateContract(ctx.deps.db, agent(ctx), ctx.input.id));
  route(app, api.agentContractPayments, async (ctx) => contractPayments(ctx.deps.db, agent(ctx).id, ctx.input));
}

