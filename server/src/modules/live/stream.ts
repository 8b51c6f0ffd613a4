import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/app-deps';
import { readCache } from '../../db/read-cache';
import { apiError } from '../../http/status';
import { LIVE_HEARTBEAT_SECONDS, type LiveEvent } from '../../../../src/shared/contract/live';
import { liveBus, type LiveAddress } from './bus';
import { redeemTicket, sessionStands, type LiveHolder } from './tickets';

/** Timings of the streams; the tests shorten them. */
export const liveStreamSettings = {
  heartbeatMs: LIVE_HEARTBEAT_SECONDS * 1000,
  /** what EventSource waits before it tries again by itself (the site reconnects with a new ticket anyway) */
  retryMs: 3000,
};

/** Streams one member may hold on one instance: one per browser is the rule, a few browsers are allowed; past this the oldest closes. */
export const MAX_STREAMS_PER_MEMBER = 8;

export interface LiveStream {
  holder: LiveHolder;
  close(): void;
}

/** The open streams of one app, by member, oldest first: closed when the app closes. */
export type StreamRegistry = Map<number, LiveStream[]>;

function frame(id: number, event: LiveEvent): string {
  return `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * GET /wps/live/stream?ticket=…: a text/event-stream of the ticket's
 * member. A missing, used or expired ticket is refused (401, in the
 * envelope) before anything streams. The stream starts with `ready` (and
 * `resync` when the browser says it saw events before: `Last-Event-ID`),
 * then one event per change, a comment every heartbeat, and ends when the
 * session ends (checked at each heartbeat), the client goes, or the server
 * stops.
 */
export async function openStream(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, streams: StreamRegistry): Promise<void> {
  const query = request.query as { ticket?: unknown; lastEventId?: unknown };
  const ticket = typeof query.ticket === 'string' ? query.ticket : '';
  const holder = await redeemTicket(deps.db, ticket, readCache(deps.db));
  if (!holder) throw apiError('UNAUTHORIZED', 'This live channel ticket is not valid. Please ask for a new one.');
  await serveEvents(request, reply, deps, {
    address: holder.memberId,
    key: holder.memberId,
    stands: () => sessionStands(deps.db, holder, readCache(deps.db)),
    streams,
    holder,
  });
}

/** Who a stream of events is for, and how it knows it may go on. */
export interface EventSource<K> {
  /** whose events it carries (a member, or the console's chat desk) */
  address: LiveAddress;
  /** its place in `streams`: at most MAX_STREAMS_PER_MEMBER per key */
  key: K;
  /** asked at each heartbeat: false ends the stream */
  stands(): Promise<boolean>;
  streams: Map<K, LiveStream[]>;
  holder: LiveHolder;
}

/**
 * The stream itself, for the members' live channel and the console's chat
 * desk alike: subscribed to the bus before it answers, `ready` first
 * (`resync` after a gap), a heartbeat that checks `stands`, closed with the
 * client, the session or the server.
 */
export async function serveEvents<K>(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, source: EventSource<K>): Promise<void> {
  const query = request.query as { lastEventId?: unknown };
  const { streams, key, holder } = source;
  const raw = reply.raw;
  let nextId = 1;
  let closed = false;
  /** set once the stream runs; the close below undoes them */
  const running: { heartbeat?: NodeJS.Timeout; unsubscribe?: () => void } = {};
  const stream: LiveStream = { holder, close: () => close() };
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(running.heartbeat);
    running.unsubscribe?.();
    const own = streams.get(key);
    const at = own?.indexOf(stream) ?? -1;
    if (own && at >= 0) own.splice(at, 1);
    if (own?.length === 0) streams.delete(key);
    if (!raw.writableEnded) raw.end();
  };
  const send = (event: LiveEvent) => {
    if (!closed) raw.write(frame(nextId++, event));
  };

  // subscribed before the answer starts: whatever commits after `ready` reaches this stream
  running.unsubscribe = await liveBus(deps.db).subscribe(source.address, send, holder.merchantCode);
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin',
    // a proxy that buffers answers (nginx) would hold the events back
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${liveStreamSettings.retryMs}\n\n`);
  send({ kind: 'ready' });
  const lastEventId = request.headers['last-event-id'] ?? query.lastEventId;
  if (typeof lastEventId === 'string' && lastEventId !== '') send({ kind: 'resync' });

  raw.on('close', close);
  raw.on('error', close);
  // the client went while the bus was connecting
  if (raw.destroyed || request.raw.destroyed) {
    close();
    return;
  }
  const own = streams.get(key) ?? [];
  own.push(stream);
  streams.set(key, own);
  while (own.length > MAX_STREAMS_PER_MEMBER) own[0]?.close();

  running.heartbeat = setInterval(() => {
    source.stands().then(
      (stands) => {
        if (!stands) close();
        else if (!closed) raw.write(': \n\n');
      },
      () => {
        if (!closed) raw.write(': \n\n');
      },
    );
  }, liveStreamSettings.heartbeatMs);
  running.heartbeat.unref();
}
