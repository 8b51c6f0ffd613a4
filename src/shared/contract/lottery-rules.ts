/*
 * The arithmetic of the lottery, shared by the server (which charges and
 * pays with it) and the site (whose bet slip shows the same cost and
 * potential win before the player confirms). Pure functions, no I/O.
 *
 * Money: a bet line costs `cost units × points × unit price`; a winning line
 * pays `win centi-units × points × unit price` in minor units (1/100 of the
 * currency unit), so every amount is an exact integer.
 */

export const lotteryKinds = ['vn', 'five', 'keno'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

export const vnRegions = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof vnRegions)[number];

/* ── Vietnamese lottery: the prize table ───────────────────────── */

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
  central: [
    { prize: 'G8', count: 1, digits: 2 },
    { prize: 'G7', count: 1, digits: 3 },
    { prize: 'G6', count: 3, digits: 4 },
    { prize: 'G5', count: 1, digits: 4 },
    { prize: 'G4', count: 7, digits: 5 },
    { prize: 'G3', count: 2, digits: 5 },
    { prize: 'G2', count: 1, digits: 5 },
    { prize: 'G1', count: 1, digits: 5 },
    { prize: 'DB', count: 1, digits: 6 },
  ],
  south: [
    { prize: 'G8', count: 1, digits: 2 },
    { prize: 'G7', count: 1, digits: 3 },
    { prize: 'G6', count: 3, digits: 4 },
    { prize: 'G5', count: 1, digits: 4 },
    { prize: 'G4', count: 7, digits: 5 },
    { prize: 'G3', count: 2, digits: 5 },
    { prize: 'G2', count: 1, digits: 5 },
    { prize: 'G1', count: 1, digits: 5 },
    { prize: 'DB', count: 1, digits: 6 },
  ],
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

export type LotteryResult =
  | { kind: 'vn'; region: VnRegion; stations: VnStationResult[] }
  /** five balls 0–9, in drawing order (position 1 first) */
  | { kind: 'five'; balls: number[] }
  /** 20 distinct numbers 1–80, ascending */
  | { kind: 'keno'; balls: number[] };

/* ── Play types ────────────────────────────────────────────────── */

export const vnPlayTypes = [
  'lo2',
  'lo3',
  'lo4',
  'xien2',
  'xien3',
  'xien4',
  'de',
  'de_dau',
  'de_g1',
  'dau',
  'duoi',
  'dau_duoi',
  'cang3',
  'da',
] as const;
export const fivePlayTypes = ['position', 'big_small', 'odd_even', 'sum', 'front2', 'back2', 'front3', 'mid3', 'back3'] as const;
export const kenoPlayTypes = ['pick1', 'pick2', 'pick3', 'pick4', 'pick5', 'keno_big_small', 'keno_odd_even'] as const;
export const playTypeCodes = [...vnPlayTypes, ...fivePlayTypes, ...kenoPlayTypes] as const;
export type PlayTypeCode = (typeof playTypeCodes)[number];

/** How the numbers of a line make the combinations that are charged and judged. */
export type Combination =
  /** every number is a bet of its own */
  | 'each'
  /** every set of `size` numbers among those picked is a bet (xiên, đá): C(n, size) */
  | 'sets'
  /** the numbers picked are one bet (keno: the spots of one ticket) */
  | 'one';

export interface PlayRule {
  code: PlayTypeCode;
  kind: LotteryKind;
  /** what a number looks like: `digits` digits, keno 1–80 as 2 digits, or one of `words` */
  format: { digits: number } | { keno: true } | { words: readonly string[] } | { range: [number, number] };
  combination: Combination;
  /** sets: numbers per set; one: exactly this many numbers */
  size: number;
  /** numbers a line may hold */
  minNumbers: number;
  maxNumbers: number;
  /** five-ball: the line names a position 1–5 (required) or may (optional) */
  position: 'none' | 'required' | 'optional';
  /** Vietnamese lottery: how many stations a line may cover; one station for the others */
  minStations: number;
  /** cost units of one combination × one point on one station, per region (vn) or flat */
  cost: (region: VnRegion | null) => number;
}

const vnCost = (perRegion: (r: VnRegion) => number) => (region: VnRegion | null) => perRegion(region ?? 'south');
const flat = (n: number) => () => n;
/** 2, 3 or 4 digits: the lô covers every prize that has that many digits */
const loCost = (digits: number) => vnCost((r) => prizesWithDigits(r, digits));
/** đầu: the 7th prize in Miền Bắc (4 numbers), the 8th elsewhere (1 number) */
const dauCount = (r: VnRegion) => (r === 'north' ? 4 : 1);

export const PLAY_RULES: Record<PlayTypeCode, PlayRule> = {
  lo2: rule('lo2', 'vn', { digits: 2 }, 'each', 1, 1, 100, loCost(2)),
  lo3: rule('lo3', 'vn', { digits: 3 }, 'each', 1, 1, 1000, loCost(3)),
  lo4: rule('lo4', 'vn', { digits: 4 }, 'each', 1, 1, 10000, loCost(4)),
  xien2: rule('xien2', 'vn', { digits: 2 }, 'sets', 2, 2, 10, flat(1)),
  xien3: rule('xien3', 'vn', { digits: 2 }, 'sets', 3, 3, 10, flat(1)),
  xien4: rule('xien4', 'vn', { digits: 2 }, 'sets', 4, 4, 10, flat(1)),
  de: rule('de', 'vn', { digits: 2 }, 'each', 1, 1, 100, flat(1)),
  de_dau: rule('de_dau', 'vn', { digits: 2 }, 'each', 1, 1, 100, flat(1)),
  de_g1: rule('de_g1', 'vn', { digits: 2 }, 'each', 1, 1, 100, flat(1)),
  dau: rule('dau', 'vn', { digits: 2 }, 'each', 1, 1, 100, vnCost(dauCount)),
  duoi: rule('duoi', 'vn', { digits: 2 }, 'each', 1, 1, 100, flat(1)),
  dau_duoi: rule('dau_duoi', 'vn', { digits: 2 }, 'each', 1, 1, 100, vnCost((r) => dauCount(r) + 1)),
  cang3: rule('cang3', 'vn', { digits: 3 }, 'each', 1, 1, 1000, flat(1)),
  // a pair: both numbers charged on every prize of every station covered
  da: rule('da', 'vn', { digits: 2 }, 'sets', 2, 2, 10, vnCost((r) => 2 * prizeCount(r))),

  position: { ...rule('position', 'five', { digits: 1 }, 'each', 1, 1, 10, flat(1)), position: 'required' },
  big_small: { ...rule('big_small', 'five', { words: ['big', 'small'] }, 'each', 1, 1, 2, flat(1)), position: 'optional' },
  odd_even: { ...rule('odd_even', 'five', { words: ['odd', 'even'] }, 'each', 1, 1, 2, flat(1)), position: 'optional' },
  sum: rule('sum', 'five', { range: [0, 45] }, 'each', 1, 1, 46, flat(1)),
  front2: rule('front2', 'five', { digits: 2 }, 'each', 1, 1, 100, flat(1)),
  back2: rule('back2', 'five', { digits: 2 }, 'each', 1, 1, 100, flat(1)),
  front3: rule('front3', 'five', { digits: 3 }, 'each', 1, 1, 1000, flat(1)),
  mid3: rule('mid3', 'five', { digits: 3 }, 'each', 1, 1, 1000, flat(1)),
  back3: rule('back3', 'five', { digits: 3 }, 'each', 1, 1, 1000, flat(1)),

  pick1: rule('pick1', 'keno', { keno: true }, 'one', 1, 1, 1, flat(1)),
  pick2: rule('pick2', 'keno', { keno: true }, 'one', 2, 2, 2, flat(1)),
  pick3: rule('pick3', 'keno', { keno: true }, 'one', 3, 3, 3, flat(1)),
  pick4: rule('pick4', 'keno', { keno: true }, 'one', 4, 4, 4, flat(1)),
  pick5: rule('pick5', 'keno', { keno: true }, 'one', 5, 5, 5, flat(1)),
  keno_big_small: rule('keno_big_small', 'keno', { words: ['big', 'small'] }, 'each', 1, 1, 2, flat(1)),
  keno_odd_even: rule('keno_odd_even', 'keno', { words: ['odd', 'even'] }, 'each', 1, 1, 2, flat(1)),
};

function rule(
  code: PlayTypeCode,
  kind: LotteryKind,
  format: PlayRule['format'],
  combination: Combination,
  size: number,
  minNumbers: number,
  maxNumbers: number,
  cost: PlayRule['cost'],
): PlayRule {
  return { code, kind, format, combination, size, minNumbers, maxNumbers, position: 'none', minStations: 1, cost };
}

export const playTypesOf = (kind: LotteryKind): readonly PlayTypeCode[] =>
  kind === 'vn' ? vnPlayTypes : kind === 'five' ? fivePlayTypes : kenoPlayTypes;

/* ── Lines ─────────────────────────────────────────────────────── */

/** One line of a bet slip. */
export interface BetLine {
  playType: PlayTypeCode;
  /** as the format asks: "07", "123", "big", "5" (sum), "01"–"80" (keno) */
  numbers: string[];
  /** the multiplier of the unit price, ≥ 1 */
  points: number;
  /** Vietnamese lottery: the stations of the draw this line covers (codes); ignored elsewhere */
  stations?: string[];
  /** five-ball: position 1–5 */
  position?: number | null;
}

/** n choose k, exact for the small numbers of a slip. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** How many bets a line makes (numbers for lô, C(n, k) for xiên and đá, 1 for a keno ticket). */
export function combosOf(line: Pick<BetLine, 'playType' | 'numbers'>): number {
  const r = PLAY_RULES[line.playType];
  if (r.combination === 'each') return line.numbers.length;
  if (r.combination === 'sets') return combinations(line.numbers.length, r.size);
  return 1;
}

/** Cost units of the whole line: combinations × cost per point × stations × points. */
export function lineCostUnits(line: BetLine, region: VnRegion | null): number {
  const r = PLAY_RULES[line.playType];
  const stations = r.kind === 'vn' ? Math.max(1, line.stations?.length ?? 1) : 1;
  return combosOf(line) * r.cost(region) * stations * line.points;
}

/** What the line costs in major units at a unit price (major units). */
export function lineCost(line: BetLine, region: VnRegion | null, unitPrice: number): number {
  return lineCostUnits(line, region) * unitPrice;
}

/** Why a line is refused: the key of `lottery.errors.<reason>` (the server answers the same). */
export type LineProblem =
  | 'unknownPlayType'
  | 'badNumber'
  | 'duplicateNumber'
  | 'tooFewNumbers'
  | 'tooManyNumbers'
  | 'badPosition'
  | 'badStation'
  | 'badPoints';

export const MAX_POINTS_PER_LINE = 100_000;

/** Is `n` a number of this play type? */
export function isValidNumber(playType: PlayTypeCode, n: string): boolean {
  const f = PLAY_RULES[playType].format;
  if ('digits' in f) return n.length === f.digits && /^\d+$/.test(n);
  if ('keno' in f) return /^\d{2}$/.test(n) && Number(n) >= 1 && Number(n) <= 80;
  if ('words' in f) return f.words.includes(n);
  return /^\d{1,2}$/.test(n) && Number(n) >= f.range[0] && Number(n) <= f.range[1] && String(Number(n)) === n;
}

/**
 * Checks a line against its play type and the draw's stations (vn). Returns
 * null when it is good, else the reason. The server refuses exactly these.
 */
export function checkLine(line: BetLine, kind: LotteryKind, drawStations: readonly string[] = []): LineProblem | null {
  const r = (PLAY_RULES as Record<string, PlayRule | undefined>)[line.playType];
  if (!r || r.kind !== kind) return 'unknownPlayType';
  if (!Number.isInteger(line.points) || line.points < 1 || line.points > MAX_POINTS_PER_LINE) return 'badPoints';
  if (line.numbers.length < r.minNumbers) return 'tooFewNumbers';
  if (line.numbers.length > r.maxNumbers) return 'tooManyNumbers';
  if (!line.numbers.every((n) => isValidNumber(line.playType, n))) return 'badNumber';
  if (new Set(line.numbers).size !== line.numbers.length) return 'duplicateNumber';
  const position = line.position ?? null;
  if (r.position === 'none' && position !== null) return 'badPosition';
  if (r.position === 'required' && position === null) return 'badPosition';
  if (position !== null && (!Number.isInteger(position) || position < 1 || position > 5)) return 'badPosition';
  if (kind === 'vn') {
    const stations = line.stations ?? [];
    if (stations.length < r.minStations || new Set(stations).size !== stations.length) return 'badStation';
    if (!stations.every((s) => drawStations.includes(s))) return 'badStation';
  }
  return null;
}

/** Splits typed numbers on the usual separators (spaces, commas, semicolons, dots, dashes, new lines). */
export function parseTypedNumbers(text: string): string[] {
  return text
    .split(/[\s,;.\-/|]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/* ── Odds ──────────────────────────────────────────────────────── */

/**
 * The odds of a play type as the brand sets them: `odds` is what one point
 * of a winning combination pays, in units (99.5 = 99.5 × unit price), per
 * hit; keno tickets pay by the number of spots caught (`paytable[caught]`);
 * the five-ball sum pays `odds` (the return, e.g. 0.98) divided by the
 * chance of the sum.
 */
export interface PlayOdds {
  odds: number;
  paytable?: number[];
}

const centi = (x: number) => Math.round(x * 100);

/** The ways five digits 0–9 make each sum 0–45 (out of 100,000). */
export const FIVE_SUM_WAYS: readonly number[] = (() => {
  let ways = [1];
  for (let ball = 0; ball < 5; ball += 1) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, s) => {
      for (let d = 0; d <= 9; d += 1) next[s + d] = (next[s + d] ?? 0) + w;
    });
    ways = next;
  }
  return ways;
})();

/** What one point of a sum bet pays, in centi-units: the return / chance, rounded down. */
export const sumOddsCenti = (returnRate: number, sum: number) => Math.floor((centi(returnRate) * 100_000) / (FIVE_SUM_WAYS[sum] ?? 100_000));

/* ── Results: what a line wins ─────────────────────────────────── */

const stationsOf = (result: Extract<LotteryResult, { kind: 'vn' }>, codes: readonly string[] | undefined) =>
  result.stations.filter((s) => (codes && codes.length > 0 ? codes.includes(s.station) : true));

/** Every number of a station, each cut to its last `digits` digits (numbers shorter are left out). */
export function tails(station: VnStationResult, digits: number): string[] {
  const out: string[] = [];
  for (const numbers of Object.values(station.prizes)) for (const n of numbers ?? []) if (n.length >= digits) out.push(n.slice(-digits));
  return out;
}

const count = (list: readonly string[], n: string) => list.reduce((c, x) => c + (x === n ? 1 : 0), 0);
const first = (p: VnPrizes, prize: VnPrizeCode) => p[prize]?.[0] ?? '';

/** đầu: the 7th prize in Miền Bắc, the 8th elsewhere, as 2-digit tails */
const dauNumbers = (region: VnRegion, s: VnStationResult) => (region === 'north' ? s.prizes.G7 ?? [] : s.prizes.G8 ?? []).map((n) => n.slice(-2));

/** Every set of `size` among `list`, in order. */
export function setsOf<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, acc: T[]) => {
    if (acc.length === size) {
      out.push(acc);
      return;
    }
    for (let i = start; i < list.length; i += 1) pick(i + 1, [...acc, list[i] as T]);
  };
  pick(0, []);
  return out;
}

/**
 * Hits of one combination (number or set) on one station, per play type of
 * the Vietnamese lottery: how many times the odds are paid.
 */
const vnHits: Record<(typeof vnPlayTypes)[number], (combo: string[], s: VnStationResult, region: VnRegion) => number> = {
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
  // đá is judged on all the stations of the line together (vnWinCenti)
  da: () => 0,
};

/**
 * What a line wins per point, in centi-units (× points × unit price = minor
 * units). Zero on a loss. `odds` as the catalogue gives them.
 */
export function lineWinCenti(line: BetLine, result: LotteryResult, odds: PlayOdds): number {
  const r = PLAY_RULES[line.playType];
  if (r.kind !== result.kind) return 0;
  const combos: string[][] =
    r.combination === 'each' ? line.numbers.map((n) => [n]) : r.combination === 'sets' ? setsOf(line.numbers, r.size) : [line.numbers];
  const oddsCenti = centi(odds.odds);

  if (result.kind === 'vn') {
    const stations = stationsOf(result, line.stations);
    if (line.playType === 'da') {
      // đá: both numbers of the pair among the lô of the stations covered, paid per pair of hits (the fewer of the
      // two); the odds are those of one station, shared by the stations covered (đá 2 đài pays half per pair)
      const all = stations.flatMap((s) => tails(s, 2));
      const pairs = combos.reduce((sum, [a = '', b = '']) => sum + Math.min(count(all, a), count(all, b)), 0);
      return Math.floor((pairs * oddsCenti) / Math.max(1, stations.length));
    }
    const hits = vnHits[line.playType as (typeof vnPlayTypes)[number]];
    let win = 0;
    for (const s of stations) for (const combo of combos) win += hits(combo, s, result.region) * oddsCenti;
    return win;
  }

  if (result.kind === 'five') {
    const balls = result.balls;
    const sum = balls.reduce((a, b) => a + b, 0);
    const digits = balls.join('');
    const position = line.position ?? null;
    let win = 0;
    for (const [n = ''] of combos) {
      switch (line.playType) {
        case 'position':
          if (position !== null && balls[position - 1] === Number(n)) win += oddsCenti;
          break;
        case 'big_small': {
          // one ball: 5–9 big, 0–4 small; the sum: 23–45 big, 0–22 small
          const value = position !== null ? (balls[position - 1] ?? 0) : sum;
          const big = position !== null ? value >= 5 : value >= 23;
          if ((n === 'big') === big) win += oddsCenti;
          break;
        }
        case 'odd_even': {
          const value = position !== null ? (balls[position - 1] ?? 0) : sum;
          if ((n === 'odd') === (value % 2 === 1)) win += oddsCenti;
          break;
        }
        case 'sum':
          if (Number(n) === sum) win += sumOddsCenti(odds.odds, sum);
          break;
        case 'front2':
          if (digits.slice(0, 2) === n) win += oddsCenti;
          break;
        case 'back2':
          if (digits.slice(3) === n) win += oddsCenti;
          break;
        case 'front3':
          if (digits.slice(0, 3) === n) win += oddsCenti;
          break;
        case 'mid3':
          if (digits.slice(1, 4) === n) win += oddsCenti;
          break;
        case 'back3':
          if (digits.slice(2) === n) win += oddsCenti;
          break;
        default:
          break;
      }
    }
    return win;
  }

  // keno
  const drawn = new Set(result.balls);
  if (r.combination === 'one') {
    const caught = line.numbers.filter((n) => drawn.has(Number(n))).length;
    return centi(odds.paytable?.[caught] ?? 0);
  }
  const sum = result.balls.reduce((a, b) => a + b, 0);
  const odd = result.balls.filter((b) => b % 2 === 1).length;
  let win = 0;
  for (const [n = ''] of combos) {
    // the sum of the 20 numbers: over 810 big, under 810 small, 810 neither; odd numbers: over 10 odd, under 10 even, 10 neither
    if (line.playType === 'keno_big_small' && ((n === 'big' && sum > 810) || (n === 'small' && sum < 810))) win += oddsCenti;
    if (line.playType === 'keno_odd_even' && ((n === 'odd' && odd > 10) || (n === 'even' && odd < 10))) win += oddsCenti;
  }
  return win;
}

/** The payout of a line in minor units (0 on a loss). */
export const linePayoutMinor = (line: BetLine, result: LotteryResult, odds: PlayOdds, unitPrice: number): number =>
  lineWinCenti(line, result, odds) * line.points * unitPrice;

/**
 * The most one combination-holding line can be hit in one draw of one
 * station, per play type of the Vietnamese lottery: the best outcome the
 * prize table allows, not one hit per number (a multi-number đề cannot win
 * on two numbers: the special prize has one pair of last digits).
 *  - lô 2/3/4 số: every prize with that many digits can end in the player's
 *    numbers, one number can take them all (nháy): N 27/23/20, C·S 18/17/16
 *  - xiên k: every set of k numbers picked can be among the station's lô
 *    (at most 10 numbers, fewer than the 18 or 27 tails): C(n, k)
 *  - đề, đề đầu, đề giải nhất, đuôi, 3 càng: one number matches, once
 *  - đầu: the numbers of G7 (north, 4) or G8 (1) can all be one number
 *  - đầu đuôi: those and the last two digits of the special prize
 */
function vnMaxHitsPerStation(playType: Exclude<(typeof vnPlayTypes)[number], 'da'>, n: number, region: VnRegion): number {
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
      return combinations(Math.min(n, prizesWithDigits(region, 2)), PLAY_RULES[playType].size);
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

/**
 * The most a line can win per point in one draw, in centi-units: what the
 * bet slip and its confirmation show as the maximum win. It is the best
 * outcome of one draw (lineWinCenti never pays more), per play type: bets on
 * exclusive outcomes (two numbers of one đề, big and small, two digits of one
 * position, two sums) cannot both win; a lô number can be hit by several
 * prizes; each station covered is a draw of its own.
 */
export function lineMaxWinCenti(line: BetLine, odds: PlayOdds, region: VnRegion | null = null): number {
  const r = PLAY_RULES[line.playType];
  const oddsCenti = centi(odds.odds);
  if (r.combination === 'one') return centi(Math.max(0, ...(odds.paytable ?? [0])));
  if (line.playType === 'sum') return Math.max(0, ...line.numbers.map((n) => sumOddsCenti(odds.odds, Number(n))));
  if (r.kind !== 'vn') return line.numbers.length > 0 ? oddsCenti : 0;
  const where = region ?? 'south';
  const stations = Math.max(1, line.stations?.length ?? 1);
  if (line.playType === 'da') {
    // judged on the stations together, the odds shared by them (lineWinCenti)
    return Math.floor((daMaxPairHits(line.numbers.length, prizesWithDigits(where, 2) * stations) * oddsCenti) / stations);
  }
  return vnMaxHitsPerStation(line.playType as Exclude<(typeof vnPlayTypes)[number], 'da'>, line.numbers.length, where) * stations * oddsCenti;
}

/* ── Drawing: results from the committed seed ──────────────────── */

/**
 * A draw's result is derived from its seed alone, so anyone can check it
 * once the seed is revealed: sha256(seed) is the hash published before the
 * draw closed, and the result comes from the byte stream
 * HMAC-SHA256(key = seed, message = `${lotteryCode}:${period}:${i}`) for
 * i = 0, 1, 2, … concatenated. A digit takes the next byte below 250
 * (byte mod 10); a keno number the next byte below 240 ((byte mod 80) + 1),
 * skipping numbers already drawn. Vietnamese stations are drawn in the
 * draw's station order, prizes in table order (VN_PRIZE_TABLE), each number
 * digit by digit.
 */
export type Hmac = (key: string, message: string) => Uint8Array;

export function byteStream(hmac: Hmac, seed: string, lotteryCode: string, period: string) {
  let block = 0;
  let buffer: Uint8Array = new Uint8Array(0);
  let at = 0;
  return (): number => {
    if (at >= buffer.length) {
      buffer = hmac(seed, `${lotteryCode}:${period}:${block}`);
      block += 1;
      at = 0;
    }
    const b = buffer[at] ?? 0;
    at += 1;
    return b;
  };
}

export function deriveResult(
  hmac: Hmac,
  seed: string,
  draw: { lotteryCode: string; period: string; kind: LotteryKind; region: VnRegion | null; stations: readonly string[] },
): LotteryResult {
  const next = byteStream(hmac, seed, draw.lotteryCode, draw.period);
  const digit = () => {
    for (;;) {
      const b = next();
      if (b < 250) return b % 10;
    }
  };
  if (draw.kind === 'five') return { kind: 'five', balls: [digit(), digit(), digit(), digit(), digit()] };
  if (draw.kind === 'keno') {
    const drawn = new Set<number>();
    while (drawn.size < 20) {
      const b = next();
      if (b < 240) drawn.add((b % 80) + 1);
    }
    return { kind: 'keno', balls: [...drawn].sort((a, b) => a - b) };
  }
  const region = draw.region ?? 'south';
  return {
    kind: 'vn',
    region,
    stations: draw.stations.map((station) => {
      const prizes: VnPrizes = {};
      for (const row of VN_PRIZE_TABLE[region]) {
        const numbers: string[] = [];
        for (let i = 0; i < row.count; i += 1) {
          let n = '';
          for (let d = 0; d < row.digits; d += 1) n += String(digit());
          numbers.push(n);
        }
        prizes[row.prize] = numbers;
      }
      return { station, prizes };
    }),
  };
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
