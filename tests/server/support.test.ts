import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { api } from '../../src/shared/contract/api';
import { operatorApi } from '../../src/shared/contract/operator';
import type { NewsArticle, NewsCard, TicketDetail, TicketSummary } from '../../src/shared/contract/support';
import { supportOperatorApi, type OperatorFeedback, type OperatorNews, type OperatorTicket, type OperatorTicketDetail } from '../../src/shared/contract/support-operator';
import { MAX_UPLOAD_BYTES, uploadPath } from '../../src/shared/contract/uploads';
import { JPEG_8X8, PNG_8X8 } from './fixtures/images';
import { call, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
  fieldErrors?: Array<{ field: string; key: string; params?: Record<string, number> }>;
}

describe('support desk', () => {
  let s: TestServer;
  let cashier: string;
  let admin: string;
  let seq = 0;

  const register = async () => {
    seq += 1;
    const username = `desk${seq}${Date.now() % 100000}`;
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const member = await findMemberByAccount(s.db, 'LOTUS', username);
    return { token: r.body.value.token, id: member!.id, username };
  };
  const upload = async (token: string, files = [{ filename: 'shot.png', contentType: 'image/png', data: PNG_8X8 }]) =>
    call<Envelope<{ ids: string[] }>>(s, api.uploadImages, { purpose: 'supportTicket', files }, { token });
  const open = (token: string, input: Record<string, unknown>) => call<Envelope<TicketDetail>>(s, api.createTicket, { type: 'deposit', content: 'My deposit has not arrived yet.', imageIds: [], ...input }, { token });
  const desk = <T>(endpoint: (typeof supportOperatorApi)[keyof typeof supportOperatorApi], input: Record<string, unknown>, token = cashier) => call<Envelope<T>>(s, endpoint, input, { token });

  beforeAll(async () => {
    s = await startTestServer();
    cashier = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'cashier', password: 'Cashier1234' })).body.value.token;
    admin = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'operator', password: 'Operator1234' })).body.value.token;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('keeps feedback within its word bounds (5 to 500 words, Chinese counted by words too), read by staff', async () => {
    const m = await register();
    const send = (content: string) => call<Envelope<null>>(s, api.feedback, { content }, { token: m.token });
    const short = await send('Great site');
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors?.[0]).toMatchObject({ field: 'content', key: 'support.errors.feedbackWords', params: { min: 5, max: 500 } });
    const long = await send(Array.from({ length: 501 }, () => 'word').join(' '));
    expect(long.status).toBe(400);
    expect((await send(Array.from({ length: 500 }, () => 'ok').join(' '))).status).toBe(200);
    expect((await send('The lottery page loads slowly on my phone.')).status).toBe(200);
    expect((await send('我觉得这个网站很好用')).status).toBe(200);
    expect((await call(s, api.feedback, { content: 'No session here at all, five words' })).status).toBe(401);
    const seen = await desk<{ items: OperatorFeedback[] }>(supportOperatorApi.operatorFeedback, {});
    expect(seen.body.value.items.filter((f) => f.member.id === m.id).map((f) => f.content)).toContain('The lottery page loads slowly on my phone.');
  });

  it('checks a ticket: a known type, 10 to 2000 characters, at most 3 of the member\'s own images', async () => {
    const m = await register();
    expect((await open(m.token, { type: 'lottery' })).status).toBe(400);
    const short = await open(m.token, { content: 'Help me' });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors?.[0]?.field).toBe('content');
    expect((await open(m.token, { content: 'x'.repeat(2001) })).status).toBe(400);
    const ids = (await upload(m.token)).body.value.ids;
    expect((await open(m.token, { imageIds: [ids[0], ids[0], ids[0], ids[0]] })).status).toBe(400);
    const other = await register();
    const foreign = await open(other.token, { imageIds: ids });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors?.[0]?.key).toBe('support.errors.imagesNotFound');
    // an image uploaded for a withdrawal is not a ticket's
    const proof = (await call<Envelope<{ ids: string[] }>>(s, api.uploadImages, { purpose: 'withdrawalProof', files: [{ filename: 'p.png', contentType: 'image/png', data: PNG_8X8 }] }, { token: m.token })).body.value.ids;
    expect((await open(m.token, { imageIds: proof })).status).toBe(400);
  });

  it('refuses images over the limits: four at once, one over 5 MB, one that is not png or jpg', async () => {
    const m = await register();
    const png = { filename: 'a.png', contentType: 'image/png', data: PNG_8X8 };
    const four = await upload(m.token, [png, png, png, png]);
    expect(four.status).toBe(400);
    expect(four.body.fieldErrors?.[0]).toMatchObject({ field: 'images', key: 'validation.tooManyImages', params: { max: 3 } });
    const big = Buffer.concat([PNG_8X8, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const large = await upload(m.token, [{ filename: 'big.png', contentType: 'image/png', data: big }]);
    expect(large.status).toBe(400);
    expect(large.body.fieldErrors?.[0]).toMatchObject({ key: 'validation.imageTooLarge', params: { max: 5 } });
    const gif = await upload(m.token, [{ filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a....') }]);
    expect(gif.body.fieldErrors?.[0]?.key).toBe('validation.imageType');
    const three = await upload(m.token, [png, { filename: 'b.jpg', contentType: 'image/jpeg', data: JPEG_8X8 }, png]);
    expect(three.status).toBe(200);
    expect((await open(m.token, { imageIds: three.body.value.ids })).status).toBe(200);
  });

  it('runs a ticket\'s life: open, staff answer (audited, unread for the member), member replies, staff close; closed takes no reply', async () => {
    const m = await register();
    const image = (await upload(m.token)).body.value.ids[0]!;
    const created = await open(m.token, { type: 'withdrawal', content: 'My withdrawal is still pending after two days.', imageIds: [image] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const ticket = created.body.value;
    expect(ticket).toMatchObject({ type: 'withdrawal', state: 'open', unread: false });
    expect(ticket.messages).toEqual([expect.objectContaining({ author: 'member', imageIds: [image] })]);

    // the queue of waiting tickets holds it; staff see the member's image
    const waiting = await desk<{ items: OperatorTicket[] }>(supportOperatorApi.operatorTickets, { state: 'open' });
    expect(waiting.body.value.items.find((t) => t.id === ticket.id)).toMatchObject({ member: { account: m.username }, messageCount: 1 });
    const picture = await s.app.inject({ method: 'GET', url: uploadPath(image), headers: { authorization: `Bearer ${cashier}` } });
    expect(picture.statusCode).toBe(200);
    // another member cannot read the ticket
    const stranger = await register();
    expect((await call(s, api.ticket, { id: ticket.id }, { token: stranger.token })).status).toBe(404);
    // a member's token opens no console call
    expect((await call(s, supportOperatorApi.operatorTickets, {}, { token: m.token })).status).toBe(401);

    const answered = await desk<OperatorTicketDetail>(supportOperatorApi.operatorReplyTicket, { id: ticket.id, content: 'It was paid this morning; please check your bank.' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.value.state).toBe('answered');
    expect(answered.body.value.messages.at(-1)).toMatchObject({ author: 'staff', operator: 'Lotus Cashier' });

    const mine = (await call<Envelope<{ items: TicketSummary[]; unread: number }>>(s, api.myTickets, {}, { token: m.token })).body.value;
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: ticket.id, state: 'answered', unread: true });
    const read = (await call<Envelope<TicketDetail>>(s, api.ticket, { id: ticket.id }, { token: m.token })).body.value;
    expect(read.messages.map((x) => x.author)).toEqual(['member', 'staff']);
    expect(read.messages[1]!.content).toBe('It was paid this morning; please check your bank.');
    expect((await call<Envelope<{ unread: number }>>(s, api.myTickets, {}, { token: m.token })).body.value.unread).toBe(0);

    const again = await call<Envelope<TicketDetail>>(s, api.replyTicket, { id: ticket.id, content: 'Found it, thank you!' }, { token: m.token });
    expect(again.body.value.state).toBe('open');
    const closed = await desk<OperatorTicketDetail>(supportOperatorApi.operatorCloseTicket, { id: ticket.id });
    expect(closed.body.value).toMatchObject({ state: 'closed' });
    expect((await desk<OperatorTicketDetail>(supportOperatorApi.operatorCloseTicket, { id: ticket.id })).status).toBe(200);
    const late = await call<Envelope<{ reason: string }>>(s, api.replyTicket, { id: ticket.id, content: 'One more thing' }, { token: m.token });
    expect(late.status).toBe(409);
    expect(late.body.value).toEqual({ reason: 'ticketClosed' });
    expect((await desk(supportOperatorApi.operatorReplyTicket, { id: ticket.id, content: 'Anything else?' })).status).toBe(409);
    const closedList = await desk<{ items: OperatorTicket[] }>(supportOperatorApi.operatorTickets, { state: 'closed' });
    expect(closedList.body.value.items.some((t) => t.id === ticket.id)).toBe(true);

    const audited = await queryRows<{ action: string; details: { before: unknown; after: unknown } }>(
      s.db,
      sql`select action, details from operator_audit where target_type = 'supportTicket' and target_id = ${String(ticket.id)} order by id`,
    );
    expect(audited.map((a) => a.action)).toEqual(['supportTicket.reply', 'supportTicket.close']);
    expect(audited[0]!.details).toMatchObject({ before: { state: 'open' }, after: { state: 'answered' } });
  });

  it('limits ticket creation to 5 an hour per member', async () => {
    const m = await register();
    for (let i = 0; i < 5; i += 1) expect((await open(m.token, { content: `Question number ${i + 1} about a game.` })).status).toBe(200);
    const sixth = await open(m.token, { content: 'Question number six about a game.' });
    expect(sixth.status).toBe(429);
    // another member is not held back
    const other = await register();
    expect((await open(other.token, {})).status).toBe(200);
  });

  it('serves the news in the asked language, edited in the console (role admin) with six copies, audited', async () => {
    const list = async (language?: string) =>
      (await call<Envelope<{ items: NewsCard[] }>>(s, api.newsList, {}, language ? { headers: { language } } : {})).body.value.items;
    const english = await list();
    expect(english.length).toBeGreaterThanOrEqual(3);
    const zalo = english.find((n) => n.title === 'Lotus Play is now on Zalo')!;
    expect((await list('CN')).find((n) => n.id === zalo.id)?.title).toBe('Lotus Play 已入驻 Zalo');
    expect((await list('TY')).find((n) => n.id === zalo.id)?.title).toBe('Lotus Play đã có mặt trên Zalo');
    const article = (await call<Envelope<NewsArticle>>(s, api.newsArticle, { id: zalo.id }, { headers: { language: 'TH' } })).body.value;
    expect(article.content).toContain('Zalo');
    expect(article.title).toBe('Lotus Play มีเพจบน Zalo แล้ว');

    // finance staff may not edit
    const copy = { title: 'New tables tonight', summary: 'Ten more tables', content: '<p>Ten more live tables from 20:00.</p>' };
    expect((await desk(supportOperatorApi.operatorSaveNews, { enabled: true, copies: { EN: copy } })).status).toBe(403);
    const saved = await desk<OperatorNews>(
      supportOperatorApi.operatorSaveNews,
      { merchantCode: 'LOTUS', enabled: true, copies: { EN: copy, VI: { title: 'Bàn mới tối nay', summary: '', content: '' }, ID: { title: '', summary: '', content: '' } } },
      admin,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(Object.keys(saved.body.value.copies).sort()).toEqual(['EN', 'VI']);
    const vi = (await list('VI')).find((n) => n.id === saved.body.value.id)!;
    // a field left empty shows the English one
    expect(vi).toMatchObject({ title: 'Bàn mới tối nay', summary: 'Ten more tables' });
    const hidden = await desk<OperatorNews>(supportOperatorApi.operatorSaveNews, { id: saved.body.value.id, enabled: false, copies: { EN: copy } }, admin);
    expect(hidden.body.value.enabled).toBe(false);
    expect((await list()).some((n) => n.id === saved.body.value.id)).toBe(false);
    expect((await call(s, api.newsArticle, { id: saved.body.value.id })).status).toBe(404);
    const audited = await queryRows<{ action: string }>(s.db, sql`select action from operator_audit where target_type = 'news' and target_id = ${String(saved.body.value.id)} order by id`);
    expect(audited.map((a) => a.action)).toEqual(['news.create', 'news.update']);
  });

  it('lists Zalo among the brand\'s resources', async () => {
    const status = await call<Envelope<{ info: { resources: Array<{ resourceType: string; url: string }> } }>>(s, api.systemStatus, { url: 'localhost' });
    expect(status.body.value.info.resources.find((r) => r.resourceType === 'ZALO')?.url).toMatch(/^https:\/\/zalo\.me\//);
  });
});
