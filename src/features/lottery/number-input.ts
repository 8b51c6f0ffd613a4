import { isValidNumber, parseTypedNumbers as splitTyped, type PlayRule } from '@/shared/contract/lottery-rules';

/**
 * The numbers a player types or picks for a lottery line, as the play type's
 * format asks ("07", "123", keno "01"–"80", a sum "0"–"45"). Typed numbers
 * are split on the shared separators (spaces, commas, semicolons, new
 * lines…) and checked with the shared rule, so the slip refuses what the
 * server would.
 */
export interface TypedNumbers {
  /** the valid numbers, in the order typed, each once */
  numbers: string[];
  /** pieces that are not a number of this play type */
  invalid: string[];
  /** numbers typed more than once (kept once) */
  duplicates: string[];
}

export function parseTypedNumbers(text: string, playType: string): TypedNumbers {
  const numbers: string[] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  for (const piece of splitTyped(text)) {
    if (!isValidNumber(playType, piece)) {
      invalid.push(piece);
      continue;
    }
    if (seen.has(piece)) {
      if (!duplicates.includes(piece)) duplicates.push(piece);
      continue;
    }
    seen.add(piece);
    numbers.push(piece);
  }
  return { numbers, invalid, duplicates };
}

/** Every number of `digits` digits, from 0…0 up. */
export function allNumbers(digits: number): string[] {
  return Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));
}

/** How many digits before the two the grid shows: 000–999 is shown one hundred at a time under a prefix 0–9, 0000–9999 under 00–99. */
export function prefixDigits(format: PlayRule['format']): number {
  return 'digits' in format && format.digits > 2 ? format.digits - 2 : 0;
}

/** The numbers the grid shows for a play type's format (under `prefix` for 3 and 4 digits); empty for words. */
export function gridNumbers(format: PlayRule['format'], prefix = 0): string[] {
  if ('digits' in format) {
    if (format.digits <= 2) return allNumbers(format.digits);
    const head = String(prefix).padStart(format.digits - 2, '0');
    return allNumbers(2).map((n) => head + n);
  }
  if ('balls' in format) return Array.from({ length: format.balls[1] - format.balls[0] + 1 }, (_, i) => String(format.balls[0] + i).padStart(2, '0'));
  if ('range' in format) return Array.from({ length: format.range[1] - format.range[0] + 1 }, (_, i) => String(format.range[0] + i));
  return [];
}

/** Where "big" starts in a format's whole range: the upper half (00–99: 50; 000–999: 500; balls 01–80: 41; the five-ball sum 23–45). */
export function bigFrom(format: PlayRule['format']): number {
  if ('digits' in format) return 10 ** format.digits / 2;
  if ('balls' in format) return Math.ceil((format.balls[0] + format.balls[1]) / 2);
  if ('range' in format) return Math.ceil((format.range[0] + format.range[1]) / 2);
  return 0;
}

export type QuickPick = 'all' | 'big' | 'small' | 'even' | 'odd' | 'random' | 'clear';
export const QUICK_PICKS: readonly QuickPick[] = ['big', 'small', 'even', 'odd', 'random', 'all', 'clear'];

/**
 * The numbers a quick pick selects among `pool` (the numbers shown): big is
 * the upper half of the whole range, small the lower half, even and odd by
 * the number, random `randomCount` distinct numbers.
 */
export function quickPick(kind: QuickPick, pool: readonly string[], big: number, randomCount = 1, random: () => number = Math.random): string[] {
  switch (kind) {
    case 'all':
      return [...pool];
    case 'clear':
      return [];
    case 'big':
      return pool.filter((n) => Number(n) >= big);
    case 'small':
      return pool.filter((n) => Number(n) < big);
    case 'even':
      return pool.filter((n) => Number(n) % 2 === 0);
    case 'odd':
      return pool.filter((n) => Number(n) % 2 === 1);
    case 'random': {
      const left = [...pool];
      const chosen: string[] = [];
      while (chosen.length < randomCount && left.length > 0) {
        const index = Math.floor(random() * left.length);
        chosen.push(...left.splice(index, 1));
      }
      return chosen.sort();
    }
  }
}
