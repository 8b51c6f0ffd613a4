import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubLabels, jobWindows, members, messageBroadcasts, messageReceipts, operatorAudit, protectionBlocks } from '../../server/src/db/schema';
import { startJobs } from '../../server/src/jobs/runner';
import { liveBus } from '../../server/src/modules/live/bus';
import { messageDeliveryJob } from '../../server/src/modules/messages/broadcasts';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { api } from '../../src/shared/contract/api';
import type { LiveEvent } from '../../src/shared/contract/live';
import type { PlatformMessage } from '../../src/shared/contract/messages';
import { messagesOperatorApi, type MessageSendInput, type OperatorBroadcast } from '../../src/shared/contract/messages-operator';
import { operatorApi } from '../../src/shared/contract/operator';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

interface Envelope<V> {
  success: boolean;
  value: V;
}
type Inbox = { list: PlatformMessage[]; total: number; unread: number; pageNo: number; pageSize: number; totalPages: number };

describe('platform messages', () => {
  let s: TestServer;
  let admin: string;
  let cashier: string;
  const players: Record<string, { token: string; id: number }> = {};

  async function newPlayer(name: string) {
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username: name,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await findMemberByAccount(s.db, 'LOTUS', name);
    players[name] = { token: r.body.value.token, id: row!.id };
    return players[name]!;
  }

  async function send(input: Partial<MessageSendInput>, token = admin) {
    return call<Envelope<OperatorBroadcast>>(
      s,
      messagesOperatorApi.operatorSendMessage,
      { merchantCode: 'LOTUS', audience: 'brand', kind: 'service', title: 'Hello', content: '<p>Hi</p>', sendAt: null, ...input },
      { token },
    );
  }
  const inboxOf = async (name: string, query: Record<string, unknown> = {}) =>
    (await call<Envelope<Inbox>>(s, api.messageList, query, { token: players[name]!.token })).body.value;
  const unreadOf = async (name: string) => (await call<Envelope<{ count: number }>>(s, api.unreadMessages, {}, { token: players[name]!.token })).body.value.count;
  const balanceUnread = async (name: string) =>
    (await call<Envelope<{ unreadMessages: number }>>(s, api.balance, {}, { token: players[name]!.token })).body.value.unreadMessages;

  /** The live events of a member (their brand's too) until the returned stop. */
  async function listen(memberId: number) {
    const events: LiveEvent[] = [];
    const stop = await liveBus(s.db).subscribe(memberId, (e) => events.push(e), 'LOTUS');
    return { events, stop };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, s.kind === 'postgres' ? 300 : 50));

  beforeAll(async () => {
    s = await startTestServer();
    admin = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'operator', password: 'Operator1234' })).body.value.token;
    cashier = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'cashier', password: 'Cashier1234' })).body.value.token;
    for (const name of ['msgvip', 'msgplain', 'msgpaused']) await newPlayer(name);
    const [vip3] = await s.db.select({ id: clubLabels.id }).from(clubLabels).where(and(eq(clubLabels.merchantCode, 'LOTUS'), eq(clubLabels.rankLevel, 3)));
    await s.db.update(members).set({ clubLabelId: vip3!.id }).where(eq(members.id, players.msgvip!.id));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('reaches one member, a rank, or the whole brand with one row each, and counts the recipients', async () => {
    const before = await s.db.$count(messageReceipts);
    const one = await send({ audience: 'member', account: 'MSGPLAIN', title: 'Just you' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.value).toMatchObject({ audience: 'member', account: 'msgplain', recipients: 1, reads: 0 });
    expect(one.body.value.deliveredAt).not.toBeNull();

    const rank = await send({ audience: 'rank', rankLevel: 3, title: 'VIP 3 only' });
    expect(rank.body.value.recipients).toBeGreaterThanOrEqual(1);
    const everyone = await send({ title: 'Everyone' });
    const brandMembers = await s.db.$count(members, and(eq(members.merchantCode, 'LOTUS'), eq(members.status, 'active')));
    expect(everyone.body.value.recipients).toBeGreaterThan(3);
    expect(everyone.body.value.recipients).toBeLessThanOrEqual(brandMembers);
    // no row per member: the inbox matches them when they read
    expect(await s.db.$count(messageReceipts)).toBe(before);

    expect((await inboxOf('msgplain')).list.map((m) => m.title)).toEqual(['Everyone', 'Just you']);
    expect((await inboxOf('msgvip')).list.map((m) => m.title)).toEqual(['Everyone', 'VIP 3 only']);
    expect((await inboxOf('msgpaused')).list.map((m) => m.title)).toEqual(['Everyone']);
    // a member who joins after a message to everyone does not find it
    await newPlayer('msglate');
    expect((await inboxOf('msglate')).total).toBe(0);

    // audited, with what was sent
    const [row] = await s.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'message.send'), eq(operatorAudit.targetId, String(one.body.value.id))));
    expect(row?.details).toMatchObject({ after: { audience: 'member', account: 'msgplain', kind: 'service' } });

    // refusals: an unknown member or rank, a brand's staff without the role, a schedule too far
    expect((await send({ audience: 'member', account: 'nobody-here' })).status).toBe(400);
    expect((await send({ audience: 'rank', rankLevel: 99 })).status).toBe(400);
    expect((await send({}, cashier)).status).toBe(403);
    expect((await send({ sendAt: new Date(Date.now() + 200 * 86_400_000).toISOString() })).status).toBe(400);
  });

  it('lists unread first, pages, marks read and unread, deletes, marks all read; the count follows everywhere', async () => {
    await send({ audience: 'member', account: 'msgvip', title: 'Third' });
    const inbox = await inboxOf('msgvip');
    expect(inbox.unread).toBe(3);
    expect(await unreadOf('msgvip')).toBe(3);
    expect(await balanceUnread('msgvip')).toBe(3);

    const opened = inbox.list.find((m) => m.title === 'VIP 3 only')!;
    const read = await call<Envelope<PlatformMessage>>(s, api.markMessage, { id: opened.id, read: true }, { token: players.msgvip!.token });
    expect(read.status).toBe(200);
    expect(read.body.value.readAt).not.toBeNull();
    expect(await unreadOf('msgvip')).toBe(2);
    // unread first, the read one last
    const page1 = await inboxOf('msgvip', { pageNo: 1, pageSize: 2 });
    expect(page1).toMatchObject({ total: 3, totalPages: 2, unread: 2 });
    expect(page1.list.every((m) => m.readAt === null)).toBe(true);
    expect((await inboxOf('msgvip', { pageNo: 2, pageSize: 2 })).list.map((m) => m.title)).toEqual(['VIP 3 only']);
    // someone else's state is theirs: the rank message is unread for nobody else, the read counted once
    const sent = (await call<Envelope<{ items: OperatorBroadcast[] }>>(s, messagesOperatorApi.operatorMessages, {}, { token: admin })).body.value.items;
    expect(sent.find((b) => b.title === 'VIP 3 only')?.reads).toBe(1);

    await call(s, api.markMessage, { id: opened.id, read: false }, { token: players.msgvip!.token });
    expect(await unreadOf('msgvip')).toBe(3);

    const third = inbox.list.find((m) => m.title === 'Third')!;
    expect((await call(s, api.deleteMessage, { id: third.id }, { token: players.msgvip!.token })).status).toBe(200);
    expect((await inboxOf('msgvip')).list.map((m) => m.title)).not.toContain('Third');
    // gone is gone; another member's message is not found
    expect((await call(s, api.markMessage, { id: third.id, read: true }, { token: players.msgvip!.token })).status).toBe(404);
    const plainOwn = (await inboxOf('msgplain')).list.find((m) => m.title === 'Just you')!;
    expect((await call(s, api.deleteMessage, { id: plainOwn.id }, { token: players.msgvip!.token })).status).toBe(404);

    const all = await call<Envelope<{ count: number }>>(s, api.readAllMessages, {}, { token: players.msgvip!.token });
    expect(all.body.value.count).toBe(2);
    expect(await unreadOf('msgvip')).toBe(0);
    expect(await balanceUnread('msgvip')).toBe(0);
    expect((await call<Envelope<{ count: number }>>(s, api.readAllMessages, {}, { token: players.msgvip!.token })).body.value.count).toBe(0);
  });

  it('stops marketing for a member in a time-out but still tells them what concerns their account', async () => {
    await s.db.insert(protectionBlocks).values({
      memberId: players.msgpaused!.id,
      merchantCode: 'LOTUS',
      kind: 'timeOut',
      duration: '7d',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 7 * 86_400_000),
      source: 'member',
    });
    const before = (await inboxOf('msgplain')).total;
    const offer = await send({ kind: 'marketing', title: 'Big offer' });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    expect(offer.body.value.withheld).toBeGreaterThanOrEqual(1);
    await send({ audience: 'member', account: 'msgpaused', kind: 'marketing', title: 'Offer for you' });
    await send({ audience: 'member', account: 'msgpaused', kind: 'service', title: 'Your account' });

    const titles = (await inboxOf('msgpaused')).list.map((m) => m.title);
    expect(titles).toContain('Your account');
    expect(titles).not.toContain('Big offer');
    expect(titles).not.toContain('Offer for you');
    expect(await unreadOf('msgpaused')).toBe(titles.length);
    // the others get the offer
    expect((await inboxOf('msgplain')).total).toBe(before + 1);

    // withheld at delivery: the offer stays away once the time-out is over
    await s.db.update(protectionBlocks).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(protectionBlocks.memberId, players.msgpaused!.id));
    const after = (await inboxOf('msgpaused')).list.map((m) => m.title);
    expect(after).not.toContain('Big offer');
    expect(after).not.toContain('Offer for you');
  });

  it('delivers a scheduled message once when its time comes, whatever the number of instances, and tells the members live', async () => {
    const other = await openAnotherInstance(s);
    const live = await listen(players.msgplain!.id);
    try {
      const at = new Date(Date.now() + 60_000);
      const scheduled = await send({ title: 'Later', sendAt: at.toISOString() });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.value).toMatchObject({ deliveredAt: null, recipients: null });
      expect((await inboxOf('msgplain')).list.map((m) => m.title)).not.toContain('Later');

      // before its time: the job delivers nothing
      const early = () => new Date(at.getTime() - 30_000);
      await startJobs(s.db, [messageDeliveryJob], { now: early, autoStart: false }).tick();
      expect((await s.db.select().from(messageBroadcasts).where(eq(messageBroadcasts.id, scheduled.body.value.id)))[0]?.deliveredAt).toBeNull();

      // two instances race through the windows after it
      const late = () => new Date(at.getTime() + 25_000);
      const a = startJobs(s.db, [messageDeliveryJob], { now: late, autoStart: false });
      const b = startJobs(other.db, [messageDeliveryJob], { now: late, autoStart: false });
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      await settle();

      const [row] = await s.db.select().from(messageBroadcasts).where(eq(messageBroadcasts.id, scheduled.body.value.id));
      expect(row?.deliveredAt).not.toBeNull();
      expect(row?.recipients).toBeGreaterThan(3);
      const titles = (await inboxOf('msgplain')).list.map((m) => m.title);
      expect(titles.filter((t) => t === 'Later')).toHaveLength(1);
      const told = live.events.filter((e) => e.kind === 'message' && e.id === `b${scheduled.body.value.id}`);
      expect(told).toHaveLength(1);
      expect(await s.db.$count(jobWindows, eq(jobWindows.jobName, 'messages:deliver'))).toBeGreaterThan(0);

      // reading it is heard too (the member's other pages follow)
      const id = `b${scheduled.body.value.id}`;
      await call(s, api.markMessage, { id, read: true }, { token: players.msgplain!.token });
      await settle();
      expect(live.events.filter((e) => e.kind === 'message' && e.id === String(scheduled.body.value.id)).length).toBeGreaterThanOrEqual(1);
    } finally {
      live.stop();
      await other.close();
    }
  });

  it('lists what was sent, newest first, with the ranks to choose from', async () => {
    const r = await call<Envelope<{ items: OperatorBroadcast[]; total: number; ranks: Array<{ rankLevel: number }> }>>(
      s,
      messagesOperatorApi.operatorMessages,
      { page: 1, pageSize: 5 },
      { token: admin },
    );
    expect(r.status).toBe(200);
    expect(r.body.value.items).toHaveLength(5);
    expect(r.body.value.items[0]?.title).toBe('Later');
    expect(r.body.value.items[0]?.sentBy).toBe('operator');
    // the brand's rank levels (its club labels), lowest first
    const levels = r.body.value.ranks.map((x) => x.rankLevel);
    expect(levels).toEqual(expect.arrayContaining([1, 3, 5, 7]));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });
});
