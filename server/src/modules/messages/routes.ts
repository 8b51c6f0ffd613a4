import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { messagesOperatorApi } from '../../../../src/shared/contract/messages-operator';
import { route } from '../../http/route';
import { requireRealMember } from '../identity/guest';
import { operatorRoute } from '../operator/operator-route';
import { listBroadcasts, sendBroadcast } from './broadcasts';
import { deleteMessage, inbox, markMessage, readAllMessages, unreadCount } from './inbox';

/** Platform messages: the member's inbox and its changes; staff's sending and the list of what was sent (docs/api.md, Platform messages). */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.unreadMessages, async (ctx) => ({ count: await unreadCount(ctx.deps.db, requireRealMember(ctx.requireSession()).member.id) }));
  route(app, api.messageList, async (ctx) => inbox(ctx.deps.db, requireRealMember(ctx.requireSession()).member.id, ctx.input));
  route(app, api.markMessage, async (ctx) => markMessage(ctx.deps.db, requireRealMember(ctx.requireSession()).member.id, ctx.input));
  route(app, api.deleteMessage, async (ctx) => deleteMessage(ctx.deps.db, requireRealMember(ctx.requireSession()).member.id, ctx.input.id));
  route(app, api.readAllMessages, async (ctx) => readAllMessages(ctx.deps.db, requireRealMember(ctx.requireSession()).member.id));

  operatorRoute(app, messagesOperatorApi.operatorMessages, async (ctx) => listBroadcasts(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, messagesOperatorApi.operatorSendMessage, async (ctx) => sendBroadcast(ctx.deps.db, ctx, ctx.input), {
    limit: { max: 30, windowSeconds: 60 },
  });
}
