import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import type { Draw, PlaceBetRequest, PlaceBetResult } from '../../src/shared/contract/lottery';
import { deriveResult, lineCostUnits, lineWinCenti, type BetLine, type LotteryResult, type PlayTypeCode } from '../../src/shared/contract/lottery-rules';
import { games, idempotentRequests, ledgerTransactions, lotteryDraws, lotterySettings, lotteryTickets, members, merchants } from '../../server/src/db/schema';
import { readCacheStats, settleReadCache } from '../../server/src/db/read-cache';
import { successJson } from '../../server/src/http/route';
import type { Db } from '../../server/src/db/client';
import { toMinor } from '../../server/src/lib/money';
import { placeBet, cancelBet } from '../../server/src/modules/lottery/bets';
import { lotteryGame, lotteryList } from '../../server/src/modules/lottery/reads';
import { cancelDraw, closeAndDraw, hmacSha256, lotteryJobs, pruneDraws, resultOf, scheduleDraws, settleDraw, settleDrawn } from '../../server/src/modules/lottery/engine';
import { betRecords } from '../../server/src/modules/records/bets';
import { accountOf, balancesOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { startJobs } from '../../server/src/jobs/runner';
import { call, encryptBody, loginAs, openAnotherInstance, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
  fieldErrors?: { field: string; key: string }[];
}

describe('lottery server', () => {
  let s: TestServer;
  const start = new Date();

  beforeAll(async () => {
    s = await startTestServer();
    await scheduleDraws(s.db, start);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  /** A fresh member with `deposit` (major units) in the main wallet. */
  async function player(deposit: number) {
    const account = `l${Math.random().toString(36).slice(2, 10)}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' }).returning({ id: members.id });
    const id = m?.id ?? 0;
    const wallet = await accountOf(s.db, id, 'main');
    const cash = await houseAccountOf(s.db, 'LOTUS', 'cash');
    await transfer(s.db, { idempotencyKey: `test:${account}`, from: cash, to: wallet, amount: toMinor(deposit), kind: 'deposit' });
    return { id, merchantCode: 'LOTUS' };
  }
  const balance = async (memberId: number) => (await balancesOf(s.db, memberId)).main;

  /** The `n`-th draw of a lottery from the start still to come (0: the first one whose closing time is ahead). */
  async function drawOf(lotteryCode: string, n = 0) {
    const rows = await s.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotteryCode, lotteryCode), sql`${lotteryDraws.closeAt} > ${new Date(start.getTime() + 1000).toISOString()}::timestamptz`))
      .orderBy(lotteryDraws.drawAt)
      .limit(n + 1);
    const row = rows[n];
    if (!row) throw new Error(`no draw ${n} of ${lotteryCode}`);
    return row;
  }
  const justBefore = (d: { closeAt: Date }) => new Date(d.closeAt.getTime() - 1000);

  /**
   * A draw open now (the server's clock) for the bets of a test, with time to spare: of the 5-minute draws
   * (VNL_0006, closing 30 s before they draw), else of the daily one; a busy machine takes seconds between
   * calls. Both closing: the 5-minute draws' next one.
   */
  async function drawOpenOverHttp(): Promise<{ gameCode: string; current: Draw }> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 35_000));
      for (const gameCode of ['VNL_0006', 'VNL_0001']) {
        const near = await call<Envelope<{ current: Draw | null }>>(s, api.nearDraws, { gameCode });
        expect(near.status).toBe(200);
        const current = near.body.value.current;
        if (current && Date.parse(current.closeAt) - Date.now() > 20_000) return { gameCode, current };
      }
    }
    throw new Error('no open draw');
  }
  let keys = 0;
  const key = () => `test-key-${Date.now()}-${(keys += 1)}`;
  const bet = (member: { id: number; merchantCode: string }, input: PlaceBetRequest, now: Date) => placeBet(s.db, { member, idempotencyKey: key() }, input, now);
  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (error) {
      const e = error as { code: string; value?: { reason?: string } | null; fieldErrors?: { field: string; key: string }[] };
      return { code: e.code, reason: e.value?.reason ?? null, fields: e.fieldErrors ?? [] };
    }
    throw new Error('not refused');
  };

  it('creates the draws ahead once, with a published seed hash', async () => {
    const [before] = await s.db.select({ n: sql<number>`count(*)::int` }).from(lotteryDraws);
    expect(before?.n).toBeGreaterThan(17 * 10);
    await scheduleDraws(s.db, start);
    const [after] = await s.db.select({ n: sql<number>`count(*)::int` }).from(lotteryDraws);
    expect(after?.n).toBe(before?.n);
    const d = await drawOf('VN_MN');
    expect(d.stations.length).toBeGreaterThanOrEqual(2);
    expect(createHash('sha256').update(d.seed).digest('hex')).toBe(d.seedHash);
    // before the draw the seed is not given out
    const detail = await call<Envelope<Draw>>(s, api.drawDetail, { gameCode: 'VNL_0003', period: d.period });
    expect(detail.status).toBe(200);
    expect(detail.body.value.seedHash).toBe(d.seedHash);
    expect(detail.body.value.seed).toBeNull();
    expect(detail.body.value.result).toBeNull();
  });

  it('charges exactly what the rules say, per region, and refuses what breaks them', async () => {
    const m = await player(10_000_000);
    const mb = await drawOf('VN_MB45');
    const now = justBefore(mb);
    const before = await balance(m.id);
    const placed = await bet(m, { gameCode: 'VNL_0004', period: mb.period, lines: [{ playType: 'lo2', numbers: ['45', '54'], points: 3 }] }, now);
    // lô 2 số in Miền Bắc: 27 units a point, two numbers, three points, 1,000 a unit
    expect(placed.totalStake).toBe(2 * 27 * 3 * 1000);
    expect(before - (await balance(m.id))).toBe(toMinor(placed.totalStake));
    expect(placed.tickets[0]?.stations).toEqual(['MB']);

    const mn = await drawOf('VN_MN45');
    const south = await bet(m, { gameCode: 'VN_MN45', period: mn.period, lines: [{ playType: 'lo2', numbers: ['45'], points: 1, stations: ['F1', 'F2'] }] }, justBefore(mn));
    expect(south.totalStake).toBe(18 * 2 * 1000);

    // a refused line: VALIDATION with the line and the rule's key
    const bad = await refusal(bet(m, { gameCode: 'VN_MB45', period: mb.period, lines: [{ playType: 'lo2', numbers: ['45'], points: 1 }, { playType: 'lo2', numbers: ['7'], points: 1 }] }, now));
    expect(bad).toEqual({ code: 'VALIDATION', reason: null, fields: [{ field: 'lines.1', key: 'lottery.errors.badNumber' }] });
    const station = await refusal(bet(m, { gameCode: 'VN_MN45', period: mn.period, lines: [{ playType: 'lo2', numbers: ['45'], points: 1, stations: ['HCM'] }] }, justBefore(mn)));
    expect(station.fields[0]?.key).toBe('lottery.errors.badStation');
    // a play type of another kind of lottery
    expect((await refusal(bet(m, { gameCode: 'VN_MB45', period: mb.period, lines: [{ playType: 'position', numbers: ['1'], points: 1, position: 1 }] }, now))).fields[0]?.key).toBe('lottery.errors.unknownPlayType');
    // closing time: a second after it, refused, nothing taken
    const afterClose = new Date(mb.closeAt.getTime() + 1000);
    const held = await balance(m.id);
    expect(await refusal(bet(m, { gameCode: 'VN_MB45', period: mb.period, lines: [{ playType: 'de', numbers: ['45'], points: 1 }] }, afterClose))).toMatchObject({ code: 'CONFLICT', reason: 'drawClosed' });
    expect(await balance(m.id)).toBe(held);
    // the slip showed another total
    expect(await refusal(bet(m, { gameCode: 'VN_MB45', period: mb.period, lines: [{ playType: 'de', numbers: ['45'], points: 1 }], expectedTotal: 999 }, now))).toMatchObject({ reason: 'totalChanged' });
    // per number: 10,000 points of lô 2 số on 45 in one draw (3 placed already)
    expect(await refusal(bet(m, { gameCode: 'VN_MB45', period: mb.period, lines: [{ playType: 'lo2', numbers: ['45'], points: 9998 }] }, now))).toMatchObject({ reason: 'perNumberLimit' });
    // more than the wallet holds
    const poor = await player(10);
    expect(await refusal(bet(poor, { gameCode: 'VN_MB45', period: mb.period, lines: [{ playType: 'lo2', numbers: ['45'], points: 1 }] }, now))).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await s.db.select().from(lotteryTickets).where(eq(lotteryTickets.memberId, poor.id))).toHaveLength(0);
    // per draw: the brand allows 100,000 on one draw of Miền Trung 45 s
    await s.db.update(lotterySettings).set({ maxStakePerDraw: toMinor(100_000) }).where(eq(lotterySettings.lotteryCode, 'VN_MT45'));
    const mt = await drawOf('VN_MT45');
    await bet(m, { gameCode: 'VN_MT45', period: mt.period, lines: [{ playType: 'de', numbers: ['01'], points: 60, stations: ['F1'] }] }, justBefore(mt));
    expect(await refusal(bet(m, { gameCode: 'VN_MT45', period: mt.period, lines: [{ playType: 'de', numbers: ['02'], points: 41, stations: ['F1'] }] }, justBefore(mt)))).toMatchObject({ reason: 'perDrawLimit' });
    // an unknown game
    expect(await refusal(bet(m, { gameCode: 'NOPE_0001', period: mb.period, lines: [{ playType: 'de', numbers: ['45'], points: 1 }] }, now))).toMatchObject({ reason: 'gameNotFound' });
  });

  it('answers a slip placed again under its key with the same order, and debits it once', async () => {
    const m = await player(1_000_000);
    const d = await drawOf('VN_MB45', 1);
    const now = justBefore(d);
    const k = key();
    const input: PlaceBetRequest = {
      gameCode: 'VNL_0004',
      period: d.period,
      lines: [
        { playType: 'lo2', numbers: ['12', '21'], points: 2 },
        { playType: 'de', numbers: ['33'], points: 5 },
      ],
    };
    // the call's key as the route claims it: the bet's own call keeps the answer, the very text the route sends
    const slot = { scope: `member:${m.id}`, endpoint: `POST ${api.placeLotteryBet.path}`, key: k, requestHash: 'h' };
    await s.db.insert(idempotentRequests).values({ ...slot, state: 'pending' });
    let kept = 0;
    const first = await placeBet(s.db, { member: m, idempotencyKey: k, answer: { call: slot, kept: () => (kept += 1) } }, input, now);
    expect(kept).toBe(1);
    const [stored] = await s.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, k));
    expect([stored?.state, stored?.responseStatus, stored?.responseBody]).toEqual(['done', 200, successJson(first)]);
    expect(first.tickets.map((t) => t.playType)).toEqual(['lo2', 'de']);
    expect(first.tickets[1]?.id).toBeGreaterThan(first.tickets[0]?.id ?? Infinity);
    const after = await balance(m.id);
    expect(toMinor(first.balance)).toBe(after);
    // the answer was lost: the same call again answers the same order, its tickets and the balance, and moves nothing
    const again = await placeBet(s.db, { member: m, idempotencyKey: k, answer: { call: slot, kept: () => (kept += 1) } }, input, now);
    expect(again).toEqual(first);
    // answered from the ledger's record: the route keeps that answer itself
    expect(kept).toBe(1);
    expect(await balance(m.id)).toBe(after);
    expect(await s.db.select().from(lotteryTickets).where(eq(lotteryTickets.memberId, m.id))).toHaveLength(2);
    expect(await s.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `lottery:bet:${m.id}:${k}`))).toHaveLength(1);
    // the key for another slip: refused, nothing moved
    const other = await refusal(placeBet(s.db, { member: m, idempotencyKey: k }, { ...input, lines: [{ playType: 'de', numbers: ['34'], points: 1 }] }, now));
    expect(other.code).toBe('CONFLICT');
    expect(await balance(m.id)).toBe(after);
    expect(await s.db.select().from(lotteryTickets).where(eq(lotteryTickets.memberId, m.id))).toHaveLength(2);
  });

  it('never lets a burst of one member’s slips on one draw, on two instances, past the per-draw limit', async () => {
    await s.db.update(lotterySettings).set({ maxStakePerDraw: toMinor(100_000) }).where(eq(lotterySettings.lotteryCode, 'VN_MT45'));
    await settleReadCache(s.db);
    const m = await player(10_000_000);
    const d = await drawOf('VN_MT45', 1);
    const other = await openAnotherInstance(s);
    let tries: PromiseSettledResult<PlaceBetResult>[];
    try {
      // eight slips of 30,000 at once: three fit under 100,000
      tries = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          placeBet(i % 2 === 0 ? s.db : other.db, { member: m, idempotencyKey: key() }, { gameCode: 'VN_MT45', period: d.period, lines: [{ playType: 'de', numbers: [String(10 + i)], points: 30, stations: ['F1'] }] }, justBefore(d)),
        ),
      );
    } finally {
      await other.close();
    }
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(3);
    for (const t of tries) if (t.status === 'rejected') expect((t.reason as { value?: { reason?: string } }).value?.reason).toBe('perDrawLimit');
    const [staked] = await s.db
      .select({ sum: sql<string>`sum(${lotteryTickets.stake})::text` })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.memberId, m.id), eq(lotteryTickets.drawId, d.id)));
    expect(BigInt(staked?.sum ?? '0')).toBe(toMinor(90_000));
    expect(await balance(m.id)).toBe(toMinor(10_000_000 - 90_000));
  });

  it('places a bet over HTTP once per Idempotency-Key, and reads results without a session', async () => {
    const token = await loginAs(s, 'demo', 'Demo1234');
    const { gameCode, current } = await drawOpenOverHttp();
    const input = { gameCode, period: current.period, lines: [{ playType: 'de', numbers: ['07'], points: 2 }], expectedTotal: 2000 };
    const headers = { 'idempotency-key': key() };
    const settles = readCacheStats(s.db).settles;
    const first = await call<Envelope<PlaceBetResult>>(s, api.placeLotteryBet, input, { token, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // its writes (ledger, tickets) bump no read cache's version: on PostgreSQL the bet answers without
    // waiting for this instance's cache to see them (route.ts `settle: 'whenBumped'`)
    expect(readCacheStats(s.db).settles - settles).toBe(s.kind === 'postgres' ? 0 : 1);
    const again = await call<Envelope<PlaceBetResult>>(s, api.placeLotteryBet, input, { token, headers });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    // the answer kept in the bet's own call is the one sent: the balance after and the tickets' ids filled in
    expect(again.body).toEqual(first.body);
    const [kept] = await s.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, headers['idempotency-key']));
    expect(kept?.state).toBe('done');
    expect(JSON.parse(kept?.responseBody ?? 'null')).toEqual(first.body);
    const orders = await s.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.refId, first.body.value.orderNo));
    expect(orders).toHaveLength(1);
    const mine = await call<Envelope<{ items: { orderNo: string; cancellable: boolean }[] }>>(s, api.myLotteryBets, { gameCode }, { token });
    expect(mine.body.value.items[0]?.orderNo).toBe(first.body.value.orderNo);
    const recent = await call<Envelope<{ gameCode: string }[]>>(s, api.lotteryRecent, {}, { token });
    expect(recent.body.value[0]?.gameCode).toBe(gameCode);
    // without a token: no bet
    expect((await call(s, api.placeLotteryBet, input, { headers: { 'idempotency-key': key() } })).status).toBe(401);
    // a body's nonce is spent once (recorded with the key's claim): the same body again is refused under a new
    // key or its own, and a body refused before the claim spends its nonce too
    const send = (payload: unknown, idempotencyKey: string) =>
      s.app.inject({ method: 'POST', url: api.placeLotteryBet.path, headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey }, payload: payload as object });
    const sealed = encryptBody({ ...input, lines: [{ playType: 'de', numbers: ['08'], points: 2 }] }, s.keys, { nonce: `nonce-${key()}` });
    const sealedKey = key();
    expect((await send(sealed, sealedKey)).statusCode).toBe(200);
    expect((await send(sealed, key())).json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
    expect((await send(sealed, sealedKey)).json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
    const invalid = encryptBody({ ...input, lines: [] }, s.keys, { nonce: `nonce-${key()}` });
    expect((await send(invalid, key())).json()).toMatchObject({ code: 'VALIDATION' });
    expect((await send(invalid, key())).json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
    const game = await call<Envelope<{ playTypes: { code: string; costUnits: number }[] }>>(s, api.lotteryGame, { gameCode: 'VNL_0001' });
    expect(game.body.value.playTypes.find((p) => p.code === 'lo2')?.costUnits).toBe(27);
    const menus = await call<Envelope<{ gameGroupCode: string }[]>>(s, api.lotteryMenus, { prizeMode: 'ZY' });
    expect(menus.body.value.map((g) => g.gameGroupCode)).toEqual(['north', 'central', 'south', 'vietlott']);
    const list = await call<Envelope<unknown[]>>(s, api.lotteryList, { count: 100 });
    expect(list.body.value).toHaveLength(100);
  });

  it('lets a free-play account bet its play money where the brand lets trials play the lottery, and refuses it elsewhere', async () => {
    const guest = (await call<Envelope<{ token: string }>>(s, api.freePlayLogin, {})).body.value.token;
    const { gameCode, current } = await drawOpenOverHttp();
    const input = { gameCode, period: current.period, lines: [{ playType: 'de', numbers: ['08'], points: 1 }] };
    const placed = await call<Envelope<PlaceBetResult>>(s, api.placeLotteryBet, input, { token: guest, headers: { 'idempotency-key': key() } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [row] = await s.db.select({ settings: merchants.settings }).from(merchants).where(eq(merchants.code, 'LOTUS'));
    const settings = row!.settings;
    await s.db.update(merchants).set({ settings: { ...settings, trialCategories: ['RNG'] } }).where(eq(merchants.code, 'LOTUS'));
    await settleReadCache(s.db);
    try {
      const refused = await call<Envelope<{ reason: string }>>(s, api.placeLotteryBet, input, { token: guest, headers: { 'idempotency-key': key() } });
      expect(refused.status).toBe(403);
      expect(refused.body.value.reason).toBe('guestRefused');
    } finally {
      await s.db.update(merchants).set({ settings }).where(eq(merchants.code, 'LOTUS'));
      await settleReadCache(s.db);
    }
  });

  /** Bets every number of lô 2 số, a đề and a xiên for `m` on the draw, returns the lines placed. */
  async function betWide(m: { id: number; merchantCode: string }, lotteryCode: string, draw: typeof lotteryDraws.$inferSelect, stations?: string[]) {
    const numbers = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    const lines: PlaceBetRequest['lines'] = [
      { playType: 'lo2', numbers, points: 1, stations },
      { playType: 'de', numbers: numbers.slice(0, 50), points: 2, stations },
      { playType: 'xien2', numbers: ['01', '02', '03', '04', '05', '06'], points: 1, stations },
      { playType: 'dau_duoi', numbers: numbers.slice(20, 60), points: 1, stations },
    ];
    await bet(m, { gameCode: lotteryCode, period: draw.period, lines }, justBefore(draw));
    return lines;
  }

  /** What the rules pay for the tickets of a draw, minor units, from its stored result. */
  async function expectedPayouts(drawId: number) {
    const [draw] = await s.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
    const result = draw?.result as unknown as LotteryResult;
    const tickets = await s.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, drawId));
    return new Map(
      tickets.map((t) => {
        const line: BetLine = { playType: t.playType as PlayTypeCode, numbers: t.numbers, points: t.points, stations: t.stations, position: t.position };
        return [t.id, BigInt(lineWinCenti(line, result, t.odds)) * BigInt(t.points) * 1000n];
      }),
    );
  }

  it('settles a draw exactly once with two instances racing', async () => {
    const a = await player(50_000_000);
    const b = await player(50_000_000);
    const draw = await drawOf('VN_MB75');
    await betWide(a, 'VN_MB75', draw);
    await betWide(b, 'VN_MB75', draw);
    const staked = await s.db.select({ stake: sql<string>`sum(stake)::text` }).from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    expect(BigInt(staked[0]?.stake ?? '0')).toBe(2n * BigInt(lineCostUnits({ playType: 'lo2', numbers: Array(100).fill('x'), points: 1 }, 'north') + 100 + 15 + 40 * 5) * toMinor(1000));

    await closeAndDraw(s.db, draw.drawAt);
    const other = await openAnotherInstance(s);
    try {
      const outcomes = await Promise.all([settleDraw(s.db, draw.id, { batchSize: 3 }), settleDraw(other.db, draw.id, { batchSize: 3 })]);
      // an instance that found the draw locked leaves it; the next pass finishes whatever is left
      if (!outcomes.includes('settled')) expect(await settleDraw(s.db, draw.id)).toBe('settled');
      expect(await settleDraw(other.db, draw.id)).toBe('settled');
    } finally {
      await other.close();
    }
    const expected = await expectedPayouts(draw.id);
    const tickets = await s.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    for (const t of tickets) {
      expect(t.payout, `ticket ${t.id}`).toBe(expected.get(t.id));
      expect(t.state).toBe(t.payout > 0n ? 'won' : 'lost');
    }
    // lô 2 số on every number always wins 27 hits
    expect(tickets.filter((t) => t.playType === 'lo2').every((t) => t.payout === 27n * 9800n * 1000n)).toBe(true);
    const wins = await s.db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, 'lottery:win:%'));
    const winners = tickets.filter((t) => t.payout > 0n);
    expect(wins.filter((w) => winners.some((t) => w.idempotencyKey === `lottery:win:${t.id}`))).toHaveLength(winners.length);
    const paid = (id: number) => winners.filter((t) => t.memberId === id).reduce((x, t) => x + t.payout, 0n);
    const stake = (id: number) => tickets.filter((t) => t.memberId === id).reduce((x, t) => x + t.stake, 0n);
    expect(await balance(a.id)).toBe(toMinor(50_000_000) - stake(a.id) + paid(a.id));
    expect(await balance(b.id)).toBe(toMinor(50_000_000) - stake(b.id) + paid(b.id));
    const [row] = await s.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
    expect(row?.state).toBe('settled');
  });

  it('loses nothing and pays nothing twice when settlement dies midway', async () => {
    const m = await player(50_000_000);
    const draw = await drawOf('VN_MN75', 1);
    const lines = await betWide(m, 'VN_MN75', draw, ['F1', 'F2']);
    expect(lines).toHaveLength(4);
    await closeAndDraw(s.db, draw.drawAt);
    const afterBets = await balance(m.id);
    // the crash: after the first batch's payments, before its commit
    await expect(
      settleDraw(s.db, draw.id, {
        batchSize: 2,
        afterBatchPosted: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await balance(m.id)).toBe(afterBets);
    const pending = await s.db.select().from(lotteryTickets).where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.state, 'pending')));
    expect(pending).toHaveLength(4);
    // a crash after the first batch committed: the second run does only the rest
    await expect(
      settleDraw(s.db, draw.id, {
        batchSize: 2,
        afterBatchPosted: (batch) => {
          if (batch === 1) throw new Error('killed again');
        },
      }),
    ).rejects.toThrow('killed again');
    expect(await s.db.select().from(lotteryTickets).where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.state, 'pending')))).toHaveLength(2);
    expect(await settleDraw(s.db, draw.id, { batchSize: 2 })).toBe('settled');
    const expected = await expectedPayouts(draw.id);
    const tickets = await s.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    const total = tickets.reduce((x, t) => x + t.payout, 0n);
    expect(total).toBe([...expected.values()].reduce((x, v) => x + v, 0n));
    expect(await balance(m.id)).toBe(afterBets + total);
    // settling again moves nothing
    expect(await settleDraw(s.db, draw.id)).toBe('settled');
    expect(await balance(m.id)).toBe(afterBets + total);
  });

  it('refunds every ticket of a cancelled draw, once', async () => {
    const a = await player(1_000_000);
    const b = await player(1_000_000);
    const draw = await drawOf('FIVE_5', 2);
    const now = justBefore(draw);
    await bet(a, { gameCode: 'FIVE_5', period: draw.period, lines: [{ playType: 'position', numbers: ['1', '2'], points: 5, position: 3 }, { playType: 'big_small', numbers: ['big'], points: 10 }] }, now);
    await bet(b, { gameCode: 'FIVE_5', period: draw.period, lines: [{ playType: 'back3', numbers: ['123'], points: 1 }] }, now);
    expect(await balance(a.id)).toBe(toMinor(1_000_000 - 20_000));
    expect(await cancelDraw(s.db, draw.id, 'test')).toEqual({ refunded: 3 });
    expect(await balance(a.id)).toBe(toMinor(1_000_000));
    expect(await balance(b.id)).toBe(toMinor(1_000_000));
    expect(await cancelDraw(s.db, draw.id, 'test')).toEqual({ refunded: 0 });
    expect(await balance(a.id)).toBe(toMinor(1_000_000));
    const states = await s.db.select({ state: lotteryTickets.state }).from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    expect(states.every((t) => t.state === 'refunded')).toBe(true);
    // a draw already drawn is paid by its result, never cancelled
    const drawn = await drawOf('VN_MB75');
    await expect(cancelDraw(s.db, drawn.id, 'test')).rejects.toThrow('can no longer be cancelled');
    // and no bet on it any more
    expect(await refusal(bet(a, { gameCode: 'FIVE_5', period: draw.period, lines: [{ playType: 'sum', numbers: ['20'], points: 1 }] }, now))).toMatchObject({ reason: 'drawClosed' });
  });

  it('lets a member cancel a ticket before the close only', async () => {
    const m = await player(1_000_000);
    const draw = await drawOf('KENO_5', 3);
    const placed = await bet(m, { gameCode: 'KENO_5', period: draw.period, lines: [{ playType: 'pick3', numbers: ['01', '02', '03'], points: 4 }] }, justBefore(draw));
    const ticket = placed.tickets[0];
    if (!ticket) throw new Error('no ticket');
    expect(ticket.cancellable).toBe(true);
    expect(await refusal(cancelBet(s.db, m, ticket.id, new Date(draw.closeAt.getTime() + 1)))).toMatchObject({ reason: 'notCancellable' });
    const done = await cancelBet(s.db, m, ticket.id, justBefore(draw));
    expect(done.ticket.state).toBe('cancelled');
    expect(done.balance).toBe(1_000_000);
    expect(await refusal(cancelBet(s.db, m, ticket.id, justBefore(draw)))).toMatchObject({ reason: 'notCancellable' });
    expect(await balance(m.id)).toBe(toMinor(1_000_000));
  });

  it('reveals a seed that verifies, and lists the ticket in the betting record with its draw and result', async () => {
    const m = await player(1_000_000);
    const draw = await drawOf('KENO_1', 5);
    await bet(m, { gameCode: 'KNX_0001', period: draw.period, lines: [{ playType: 'pick1', numbers: ['40'], points: 1 }] }, justBefore(draw));
    await closeAndDraw(s.db, draw.drawAt);
    await settleDraw(s.db, draw.id);
    const detail = await call<Envelope<Draw>>(s, api.drawDetail, { gameCode: 'KENO_1', period: draw.period });
    const d = detail.body.value;
    expect(d.state).toBe('settled');
    expect(createHash('sha256').update(d.seed ?? '').digest('hex')).toBe(d.seedHash);
    expect(deriveResult(hmacSha256, d.seed ?? '', { lotteryCode: d.lotteryCode, period: d.period, kind: 'keno', region: null, stations: [] })).toEqual(d.result);
    expect(resultOf({ ...draw })).toEqual(d.result);
    const opened = await call<Envelope<{ items: Draw[] }>>(s, api.openedNumbers, { gameCode: 'KENO_1' });
    expect(opened.body.value.items.some((i) => i.period === draw.period)).toBe(true);

    const record = await betRecords(s.db as Db, m.id, { from: new Date(start.getTime() - 86_400_000).toISOString(), to: new Date(start.getTime() + 86_400_000).toISOString() } as never);
    const item = record.items.find((i) => i.source === 'lottery');
    expect(item?.reference).toBe(draw.period);
    const [game] = await s.db.select({ name: games.name }).from(games).where(and(eq(games.gameCode, 'KNX_0001'), eq(games.merchantCode, 'LOTUS')));
    expect(item?.game).toBe(game?.name);
    expect(item?.lottery?.numbers).toEqual(['40']);
    expect(item?.lottery?.result).toEqual(d.result);
    expect(item?.status === 'won' || item?.status === 'lost').toBe(true);
  });

  it('runs as scheduled jobs: each pass creates ahead, draws and settles what is due, once per window', async () => {
    const m = await player(1_000_000);
    // a draw already past its time with a ticket on it, as after a restart
    const draw = await drawOf('FIVE_1', 12);
    await bet(m, { gameCode: 'FIVE_1', period: draw.period, lines: [{ playType: 'big_small', numbers: ['big', 'small'], points: 1 }] }, justBefore(draw));
    await s.db.update(lotteryDraws).set({ openAt: new Date(Date.now() - 120_000), closeAt: new Date(Date.now() - 60_000), drawAt: new Date(Date.now() - 50_000) }).where(eq(lotteryDraws.id, draw.id));
    const jobs = startJobs(s.db, lotteryJobs(), { autoStart: false });
    try {
      const report = await jobs.tick();
      expect(report['lottery-schedule']?.map((w) => w.outcome)).toEqual(['ran']);
      expect(report['lottery-draws']?.map((w) => w.outcome)).toEqual(['ran']);
    } finally {
      await jobs.stop();
    }
    const [row] = await s.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
    expect(row?.state).toBe('settled');
    // big or small: exactly one of the two wins, 1.98 a point
    const tickets = await s.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    expect(tickets.reduce((x, t) => x + t.payout, 0n)).toBe(toMinor(1980));
    expect(await balance(m.id)).toBe(toMinor(1_000_000 - 2000 + 1980));
  });

  it('catches up the draws missed while no instance ran, and prunes old fast draws nobody bet on', async () => {
    // ten minutes without a pass: every draw due since is drawn and settled by the next passes
    const later = new Date(start.getTime() + 10 * 60_000);
    for (let pass = 0; pass < 50 && (await closeAndDraw(s.db, later)) > 0; pass += 1);
    while ((await settleDrawn(s.db, 100)) > 0);
    const [left] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryDraws)
      .where(sql`${lotteryDraws.drawAt} <= ${later.toISOString()}::timestamptz and ${lotteryDraws.state} in ('open', 'closed', 'drawn')`);
    expect(left?.n).toBe(0);
    const raced = await drawOf('VN_MB75');
    // four days on, the fast draws without tickets go; those with tickets and the daily ones stay
    expect(await pruneDraws(s.db, new Date(later.getTime() + 4 * 86_400_000), 100_000)).toBeGreaterThan(50);
    expect(await s.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, raced.id))).toHaveLength(1);
    const [daily] = await s.db.select({ n: sql<number>`count(*)::int` }).from(lotteryDraws).where(eq(lotteryDraws.lotteryCode, 'VN_MB'));
    expect(daily?.n).toBeGreaterThan(0);
  });
});

describe('lottery intervals under LOTTERY_FAST_SECONDS', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { LOTTERY_FAST_SECONDS: '10' } });
    await scheduleDraws(s.db, new Date(), { fastSeconds: 10 });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('answers the interval and closing the draws are really made with, not the lottery’s usual ones', async () => {
    // a second after a one-minute five-ball draw: the next one is open (a 10 s draw closes 3 s before)
    const [first] = await s.db.select().from(lotteryDraws).where(eq(lotteryDraws.lotteryCode, 'FIVE_1')).orderBy(lotteryDraws.drawAt).limit(1);
    const at = new Date(first!.drawAt.getTime() + 1000);
    const list = await lotteryList(s.db, 'LOTUS', undefined, 1000, at);
    const of = (code: string) => list.find((g) => g.lotteryCode === code);
    expect(of('FIVE_1')?.current).not.toBeNull();
    // the one-minute five balls and keno draw every 10 s here; three and five minutes are untouched
    expect(of('FIVE_1')?.intervalSeconds).toBe(10);
    expect(of('KENO_1')?.intervalSeconds).toBe(10);
    expect(of('FIVE_3')?.intervalSeconds).toBe(180);
    expect(of('FIVE_5')?.intervalSeconds).toBe(300);
    // the weekday lotteries too: every 10 s, no draw days then
    expect(of('MEGA645')).toMatchObject({ intervalSeconds: 10, drawTime: null });
    expect(of('POWER655')?.drawDays).toBeUndefined();
    const game = await lotteryGame(s.db, 'LOTUS', 'FIVE_1', at);
    expect(game.game.intervalSeconds).toBe(10);
    expect(game.closeBeforeSeconds).toBe(3);
    expect((await lotteryGame(s.db, 'LOTUS', 'VNL_0001', at)).game.intervalSeconds).toBeNull();
  });
});
