import { combinations, type ByteSource, type DrawContext, type LineOf, type LineProblem, type LineWin, type PlayOdds, type PlayRule } from './lottery-kinds/kind';
import { kindOf, kindOfPlayType, type LotteryResult, type PlayTypeCode } from './lottery-kinds/registry';

/*
 * The arithmetic of the lottery, shared by the server (which charges and
 * pays with it) and the site (whose bet slip shows the same cost and
 * potential win before the player confirms). Pure functions, no I/O, and no
 * kind's own rule: each kind of lottery is a folder of `lottery-kinds/`,
 * registered in `lottery-kinds/registry.ts`; these functions ask the kind of
 * a line's play type.
 *
 * Money: a bet line costs `cost units × points × unit price`; a winning line
 * pays `win centi-units × points × unit price` in minor units (1/100 of the
 * currency unit), so every amount is an exact integer.
 */

export type { ByteSource, Combination, DrawContext, LineProblem, LineWin, NumberFormat, PlayOdds, PlayRule, PoolRule } from './lottery-kinds/kind';
export { combinations, setsOf } from './lottery-kinds/kind';
export { kindOf, lotteryKinds, playTypeCodes, type LotteryKind, type LotteryResult, type PlayTypeCode } from './lottery-kinds/registry';

/** One line of a bet slip. */
export type BetLine = LineOf<PlayTypeCode>;

export const MAX_POINTS_PER_LINE = 100_000;

/** The rule of a play type (of any kind); undefined for a code no kind has. */
export function ruleOf(playType: string): PlayRule | undefined {
  const rules: Partial<Record<string, PlayRule>> | undefined = kindOfPlayType(playType)?.rules;
  return rules?.[playType];
}

/** The play types of a kind, in the slip's order. */
export const playTypesOf = (kind: string): readonly PlayTypeCode[] => (kindOf(kind)?.playTypes ?? []) as readonly PlayTypeCode[];

/** How many bets a line makes (numbers for lô, C(n, k) for xiên and đá, 1 for a ticket). */
export function combosOf(line: Pick<BetLine, 'playType' | 'numbers'>): number {
  const r = ruleOf(line.playType);
  if (!r) return 0;
  if (r.combination === 'each') return line.numbers.length;
  if (r.combination === 'sets') return combinations(line.numbers.length, r.size);
  return 1;
}

/** Cost units of the whole line: combinations × cost per point × the kind's multiplier (stations) × points. */
export function lineCostUnits(line: BetLine, region: string | null): number {
  const r = ruleOf(line.playType);
  const kind = kindOfPlayType(line.playType);
  if (!r || !kind) return 0;
  return combosOf(line) * r.cost(region) * (kind.multiplier?.(line) ?? 1) * line.points;
}

/** What the line costs in major units at a unit price (major units). */
export function lineCost(line: BetLine, region: string | null, unitPrice: number): number {
  return lineCostUnits(line, region) * unitPrice;
}

/** Is `n` a number of this play type? */
export function isValidNumber(playType: string, n: string): boolean {
  const f = ruleOf(playType)?.format;
  if (!f) return false;
  if ('digits' in f) return n.length === f.digits && /^\d+$/.test(n);
  if ('balls' in f) return /^\d{2}$/.test(n) && Number(n) >= f.balls[0] && Number(n) <= f.balls[1];
  if ('words' in f) return f.words.includes(n);
  return /^\d{1,2}$/.test(n) && Number(n) >= f.range[0] && Number(n) <= f.range[1] && String(Number(n)) === n;
}

/**
 * Checks a line against its play type, its kind and the draw's stations.
 * Returns null when it is good, else the reason. The server refuses exactly
 * these.
 */
export function checkLine(line: BetLine, kind: string, drawStations: readonly string[] = []): LineProblem | null {
  const owner = kindOfPlayType(line.playType);
  const r = ruleOf(line.playType);
  if (!owner || !r || owner.kind !== kind) return 'unknownPlayType';
  if (!Number.isInteger(line.points) || line.points < 1 || line.points > MAX_POINTS_PER_LINE) return 'badPoints';
  if (line.numbers.length < r.minNumbers) return 'tooFewNumbers';
  if (line.numbers.length > r.maxNumbers) return 'tooManyNumbers';
  if (!line.numbers.every((n) => isValidNumber(line.playType, n))) return 'badNumber';
  if (new Set(line.numbers).size !== line.numbers.length) return 'duplicateNumber';
  const position = line.position ?? null;
  if (r.position === 'none' && position !== null) return 'badPosition';
  if (r.position === 'required' && position === null) return 'badPosition';
  if (position !== null && (!Number.isInteger(position) || position < 1 || position > r.positions)) return 'badPosition';
  return owner.checkLine?.(line, r, drawStations) ?? null;
}

/** A line as it is placed on a draw: what its kind lets it leave out filled in (the draw's one station). */
export function normalizeLine(line: BetLine, drawStations: readonly string[]): BetLine {
  const kind = kindOfPlayType(line.playType);
  const normal = kind?.normalize ? (kind.normalize(line, drawStations) as BetLine) : { ...line, stations: [] };
  return { ...normal, position: normal.position ?? null };
}

/** Splits typed numbers on the usual separators (spaces, commas, semicolons, dots, dashes, new lines). */
export function parseTypedNumbers(text: string): string[] {
  return text
    .split(/[\s,;.\-/|]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/* ── Results: what a line wins ─────────────────────────────────── */

/**
 * What a line wins per point: fixed centi-units (× points × unit price =
 * minor units) and its shares of the jackpots it won. Nothing on a loss or
 * on a result of another kind. `odds` as the catalogue gives them.
 */
export function lineWin(line: BetLine, result: LotteryResult, odds: PlayOdds): LineWin {
  const kind = kindOfPlayType(line.playType);
  if (!kind || kind.kind !== result.kind) return { centi: 0 };
  return kind.win(line, result, odds);
}

/** The fixed part of what a line wins per point, centi-units (zero on a loss). */
export const lineWinCenti = (line: BetLine, result: LotteryResult, odds: PlayOdds): number => lineWin(line, result, odds).centi;

/** The fixed payout of a line in minor units (0 on a loss). */
export const linePayoutMinor = (line: BetLine, result: LotteryResult, odds: PlayOdds, unitPrice: number): number =>
  lineWinCenti(line, result, odds) * line.points * unitPrice;

/**
 * The most a line can win per point in one draw, in centi-units: what the
 * bet slip and its confirmation show as the maximum win. It is the best
 * outcome of one draw (lineWin never pays more fixed), as its kind knows it:
 * bets on exclusive outcomes cannot both win; a jackpot's share is not in it.
 */
export function lineMaxWinCenti(line: BetLine, odds: PlayOdds, region: string | null = null): number {
  return kindOfPlayType(line.playType)?.maxWinCenti(line, odds, region) ?? 0;
}

/** A result in one line, by its kind (the betting record, a history's summary). */
export function resultSummary(result: LotteryResult): string {
  return kindOf(result.kind)?.summary(result) ?? '';
}

/* ── Drawing: results from the committed seed ──────────────────── */

/**
 * A draw's result is derived from its seed alone, so anyone can check it
 * once the seed is revealed: sha256(seed) is the hash published before the
 * draw closed, and the result comes from the byte stream
 * HMAC-SHA256(key = seed, message = `${lotteryCode}:${period}:${i}`) for
 * i = 0, 1, 2, … concatenated. A whole number below n takes the next byte
 * below the largest multiple of n under 256, mod n (a digit: a byte below
 * 250, mod 10; a ball of 80: below 240). The kind says what it draws with
 * them, in which order.
 */
export type Hmac = (key: string, message: string) => Uint8Array;

export function byteStream(hmac: Hmac, seed: string, lotteryCode: string, period: string): ByteSource {
  let block = 0;
  let buffer: Uint8Array = new Uint8Array(0);
  let at = 0;
  const next = (): number => {
    if (at >= buffer.length) {
      buffer = hmac(seed, `${lotteryCode}:${period}:${block}`);
      block += 1;
      at = 0;
    }
    const b = buffer[at] ?? 0;
    at += 1;
    return b;
  };
  const uniform = (n: number): number => {
    const limit = 256 - (256 % n);
    for (;;) {
      const b = next();
      if (b < limit) return b % n;
    }
  };
  return { next, uniform };
}

export function deriveResult(hmac: Hmac, seed: string, draw: DrawContext): LotteryResult {
  const kind = kindOf(draw.kind);
  if (!kind) throw new Error(`unknown lottery kind ${draw.kind}`);
  return kind.derive(draw, byteStream(hmac, seed, draw.lotteryCode, draw.period)) as LotteryResult;
}
