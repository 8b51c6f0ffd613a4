import * as z from 'zod/mini';
import { centi, defineKind, distinctBalls, flatCost, playRule, type LineOf, type PlayRule } from '../kind';

/* Keno: 20 numbers of 01–80; a ticket of 1–5 spots paid by the spots caught, or big/small and odd/even of the 20. */

export const kenoPlayTypes = ['pick1', 'pick2', 'pick3', 'pick4', 'pick5', 'keno_big_small', 'keno_odd_even'] as const;
export type KenoPlayType = (typeof kenoPlayTypes)[number];

export interface KenoResult {
  kind: 'keno';
  /** 20 distinct numbers 1–80, ascending */
  balls: number[];
}

const pick = (code: KenoPlayType, spots: number): PlayRule => playRule(code, 'keno', { balls: [1, 80] }, 'one', spots, spots, spots, flatCost(1));
const words = (code: KenoPlayType, list: readonly string[]): PlayRule => playRule(code, 'keno', { words: list }, 'each', 1, 1, 2, flatCost(1));

const rules: Record<KenoPlayType, PlayRule> = {
  pick1: pick('pick1', 1),
  pick2: pick('pick2', 2),
  pick3: pick('pick3', 3),
  pick4: pick('pick4', 4),
  pick5: pick('pick5', 5),
  keno_big_small: words('keno_big_small', ['big', 'small']),
  keno_odd_even: words('keno_odd_even', ['odd', 'even']),
};

export const kenoKind = defineKind({
  kind: 'keno',
  playTypes: kenoPlayTypes,
  rules,
  resultSchema: z.object({ kind: z.literal('keno'), balls: z.array(z.number()) }),
  derive: (_draw, bytes): KenoResult => ({ kind: 'keno', balls: distinctBalls(bytes, 20, 80).sort((a, b) => a - b) }),
  win(line: LineOf<KenoPlayType>, result: KenoResult, odds) {
    if (rules[line.playType].combination === 'one') {
      // a ticket: paid by the number of its spots among the 20
      const drawn = new Set(result.balls);
      const caught = line.numbers.filter((n) => drawn.has(Number(n))).length;
      return { centi: centi(odds.paytable?.[caught] ?? 0) };
    }
    // the sum of the 20 numbers: over 810 big, under 810 small, 810 neither; odd numbers: over 10 odd, under 10 even, 10 neither
    const sum = result.balls.reduce((a, b) => a + b, 0);
    const odd = result.balls.filter((b) => b % 2 === 1).length;
    let win = 0;
    for (const n of line.numbers) {
      if (line.playType === 'keno_big_small' && ((n === 'big' && sum > 810) || (n === 'small' && sum < 810))) win += centi(odds.odds);
      if (line.playType === 'keno_odd_even' && ((n === 'odd' && odd > 10) || (n === 'even' && odd < 10))) win += centi(odds.odds);
    }
    return { centi: win };
  },
  maxWinCenti(line: LineOf<KenoPlayType>, odds) {
    if (rules[line.playType].combination === 'one') return centi(Math.max(0, ...(odds.paytable ?? [0])));
    return line.numbers.length > 0 ? centi(odds.odds) : 0;
  },
  summary: (result: KenoResult) => result.balls.map((b) => String(b).padStart(2, '0')).join(' '),
});
