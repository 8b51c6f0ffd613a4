import * as z from 'zod/mini';
import { centi, combinations, combosOfLine, defineKind, flatCost, playRule, type LineOf, type PlayRule } from '../kind';

/*
 * The Vietnamese lottery (xổ số kiến thiết, lô đề): stations drawn by
 * region, 18 or 27 numbers each, bets on their last digits.
 */

export const vnRegions = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof vnRegions)[number];
const asRegion = (region: string | null): VnRegion => ((vnRegions as readonly string[]).includes(region ?? '') ? (region as VnRegion) : 'south');

export const vnPrizeCodes = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type VnPrizeCode = (typeof vnPrizeCodes)[number];

export interface PrizeRow {
  prize: VnPrizeCode;
  /** how many numbers this prize draws */
  count: number;
  /** digits of each number */
  digits: number;
}

/**
 * The prizes of one station, in the order they are drawn and shown: Miền
 * Bắc 27 numbers (special prize of 5 digits down to the 7th prize), Miền
 * Trung and Miền Nam 18 numbers (8th prize of 2 digits up to the special
 * prize of 6 digits).
 */
const southern: readonly PrizeRow[] = [
  { prize: 'G8', count: 1, digits: 2 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'DB', count: 1, digits: 6 },
];
export const VN_PRIZE_TABLE: Record<VnRegion, readonly PrizeRow[]> = {
  north: [
    { prize: 'DB', count: 1, digits: 5 },
    { prize: 'G1', count: 1, digits: 5 },
    { prize: 'G2', count: 2, digits: 5 },
    { prize: 'G3', count: 6, digits: 5 },
    { prize: 'G4', count: 4, digits: 4 },
    { prize: 'G5', count: 6, digits: 4 },
    { prize: 'G6', count: 3, digits: 3 },
    { prize: 'G7', count: 4, digits: 2 },
  ],
  central: southern,
  south: southern,
};

/** Numbers drawn per station: 27 in Miền Bắc, 18 elsewhere. */
export const prizeCount = (region: VnRegion) => VN_PRIZE_TABLE[region].reduce((n, r) => n + r.count, 0);
/** Numbers of a station with at least `digits` digits (what lô `digits` số covers): N 27/23/20, C and S 18/17/16. */
export const prizesWithDigits = (region: VnRegion, digits: number) =>
  VN_PRIZE_TABLE[region].reduce((n, r) => n + (r.digits >= digits ? r.count : 0), 0);

/** One station's numbers by prize, each a string of the prize's digits ("04521"). */
export type VnPrizes = Partial<Record<VnPrizeCode, string[]>>;
export interface VnStationResult {
  station: string;
  prizes: VnPrizes;
}
export interface VnResult {
  kind: 'vn';
  region: VnRegion;
  stations: VnStationResult[];
}

export const vnPlayTypes = ['lo2', 'lo3', 'lo4', 'xien2', 'xien3', 'xien4', 'de', 'de_dau', 'de_g1', 'dau', 'duoi', 'dau_duoi', 'cang3', 'da'] as const;
export type VnPlayType = (typeof vnPlayTypes)[number];

const vnCost = (perRegion: (r: VnRegion) => number) => (region: string | null) => perRegion(asRegion(region));
/** 2, 3 or 4 digits: the lô covers every prize that has that many digits */
const loCost = (digits: number) => vnCost((r) => prizesWithDigits(r, digits));
/** đầu: the 7th prize in Miền Bắc (4 numbers), the 8th elsewhere (1 number) */
const dauCount = (r: VnRegion) => (r === 'north' ? 4 : 1);

function vnRule(code: VnPlayType, digits: number, combination: 'each' | 'sets', size: number, max: number, cost: PlayRule['cost']): PlayRule {
  // a line covers one station at least
  return { ...playRule(code, 'vn', { digits }, combination, size, size, max, cost), minStations: 1 };
}

const rules: Record<VnPlayType, PlayRule> = {
  lo2: vnRule('lo2', 2, 'each', 1, 100, loCost(2)),
  lo3: vnRule('lo3', 3, 'each', 1, 1000, loCost(3)),
  lo4: vnRule('lo4', 4, 'each', 1, 10000, loCost(4)),
  xien2: vnRule('xien2', 2, 'sets', 2, 10, flatCost(1)),
  xien3: vnRule('xien3', 2, 'sets', 3, 10, flatCost(1)),
  xien4: vnRule('xien4', 2, 'sets', 4, 10, flatCost(1)),
  de: vnRule('de', 2, 'each', 1, 100, flatCost(1)),
  de_dau: vnRule('de_dau', 2, 'each', 1, 100, flatCost(1)),
  de_g1: vnRule('de_g1', 2, 'each', 1, 100, flatCost(1)),
  dau: vnRule('dau', 2, 'each', 1, 100, vnCost(dauCount)),
  duoi: vnRule('duoi', 2, 'each', 1, 100, flatCost(1)),
  dau_duoi: vnRule('dau_duoi', 2, 'each', 1, 100, vnCost((r) => dauCount(r) + 1)),
  cang3: vnRule('cang3', 3, 'each', 1, 1000, flatCost(1)),
  // a pair: both numbers charged on every prize of every station covered
  da: vnRule('da', 2, 'sets', 2, 10, vnCost((r) => 2 * prizeCount(r))),
};

/* ── What a line wins ──────────────────────────────────────────── */

/** Every number of a station, each cut to its last `digits` digits (numbers shorter are left out). */
export function tails(station: VnStationResult, digits: number): string[] {
  const out: string[] = [];
  for (const numbers of Object.values(station.prizes)) for (const n of numbers ?? []) if (n.length >= digits) out.push(n.slice(-digits));
  return out;
}

const count = (list: readonly string[], n: string) => list.reduce((c, x) => c + (x === n ? 1 : 0), 0);
const first = (p: VnPrizes, prize: VnPrizeCode) => p[prize]?.[0] ?? '';
/** đầu: the 7th prize in Miền Bắc, the 8th elsewhere, as 2-digit tails */
const dauNumbers = (region: VnRegion, s: VnStationResult) => (region === 'north' ? (s.prizes.G7 ?? []) : (s.prizes.G8 ?? [])).map((n) => n.slice(-2));

/**
 * Hits of one combination (number or set) on one station, per play type:
 * how many times the odds are paid.
 */
const hitsOf: Record<Exclude<VnPlayType, 'da'>, (combo: string[], s: VnStationResult, region: VnRegion) => number> = {
  // lô: every prize whose last digits are the number pays once (nháy)
  lo2: ([n = ''], s) => count(tails(s, 2), n),
  lo3: ([n = ''], s) => count(tails(s, 3), n),
  lo4: ([n = ''], s) => count(tails(s, 4), n),
  // xiên: every number of the set among the lô of the station, however many times: paid once
  xien2: (set, s) => (set.every((n) => tails(s, 2).includes(n)) ? 1 : 0),
  xien3: (set, s) => (set.every((n) => tails(s, 2).includes(n)) ? 1 : 0),
  xien4: (set, s) => (set.every((n) => tails(s, 2).includes(n)) ? 1 : 0),
  // đề: the last two digits of the special prize
  de: ([n = ''], s) => (first(s.prizes, 'DB').slice(-2) === n ? 1 : 0),
  // đề đầu: the first two digits of the special prize
  de_dau: ([n = ''], s) => (first(s.prizes, 'DB').slice(0, 2) === n ? 1 : 0),
  // đề giải nhất: the last two digits of the first prize
  de_g1: ([n = ''], s) => (first(s.prizes, 'G1').slice(-2) === n ? 1 : 0),
  // đầu: the numbers of the 7th (north) or 8th prize
  dau: ([n = ''], s, region) => count(dauNumbers(region, s), n),
  // đuôi: the last two digits of the special prize
  duoi: ([n = ''], s) => (first(s.prizes, 'DB').slice(-2) === n ? 1 : 0),
  // đầu đuôi: both, each hit paid
  dau_duoi: ([n = ''], s, region) => count(dauNumbers(region, s), n) + (first(s.prizes, 'DB').slice(-2) === n ? 1 : 0),
  // 3 càng: the last three digits of the special prize
  cang3: ([n = ''], s) => (first(s.prizes, 'DB').slice(-3) === n ? 1 : 0),
};

/**
 * The most one combination-holding line can be hit in one draw of one
 * station, per play type: the best outcome the prize table allows, not one
 * hit per number (a multi-number đề cannot win on two numbers: the special
 * prize has one pair of last digits).
 *  - lô 2/3/4 số: every prize with that many digits can end in the player's
 *    numbers, one number can take them all (nháy): N 27/23/20, C·S 18/17/16
 *  - xiên k: every set of k numbers picked can be among the station's lô
 *    (at most 10 numbers, fewer than the 18 or 27 tails): C(n, k)
 *  - đề, đề đầu, đề giải nhất, đuôi, 3 càng: one number matches, once
 *  - đầu: the numbers of G7 (north, 4) or G8 (1) can all be one number
 *  - đầu đuôi: those and the last two digits of the special prize
 */
function maxHitsPerStation(playType: Exclude<VnPlayType, 'da'>, n: number, region: VnRegion): number {
  if (n === 0) return 0;
  switch (playType) {
    case 'lo2':
      return prizesWithDigits(region, 2);
    case 'lo3':
      return prizesWithDigits(region, 3);
    case 'lo4':
      return prizesWithDigits(region, 4);
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return combinations(Math.min(n, prizesWithDigits(region, 2)), rules[playType].size);
    case 'dau':
      return dauCount(region);
    case 'dau_duoi':
      return dauCount(region) + 1;
    case 'de':
    case 'de_dau':
    case 'de_g1':
    case 'duoi':
    case 'cang3':
      return 1;
  }
}

/**
 * Đá: the most pairs of hits `n` numbers can make among `tailCount` lô tails
 * (the stations covered together). With the picked numbers' hit counts
 * sorted high to low, c1 ≥ c2 ≥ …, the pairs pay Σ min = Σ (j − 1)·cj; the
 * best spreads the tails evenly over some m of the numbers (the first ones
 * taking the remainder): q·C(m, 2) + C(r, 2) with q, r = tails ÷ m.
 */
export function daMaxPairHits(n: number, tailCount: number): number {
  let best = 0;
  for (let m = 2; m <= n; m += 1) {
    const q = Math.floor(tailCount / m);
    const r = tailCount % m;
    best = Math.max(best, q * combinations(m, 2) + combinations(r, 2));
  }
  return best;
}

/** Đầu/đuôi statistics of a station: the 2-digit tails grouped by their first (head) and last (tail) digit. */
export function headTailStats(station: VnStationResult): { heads: string[][]; tails: string[][] } {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  const tl: string[][] = Array.from({ length: 10 }, () => []);
  for (const n of tails(station, 2)) {
    heads[Number(n[0])]?.push(n[1] ?? '');
    tl[Number(n[1])]?.push(n[0] ?? '');
  }
  return { heads, tails: tl };
}

const stationsOf = (result: VnResult, codes: readonly string[] | undefined) =>
  result.stations.filter((s) => (codes && codes.length > 0 ? codes.includes(s.station) : true));

const prizesSchema = z.partialRecord(z.enum(vnPrizeCodes), z.array(z.string()));

export const vnKind = defineKind({
  kind: 'vn',
  playTypes: vnPlayTypes,
  rules,
  resultSchema: z.object({
    kind: z.literal('vn'),
    region: z.enum(vnRegions),
    stations: z.array(z.object({ station: z.string(), prizes: prizesSchema })),
  }),

  checkLine(line: LineOf<VnPlayType>, rule: PlayRule, drawStations: readonly string[]) {
    const stations = line.stations ?? [];
    if (stations.length < Math.max(1, rule.minStations) || new Set(stations).size !== stations.length) return 'badStation';
    if (!stations.every((s) => drawStations.includes(s))) return 'badStation';
    return null;
  },
  // a draw of one station (Miền Bắc): a line that names none covers it
  normalize: (line: LineOf<VnPlayType>, drawStations: readonly string[]) => ({
    ...line,
    stations: line.stations && line.stations.length > 0 ? line.stations : drawStations.length === 1 ? [...drawStations] : [],
  }),
  // the cost is multiplied by the stations covered
  multiplier: (line: LineOf<VnPlayType>) => Math.max(1, line.stations?.length ?? 1),

  /** stations in the draw's order, prizes in table order (VN_PRIZE_TABLE), each number digit by digit */
  derive(draw, bytes): VnResult {
    const region = asRegion(draw.region);
    return {
      kind: 'vn',
      region,
      stations: draw.stations.map((station) => {
        const prizes: VnPrizes = {};
        for (const row of VN_PRIZE_TABLE[region]) {
          const numbers: string[] = [];
          for (let i = 0; i < row.count; i += 1) {
            let n = '';
            for (let d = 0; d < row.digits; d += 1) n += String(bytes.uniform(10));
            numbers.push(n);
          }
          prizes[row.prize] = numbers;
        }
        return { station, prizes };
      }),
    };
  },

  win(line: LineOf<VnPlayType>, result: VnResult, odds) {
    const combos = combosOfLine(line, rules[line.playType]);
    const oddsCenti = centi(odds.odds);
    const stations = stationsOf(result, line.stations);
    if (line.playType === 'da') {
      // đá: both numbers of the pair among the lô of the stations covered, paid per pair of hits (the fewer of the
      // two); the odds are those of one station, shared by the stations covered (đá 2 đài pays half per pair)
      const all = stations.flatMap((s) => tails(s, 2));
      const pairs = combos.reduce((sum, [a = '', b = '']) => sum + Math.min(count(all, a), count(all, b)), 0);
      return { centi: Math.floor((pairs * oddsCenti) / Math.max(1, stations.length)) };
    }
    const hits = hitsOf[line.playType];
    let win = 0;
    for (const s of stations) for (const combo of combos) win += hits(combo, s, result.region) * oddsCenti;
    return { centi: win };
  },

  maxWinCenti(line: LineOf<VnPlayType>, odds, region) {
    const oddsCenti = centi(odds.odds);
    const where = asRegion(region);
    const stations = Math.max(1, line.stations?.length ?? 1);
    if (line.playType === 'da') {
      // judged on the stations together, the odds shared by them (win)
      return Math.floor((daMaxPairHits(line.numbers.length, prizesWithDigits(where, 2) * stations) * oddsCenti) / stations);
    }
    return maxHitsPerStation(line.playType, line.numbers.length, where) * stations * oddsCenti;
  },

  /** the special prize of each station */
  summary: (result: VnResult) => result.stations.map((s) => `${s.station} ${s.prizes.DB?.[0] ?? ''}`.trim()).join(' · '),
});
