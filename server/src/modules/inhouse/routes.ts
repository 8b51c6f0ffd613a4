import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { type Endpoint } from '../../../../src/shared/contract/endpoint';
import { route, type RouteContext } from '../../http/route';
import { apiError } from '../../http/status';
import { gameImageUrl } from '../games/catalogue';
import { vendorName } from '../games/vendors';
import { demoPage, dicePage, expiredPage, slotPage, verifyPage } from './pages';
import { findGameSession, inhouseGameOf, inhouseState, playRound, setClientSeed, type GameSessionInfo } from './play';

/** The game session of a call from a game page: the X-Game-Session header, else the `session` field. */
async function gameSessionOf<E extends Endpoint>(ctx: RouteContext<E>): Promise<GameSessionInfo> {
  const header = ctx.request.headers['x-game-session'];
  const fromInput = (ctx.input as { session?: string }).session;
  const token = typeof header === 'string' && header ? header : fromInput;
  const session = await findGameSession(ctx.deps.db, token, ctx.cache);
  if (!session) throw apiError('UNAUTHORIZED', 'This game session has ended. Open the game again.');
  return session;
}

/** Security headers of the game pages: only their own inline code (by nonce), framed by the site only. */
function sendPage(reply: FastifyReply, nonce: string, html: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'`,
    )
    .send(html);
}

type PageQuery = { Querystring: { session?: string; lang?: string; room?: string } };

/** In-house games: the JSON calls of the game pages, and the pages themselves under /games. */
export async function inhouseRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.inhouseState, async (ctx) => {
    const session = await gameSessionOf(ctx);
    return inhouseState(ctx.deps.db, session);
  });

  route(app, api.inhouseClientSeed, async (ctx) => {
    const session = await gameSessionOf(ctx);
    const game = inhouseGameOf(session);
    return setClientSeed(ctx.deps.db, session.memberId, game.kind, ctx.input.clientSeed);
  });

  route(app, api.inhousePlay, async (ctx) => {
    const session = await gameSessionOf(ctx);
    return playRound(ctx.deps.db, session, ctx.input, ctx.cacheWrites);
  }, { settle: 'whenBumped' });

  const page = (render: (session: GameSessionInfo | null, request: FastifyRequest<PageQuery>, nonce: string) => Promise<string>) =>
    async (request: FastifyRequest<PageQuery>, reply: FastifyReply) => {
      const nonce = randomBytes(16).toString('base64');
      const session = await findGameSession(app.deps.db, request.query.session);
      const lang = typeof request.query.lang === 'string' ? request.query.lang : (session?.language ?? null);
      if (!session) return sendPage(reply.code(401), nonce, expiredPage({ lang, nonce }));
      return sendPage(reply, nonce, await render(session, request, nonce));
    };

  app.get<PageQuery>(
    '/games/dice',
    page(async (session, request, nonce) => {
      const game = session ? inhouseGameOf(session) : null;
      return dicePage({ lang: request.query.lang ?? session?.language ?? null, nonce, title: game?.name ?? 'Dice', vendor: session?.vendorCode ?? '' });
    }),
  );
  app.get<PageQuery>(
    '/games/slot',
    page(async (session, request, nonce) => {
      const game = session ? inhouseGameOf(session) : null;
      return slotPage({ lang: request.query.lang ?? session?.language ?? null, nonce, title: game?.name ?? 'Slot', vendor: session?.vendorCode ?? '' });
    }),
  );
  app.get<PageQuery>(
    '/games/demo',
    page(async (session, request, nonce) => {
      const vendor = session ? await vendorName(app.deps.db, session.vendorCode) : undefined;
      return demoPage({
        lang: request.query.lang ?? session?.language ?? null,
        nonce,
        vendor: vendor ?? session?.vendorCode ?? '',
        game: session?.game?.name ?? null,
        imageUrl: session?.game ? gameImageUrl(session.game.nodeId) : null,
        room: typeof request.query.room === 'string' ? request.query.room.slice(0, 32) : null,
      });
    }),
  );
  app.get<PageQuery>('/games/verify', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return sendPage(reply, nonce, verifyPage({ lang: request.query.lang ?? null, nonce }));
  });
}
