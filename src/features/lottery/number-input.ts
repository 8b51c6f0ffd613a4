/**
 * The numbers a player types or picks for a lottery bet: fixed-width digit
 * strings ("07", "123"). Typed numbers may be separated by spaces, commas,
 * semicolons or new lines, as players paste them from chats and notes.
 */

/** what separates typed numbers: spaces, commas (also the full-width one), semicolons, new lines */
export const NUMBER_SEPARATORS = /[\s,;，；]+/u;

export interface TypedNumbers {
  /** the valid numbers, in the order typed, each once */
  numbers: string[];
  /** pieces that are not a number of the right width */
  invalid: string[];
  /** numbers typed more than once (kept once) */
  duplicates: string[];
}

/** Splits typed text into numbers of `digits` digits; a shorter number is not padded (players mean what they type). */
export function parseTypedNumbers(text: string, digits: number): TypedNumbers {
  const pattern = new RegExp(`^\\d{${digits}}$`);
  const numbers: string[] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  for (const piece of text.split(NUMBER_SEPARATORS)) {
    if (piece === '') continue;
    if (!pattern.test(piece)) {
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
  const count = 10 ** digits;
  return Array.from({ length: count }, (_, n) => String(n).padStart(digits, '0'));
}

export type QuickPick = 'all' | 'big' | 'small' | 'even' | 'odd' | 'random' | 'clear';
export const QUICK_PICKS: readonly QuickPick[] = ['big', 'small', 'even', 'odd', 'random', 'all', 'clear'];

/**
 * The numbers a quick pick selects among `pool` (the numbers shown, e.g. one
 * hundred of the 000–999 picker): big is the upper half of the range, small the
 * lower half, even and odd by the last digit, random `randomCount` numbers.
 */
export function quickPick(kind: QuickPick, pool: readonly string[], digits: number, randomCount = 1, random: () => number = Math.random): string[] {
  const half = 10 ** digits / 2;
  switch (kind) {
    case 'all':
      return [...pool];
    case 'clear':
      return [];
    case 'big':
      return pool.filter((n) => Number(n) >= half);
    case 'small':
      return pool.filter((n) => Number(n) < half);
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
