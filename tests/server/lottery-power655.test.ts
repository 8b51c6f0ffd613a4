import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import type { Draw, NearDraws, PlaceBetRequest } from '../../src/shared/contract/lottery';
import { deriveResult, lineWin, resultSummary, type BetLine } from '../../src/shared/contract/lottery-rules';
import { lotteryDraws, lotteryJackpots, members } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import { drawTimesBetween, lotteryByCode, lotteryOfGame } from '../../server/src/modules/lottery/catalogue';
import { placeBet } from '../../server/src/modules/lottery/bets';
import { closeAndDraw, hmacSha256, scheduleDraws, settleDraw } from '../../server/src/modules/lottery/engine';
import { lotterySettingSeeds } from '../../server/src/seed/data/lottery';
import { accountOf, balancesOf, houseAccountOf, houseBalanceOf, jackpotAccountOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

/*
 * Vietlott Power 6/55 as a kind of its own: 6 of 55 and the power number,
 * its fixed tiers, Jackpot 1 (6 matches) and Jackpot 2 (5 and the power
 * number), two ledger pools that grow by 35 % and 5 % of every stake.
 */

const odds = () => {
  const s = lotterySettingSeeds().find((l) => l.lotteryCode === 'POWER655')?.playTypes.power655;
  if (!s) throw new Error('no Power 6/55 odds');
  return { odds: s.odds, paytable: s.paytable ?? [] };
};
const ticket = (numbers: string[], points = 1): BetLine => ({ playType: 'power655', numbers, points });
const drawn = { kind: 'power655' as const, balls: [5, 14, 22, 31, 47, 55], power: 9 };

describe('Power 6/55: the rules', () => {
  it('pays Third, Second and First by matches (× the 10,000 ₫ ticket), Jackpot 2 on 5 and the power number, Jackpot 1 on 6', () => {
    const o = odds();
    expect(lineWin(ticket(['05', '14', '01', '02', '03', '04']), drawn, o)).toEqual({ centi: 0 });
    expect(lineWin(ticket(['05', '14', '22', '02', '03', '04']), drawn, o)).toEqual({ centi: 500 });
    expect(lineWin(ticket(['05', '14', '22', '31', '03', '04']), drawn, o)).toEqual({ centi: 5000 });
    expect(lineWin(ticket(['05', '14', '22', '31', '47', '04']), drawn, o)).toEqual({ centi: 400_000 });
    // the power number with five: Jackpot 2 instead of the First prize; with fewer it is one number among others
    expect(lineWin(ticket(['05', '14', '22', '31', '47', '09']), drawn, o)).toEqual({ centi: 0, pools: { jackpot2: 1 } });
    expect(lineWin(ticket(['05', '14', '22', '31', '09', '04']), drawn, o)).toEqual({ centi: 5000 });
    expect(lineWin(ticket(['55', '47', '31', '22', '14', '05']), drawn, o)).toEqual({ centi: 0, pools: { jackpot1: 1 } });
    // First 40,000,000 ₫ for a 10,000 ₫ point
    expect((400_000 * Number(toMinor(10_000))) / 100).toBe(Number(toMinor(40_000_000)));
    expect(resultSummary(drawn)).toBe('05 14 22 31 47 55 | 09');
  });

  it('draws 6 distinct balls of 01–55 and a power number apart from them, on Tuesdays, Thursdays and Saturdays at 18:00', () => {
    for (let i = 0; i < 200; i += 1) {
      const r = deriveResult(hmacSha256, `seed-${i}`, { lotteryCode: 'POWER655', period: '20261124', kind: 'power655', region: null, stations: [] });
      if (r.kind !== 'power655') throw new Error('not a Power 6/55 result');
      expect(new Set([...r.balls, r.power]).size).toBe(7);
      expect([...r.balls, r.power].every((b) => b >= 1 && b <= 55)).toBe(true);
    }
    const def = lotteryByCode('POWER655');
    if (!def) throw new Error('no POWER655');
    expect(drawTimesBetween(def, Date.UTC(2026, 10, 23), Date.UTC(2026, 10, 30))).toEqual([Date.UTC(2026, 10, 24, 11), Date.UTC(2026, 10, 26, 11), Date.UTC(2026, 10, 28, 11)]);
    expect(lotteryOfGame({ vendorCode: 'VNL', gameCode: 'VNL_0018', classify: 'vietnam' })?.code).toBe('POWER655');
  });
});

describe('Power 6/55: bets, draws and two jackpots', () => {
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
    const account = `p${Math.random().toString(36).slice(2, 10)}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' }).returning({ id: members.id });
    const id = m?.id ?? 0;
    await transfer(s.db, { idempotencyKey: `test:${account}`, from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: await accountOf(s.db, id, 'main'), amount: toMinor(deposit), kind: 'deposit' });
    return { id, merchantCode: 'LOTUS' };
  }
  const balance = async (memberId: number) => (await balancesOf(s.db, memberId)).main;
  const pool = async (code: string) => houseBalanceOf(s.db, await jackpotAccountOf(s.db, 'LOTUS', 'POWER655', code));
  let keys = 0;
  const bet = (m: { id: number; merchantCode: string }, period: string, lines: PlaceBetRequest['lines'], now: Date, db = s.db) =>
    placeBet(db, { member: m, idempotencyKey: `power-${Date.now()}-${(keys += 1)}` }, { gameCode: 'VNL_0018', period, lines }, now);
  async function nextDraw() {
    const [row] = await s.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotteryCode, 'POWER655'), eq(lotteryDraws.state, 'open'), sql`${lotteryDraws.closeAt} > ${new Date(start.getTime() + 1000).toISOString()}::timestamptz`))
      .orderBy(lotteryDraws.drawAt)
      .limit(1);
    if (!row) throw new Error('no Power draw');
    return row;
  }
  const during = (d: { openAt: Date; closeAt: Date }) => new Date(Math.max(d.openAt.getTime() + 1000, d.closeAt.getTime() - 60_000));

  it('grows both pools from 30 and 3 billion ₫ under concurrent bets, shares each among its winners and starts each again', async () => {
    const near = await call<{ value: NearDraws }>(s, api.nearDraws, { gameCode: 'POWER655' });
    expect(near.body.value.jackpots).toEqual([
      { pool: 'jackpot1', amount: 30_000_000_000 },
      { pool: 'jackpot2', amount: 3_000_000_000 },
    ]);
    const draw = await nextDraw();
    const now = during(draw);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => player(100_000)));
    const other = await openAnotherInstance(s);
    try {
      await Promise.all(crowd.map((m, i) => bet(m, draw.period, [{ playType: 'power655', numbers: ['01', '02', '03', '04', '06', '07'], points: 2 }], now, i % 2 === 0 ? s.db : other.db)));
    } finally {
      await other.close();
    }
    // 10 × 20,000 ₫: 35 % and 5 %
    expect(await pool('jackpot1')).toBe(toMinor(30_000_000_000 + 70_000));
    expect(await pool('jackpot2')).toBe(toMinor(3_000_000_000 + 10_000));

    const [six, fivePower, five] = await Promise.all([player(100_000), player(100_000), player(100_000)]);
    await bet(six!, draw.period, [{ playType: 'power655', numbers: ['05', '14', '22', '31', '47', '55'], points: 1 }], now);
    await bet(fivePower!, draw.period, [{ playType: 'power655', numbers: ['05', '14', '22', '31', '47', '09'], points: 1 }], now);
    await bet(five!, draw.period, [{ playType: 'power655', numbers: ['05', '14', '22', '31', '47', '10'], points: 1 }], now);
    const [j1, j2] = [await pool('jackpot1'), await pool('jackpot2')];
    for (let pass = 0; pass < 100 && (await closeAndDraw(s.db, draw.drawAt)) > 0; pass += 1);
    await s.db.update(lotteryDraws).set({ result: drawn }).where(eq(lotteryDraws.id, draw.id));
    const before = await Promise.all([balance(six!.id), balance(fivePower!.id), balance(five!.id)]);
    expect(await settleDraw(s.db, draw.id)).toBe('settled');
    expect((await balance(six!.id)) - before[0]!).toBe(j1);
    expect((await balance(fivePower!.id)) - before[1]!).toBe(j2);
    expect((await balance(five!.id)) - before[2]!).toBe(toMinor(40_000_000));
    // both were won: both start again
    expect(await pool('jackpot1')).toBe(toMinor(30_000_000_000));
    expect(await pool('jackpot2')).toBe(toMinor(3_000_000_000));
    const rows = await s.db.select().from(lotteryJackpots).where(eq(lotteryJackpots.drawId, draw.id));
    expect(rows.map((r) => [r.pool, r.amount, r.shares]).sort()).toEqual([
      ['jackpot1', j1, 1n],
      ['jackpot2', j2, 1n],
    ]);
    expect(await checkLedger(s.db)).toEqual([]);
  });

  it('reveals a seed from which anyone derives the six and the power number', async () => {
    const draw = await nextDraw();
    for (let pass = 0; pass < 100 && (await closeAndDraw(s.db, draw.drawAt)) > 0; pass += 1);
    const detail = await call<{ value: Draw }>(s, api.drawDetail, { gameCode: 'VNL_0018', period: draw.period });
    const d = detail.body.value;
    expect(createHash('sha256').update(d.seed ?? '').digest('hex')).toBe(d.seedHash);
    const result = deriveResult(hmacSha256, d.seed ?? '', { lotteryCode: 'POWER655', period: d.period, kind: 'power655', region: null, stations: [] });
    expect(result).toEqual(d.result);
    expect(result.kind === 'power655' && !result.balls.includes(result.power)).toBe(true);
  });
});
