import type * as z from 'zod/mini';

/*
 * What a kind of lottery is to the shared parts (the slip's pricing, the
 * server's bets, draws, settlement and the fairness check): its play types
 * and their rules, the shape of its result, how a result is derived from the
 * committed byte stream, and what a line wins. Each kind implements this in
 * its own folder (`lottery-kinds/<kind>/rules.ts`) and is registered once in
 * `lottery-kinds/registry.ts`; nothing shared names a kind.
 *
 * Money: a line costs `cost units × points × unit price`; a winning line
 * pays `win centi-units × points × unit price` in minor units (1/100 of the
 * currency unit), so every amount is an exact integer. A jackpot is a pool
 * (a ledger account) shared by the lines that win it, weighted by points.
 */

/** What a number of a play type looks like. */
export type NumberFormat =
  /** a string of exactly `digits` digits ("07", "123") */
  | { digits: number }
  /** a ball from..to written with 2 digits ("01"–"80") */
  | { balls: readonly [number, number] }
  /** one of these words */
  | { words: readonly string[] }
  /** a whole number from..to, written plainly ("0"–"45") */
  | { range: readonly [number, number] };

/** How the numbers of a line make the combinations that are charged and judged. */
export type Combination =
  /** every number is a bet of its own */
  | 'each'
  /** every set of `size` numbers among those picked is a bet (xiên, đá): C(n, size) */
  | 'sets'
  /** the numbers picked are one bet (keno, 6 of 45: the numbers of one ticket) */
  | 'one';

export interface PlayRule {
  code: string;
  kind: string;
  format: NumberFormat;
  combination: Combination;
  /** sets: numbers per set; one: exactly this many numbers */
  size: number;
  /** numbers a line may hold */
  minNumbers: number;
  maxNumbers: number;
  /** the line names a position (required) or may (optional); `positions` of them */
  position: 'none' | 'required' | 'optional';
  positions: number;
  /** how many stations a line must cover (kinds whose draws have several stations) */
  minStations: number;
  /** cost units of one combination × one point (× the kind's multiplier: stations covered) */
  cost: (region: string | null) => number;
}

/** One line of a bet slip. */
export interface LineOf<P extends string = string> {
  playType: P;
  /** as the format asks: "07", "123", "big", "5" (sum), "01"–"80" (balls) */
  numbers: string[];
  /** the multiplier of the unit price, ≥ 1 */
  points: number;
  /** the stations of the draw this line covers (codes), for kinds with stations; ignored elsewhere */
  stations?: string[];
  /** the position the line names (five balls: 1–5) */
  position?: number | null;
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

/**
 * The odds of a play type as the brand sets them: `odds` is what one point
 * of a winning combination pays, in units (99.5 = 99.5 × unit price), per
 * hit; `paytable[k]` what a ticket pays by what it caught (keno spots, 6 of
 * 45 matches), the kind says how.
 */
export interface PlayOdds {
  odds: number;
  paytable?: number[];
}

/** What a line wins per point: fixed centi-units, and the weight it holds in each jackpot pool it won. */
export interface LineWin {
  centi: number;
  /** pool code → shares per point (a pool is divided among its winners by shares × points) */
  pools?: Record<string, number>;
}

/**
 * A jackpot of a kind: a pool that starts at `startUnits` (× the unit price),
 * grows by `share` of every ticket's stake until it is won, is then divided
 * among its winners and starts again.
 */
export interface PoolRule {
  code: string;
  startUnits: number;
  /** the part of each stake that goes to the pool, 0–1 */
  share: number;
}

/** The draw a result is derived for. */
export interface DrawContext {
  lotteryCode: string;
  period: string;
  kind: string;
  /** the lottery's region (kinds that have regions), else null */
  region: string | null;
  /** the station codes of the draw, in drawing order ([] for kinds without stations) */
  stations: readonly string[];
}

/** The committed byte stream of a draw (fairness), with the unbiased draws kinds make from it. */
export interface ByteSource {
  /** the next byte 0–255 */
  next(): number;
  /** a whole number 0…n−1, without bias: a byte below the largest multiple of n under 256, mod n */
  uniform(n: number): number;
}

/** `count` distinct balls 1…max in the order drawn (a ball drawn again is skipped). */
export function distinctBalls(bytes: ByteSource, count: number, max: number): number[] {
  const drawn: number[] = [];
  while (drawn.length < count) {
    const n = bytes.uniform(max) + 1;
    if (!drawn.includes(n)) drawn.push(n);
  }
  return drawn;
}

export interface LotteryKindRules<
  K extends string = string,
  P extends string = string,
  R extends { kind: K } = { kind: K },
  S extends z.ZodMiniType<R> = z.ZodMiniType<R>,
> {
  kind: K;
  /** the play types, in the slip's order */
  playTypes: readonly P[];
  rules: Record<P, PlayRule>;
  /** the result as the contract carries it */
  resultSchema: S;
  /** the jackpots its draws pay (none for fixed-odds kinds) */
  pools?: readonly PoolRule[];
  /** the kind's own checks of a line, after the shared ones (numbers, points, position) */
  checkLine?(line: LineOf<P>, rule: PlayRule, drawStations: readonly string[]): LineProblem | null;
  /** a line as placed on a draw: what it may leave out filled in (the draw's one station) */
  normalize?(line: LineOf<P>, drawStations: readonly string[]): LineOf<P>;
  /** how many times a combination is charged (the stations a line covers); 1 without */
  multiplier?(line: LineOf<P>): number;
  /** the result of a draw from its committed bytes */
  derive(draw: DrawContext, bytes: ByteSource): R;
  /** what a line wins per point */
  win(line: LineOf<P>, result: R, odds: PlayOdds): LineWin;
  /** the most a line can win per point in one draw, centi-units (jackpot shares left out) */
  maxWinCenti(line: LineOf<P>, odds: PlayOdds, region: string | null): number;
  /** the result in one line (the betting record, the history's summary) */
  summary(result: R): string;
}

/** A kind as written in its folder: the types checked against the interface, nothing widened. */
export const defineKind = <K extends string, P extends string, R extends { kind: K }, S extends z.ZodMiniType<R>>(kind: LotteryKindRules<K, P, R, S>) => kind;

/* ── Helpers the kinds share ───────────────────────────────────── */

export const centi = (x: number) => Math.round(x * 100);

/** n choose k, exact for the small numbers of a slip. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

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

/** The combinations of a line, each a list of numbers, as its rule makes them. */
export function combosOfLine(line: LineOf, rule: PlayRule): string[][] {
  if (rule.combination === 'each') return line.numbers.map((n) => [n]);
  if (rule.combination === 'sets') return setsOf(line.numbers, rule.size);
  return [line.numbers];
}

/** A play rule with the common defaults (no position, no station). */
export function playRule(
  code: string,
  kind: string,
  format: NumberFormat,
  combination: Combination,
  size: number,
  minNumbers: number,
  maxNumbers: number,
  cost: PlayRule['cost'],
): PlayRule {
  return { code, kind, format, combination, size, minNumbers, maxNumbers, position: 'none', positions: 0, minStations: 0, cost };
}

export const flatCost = (n: number) => () => n;
