import { createHash } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import type { Draw, NearDraws, PlaceBetRequest } from '../../src/shared/contract/lottery';
import { deriveResult, lineMaxWinCenti, lineWin, type BetLine } from '../../src/shared/contract/lottery-rules';
import { ledgerPostings, ledgerTransactions, lotteryDraws, lotteryJackpots, lotteryTickets, members } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import { lotteryByCode, lotteryOfGame, plannedAt, drawTimesBetween } from '../../server/src/modules/lottery/catalogue';
import { cancelBet, placeBet } from '../../server/src/modules/lottery/bets';
import { closeAndDraw, hmacSha256, resultOf, scheduleDraws, settleDraw } from '../../server/src/modules/lottery/engine';
import { lotterySettingSeeds } from '../../server/src/seed/data/lottery';
import { accountOf, balancesOf, houseAccountOf, houseBalanceOf, jackpotAccountOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

/*
 * Vietlott Mega 6/45 as a kind of its own: its prize tiers, its jackpot (a
 * ledger pool that grows by 40 % of every stake, is shared by its winners
 * and starts again at 12 billion ₫), its draws proved fair like any other.
 */

const odds = () => {
  const s = lotterySettingSeeds().find((l) => l.lotteryCode === 'MEGA645')?.playTypes.mega645;
  if (!s) throw new Error('no Mega 6/45 odds');
  return { odds: s.odds, paytable: s.paytable ?? [] };
};
const ticket = (numbers: string[], points = 1): BetLine => ({ playType: 'mega645', numbers, points });
const drawn = { kind: 'mega645' as const, balls: [3, 11, 19, 27, 38, 45] };

describe('Mega 6/45: the rules', () => {
  it('pays the Third, Second and First prizes by matches (× the 10,000 ₫ ticket), the jackpot on 6 as a share of the pool', () => {
    const o = odds();
    // the unit price is a 10,000 ₫ ticket: 3, 30 and 1,000 tickets
    expect(lineWin(ticket(['01', '02', '04', '05', '06', '07']), drawn, o)).toEqual({ centi: 0 });
    expect(lineWin(ticket(['03', '11', '01', '02', '04', '05']), drawn, o)).toEqual({ centi: 0 });
    expect(lineWin(ticket(['03', '11', '19', '02', '04', '05']), drawn, o)).toEqual({ centi: 300 });
    expect(lineWin(ticket(['03', '11', '19', '27', '04', '05']), drawn, o)).toEqual({ centi: 3000 });
    expect(lineWin(ticket(['03', '11', '19', '27', '38', '05']), drawn, o)).toEqual({ centi: 100_000 });
    expect(lineWin(ticket(['45', '38', '27', '19', '11', '03']), drawn, o)).toEqual({ centi: 0, pools: { jackpot: 1 } });
    // Third 30,000 ₫, Second 300,000 ₫, First 10,000,000 ₫ for one point at 10,000 ₫
    const unitMinor = Number(toMinor(10_000));
    expect((300 * unitMinor) / 100).toBe(Number(toMinor(30_000)));
    expect((100_000 * unitMinor) / 100).toBe(Number(toMinor(10_000_000)));
    // the slip's maximum is the First prize; the jackpot is shown apart
    expect(lineMaxWinCenti(ticket(['01', '02', '03', '04', '05', '06']), o)).toBe(100_000);
  });

  it('draws 6 distinct balls of 01–45 from the committed seed, on Wednesdays, Fridays and Sundays at 18:00', () => {
    for (let i = 0; i < 200; i += 1) {
      const r = deriveResult(hmacSha256, `seed-${i}`, { lotteryCode: 'MEGA645', period: '20261125', kind: 'mega645', region: null, stations: [] });
      if (r.kind !== 'mega645') throw new Error('not a Mega 6/45 result');
      expect(new Set(r.balls).size).toBe(6);
      expect(r.balls.every((b) => b >= 1 && b <= 45)).toBe(true);
      expect([...r.balls].sort((a, b) => a - b)).toEqual(r.balls);
    }
    const def = lotteryByCode('MEGA645');
    if (!def) throw new Error('no MEGA645');
    // Monday 23 November 2026 to Monday 30: Wednesday 25, Friday 27, Sunday 29, 18:00 Vietnam = 11:00 UTC
    const times = drawTimesBetween(def, Date.UTC(2026, 10, 23), Date.UTC(2026, 10, 30));
    expect(times).toEqual([Date.UTC(2026, 10, 25, 11), Date.UTC(2026, 10, 27, 11), Date.UTC(2026, 10, 29, 11)]);
    // sales open at the previous draw and close 15 minutes before
    const friday = plannedAt(def, Date.UTC(2026, 10, 27, 11));
    expect(friday.period).toBe('20261127');
    expect(friday.openAt.getTime()).toBe(Date.UTC(2026, 10, 25, 11));
    expect(friday.closeAt.getTime()).toBe(Date.UTC(2026, 10, 27, 10, 45));
    expect(plannedAt(def, Date.UTC(2026, 10, 25, 11)).openAt.getTime()).toBe(Date.UTC(2026, 10, 22, 11));
    expect(lotteryOfGame({ vendorCode: 'VNL', gameCode: 'VNL_0017', classify: 'vietnam' })?.code).toBe('MEGA645');
  });
});

describe('Mega 6/45: bets, draws and the jackpot', () => {
  let s: TestServer;
  const start = new Date();
  beforeAll(async () => {
    s = await startTestServer();
    await scheduleDraws(s.db, start);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  async function player(deposit: number) {
    const account = `m${Math.random().toString(36).slice(2, 10)}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' }).returning({ id: members.id });
    const id = m?.id ?? 0;
    await transfer(s.db, { idempotencyKey: `test:${account}`, from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: await accountOf(s.db, id, 'main'), amount: toMinor(deposit), kind: 'deposit' });
    return { id, merchantCode: 'LOTUS' };
  }
  const balance = async (memberId: number) => (await balancesOf(s.db, memberId)).main;
  const pool = async () => houseBalanceOf(s.db, await jackpotAccountOf(s.db, 'LOTUS', 'MEGA645', 'jackpot'));
  const poolAccount = () => jackpotAccountOf(s.db, 'LOTUS', 'MEGA645', 'jackpot');
  const START = toMinor(12_000_000_000);
  let keys = 0;
  const bet = (m: { id: number; merchantCode: string }, period: string, lines: PlaceBetRequest['lines'], now: Date, db = s.db) =>
    placeBet(db, { member: m, idempotencyKey: `mega-${Date.now()}-${(keys += 1)}` }, { gameCode: 'VNL_0017', period, lines }, now);
  async function drawOf(n: number) {
    const rows = await s.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotteryCode, 'MEGA645'), sql`${lotteryDraws.closeAt} > ${new Date(start.getTime() + 1000).toISOString()}::timestamptz`))
      .orderBy(lotteryDraws.drawAt);
    const row = rows[n];
    if (!row) throw new Error(`no Mega draw ${n}`);
    return row;
  }
  /** Draws everything due up to `at` (the fast lotteries' draws first: 200 a pass). */
  const drawUntil = async (at: Date) => {
    for (let pass = 0; pass < 100 && (await closeAndDraw(s.db, at)) > 0; pass += 1);
  };
  const during = (d: { openAt: Date; closeAt: Date }) => new Date(Math.max(d.openAt.getTime() + 1000, d.closeAt.getTime() - 60_000));

  it('starts the pool at 12 billion ₫ and grows it by 40 % of every stake, under concurrent bets on two instances', async () => {
    const draw = await drawOf(0);
    const near = await call<{ value: NearDraws }>(s, api.nearDraws, { gameCode: 'VNL_0017' });
    expect(near.body.value.jackpots).toEqual([{ pool: 'jackpot', amount: 12_000_000_000 }]);
    const players = await Promise.all(Array.from({ length: 12 }, () => player(1_000_000)));
    const other = await openAnotherInstance(s);
    try {
      // twelve players at once, half through each instance: two tickets of 10,000 ₫ and one of 3 points each
      await Promise.all(
        players.map((m, i) =>
          bet(m, draw.period, [{ playType: 'mega645', numbers: ['01', '02', '03', '04', '05', '06'], points: 1 }, { playType: 'mega645', numbers: ['07', '08', '09', '10', '11', '12'], points: 3 }], during(draw), i % 2 === 0 ? s.db : other.db),
        ),
      );
    } finally {
      await other.close();
    }
    // 12 × 40,000 ₫ staked, 40 % into the pool, in each bet's own movement (the pool funded once, before the first)
    expect(await pool()).toBe(START + toMinor(12 * 40_000 * 0.4));
    const legs = await s.db
      .select({ key: ledgerTransactions.idempotencyKey, n: sql<number>`count(*)::int`, intoPool: sql<string>`sum(${ledgerPostings.amount}) filter (where ${ledgerPostings.accountId} = ${(await poolAccount()).id})::text` })
      .from(ledgerTransactions)
      .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
      .where(inArray(ledgerTransactions.memberId, players.map((m) => m.id)))
      .groupBy(ledgerTransactions.idempotencyKey);
    const bets = legs.filter((l) => l.key.startsWith('lottery:bet:'));
    expect(bets).toHaveLength(12);
    for (const b of bets) expect([b.n, BigInt(b.intoPool ?? '0')]).toEqual([3, toMinor(40_000 * 0.4)]);
    expect(await s.db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, 'lottery:jackpot:fund:LOTUS:MEGA645:%'))).toHaveLength(1);
    for (const m of players) expect(await balance(m.id)).toBe(toMinor(1_000_000 - 40_000));
    const game = await call<{ value: NearDraws }>(s, api.nearDraws, { gameCode: 'MEGA645' });
    expect(game.body.value.jackpots?.[0]?.amount).toBe(12_000_000_000 + 12 * 40_000 * 0.4);
    expect(await checkLedger(s.db)).toEqual([]);
  });

  it('gives a cancelled ticket its whole stake back, the pool its share', async () => {
    const draw = await drawOf(1);
    const m = await player(100_000);
    const before = await pool();
    const placed = await bet(m, draw.period, [{ playType: 'mega645', numbers: ['01', '12', '23', '34', '40', '45'], points: 2 }], during(draw));
    expect(await pool()).toBe(before + toMinor(8_000));
    await cancelBet(s.db, m, placed.tickets[0]!.id, during(draw));
    expect(await pool()).toBe(before);
    expect(await balance(m.id)).toBe(toMinor(100_000));
  });

  it('shares the jackpot among its winners by points, pays the fixed tiers, then starts the pool again', async () => {
    const draw = await drawOf(0);
    const [a, b, c] = await Promise.all([player(1_000_000), player(1_000_000), player(1_000_000)]);
    const now = during(draw);
    await bet(a!, draw.period, [{ playType: 'mega645', numbers: ['03', '11', '19', '27', '38', '45'], points: 1 }], now);
    await bet(b!, draw.period, [{ playType: 'mega645', numbers: ['45', '38', '27', '19', '11', '03'], points: 3 }], now);
    await bet(c!, draw.period, [{ playType: 'mega645', numbers: ['03', '11', '19', '27', '38', '01'], points: 1 }, { playType: 'mega645', numbers: ['03', '11', '19', '02', '04', '05'], points: 2 }], now);
    // the draw was played for what the pool holds now (a later draw's stakes are not its own)
    const later = await drawOf(1);
    const m = await player(100_000);
    await bet(m, later.period, [{ playType: 'mega645', numbers: ['01', '02', '03', '04', '05', '06'], points: 1 }], during(later));
    const jackpot = (await pool()) - toMinor(4_000);

    await drawUntil(draw.drawAt);
    // the test picks the balls: the seed's own result is proved below
    await s.db.update(lotteryDraws).set({ result: drawn }).where(eq(lotteryDraws.id, draw.id));
    const [ba, bb, bc] = await Promise.all([balance(a!.id), balance(b!.id), balance(c!.id)]);
    expect(await settleDraw(s.db, draw.id, { batchSize: 5 })).toBe('settled');

    const [row] = await s.db.select().from(lotteryJackpots).where(eq(lotteryJackpots.drawId, draw.id));
    expect(row).toMatchObject({ pool: 'jackpot', amount: jackpot, shares: 4n });
    // a: 1 share of 4, b: 3 of 4, rounded down; c: the First prize and two Thirds
    expect((await balance(a!.id)) - ba).toBe(jackpot / 4n);
    expect((await balance(b!.id)) - bb).toBe((jackpot * 3n) / 4n);
    expect((await balance(c!.id)) - bc).toBe(toMinor(10_000_000 + 2 * 30_000));
    // the pool starts again: 12 billion, what the division left, and the later draw's share
    expect(await pool()).toBe(START + (jackpot - jackpot / 4n - (jackpot * 3n) / 4n) + toMinor(4_000));
    const won = await s.db.select({ payout: lotteryTickets.payout, state: lotteryTickets.state }).from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    expect(won.filter((t) => t.state === 'won')).toHaveLength(won.filter((t) => t.payout > 0n).length);
    // settling again pays nothing twice
    expect(await settleDraw(s.db, draw.id)).toBe('settled');
    expect((await balance(a!.id)) - ba).toBe(jackpot / 4n);
    expect(await checkLedger(s.db)).toEqual([]);

    // the results answer the draw's jackpot, won by 4 shares
    const detail = await call<{ value: Draw }>(s, api.drawDetail, { gameCode: 'VNL_0017', period: draw.period });
    expect(detail.body.value.jackpots).toEqual([{ pool: 'jackpot', amount: Number(jackpot) / 100, shares: 4 }]);
  });

  it('rolls the jackpot over when nobody wins it, and its draws verify from the revealed seed', async () => {
    const draw = await drawOf(1);
    const before = await pool();
    await drawUntil(draw.drawAt);
    const result = resultOf(draw);
    expect(result.kind).toBe('mega645');
    // nobody picked the drawn six: whatever the seed drew, the test's tickets hold 01–06 and 01 12 23 34 40 45 (cancelled)
    const six = (result as { balls: number[] }).balls.map((b) => String(b).padStart(2, '0'));
    if (['01', '02', '03', '04', '05', '06'].every((n) => six.includes(n))) return;
    expect(await settleDraw(s.db, draw.id)).toBe('settled');
    const [j] = await s.db.select().from(lotteryJackpots).where(eq(lotteryJackpots.drawId, draw.id));
    expect(j?.shares).toBe(0n);
    // only the fixed tiers left the pool's side: the pool holds what it held
    expect(await pool()).toBe(before);
    const detail = await call<{ value: Draw }>(s, api.drawDetail, { gameCode: 'MEGA645', period: draw.period });
    const d = detail.body.value;
    expect(createHash('sha256').update(d.seed ?? '').digest('hex')).toBe(d.seedHash);
    expect(deriveResult(hmacSha256, d.seed ?? '', { lotteryCode: 'MEGA645', period: d.period, kind: 'mega645', region: null, stations: [] })).toEqual(d.result);
  });
});
