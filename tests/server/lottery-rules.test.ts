import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkLine,
  combosOf,
  deriveResult,
  lineCost,
  lineCostUnits,
  lineMaxWinCenti,
  linePayoutMinor,
  lineWinCenti,
  parseTypedNumbers,
  ruleOf,
  type BetLine,
  type LotteryResult,
  type PlayOdds,
  type PlayTypeCode,
} from '../../src/shared/contract/lottery-rules';
import { FIVE_SUM_WAYS, sumOddsCenti } from '../../src/shared/contract/lottery-kinds/five/rules';
import { daMaxPairHits, prizeCount } from '../../src/shared/contract/lottery-kinds/vn/rules';
import { buildGameSeeds } from '../../server/src/seed/data/games';
import { lotterySettingSeeds } from '../../server/src/seed/data/lottery';
import { drawTimesBetween, lotteries, lotteryByCode, lotteryOfGame, plannedAt, stationsOn } from '../../server/src/modules/lottery/catalogue';

/*
 * The win rules of every play type against results worked out by hand:
 * result → bet → payout. Odds are the reference brand's (seed/data/lottery.ts).
 */

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message, 'utf8').digest();
const oddsOf = (lottery: string, playType: PlayTypeCode): PlayOdds => {
  const s = lotterySettingSeeds().find((l) => l.lotteryCode === lottery)?.playTypes[playType];
  if (!s) throw new Error(`no odds ${lottery} ${playType}`);
  return { odds: s.odds, ...(s.paytable ? { paytable: s.paytable } : {}) };
};
const line = (playType: PlayTypeCode, numbers: string[], more: Partial<BetLine> = {}): BetLine => ({ playType, numbers, points: 1, ...more });

// Miền Bắc, worked by hand: the 2-digit tails are
// DB 45 · G1 90 · G2 22 44 · G3 66 88 00 12 45 78 · G4 34 78 12 56 · G5 90 57 68 79 80 91 · G6 23 56 89 · G7 45 67 89 01
const north: LotteryResult = {
  kind: 'vn',
  region: 'north',
  stations: [
    {
      station: 'MB',
      prizes: {
        DB: ['12345'],
        G1: ['67890'],
        G2: ['11122', '33344'],
        G3: ['55566', '77788', '99900', '12312', '45645', '78978'],
        G4: ['1234', '5678', '9012', '3456'],
        G5: ['7890', '1357', '2468', '3579', '4680', '5791'],
        G6: ['123', '456', '789'],
        G7: ['45', '67', '89', '01'],
      },
    },
  ],
};

// Miền Nam, two stations. A's tails: 07 23 67 01 45 89 11 22 33 44 55 66 77 88 99 03 06 90;
// B's: 45 50 00 11 22 33 01 02 03 04 05 06 07 45 21 99 45 07
const south: LotteryResult = {
  kind: 'vn',
  region: 'south',
  stations: [
    {
      station: 'A',
      prizes: {
        G8: ['07'],
        G7: ['123'],
        G6: ['4567', '8901', '2345'],
        G5: ['6789'],
        G4: ['11111', '22222', '33333', '44444', '55555', '66666', '77777'],
        G3: ['88888', '99999'],
        G2: ['10203'],
        G1: ['40506'],
        DB: ['708090'],
      },
    },
    {
      station: 'B',
      prizes: {
        G8: ['45'],
        G7: ['450'],
        G6: ['0000', '1111', '2222'],
        G5: ['3333'],
        G4: ['00001', '00002', '00003', '00004', '00005', '00006', '00007'],
        G3: ['12345', '54321'],
        G2: ['99999'],
        G1: ['00045'],
        DB: ['123407'],
      },
    },
  ],
};

describe('lottery rules: the Vietnamese lottery', () => {
  // [play type, numbers, stations, hits × odds in units per point]
  const northCases: Array<[PlayTypeCode, string[], number]> = [
    ['lo2', ['45'], 3 * 98], // DB 12345, G3 45645, G7 45
    ['lo2', ['90'], 2 * 98], // G1 67890, G5 7890
    ['lo2', ['99'], 0],
    ['lo2', ['45', '90', '99'], 5 * 98],
    ['lo3', ['456'], 2 * 960], // G4 3456, G6 456
    ['lo3', ['345'], 960],
    ['lo4', ['7890'], 2 * 8800], // G1 67890, G5 7890
    ['lo4', ['2345'], 8800],
    ['xien2', ['45', '90'], 17],
    ['xien2', ['45', '99'], 0],
    ['xien2', ['45', '90', '99'], 17], // three sets, one wins
    ['xien3', ['45', '90', '12'], 65],
    ['xien4', ['45', '90', '12', '78'], 250],
    ['xien4', ['45', '90', '12', '99'], 0],
    ['de', ['45'], 95],
    ['de', ['12'], 0],
    ['de_dau', ['12'], 95],
    ['de_g1', ['90'], 95],
    ['dau', ['67'], 95], // the 7th prize
    ['dau', ['90'], 0],
    ['duoi', ['45'], 95],
    ['dau_duoi', ['45'], 2 * 95], // G7 45 and the special prize
    ['cang3', ['345'], 900],
    ['cang3', ['123'], 0],
    ['da', ['45', '90'], 2 * 750], // 45 three times, 90 twice: two pairs
    ['da', ['45', '99'], 0],
  ];
  it.each(northCases)('Miền Bắc %s %j pays %d units per point', (playType, numbers, units) => {
    const l = line(playType, numbers, { stations: ['MB'] });
    expect(lineWinCenti(l, north, oddsOf('VN_MB', playType))).toBe(units * 100);
    // × points × unit price, in minor units
    expect(linePayoutMinor({ ...l, points: 3 }, north, oddsOf('VN_MB', playType), 1000)).toBe(units * 100 * 3 * 1000);
  });

  const southCases: Array<[PlayTypeCode, string[], string[], number]> = [
    ['lo2', ['07'], ['A'], 98], // A: G8 07
    ['lo2', ['07'], ['A', 'B'], 3 * 98], // and B: G4 00007, DB 123407
    ['lo2', ['45'], ['B'], 3 * 98], // B: G8 45, G3 12345, G1 00045
    ['lo3', ['450'], ['B'], 960],
    ['lo4', ['0007'], ['B'], 8800],
    ['dau', ['07'], ['A'], 95], // the 8th prize
    ['dau', ['07'], ['B'], 0],
    ['duoi', ['90'], ['A'], 95],
    ['duoi', ['07'], ['A', 'B'], 95],
    ['dau_duoi', ['07'], ['A', 'B'], 2 * 95], // A's 8th prize, B's special prize
    ['de', ['07'], ['B'], 95],
    ['de_dau', ['70'], ['A'], 95],
    ['cang3', ['407'], ['B'], 900],
    ['xien2', ['07', '45'], ['A'], 35],
    ['xien2', ['07', '90'], ['B'], 0],
    ['xien3', ['07', '45', '99'], ['A', 'B'], 2 * 200], // on each station
    // đá over two stations: 07 three times, 45 four times: three pairs, at the odds of one station shared by two
    ['da', ['07', '45'], ['A', 'B'], (3 * 1000) / 2],
    ['da', ['07', '45'], ['A'], 1000],
  ];
  it.each(southCases)('Miền Nam %s %j on %j pays %d units per point', (playType, numbers, stations, units) => {
    expect(lineWinCenti(line(playType, numbers, { stations }), south, oddsOf('VN_MN', playType))).toBe(units * 100);
  });

  it('costs the prizes a point covers, per region and station', () => {
    const costs: Array<[PlayTypeCode, number, number]> = [
      ['lo2', 27, 18],
      ['lo3', 23, 17],
      ['lo4', 20, 16],
      ['dau', 4, 1],
      ['dau_duoi', 5, 2],
      ['da', 54, 36],
      ['de', 1, 1],
      ['xien2', 1, 1],
      ['cang3', 1, 1],
    ];
    for (const [playType, n, s] of costs) {
      expect(ruleOf(playType)?.cost('north'), playType).toBe(n);
      expect(ruleOf(playType)?.cost('south'), playType).toBe(s);
      expect(ruleOf(playType)?.cost('central'), playType).toBe(s);
    }
    expect(prizeCount('north')).toBe(27);
    expect(prizeCount('south')).toBe(18);
    // 10 points of lô 2 số in Miền Bắc at 1,000: 270,000; two numbers on two southern stations: 2 × 18 × 2 × 10 × 1,000
    expect(lineCost(line('lo2', ['45'], { points: 10 }), 'north', 1000)).toBe(270_000);
    expect(lineCost(line('lo2', ['45', '54'], { points: 10, stations: ['A', 'B'] }), 'south', 1000)).toBe(720_000);
    // a xiên 2 of four numbers is six bets
    expect(combosOf(line('xien2', ['01', '02', '03', '04']))).toBe(6);
    expect(combosOf(line('xien3', ['01', '02', '03', '04', '05']))).toBe(10);
    expect(combosOf(line('xien4', ['01', '02', '03', '04', '05', '06']))).toBe(15);
    expect(lineCostUnits(line('xien2', ['01', '02', '03', '04'], { points: 5 }), 'north')).toBe(30);
  });

  it('refuses the lines that break a play type', () => {
    const check = (l: BetLine, stations = ['MB']) => checkLine(l, 'vn', stations);
    expect(check(line('lo2', ['45'], { stations: ['MB'] }))).toBeNull();
    expect(check(line('lo2', ['7'], { stations: ['MB'] }))).toBe('badNumber');
    expect(check(line('lo2', ['4a'], { stations: ['MB'] }))).toBe('badNumber');
    expect(check(line('lo3', ['45'], { stations: ['MB'] }))).toBe('badNumber');
    expect(check(line('lo2', ['45', '45'], { stations: ['MB'] }))).toBe('duplicateNumber');
    expect(check(line('xien3', ['45', '46'], { stations: ['MB'] }))).toBe('tooFewNumbers');
    expect(check(line('lo2', ['45'], { stations: ['XX'] }))).toBe('badStation');
    expect(check(line('lo2', ['45'], { stations: [] }))).toBe('badStation');
    expect(check(line('lo2', ['45'], { stations: ['MB'], points: 0 }))).toBe('badPoints');
    expect(check(line('lo2', ['45'], { stations: ['MB'], points: 1.5 }))).toBe('badPoints');
    expect(check(line('position', ['4'], { stations: ['MB'] }))).toBe('unknownPlayType');
    expect(check(line('lo2', ['45'], { stations: ['MB'], position: 2 }))).toBe('badPosition');
    expect(parseTypedNumbers('01, 02;03 04.05-06\n07')).toEqual(['01', '02', '03', '04', '05', '06', '07']);
  });
});

describe('lottery rules: the maximum win of a line (the best outcome of one draw)', () => {
  const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  const max = (l: BetLine, lottery: string, region: 'north' | 'south' | null) => lineMaxWinCenti(l, oddsOf(lottery, l.playType), region) / 100;

  it('a đề of 100 numbers can win what one number wins: one special prize, one pair of last digits', () => {
    // 95 units a point: at 1,000 a unit, 95,000, whether one number or all hundred are played
    expect(max(line('de', ['45'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(95);
    expect(max(line('de', all, { stations: ['MB'] }), 'VN_MB', 'north')).toBe(95);
    for (const playType of ['de_dau', 'de_g1', 'duoi'] as const) expect(max(line(playType, all, { stations: ['MB'] }), 'VN_MB', 'north'), playType).toBe(95);
    // 3 càng, 1,000 numbers: one of them
    const threes = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
    expect(max(line('cang3', threes, { stations: ['MB'] }), 'VN_MB', 'north')).toBe(900);
    // two southern stations are two special prizes: two numbers can win, one on each
    expect(max(line('de', all, { stations: ['A', 'B'] }), 'VN_MN', 'south')).toBe(2 * 95);
  });

  it('a lô number can be hit by every prize with its digits (nháy), however many numbers are played', () => {
    // Miền Bắc: 27 prizes end in two digits, 23 in three, 20 in four; Miền Nam 18, 17, 16
    expect(max(line('lo2', ['45'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(27 * 98);
    expect(max(line('lo2', all, { stations: ['MB'] }), 'VN_MB', 'north')).toBe(27 * 98);
    expect(max(line('lo3', ['456'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(23 * 960);
    expect(max(line('lo4', ['7890'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(20 * 8800);
    expect(max(line('lo2', ['07', '45'], { stations: ['A', 'B'] }), 'VN_MN', 'south')).toBe(2 * 18 * 98);
    // the worked result: 45 is hit three times, 90 twice, of the 27 a draw can give
    const l = line('lo2', ['45', '90', '99'], { stations: ['MB'] });
    expect(lineWinCenti(l, north, oddsOf('VN_MB', 'lo2'))).toBeLessThan(lineMaxWinCenti(l, oddsOf('VN_MB', 'lo2'), 'north'));
  });

  it('đầu and đầu đuôi: the 7th prize (north, 4 numbers) or the 8th (1), and the special prize', () => {
    expect(max(line('dau', all, { stations: ['MB'] }), 'VN_MB', 'north')).toBe(4 * 95);
    expect(max(line('dau', all, { stations: ['A'] }), 'VN_MN', 'south')).toBe(95);
    expect(max(line('dau_duoi', ['45'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(5 * 95);
    expect(max(line('dau_duoi', all, { stations: ['A', 'B'] }), 'VN_MN', 'south')).toBe(2 * 2 * 95);
  });

  it('xiên: every set of the numbers picked can come out together', () => {
    // 4 numbers: 6 pairs, 4 triples, 1 set of four, each among the 27 tails at once
    expect(max(line('xien2', ['01', '02', '03', '04'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(6 * 17);
    expect(max(line('xien3', ['01', '02', '03', '04'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(4 * 65);
    expect(max(line('xien4', ['01', '02', '03', '04'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(250);
  });

  it('đá: the tails spread evenly over the numbers of the pairs', () => {
    // one pair on Miền Bắc: 27 tails split 13 and 14 make 13 pairs of hits
    expect(daMaxPairHits(2, 27)).toBe(13);
    // three numbers: 9 each, every pair min 9, three pairs: 27; two stations of the south, 36 tails, one pair: 18
    expect(daMaxPairHits(3, 27)).toBe(27);
    expect(daMaxPairHits(2, 36)).toBe(18);
    // four numbers on 18 tails: 5 5 4 4 → 0·5 + 1·5 + 2·4 + 3·4 = 25 (three numbers: 6 6 6 → 18)
    expect(daMaxPairHits(4, 18)).toBe(25);
    expect(max(line('da', ['45', '90'], { stations: ['MB'] }), 'VN_MB', 'north')).toBe(13 * 750);
    // shared by the two stations covered, as lineWinCenti pays
    expect(max(line('da', ['07', '45'], { stations: ['A', 'B'] }), 'VN_MN', 'south')).toBe((18 * 1000) / 2);
  });

  it('five balls and keno: exclusive bets cannot both win; a sum pays its own odds', () => {
    const digits = Array.from({ length: 10 }, (_, i) => String(i));
    expect(max(line('position', digits, { position: 1 }), 'FIVE_1', null)).toBe(oddsOf('FIVE_1', 'position').odds);
    expect(max(line('big_small', ['big', 'small']), 'FIVE_1', null)).toBe(oddsOf('FIVE_1', 'big_small').odds);
    expect(max(line('back2', all), 'FIVE_1', null)).toBe(oddsOf('FIVE_1', 'back2').odds);
    expect(max(line('keno_odd_even', ['odd', 'even']), 'KENO_1', null)).toBe(oddsOf('KENO_1', 'keno_odd_even').odds);
  });

  it('is never beaten by a real draw, and is reached by the best one', () => {
    // 300 drawn results of each kind against wide lines: no payout above the maximum
    const lines: Array<[string, BetLine, 'north' | 'south' | null]> = [
      ['VN_MB', line('de', all, { stations: ['MB'] }), 'north'],
      ['VN_MB', line('lo2', all.slice(0, 40), { stations: ['MB'] }), 'north'],
      ['VN_MB', line('dau_duoi', all, { stations: ['MB'] }), 'north'],
      ['VN_MB', line('xien2', all.slice(0, 10), { stations: ['MB'] }), 'north'],
      ['VN_MB', line('da', all.slice(0, 10), { stations: ['MB'] }), 'north'],
      ['VN_MN', line('de', all, { stations: ['A', 'B'] }), 'south'],
      ['VN_MN', line('lo3', ['123', '456'], { stations: ['A', 'B'] }), 'south'],
      ['FIVE_1', line('back3', Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'))), null],
      ['FIVE_1', line('sum', Array.from({ length: 46 }, (_, i) => String(i))), null],
    ];
    for (let i = 0; i < 300; i += 1) {
      for (const [lottery, l, region] of lines) {
        const def = lotteryByCode(lottery);
        if (!def) throw new Error(lottery);
        const result = deriveResult(hmac, `seed-${i}`, { lotteryCode: lottery, period: String(i), kind: def.kind, region, stations: l.stations ?? [] });
        expect(lineWinCenti(l, result, oddsOf(lottery, l.playType))).toBeLessThanOrEqual(lineMaxWinCenti(l, oddsOf(lottery, l.playType), region));
      }
    }
    // the best draws, built by hand, pay the maximum exactly
    const tailsOf = (n: string) => ({
      DB: [`123${n}`], G1: [`678${n}`], G2: [`111${n}`, `333${n}`], G3: Array.from({ length: 6 }, () => `555${n}`),
      G4: Array.from({ length: 4 }, () => `12${n}`), G5: Array.from({ length: 6 }, () => `78${n}`), G6: Array.from({ length: 3 }, () => `1${n}`), G7: Array.from({ length: 4 }, () => n),
    });
    const best: LotteryResult = { kind: 'vn', region: 'north', stations: [{ station: 'MB', prizes: tailsOf('45') }] };
    for (const playType of ['lo2', 'de', 'dau', 'dau_duoi'] as const) {
      const l = line(playType, all, { stations: ['MB'] });
      expect(lineWinCenti(l, best, oddsOf('VN_MB', playType)), playType).toBe(lineMaxWinCenti(l, oddsOf('VN_MB', playType), 'north'));
    }
  });
});

describe('lottery rules: five balls and keno', () => {
  const five: LotteryResult = { kind: 'five', balls: [3, 8, 1, 9, 5] }; // sum 26: big, even
  const cases: Array<[PlayTypeCode, string[], number | null, number]> = [
    ['position', ['8'], 2, 980],
    ['position', ['8', '3'], 2, 980],
    ['position', ['3'], 2, 0],
    ['big_small', ['big'], null, 198],
    ['big_small', ['small'], 1, 198], // ball 1 is 3
    ['odd_even', ['even'], null, 198],
    ['odd_even', ['odd'], 4, 198], // ball 4 is 9
    ['front2', ['38'], null, 9800],
    ['back2', ['95'], null, 9800],
    ['front3', ['381'], null, 98_000],
    ['mid3', ['819'], null, 98_000],
    ['back3', ['195'], null, 98_000],
    ['back3', ['381'], null, 0],
  ];
  it.each(cases)('%s %j (position %s) pays %d centi-units per point', (playType, numbers, position, centi) => {
    expect(lineWinCenti(line(playType, numbers, { position }), five, oddsOf('FIVE_1', playType))).toBe(centi);
  });

  it('pays a sum the return over its chance', () => {
    let ways26 = 0;
    for (let a = 0; a < 10; a += 1) for (let b = 0; b < 10; b += 1) for (let c = 0; c < 10; c += 1) for (let d = 0; d < 10; d += 1) if (26 - a - b - c - d >= 0 && 26 - a - b - c - d <= 9) ways26 += 1;
    expect(FIVE_SUM_WAYS[26]).toBe(ways26);
    expect(FIVE_SUM_WAYS.reduce((a, b) => a + b, 0)).toBe(100_000);
    // 0 and 45 come one way in 100,000: 0.98 × 100,000 = 98,000 units
    expect(sumOddsCenti(0.98, 0)).toBe(9_800_000);
    expect(sumOddsCenti(0.98, 1)).toBe(1_960_000); // five ways
    expect(lineWinCenti(line('sum', ['26']), five, oddsOf('FIVE_1', 'sum'))).toBe(Math.floor((98 * 100_000) / ways26));
    expect(lineWinCenti(line('sum', ['25']), five, oddsOf('FIVE_1', 'sum'))).toBe(0);
  });

  it('pays keno by the spots caught, and big/small, odd/even of the 20', () => {
    const low: LotteryResult = { kind: 'keno', balls: Array.from({ length: 20 }, (_, i) => i + 1) }; // sum 210, ten odd
    const high: LotteryResult = { kind: 'keno', balls: Array.from({ length: 20 }, (_, i) => i + 61) }; // sum 1410
    expect(lineWinCenti(line('pick3', ['01', '02', '50']), low, oddsOf('KENO_1', 'pick3'))).toBe(200); // two caught: 2
    expect(lineWinCenti(line('pick3', ['01', '02', '03']), low, oddsOf('KENO_1', 'pick3'))).toBe(4500);
    expect(lineWinCenti(line('pick1', ['80']), low, oddsOf('KENO_1', 'pick1'))).toBe(0);
    expect(lineWinCenti(line('pick1', ['80']), high, oddsOf('KENO_1', 'pick1'))).toBe(380);
    expect(lineWinCenti(line('pick5', ['61', '62', '63', '64', '65']), high, oddsOf('KENO_1', 'pick5'))).toBe(50_000);
    expect(lineWinCenti(line('keno_big_small', ['small']), low, oddsOf('KENO_1', 'keno_big_small'))).toBe(195);
    expect(lineWinCenti(line('keno_big_small', ['big']), high, oddsOf('KENO_1', 'keno_big_small'))).toBe(195);
    // ten odd numbers of twenty: neither odd nor even wins
    expect(lineWinCenti(line('keno_odd_even', ['odd', 'even']), low, oddsOf('KENO_1', 'keno_odd_even'))).toBe(0);
    expect(checkLine(line('pick2', ['01', '81']), 'keno')).toBe('badNumber');
    expect(checkLine(line('pick2', ['01']), 'keno')).toBe('tooFewNumbers');
    expect(checkLine(line('position', ['1']), 'five')).toBe('badPosition');
    expect(checkLine(line('sum', ['46']), 'five')).toBe('badNumber');
    expect(checkLine(line('sum', ['07']), 'five')).toBe('badNumber');
  });
});

describe('lottery rules: results from the committed seed', () => {
  it('derives the same result from the same seed, of the right shape, and the hash commits to the seed', () => {
    const seed = 'a'.repeat(64);
    const draw = { lotteryCode: 'VN_MB', period: '20261125', kind: 'vn' as const, region: 'north' as const, stations: ['MB'] };
    const a = deriveResult(hmac, seed, draw);
    expect(deriveResult(hmac, seed, draw)).toEqual(a);
    expect(deriveResult(hmac, 'b'.repeat(64), draw)).not.toEqual(a);
    if (a.kind !== 'vn') throw new Error('not vn');
    const numbers = Object.values(a.stations[0]?.prizes ?? {}).flat();
    expect(numbers).toHaveLength(27);
    expect(a.stations[0]?.prizes.DB?.[0]).toMatch(/^\d{5}$/);
    expect(a.stations[0]?.prizes.G7?.every((n) => /^\d{2}$/.test(n))).toBe(true);
    const south = deriveResult(hmac, seed, { ...draw, lotteryCode: 'VN_MN', region: 'south', stations: ['HCM', 'DT', 'CM'] });
    if (south.kind !== 'vn') throw new Error('not vn');
    expect(south.stations.map((s) => Object.values(s.prizes).flat().length)).toEqual([18, 18, 18]);
    expect(south.stations[0]?.prizes.DB?.[0]).toMatch(/^\d{6}$/);
    const keno = deriveResult(hmac, seed, { lotteryCode: 'KENO_1', period: '202611250001', kind: 'keno', region: null, stations: [] });
    if (keno.kind !== 'keno') throw new Error('not keno');
    expect(new Set(keno.balls).size).toBe(20);
    expect(keno.balls.every((b) => b >= 1 && b <= 80)).toBe(true);
    const five = deriveResult(hmac, seed, { lotteryCode: 'FIVE_1', period: '202611250001', kind: 'five', region: null, stations: [] });
    expect(five.kind === 'five' && five.balls.every((b) => b >= 0 && b <= 9) && five.balls.length === 5).toBe(true);
    expect(createHash('sha256').update(seed).digest('hex')).toHaveLength(64);
  });
});

describe('lottery schedule', () => {
  it('numbers fast draws within the Vietnam day and names the weekday stations', () => {
    const mb45 = lotteryByCode('VN_MB45');
    if (!mb45) throw new Error('no VN_MB45');
    // 2026-11-25 00:00:45 in Vietnam = 2026-11-24 17:00:45 UTC: the first draw of the day
    const first = plannedAt(mb45, Date.UTC(2026, 10, 24, 17, 0, 45));
    expect(first.period).toBe('202611250001');
    expect(first.closeAt.getTime()).toBe(Date.UTC(2026, 10, 24, 17, 0, 40));
    // midnight closes the previous day: its 1920th draw
    expect(plannedAt(mb45, Date.UTC(2026, 10, 24, 17, 0, 0)).period).toBe('202611241920');
    const mn = lotteryByCode('VN_MN');
    if (!mn) throw new Error('no VN_MN');
    // Wednesday 25 November 2026, 16:15 Vietnam = 09:15 UTC: Đồng Nai, Cần Thơ, Sóc Trăng
    const [at] = drawTimesBetween(mn, Date.UTC(2026, 10, 25, 0, 0), Date.UTC(2026, 10, 25, 23, 0));
    expect(at).toBe(Date.UTC(2026, 10, 25, 9, 15));
    expect(stationsOn(mn, new Date(at ?? 0)).map((s) => s.code)).toEqual(['DNA', 'CT', 'ST']);
    expect(plannedAt(mn, at ?? 0).period).toBe('20261125');
    expect(lotteryOfGame({ vendorCode: 'VNL', gameCode: 'VNL_0004', classify: 'vietnam' })?.code).toBe('VN_MB45');
    expect(lotteryOfGame({ vendorCode: 'KNX', gameCode: 'KNX_0002', classify: 'fast' })?.code).toBe('KENO_5');
    expect(lotteryOfGame({ vendorCode: 'TCG', gameCode: 'TCG_0002', classify: 'fast' })?.code).toBe('FIVE_3');
  });

  it('LOTTERY_FAST_SECONDS shortens the 45-second and one-minute draws only', () => {
    const intervals = (list: ReturnType<typeof lotteries>) => Object.fromEntries(list.map((l) => [l.code, [l.intervalSeconds, l.closeBeforeSeconds]]));
    const plain = intervals(lotteries());
    const fast = intervals(lotteries({ fastSeconds: 10 }));
    for (const code of ['VN_MB45', 'VN_MT45', 'VN_MN45', 'FIVE_1', 'KENO_1']) expect(fast[code]).toEqual([10, 3]);
    for (const code of ['VN_MB', 'VN_MB75', 'VN_MB5', 'FIVE_3', 'FIVE_5', 'KENO_5']) expect(fast[code]).toEqual(plain[code]);
    expect(plain.FIVE_1).toEqual([60, 10]);
  });
});

describe('lottery catalogue names', () => {
  const lotteryGames = buildGameSeeds().filter((g) => g.category === 'LOTT' || g.category === 'ELOTT');

  it('never repeats a name', () => {
    const names = lotteryGames.map((g) => g.name);
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names each five-ball and keno game by the lottery it draws with, never by another lottery', () => {
    for (const g of lotteryGames.filter((x) => x.vendorCode !== 'VNL')) {
      const def = lotteryOfGame(g);
      expect(def, g.gameCode).toBeDefined();
      // "Five-ball 1 min · Lotto Asia 2": the kind of draw and its interval first
      expect(g.name.startsWith(`${def!.kind === 'five' ? 'Five-ball' : 'Keno'} ${def!.intervalSeconds! / 60} min · `), `${g.gameCode} ${g.name}`).toBe(true);
      expect(g.name).not.toMatch(/Toto|Mega|4D|6\/45|Thai|Lao|Malaysia|Singapore/);
    }
  });
});
