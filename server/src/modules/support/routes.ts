import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { supportOperatorApi } from '../../../../src/shared/contract/support-operator';
import { route } from '../../http/route';
import { contentLanguage } from '../content/i18n';
import { requireRealMember } from '../identity/guest';
import { operatorRoute } from '../operator/operator-route';
import { listFeedback, sendFeedback } from './feedback';
import { listNewsForDesk, newsArticle, newsList, saveNews } from './news';
import { closeTicket, createTicket, deskTicket, listTickets, myTickets, readTicket, replyAsMember, replyAsStaff } from './tickets';

/** Tickets a member may open per hour, and feedback they may send (every one is read by staff). */
export const TICKETS_PER_HOUR = { max: 5, windowSeconds: 3600 };
export const FEEDBACK_PER_HOUR = { max: 5, windowSeconds: 3600 };
/** Replies per member per hour: a conversation, not a flood. */
const REPLIES_PER_HOUR = { max: 30, windowSeconds: 3600 };

/** The support desk's written side: feedback, tickets and their threads, news; staff's queue and editor (docs/api.md, Support). */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const member = (session: Parameters<typeof requireRealMember>[0] & { member: { id: number; merchantCode: string; isAgent: number } }) =>
    requireRealMember(session).member;
  route(app, api.feedback, async (ctx) => sendFeedback(ctx.deps.db, member(ctx.requireSession()), ctx.input.content), { limit: FEEDBACK_PER_HOUR });
  route(app, api.createTicket, async (ctx) => createTicket(ctx.deps.db, member(ctx.requireSession()), ctx.input), { limit: TICKETS_PER_HOUR });
  route(app, api.myTickets, async (ctx) => myTickets(ctx.deps.db, member(ctx.requireSession())));
  route(app, api.ticket, async (ctx) => readTicket(ctx.deps.db, member(ctx.requireSession()), ctx.input.id));
  route(app, api.replyTicket, async (ctx) => replyAsMember(ctx.deps.db, member(ctx.requireSession()), ctx.input), { limit: REPLIES_PER_HOUR });
  route(app, api.newsList, async (ctx) => newsList(ctx.deps.db, (await ctx.merchant()).code, contentLanguage(ctx.language)));
  route(app, api.newsArticle, async (ctx) => newsArticle(ctx.deps.db, (await ctx.merchant()).code, ctx.input.id, contentLanguage(ctx.language)));

  operatorRoute(app, supportOperatorApi.operatorTickets, async (ctx) => listTickets(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, supportOperatorApi.operatorTicket, async (ctx) => deskTicket(ctx.deps.db, ctx.operator, ctx.input.id));
  operatorRoute(app, supportOperatorApi.operatorReplyTicket, async (ctx) => replyAsStaff(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, supportOperatorApi.operatorCloseTicket, async (ctx) => closeTicket(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, supportOperatorApi.operatorFeedback, async (ctx) => listFeedback(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, supportOperatorApi.operatorNews, async (ctx) => listNewsForDesk(ctx.deps.db, ctx.operator));
  operatorRoute(app, supportOperatorApi.operatorSaveNews, async (ctx) => saveNews(ctx.deps.db, ctx, ctx.input));
}
