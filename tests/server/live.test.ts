import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import type { Db } from '../../server/src/db/client';
import { bankCards, liveTickets, memberMessages, rateBuckets, withdrawals } from '../../server/src/db/schema';
import { routeBucket } from '../../server/src/http/route';
import { TICKETS_PER_MEMBER } from '../../server/src/modules/live/tickets';
import { toMinor } from '../../server/src/lib/money';
import { LIVE_APPLICATION_NAME, publish } from '../../server/src/modules/live/bus';
import { BATCH_MS, liveLaterOf } from '../../server/src/modules/live/later';
import { hotTransaction } from '../../server/src/db/hot-transaction';
import { liveStreamSettings } from '../../server/src/modules/live/stream';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { api } from '../../src/shared/contract/api';
import { LIVE_STREAM_PATH, type LiveEvent } from '../../src/shared/contract/live';
import { call, loginAs, openAnotherInstance, startTestServer, type TestServer } from './helpers';

/** An open event stream: its status, and its events as they come. */
interface Stream {
  status: number;
  contentType: string | undefined;
  body: string;
  events: LiveEvent[];
  /** the next event matching `match` (from those not yet taken), or a failure after `ms` */
  next(match: (e: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  ended: Promise<void>;
  close(): void;
}

function openStream(base: string, query: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${LIVE_STREAM_PATH}${query}`, { headers: { accept: 'text/event-stream', ...headers } }, (res: IncomingMessage) => {
      let buffer = '';
      const events: LiveEvent[] = [];
      let taken = 0;
      const waiters = new Set<() => void>();
      const stream: Stream = {
        status: res.statusCode ?? 0,
        contentType: res.headers['content-type'],
        body: '',
        events,
        next(match, ms = 5000) {
          return new Promise((done, fail) => {
            const look = () => {
              for (let i = taken; i < events.length; i += 1) {
                const event = events[i]!;
                if (match(event)) {
                  taken = i + 1;
                  waiters.delete(look);
                  clearTimeout(timer);
                  done(event);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
            }, ms);
            waiters.add(look);
            look();
          });
        },
        ended: new Promise((done) => res.on('close', done)),
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        stream.body += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data) as LiveEvent);
        }
        for (const look of [...waiters]) look();
      });
      res.on('error', () => undefined);
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('live channel', () => {
  let s: TestServer;
  /** a second instance on the same database (PostgreSQL: its own pool and its own listening connection) */
  let other: { db: Db; app: FastifyInstance; close(): Promise<void> };
  let baseA: string;
  let baseB: string;
  let token: string;
  let memberId: number;
  const streams: Stream[] = [];
  const heartbeat = liveStreamSettings.heartbeatMs;

  async function ticket(t = token): Promise<string> {
    const r = await call<{ value: { ticket: string; expiresIn: number } }>(s, api.liveTicket, {}, { token: t });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.expiresIn).toBeGreaterThan(0);
    return r.body.value.ticket;
  }
  async function stream(base: string, query: string, headers?: Record<string, string>) {
    const opened = await openStream(base, query, headers);
    streams.push(opened);
    return opened;
  }

  beforeAll(async () => {
    liveStreamSettings.heartbeatMs = 200;
    s = await startTestServer();
    await s.app.listen({ host: '127.0.0.1', port: 0 });
    baseA = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    const instance = await openAnotherInstance(s);
    const app = await buildApp({ db: instance.db, config: s.config, keys: s.keys }, { serveSite: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseB = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    other = {
      db: instance.db,
      app,
      close: async () => {
        await app.close();
        await instance.close();
      },
    };
    token = await loginAs(s, 'demo', 'Demo1234');
    const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
    if (!demo) throw new Error('no demo member');
    memberId = demo.id;
  }, 60_000);

  afterAll(async () => {
    liveStreamSettings.heartbeatMs = heartbeat;
    for (const open of streams) open.close();
    await other?.close();
    await s?.close();
  });

  it('refuses a stream without a valid ticket, and hands out tickets only with the session token', async () => {
    const none = await stream(baseA, '');
    expect(none.status).toBe(401);
    const wrong = await stream(baseA, `?ticket=${'x'.repeat(43)}`);
    expect(wrong.status).toBe(401);
    await wrong.ended;
    expect(JSON.parse(wrong.body)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const anonymous = await call(s, api.liveTicket, {});
    expect(anonymous.status).toBe(401);
  });

  it('limits the tickets a member takes with the one rate limiter (429 and Retry-After past it)', async () => {
    const bucket = routeBucket(`member:${memberId}`, api.liveTicket);
    await s.db.delete(rateBuckets).where(eq(rateBuckets.bucket, bucket));
    try {
      for (let i = 0; i < TICKETS_PER_MEMBER.max; i++) await ticket();
      const refused = await call(s, api.liveTicket, {}, { token });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await s.db.delete(rateBuckets).where(eq(rateBuckets.bucket, bucket));
    }
  });

  it('opens a stream with a ticket once: the same ticket again is refused, on any instance', async () => {
    const t = await ticket();
    const first = await stream(baseA, `?ticket=${t}`);
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/^text\/event-stream/);
    await first.next((e) => e.kind === 'ready');
    expect((await stream(baseA, `?ticket=${t}`)).status).toBe(401);
    expect((await stream(baseB, `?ticket=${t}`)).status).toBe(401);
    first.close();
  });

  it('refuses an expired ticket', async () => {
    const t = await ticket();
    await s.db.update(liveTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await stream(baseA, `?ticket=${t}`)).status).toBe(401);
  });

  it('delivers an event written through one instance to a stream held by the other, and only to its member', async () => {
    const mine = await stream(baseB, `?ticket=${await ticket()}`);
    await mine.next((e) => e.kind === 'ready');
    const someoneElse = await findMemberByAccount(s.db, 'LOTUS', 'minhle');
    expect(someoneElse).toBeTruthy();

    // a ledger movement on instance A: the balance trigger announces it at commit
    await transfer(s.db, {
      idempotencyKey: `live-test:${Date.now()}`,
      kind: 'adjustment',
      from: await houseAccountOf(s.db, 'LOTUS', 'cash'),
      to: await accountOf(s.db, memberId, 'main'),
      amount: toMinor(5),
    });
    await mine.next((e) => e.kind === 'balance');

    // a platform message to another member reaches nobody here; one to this member does
    await s.db.insert(memberMessages).values({ memberId: someoneElse!.id, title: 'Not yours', content: '-' });
    const [message] = await s.db.insert(memberMessages).values({ memberId, title: 'Hello', content: 'Live' }).returning();
    const got = await mine.next((e) => e.kind === 'message');
    expect(got).toEqual({ kind: 'message', id: String(message!.id) });

    // publish() in a transaction that rolls back says nothing; one that commits is heard
    await s.db
      .transaction(async (tx) => {
        await publish(tx, memberId, 'deposit', 111);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await publish(s.db, memberId, 'deposit', 222);
    const deposit = await mine.next((e) => e.kind === 'deposit');
    expect(deposit.id).toBe('222');
    expect(mine.events.some((e) => e.kind === 'deposit' && e.id === '111')).toBe(false);
    expect(mine.events.some((e) => e.kind === 'message' && e.id !== String(message!.id))).toBe(false);
  });

  it('tells a bet’s balance after its commit, once, in a batch, to the member streaming from the other instance', async () => {
    const mine = await stream(baseB, `?ticket=${await ticket()}`);
    await mine.next((e) => e.kind === 'ready');
    const balances = () => mine.events.filter((e) => e.kind === 'balance').length;
    const before = balances();
    const later = liveLaterOf(s.db);
    // a hot transaction as a bet's (db/hot-transaction.ts): its balance announced after the commit, three
    // times over (a round, its repeat, another round), while the batch waits: one announcement
    await hotTransaction(
      s.db,
      async (hot) => {
        await hot.query('live_test_begin', 'select 1 as one', []);
        await transfer(hot.tx, {
          idempotencyKey: `live-test:hot:${Date.now()}`,
          kind: 'adjustment',
          from: await houseAccountOf(hot.tx, 'LOTUS', 'cash'),
          to: await accountOf(hot.tx, memberId, 'main'),
          amount: toMinor(1),
        });
        await hot.commitWith('live_test_commit', 'select 1 as one', []);
      },
      { balanceLater: () => [1, 2, 3].forEach(() => later.balance(memberId)) },
    );
    await mine.next((e) => e.kind === 'balance');
    // nothing else comes: the transaction itself announced nothing (PostgreSQL), or the trigger did and the
    // announcer was not asked (PGlite)
    await new Promise((r) => setTimeout(r, BATCH_MS * 6));
    expect(balances() - before).toBe(1);
  });

  it('tells a withdrawal written on one instance to the member streaming from the other', async () => {
    const mine = await stream(baseA, `?ticket=${await ticket()}`);
    await mine.next((e) => e.kind === 'ready');
    const [card] = await other.db
      .insert(bankCards)
      .values({ memberId, bankCode: 'VCB', holderName: 'DEMO', accountNumber: String(Date.now()).slice(-12) })
      .returning();
    const [row] = await other.db
      .insert(withdrawals)
      .values({ merchantCode: 'LOTUS', memberId, cardId: card!.id, requestKey: `live-${Date.now()}`, amount: 100n })
      .returning();
    expect(await mine.next((e) => e.kind === 'withdrawal')).toEqual({ kind: 'withdrawal', id: String(row!.id) });
    // staff approve it (the state changes): told again
    await other.db.update(withdrawals).set({ state: 'approved' }).where(eq(withdrawals.id, row!.id));
    await mine.next((e) => e.kind === 'withdrawal');
  });

  it('answers a stream that saw events before (Last-Event-ID) with resync', async () => {
    const again = await stream(baseA, `?ticket=${await ticket()}`, { 'last-event-id': '7' });
    await again.next((e) => e.kind === 'ready');
    await again.next((e) => e.kind === 'resync');
  });

  // PostgreSQL only: PGlite has no connection to lose
  it.runIf(process.env.DATABASE_URL)('tells the streams to resync when the listening connection was lost, and listens again', async () => {
    const open = await stream(baseB, `?ticket=${await ticket()}`);
    await open.next((e) => e.kind === 'ready');
    const killed = await s.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LIVE_APPLICATION_NAME} and datname = current_database()`,
    );
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await open.next((e) => e.kind === 'resync', 8000);
    await publish(s.db, memberId, 'message', 99);
    expect(await open.next((e) => e.kind === 'message')).toEqual({ kind: 'message', id: '99' });
  });

  it('ends the stream when its session ends', async () => {
    const t = await loginAs(s, 'demo', 'Demo1234');
    const open = await stream(baseB, `?ticket=${await ticket(t)}`);
    await open.next((e) => e.kind === 'ready');
    const out = await call(s, api.logout, {}, { token: t });
    expect(out.status).toBe(200);
    await Promise.race([open.ended, new Promise((_, fail) => setTimeout(() => fail(new Error('the stream outlived its session')), 5000))]);
    // and its tickets are gone with it
    expect((await call(s, api.liveTicket, {}, { token: t })).status).toBe(401);
  });

  it('closes every stream when the server closes', async () => {
    const instance = await openAnotherInstance(s);
    const app = await buildApp({ db: instance.db, config: s.config, keys: s.keys }, { serveSite: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const open = await stream(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, `?ticket=${await ticket()}`);
    await open.next((e) => e.kind === 'ready');
    await app.close();
    await open.ended;
    await instance.close();
  });
});
