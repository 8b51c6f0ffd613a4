import * as z from 'zod/mini';
import { centi, defineKind, flatCost, playRule, type LineOf, type PlayRule } from '../kind';

/* Five balls 0–9, drawn in order: a position, big/small, odd/even, the sum, the first, middle or last digits. */

export const fivePlayTypes = ['position', 'big_small', 'odd_even', 'sum', 'front2', 'back2', 'front3', 'mid3', 'back3'] as const;
export type FivePlayType = (typeof fivePlayTypes)[number];

export interface FiveResult {
  kind: 'five';
  /** five balls 0–9, in drawing order (position 1 first) */
  balls: number[];
}

const rule = (code: FivePlayType, format: PlayRule['format'], max: number): PlayRule => playRule(code, 'five', format, 'each', 1, 1, max, flatCost(1));
const onBall = (r: PlayRule, position: 'required' | 'optional'): PlayRule => ({ ...r, position, positions: 5 });

const rules: Record<FivePlayType, PlayRule> = {
  position: onBall(rule('position', { digits: 1 }, 10), 'required'),
  big_small: onBall(rule('big_small', { words: ['big', 'small'] }, 2), 'optional'),
  odd_even: onBall(rule('odd_even', { words: ['odd', 'even'] }, 2), 'optional'),
  sum: rule('sum', { range: [0, 45] }, 46),
  front2: rule('front2', { digits: 2 }, 100),
  back2: rule('back2', { digits: 2 }, 100),
  front3: rule('front3', { digits: 3 }, 1000),
  mid3: rule('mid3', { digits: 3 }, 1000),
  back3: rule('back3', { digits: 3 }, 1000),
};

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

/** Does one number of a line win on these balls? (each number of a five-ball line is a bet of its own) */
function wins(playType: FivePlayType, n: string, balls: readonly number[], position: number | null): boolean {
  const sum = balls.reduce((a, b) => a + b, 0);
  const digits = balls.join('');
  switch (playType) {
    case 'position':
      return position !== null && balls[position - 1] === Number(n);
    case 'big_small': {
      // one ball: 5–9 big, 0–4 small; the sum: 23–45 big, 0–22 small
      const value = position !== null ? (balls[position - 1] ?? 0) : sum;
      const big = position !== null ? value >= 5 : value >= 23;
      return (n === 'big') === big;
    }
    case 'odd_even': {
      const value = position !== null ? (balls[position - 1] ?? 0) : sum;
      return (n === 'odd') === (value % 2 === 1);
    }
    case 'sum':
      return Number(n) === sum;
    case 'front2':
      return digits.slice(0, 2) === n;
    case 'back2':
      return digits.slice(3) === n;
    case 'front3':
      return digits.slice(0, 3) === n;
    case 'mid3':
      return digits.slice(1, 4) === n;
    case 'back3':
      return digits.slice(2) === n;
  }
}

export const fiveKind = defineKind({
  kind: 'five',
  playTypes: fivePlayTypes,
  rules,
  resultSchema: z.object({ kind: z.literal('five'), balls: z.array(z.number()) }),
  derive: (_draw, bytes): FiveResult => ({ kind: 'five', balls: [0, 1, 2, 3, 4].map(() => bytes.uniform(10)) }),
  win(line: LineOf<FivePlayType>, result: FiveResult, odds) {
    const position = line.position ?? null;
    let win = 0;
    for (const n of line.numbers) {
      if (wins(line.playType, n, result.balls, position)) win += line.playType === 'sum' ? sumOddsCenti(odds.odds, Number(n)) : centi(odds.odds);
    }
    return { centi: win };
  },
  // the numbers of a line exclude each other (two digits of one ball, big and small, two sums): one wins at most
  maxWinCenti(line: LineOf<FivePlayType>, odds) {
    if (line.playType === 'sum') return Math.max(0, ...line.numbers.map((n) => sumOddsCenti(odds.odds, Number(n))));
    return line.numbers.length > 0 ? centi(odds.odds) : 0;
  },
  summary: (result: FiveResult) => result.balls.join(' '),
});
