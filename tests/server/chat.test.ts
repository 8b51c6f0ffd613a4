import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import type { Db } from '../../server/src/db/client';
import { chatConversations, chatDesks, chatMessages } from '../../server/src/db/schema';
import { findSession } from '../../server/src/http/session-lookup';
import { mintChatToken } from '../../server/src/modules/chat/identity';
import { isOpenAt } from '../../server/src/modules/chat/desk-hours';
import { liveStreamSettings } from '../../server/src/modules/live/stream';
import { api } from '../../src/shared/contract/api';
import { CHAT_DESK_STREAM_PATH, chatOperatorApi } from '../../src/shared/contract/chat-operator';
import type { Endpoint } from '../../src/shared/contract/endpoint';
import { LIVE_STREAM_PATH, type LiveEvent } from '../../src/shared/contract/live';
import { operatorApi } from '../../src/shared/contract/operator';
import { JPEG_8X8, PNG_8X8 } from './fixtures/images';
import { call, loginAs, openAnotherInstance, startTestServer, type TestServer } from './helpers';

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };
interface Message {
  id: number;
  seq: number;
  author: string;
  kind: string;
  text: string;
  imageId: string | null;
  clientId: string | null;
}

/** An event stream (live channel or desk): its events as they come. */
function openEvents(url: string): Promise<{ status: number; next(match: (e: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (res: IncomingMessage) => {
      const events: LiveEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let taken = 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data) as LiveEvent);
        }
        for (const look of [...waiters]) look();
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        close: () => req.destroy(),
        next: (match, ms = 5000) =>
          new Promise((done, fail) => {
            const look = () => {
              for (let i = taken; i < events.length; i += 1) {
                if (match(events[i]!)) {
                  taken = i + 1;
                  waiters.delete(look);
                  clearTimeout(timer);
                  done(events[i]!);
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
          }),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('customer-service chat', () => {
  let s: TestServer;
  let other: { db: Db; app: FastifyInstance; close(): Promise<void> };
  let baseA: string;
  let baseB: string;
  let staff: string;
  let cashier: string;
  const heartbeat = liveStreamSettings.heartbeatMs;
  const closers: Array<() => void> = [];

  /** the chat page's token of a member's fresh session, from the chat url call as the site asks for it */
  async function pageTokenOf(account: string, password: string): Promise<{ session: string; page: string }> {
    const session = await loginAs(s, account, password);
    const r = await call<Envelope<{ chatUrl: string }>>(s, api.chatUrl, { b2c: 1, title: 'Support', language: 'EN', headerColor: '#6142bf' }, { token: session });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url = decodeURIComponent(r.body.value.chatUrl);
    expect(url.startsWith('/chat?')).toBe(true);
    return { session, page: url.split('#t=')[1]! };
  }
  const page = <T>(endpoint: Endpoint, input: Record<string, unknown>, token: string, on: Pick<TestServer, 'app' | 'keys'> = s) =>
    call<Envelope<T>>(on, endpoint, input, { token });
  const desk = <T>(endpoint: Endpoint, input: Record<string, unknown>, token = staff) => call<Envelope<T>>(s, endpoint, input, { token });
  const clear = async () => {
    await s.db.execute(sql`alter table chat_messages disable trigger chat_messages_append_only`);
    await s.db.delete(chatMessages);
    await s.db.execute(sql`alter table chat_messages enable trigger chat_messages_append_only`);
    await s.db.delete(chatConversations);
  };

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
    staff = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'operator', password: 'Operator1234' })).body.value.token;
    cashier = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'cashier', password: 'Cashier1234' })).body.value.token;
  }, 60_000);

  afterAll(async () => {
    liveStreamSettings.heartbeatMs = heartbeat;
    for (const close of closers) close();
    await other?.close();
    await s?.close();
  });

  it('mints the chat url from the session, its token in the fragment; refuses a free-play account (need true account)', async () => {
    const { page: token } = await pageTokenOf('team01', 'Player1234');
    expect(token.split('.')).toHaveLength(3);
    const state = await page<{ nickname: string; queue: string; conversation: unknown }>(api.chatPageState, {}, token);
    expect(state.status).toBe(200);
    expect(state.body.value).toMatchObject({ queue: 'normal', conversation: null });

    const guest = (await call<Envelope<{ token: string }>>(s, api.freePlayLogin, {})).body.value.token;
    const refused = await call<Envelope<{ reason: string }>>(s, api.chatUrl, { b2c: 1, title: 'x', language: 'EN', headerColor: '#6142bf' }, { token: guest });
    expect(refused.status).toBe(403);
    expect(refused.body.value.reason).toBe('guestRefused');
    // nor does a token minted for a guest's session open the page
    const guestSession = await findSession(s.db, guest);
    const forGuest = await mintChatToken(s.db, s.config, { memberId: guestSession!.member.id, merchantCode: 'LOTUS', sessionId: guestSession!.sessionId });
    const r = await page<{ reason: string }>(api.chatPageState, {}, forGuest);
    expect(r.status).toBe(403);
    expect(r.body.value.reason).toBe('guestRefused');
  });

  it('refuses a forged, an expired, a session-token or an ended-session identity; the page cannot claim to be someone else', async () => {
    const { session, page: token } = await pageTokenOf('team02', 'Player1234');
    const [head, body, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherMember = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${body}.`;
    for (const forged of [`${head}.${otherMember}.${signature}`, `${head}.${body}.${flipped}`, none, session, 'not-a-token']) {
      const r = await page(api.chatPageSend, { clientId: 'forged-000001', text: 'hi' }, forged);
      expect(r.status, forged).toBe(401);
    }
    const sess = await findSession(s.db, session);
    const expired = await mintChatToken(s.db, s.config, { memberId: sess!.member.id, merchantCode: 'LOTUS', sessionId: sess!.sessionId }, -5);
    expect((await page(api.chatPageState, {}, expired)).status).toBe(401);
    // the renewal gives a fresh token while the session stands; after logout neither works
    const renewed = await page<{ token: string }>(api.chatPageRenew, {}, token);
    expect(renewed.status).toBe(200);
    await call(s, api.logout, {}, { token: session });
    expect((await page(api.chatPageState, {}, token)).status).toBe(401);
    expect((await page(api.chatPageState, {}, renewed.body.value.token)).status).toBe(401);
    expect(await s.db.select().from(chatMessages)).toHaveLength(0);
  });

  it('stores a message once per client id (a resend is the same row) and numbers messages in order, concurrent ones too', async () => {
    await clear();
    const { page: token } = await pageTokenOf('team03', 'Player1234');
    const first = await page<Message>(api.chatPageSend, { clientId: 'cid-once-0001', text: 'Hello' }, token);
    const again = await page<Message>(api.chatPageSend, { clientId: 'cid-once-0001', text: 'Hello' }, token);
    // on the other instance too (a reconnect landing elsewhere)
    const elsewhere = await page<Message>(api.chatPageSend, { clientId: 'cid-once-0001', text: 'Hello' }, token, other.app === undefined ? s : { app: other.app, keys: s.keys });
    expect(first.status).toBe(200);
    expect(again.body.value.id).toBe(first.body.value.id);
    expect(elsewhere.body.value.id).toBe(first.body.value.id);
    expect(first.body.value).toMatchObject({ seq: 1, author: 'member', kind: 'text', clientId: 'cid-once-0001' });

    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) => page<Message>(api.chatPageSend, { clientId: `cid-burst-${String(i).padStart(4, '0')}`, text: `m${i}` }, token)),
    );
    expect(sends.every((r) => r.status === 200)).toBe(true);
    const rows = await s.db.select().from(chatMessages).orderBy(chatMessages.id);
    expect(rows).toHaveLength(9);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const state = await page<{ messages: Message[] }>(api.chatPageState, {}, token);
    expect(state.body.value.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // kept for audit
    await expect(s.db.delete(chatMessages).where(eq(chatMessages.id, rows[0]!.id))).rejects.toThrow();
  });

  it('queues a member of rank level above 4 as VIP, shown and assigned first', async () => {
    await clear();
    const normal = await pageTokenOf('team04', 'Player1234');
    await page(api.chatPageSend, { clientId: 'cid-normal-001', text: 'normal first' }, normal.page);
    const vip = await pageTokenOf('demo', 'Demo1234');
    await page(api.chatPageSend, { clientId: 'cid-vip-000001', text: 'vip later' }, vip.page);
    const waiting = await desk<{ items: Array<{ queue: string; member: { account: string } }>; counts: { waiting: number; vipWaiting: number } }>(
      chatOperatorApi.operatorChatInbox,
      { view: 'waiting' },
    );
    expect(waiting.body.value.items.map((i) => [i.member.account, i.queue])).toEqual([
      ['demo', 'vip'],
      ['team04', 'normal'],
    ]);
    expect(waiting.body.value.counts).toMatchObject({ waiting: 2, vipWaiting: 1 });
    const next = await desk<{ id: number }>(chatOperatorApi.operatorChatNext, {});
    const [taken] = await s.db.select().from(chatConversations).where(eq(chatConversations.id, next.body.value.id));
    expect(taken).toMatchObject({ queue: 'vip', status: 'active' });
  });

  it('runs a conversation: take (once), reply, typing, read receipts, unread count, notes kept from the member, close, rating, report', async () => {
    await clear();
    const member = await pageTokenOf('team05', 'Player1234');
    const sent = await page<Message>(api.chatPageSend, { clientId: 'cid-flow-0001', text: 'My deposit is missing' }, member.page);
    const [conversation] = await s.db.select().from(chatConversations);
    const id = conversation!.id;

    expect((await desk(chatOperatorApi.operatorChatTake, { id })).status).toBe(200);
    const second = await desk<{ reason: string }>(chatOperatorApi.operatorChatTake, { id }, cashier);
    expect(second.status).toBe(409);
    expect(second.body.value.reason).toBe('alreadyTaken');

    const replied = await desk<Message>(chatOperatorApi.operatorChatReply, { id, clientId: 'staff-flow-0001', text: 'Checking it now' });
    const repeat = await desk<Message>(chatOperatorApi.operatorChatReply, { id, clientId: 'staff-flow-0001', text: 'Checking it now' });
    expect(repeat.body.value.id).toBe(replied.body.value.id);
    await desk(chatOperatorApi.operatorChatReply, { id, clientId: 'staff-note-0001', text: 'VIP soon', note: true });
    expect((await desk(chatOperatorApi.operatorChatLabels, { id, labels: ['deposit', 'urgent'] })).status).toBe(200);

    const unread = await call<Envelope<{ count: number }>>(s, api.chatUnread, {}, { token: member.session });
    expect(unread.body.value.count).toBe(1);
    const state = await page<{ messages: Message[]; conversation: { staffReadSeq: number; staffName: string } }>(api.chatPageState, {}, member.page);
    expect(state.body.value.messages.map((m) => [m.author, m.text, m.clientId])).toEqual([
      ['member', 'My deposit is missing', 'cid-flow-0001'],
      ['staff', 'Checking it now', null],
    ]);
    // staff read the member's message by answering it
    expect(state.body.value.conversation.staffReadSeq).toBeGreaterThanOrEqual(sent.body.value.seq);
    await page(api.chatPageRead, { seq: 2 }, member.page);
    expect((await call<Envelope<{ count: number }>>(s, api.chatUnread, {}, { token: member.session })).body.value.count).toBe(0);

    await page(api.chatPageTyping, {}, member.page);
    const staffView = await desk<{ memberTyping: boolean; messages: Message[]; conversation: { labels: string[] } }>(chatOperatorApi.operatorChatConversation, { id });
    expect(staffView.body.value.memberTyping).toBe(true);
    expect(staffView.body.value.messages.map((m) => m.kind)).toEqual(['text', 'text', 'note']);
    expect(staffView.body.value.conversation.labels).toEqual(['deposit', 'urgent']);

    const early = await page<{ reason: string }>(api.chatPageRate, { conversationId: id, rating: 5 }, member.page);
    expect(early.body.value.reason).toBe('notClosed');
    expect((await desk(chatOperatorApi.operatorChatClose, { id })).status).toBe(200);
    expect((await page(api.chatPageRate, { conversationId: id, rating: 4 }, member.page)).status).toBe(200);
    expect((await page<{ reason: string }>(api.chatPageRate, { conversationId: id, rating: 1 }, member.page)).body.value.reason).toBe('alreadyRated');
    expect((await page(api.chatPageRate, { conversationId: id, rating: 6 }, member.page)).status).toBe(400);

    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const report = await desk<{ items: Array<{ staff: { displayName: string }; conversations: number; averageRating: number; averageFirstResponseSeconds: number }> }>(
      chatOperatorApi.operatorChatReport,
      { from, to },
    );
    expect(report.body.value.items).toHaveLength(1);
    expect(report.body.value.items[0]).toMatchObject({ conversations: 1, averageRating: 4 });
    expect(report.body.value.items[0]!.averageFirstResponseSeconds).toBeGreaterThanOrEqual(0);
    const closed = await desk<{ items: Array<{ id: number; rating: number }> }>(chatOperatorApi.operatorChatInbox, { view: 'closed' });
    expect(closed.body.value.items[0]).toMatchObject({ id, rating: 4 });
  });

  it('takes PNG and JPEG images of at most 5 MB through the uploads module; refuses other files and other members\u2019 images', async () => {
    await clear();
    const a = await pageTokenOf('team06', 'Player1234');
    const b = await pageTokenOf('team07', 'Player1234');
    const up = (token: string, data: Buffer, filename = 'x.png', contentType = 'image/png') =>
      page<{ ids: string[] } & { reason?: string }>(api.chatPageImage, { files: [{ filename, contentType, data }] }, token);
    const png = await up(a.page, PNG_8X8);
    expect(png.status).toBe(200);
    const jpg = await up(a.page, JPEG_8X8, 'x.jpg', 'image/jpeg');
    expect(jpg.status).toBe(200);
    const text = await call<{ fieldErrors?: Array<{ key: string }> }>(s, api.chatPageImage, { files: [{ filename: 'x.png', contentType: 'image/png', data: Buffer.from('not an image') }] }, { token: a.page });
    expect(text.status).toBe(400);
    expect(JSON.stringify(text.body)).toContain('validation.imageType');
    const big = Buffer.concat([PNG_8X8, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await call(s, api.chatPageImage, { files: [{ filename: 'x.png', contentType: 'image/png', data: big }] }, { token: a.page });
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain('validation.imageTooLarge');

    const sent = await page<Message>(api.chatPageSend, { clientId: 'cid-image-001', imageId: png.body.value.ids[0] }, a.page);
    expect(sent.body.value).toMatchObject({ kind: 'image', imageId: png.body.value.ids[0] });
    expect((await page(api.chatPageSend, { clientId: 'cid-image-002', imageId: png.body.value.ids[0] }, b.page)).status).toBe(400);
    // the page reads its image with its token, staff with theirs; another member cannot
    const read = (token: string) => s.app.inject({ method: 'GET', url: `/wps/uploads/${png.body.value.ids[0]}`, headers: { authorization: `Bearer ${token}` } });
    expect((await read(a.page)).statusCode).toBe(200);
    expect((await read(staff)).statusCode).toBe(200);
    expect((await read(b.page)).statusCode).toBe(404);
  });

  it('delivers across instances through pg_notify: the member on one hears staff on the other, the desk hears the member', async () => {
    await clear();
    const member = await pageTokenOf('team08', 'Player1234');
    // the member's page streams from instance B (its ticket from the page's token)
    const ticket = await page<{ ticket: string }>(api.chatPageTicket, {}, member.page, { app: other.app, keys: s.keys });
    const memberStream = await openEvents(`${baseB}${LIVE_STREAM_PATH}?ticket=${ticket.body.value.ticket}`);
    closers.push(memberStream.close);
    expect(memberStream.status).toBe(200);
    await memberStream.next((e) => e.kind === 'ready');
    // the console streams from instance A
    const deskTicket = await desk<{ ticket: string }>(chatOperatorApi.operatorChatTicket, {});
    const deskStream = await openEvents(`${baseA}${CHAT_DESK_STREAM_PATH}?ticket=${deskTicket.body.value.ticket}`);
    closers.push(deskStream.close);
    expect(deskStream.status).toBe(200);
    await deskStream.next((e) => e.kind === 'ready');
    expect((await openEvents(`${baseA}${CHAT_DESK_STREAM_PATH}?ticket=${deskTicket.body.value.ticket}`)).status).toBe(401);

    // the member writes through B: the desk on A hears it
    await page(api.chatPageSend, { clientId: 'cid-cross-0001', text: 'Anyone there?' }, member.page, { app: other.app, keys: s.keys });
    const [conversation] = await s.db.select().from(chatConversations);
    await deskStream.next((e) => e.kind === 'chat' && e.id === String(conversation!.id));
    // staff answer through A: the member's stream on B hears it, and typing too
    await desk(chatOperatorApi.operatorChatTake, { id: conversation!.id });
    await desk(chatOperatorApi.operatorChatTyping, { id: conversation!.id });
    await memberStream.next((e) => e.kind === 'chatTyping' && e.id === String(conversation!.id));
    await desk(chatOperatorApi.operatorChatReply, { id: conversation!.id, clientId: 'staff-cross-01', text: 'Yes, hello!' });
    await memberStream.next((e) => e.kind === 'chat' && e.id === String(conversation!.id));
    const state = await page<{ messages: Message[] }>(api.chatPageState, {}, member.page, { app: other.app, keys: s.keys });
    expect(state.body.value.messages.at(-1)).toMatchObject({ author: 'staff', text: 'Yes, hello!' });
  });

  it('keeps opening hours per brand: closed, a new message is refused and the offline form becomes a flagged conversation', async () => {
    await clear();
    expect(isOpenAt({ opensMinute: 9 * 60, closesMinute: 17 * 60, utcOffsetMinutes: 420 }, new Date('2026-01-01T03:00:00Z'))).toBe(true);
    expect(isOpenAt({ opensMinute: 9 * 60, closesMinute: 17 * 60, utcOffsetMinutes: 420 }, new Date('2026-01-01T12:00:00Z'))).toBe(false);
    expect(isOpenAt({ opensMinute: 22 * 60, closesMinute: 2 * 60, utcOffsetMinutes: 0 }, new Date('2026-01-01T23:00:00Z'))).toBe(true);
    const now = new Date();
    const local = (now.getUTCHours() * 60 + now.getUTCMinutes() + 420) % 1440;
    // a one-minute window far from now
    const opens = (local + 720) % 1440;
    await s.db.update(chatDesks).set({ opensMinute: opens, closesMinute: (opens + 1) % 1440 }).where(eq(chatDesks.merchantCode, 'LOTUS'));
    try {
      const member = await pageTokenOf('team09', 'Player1234');
      const state = await page<{ hours: { open: boolean } }>(api.chatPageState, {}, member.page);
      expect(state.body.value.hours.open).toBe(false);
      const refused = await page<{ reason: string }>(api.chatPageSend, { clientId: 'cid-closed-01', text: 'hello?' }, member.page);
      expect(refused.status).toBe(403);
      expect(refused.body.value.reason).toBe('deskClosed');
      const left = await page<{ conversationId: number }>(api.chatPageOffline, { clientId: 'cid-offline-01', contact: '0900000000', text: 'Please call me' }, member.page);
      expect(left.status).toBe(200);
      const waiting = await desk<{ items: Array<{ id: number; offline: boolean; preview: string }> }>(chatOperatorApi.operatorChatInbox, { view: 'waiting' });
      expect(waiting.body.value.items).toEqual([expect.objectContaining({ id: left.body.value.conversationId, offline: true })]);
      expect(waiting.body.value.items[0]!.preview).toContain('Please call me');
    } finally {
      await s.db.update(chatDesks).set({ opensMinute: 0, closesMinute: 1440 }).where(eq(chatDesks.merchantCode, 'LOTUS'));
    }
  });

  it('audits what staff do and refuses a member\u2019s token at the desk', async () => {
    const rows = await s.db.execute(sql`select action from operator_audit where action like 'chat.%' order by id`);
    const actions = (rows as unknown as { rows?: Array<{ action: string }> }).rows ?? (rows as unknown as Array<{ action: string }>);
    expect(actions.map((r) => r.action)).toEqual(expect.arrayContaining(['chat.take', 'chat.labels', 'chat.close']));
    const none = await desk(chatOperatorApi.operatorChatConversation, { id: 999_999 });
    expect(none.status).toBe(404);
    const memberToken = await loginAs(s, 'team10', 'Player1234');
    expect((await desk(chatOperatorApi.operatorChatInbox, { view: 'waiting' }, memberToken)).status).toBe(401);
  });
});
