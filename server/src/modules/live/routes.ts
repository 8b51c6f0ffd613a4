import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { LIVE_STREAM_PATH } from '../../../../src/shared/contract/live';
import { route } from '../../http/route';
import { issueTicket, TICKETS_PER_MEMBER } from './tickets';
import { openStream, type StreamRegistry } from './stream';

export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const streams: StreamRegistry = new Map();

  route(
    app,
    api.liveTicket,
    async (ctx) => {
      const session = ctx.requireSession();
      return issueTicket(ctx.deps.db, { sessionId: session.sessionId, memberId: session.member.id });
    },
    { limit: TICKETS_PER_MEMBER },
  );

  // not a call of the envelope: an event stream, opened by the browser's EventSource with a ticket
  app.get(LIVE_STREAM_PATH, async (request, reply) => openStream(request, reply, app.deps, streams));

  // an open stream would hold the server's close forever
  app.addHook('preClose', async () => {
    for (const own of [...streams.values()]) for (const stream of [...own]) stream.close();
  });
}
