import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { api } from '../../../../src/shared/contract/api';
import { CHAT_PAGE_PATH, CHAT_TOKEN_SECONDS } from '../../../../src/shared/contract/chat';
import { CHAT_DESK_STREAM_PATH, chatOperatorApi } from '../../../../src/shared/contract/chat-operator';
import type { Endpoint } from '../../../../src/shared/contract/endpoint';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../../../src/shared/contract/uploads';
import { route, type RouteContext } from '../../http/route';
import type { Limit } from '../../http/rate-limit';
import { apiError } from '../../http/status';
import { requireRealMember } from '../identity/guest';
import { moduleOn } from '../identity/modules';
import { issueTicket, TICKETS_PER_MEMBER } from '../live/tickets';
import { operatorRoute } from '../operator/operator-route';
import { storeImages } from '../uploads/images';
import { chatState, leaveOfflineMessage, markReadByMember, memberTyping, rateConversation, sendAsMember, unreadForMember } from './conversations';
import { issueDeskTicket, openDeskStream, type DeskStreams } from './desk-stream';
import { chatIdentityOf, mintChatToken, type ChatIdentity } from './identity';
import {
  addCannedAnswer,
  cannedAnswers,
  close,
  inbox,
  markReadByStaff,
  reply,
  setLabels,
  staffConversation,
  staffReport,
  staffTyping,
  take,
  takeNext,
  transfer,
  transferTargets,
} from './staff';

/** Messages a member may send a minute: far above typing speed, far under a script's. */
const SENDS_PER_MEMBER = { max: 40, windowSeconds: 60 } satisfies Limit;
/** "typing" a page may say a minute (it says it at most every few seconds). */
const TYPING_PER_MEMBER = { max: 30, windowSeconds: 60 } satisfies Limit;
const REPLIES_PER_STAFF = { max: 120, windowSeconds: 60 } satisfies Limit;

type PageHandler<E extends Endpoint> = (ctx: RouteContext<E>, who: ChatIdentity) => Promise<z.output<E['response']>>;

/**
 * Customer-service chat (docs/api.md, "Chat"): the chat url and unread count
 * of the site (session), the chat page's calls (its signed identity token),
 * the console's desk (operator token) and the desk's event stream.
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: MAX_UPLOAD_FILES, fileSize: MAX_UPLOAD_BYTES } });

  /** A chat page call: its token verified before the body is read (401 for a forged or expired one), the member handed to the handler. */
  const pageRoute = <E extends Endpoint>(endpoint: E, handler: PageHandler<E>, limit?: Limit) => {
    const callers = new WeakMap<FastifyRequest, ChatIdentity>();
    route(
      app,
      endpoint,
      async (ctx) => {
        const who = callers.get(ctx.request);
        if (!who) throw apiError('UNAUTHORIZED', 'This chat page has expired. Please open the chat again.');
        return handler(ctx, who);
      },
      {
        ...(limit ? { limit: { ...limit, by: (request) => `member:${callers.get(request)?.memberId ?? 'unknown'}` } } : {}),
        authorize: async (request, deps) => {
          callers.set(request, await chatIdentityOf(deps.db, deps.config, request));
        },
      },
    );
  };

  route(app, api.chatUrl, async (ctx) => {
    const { member, sessionId } = requireRealMember(ctx.requireSession());
    if (!(await moduleOn(ctx.deps.db, member.merchantCode, 'CBS3'))) {
      throw apiError('FORBIDDEN', 'The chat is not available right now.', undefined, { reason: 'chatOff' });
    }
    const token = await mintChatToken(ctx.deps.db, ctx.deps.config, { memberId: member.id, merchantCode: member.merchantCode, sessionId });
    const query = new URLSearchParams({ lang: ctx.input.language, title: ctx.input.title, color: ctx.input.headerColor });
    // the token in the fragment: the browser never sends it to a server, so no log keeps it
    return { chatUrl: encodeURIComponent(`${CHAT_PAGE_PATH}?${query.toString()}#t=${token}`), expiresIn: CHAT_TOKEN_SECONDS };
  });
  route(app, api.chatUnread, async (ctx) => ({ count: await unreadForMember(ctx.deps.db, ctx.requireSession().member.id) }));

  pageRoute(api.chatPageState, async (ctx, who) => chatState(ctx.deps.db, who));
  pageRoute(api.chatPageSend, async (ctx, who) => sendAsMember(ctx.deps.db, who, ctx.input), SENDS_PER_MEMBER);
  pageRoute(api.chatPageImage, async (ctx, who) => storeImages(ctx.deps.db, { id: who.memberId, merchantCode: who.merchantCode }, ctx.request, 'chat'));
  pageRoute(api.chatPageTyping, async (ctx, who) => memberTyping(ctx.deps.db, who), TYPING_PER_MEMBER);
  pageRoute(api.chatPageRead, async (ctx, who) => markReadByMember(ctx.deps.db, who, ctx.input.seq));
  pageRoute(api.chatPageRate, async (ctx, who) => rateConversation(ctx.deps.db, who, ctx.input));
  pageRoute(api.chatPageOffline, async (ctx, who) => leaveOfflineMessage(ctx.deps.db, who, ctx.input), SENDS_PER_MEMBER);
  pageRoute(api.chatPageTicket, async (ctx, who) => issueTicket(ctx.deps.db, { sessionId: who.sessionId, memberId: who.memberId }), TICKETS_PER_MEMBER);
  pageRoute(api.chatPageRenew, async (ctx, who) => ({
    token: await mintChatToken(ctx.deps.db, ctx.deps.config, who),
    expiresIn: CHAT_TOKEN_SECONDS,
  }));

  const o = chatOperatorApi;
  operatorRoute(app, o.operatorChatInbox, async (ctx) => inbox(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(app, o.operatorChatConversation, async (ctx) => staffConversation(ctx.deps.db, ctx.operator, ctx.input.id));
  operatorRoute(app, o.operatorChatTake, async (ctx) => take(ctx.deps.db, ctx, ctx.input.id));
  operatorRoute(app, o.operatorChatNext, async (ctx) => takeNext(ctx.deps.db, ctx));
  operatorRoute(app, o.operatorChatReply, async (ctx) => reply(ctx.deps.db, ctx, ctx.input), { limit: REPLIES_PER_STAFF });
  operatorRoute(app, o.operatorChatTyping, async (ctx) => staffTyping(ctx.deps.db, ctx, ctx.input.id), { limit: REPLIES_PER_STAFF });
  operatorRoute(app, o.operatorChatRead, async (ctx) => markReadByStaff(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, o.operatorChatLabels, async (ctx) => setLabels(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, o.operatorChatTransfer, async (ctx) => transfer(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, o.operatorChatClose, async (ctx) => close(ctx.deps.db, ctx, ctx.input.id));
  operatorRoute(app, o.operatorChatStaff, async (ctx) => transferTargets(ctx.deps.db, ctx.operator, ctx.input.id));
  operatorRoute(app, o.operatorChatCanned, async (ctx) => cannedAnswers(ctx.deps.db, ctx.operator));
  operatorRoute(app, o.operatorChatAddCanned, async (ctx) => addCannedAnswer(ctx.deps.db, ctx, ctx.input));
  operatorRoute(app, o.operatorChatReport, async (ctx) => staffReport(ctx.deps.db, ctx.operator, ctx.input));
  operatorRoute(
    app,
    o.operatorChatTicket,
    async (ctx) => issueDeskTicket(ctx.deps.db, { operatorSessionId: ctx.operatorSessionId, operatorId: ctx.operator.id }),
    { limit: TICKETS_PER_MEMBER },
  );

  const deskStreams: DeskStreams = new Map();
  app.get(CHAT_DESK_STREAM_PATH, async (request, reply) => openDeskStream(request, reply, app.deps, deskStreams));
  app.addHook('preClose', async () => {
    for (const own of [...deskStreams.values()]) for (const stream of [...own]) stream.close();
  });
}
