import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { route } from '../../http/route';
import type { SessionInfo } from '../../http/session-lookup';
import { requireRealMember } from '../identity/guest';
import { betRecords, recordVendors } from './bets';
import { bonusRecords } from './bonuses';
import { creditReport } from './credit-report';
import { profitLoss } from './profit-loss';
import { transactionRecords } from './transactions';

/** The member's records: bets, account movements, profit and loss, the credit report, bonuses (docs/api.md, Records). */
const memberOf = (session: SessionInfo) => requireRealMember(session).member;

export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.betRecords, async (ctx) => betRecords(ctx.deps.db, memberOf(ctx.requireSession()).id, ctx.input));
  route(app, api.recordVendors, async (ctx) => recordVendors(ctx.deps.db, memberOf(ctx.requireSession()).merchantCode));
  route(app, api.transactionRecords, async (ctx) => transactionRecords(ctx.deps.db, memberOf(ctx.requireSession()).id, ctx.input));
  route(app, api.profitLoss, async (ctx) => profitLoss(ctx.deps.db, memberOf(ctx.requireSession()), ctx.input));
  route(app, api.creditReport, async (ctx) => creditReport(ctx.deps.db, memberOf(ctx.requireSession()), ctx.input));
  route(app, api.bonusRecords, async (ctx) => bonusRecords(ctx.deps.db, memberOf(ctx.requireSession()).id, ctx.input));
}
