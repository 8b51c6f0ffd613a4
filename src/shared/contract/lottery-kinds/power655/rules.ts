import * as z from 'zod/mini';
import { centi, defineKind, distinctBalls, flatCost, playRule, type LineOf, type LineWin, type PlayRule } from '../kind';

/*
 * Vietlott Power 6/55: a ticket is 6 numbers of 01–55; the draw gives 6
 * numbers and a seventh, the power number. 3, 4 and 5 matches pay fixed
 * prizes (Third, Second, First: the paytable by matches, units per point);
 * 6 matches win Jackpot 1 (starts at 30 billion ₫ for a 10,000 ₫ ticket),
 * 5 matches and the power number Jackpot 2 (starts at 3 billion ₫): each a
 * pool that grows by a share of every stake until it is won, then shared by
 * its winners.
 */

export const power655PlayTypes = ['power655'] as const;
export type Power655PlayType = (typeof power655PlayTypes)[number];

export interface Power655Result {
  kind: 'power655';
  /** the 6 numbers drawn, ascending */
  balls: number[];
  /** the seventh number drawn, none of the six */
  power: number;
}

const rules: Record<Power655PlayType, PlayRule> = {
  power655: playRule('power655', 'power655', { balls: [1, 55] }, 'one', 6, 6, 6, flatCost(1)),
};

export const power655Kind = defineKind({
  kind: 'power655',
  playTypes: power655PlayTypes,
  rules,
  resultSchema: z.object({ kind: z.literal('power655'), balls: z.array(z.number()), power: z.number() }),
  pools: [
    { code: 'jackpot1', startUnits: 3_000_000, share: 0.35 },
    { code: 'jackpot2', startUnits: 300_000, share: 0.05 },
  ],
  /** 7 distinct balls of 55 in the order drawn: the first six shown ascending, the seventh the power number */
  derive: (_draw, bytes): Power655Result => {
    const drawn = distinctBalls(bytes, 7, 55);
    return { kind: 'power655', balls: drawn.slice(0, 6).sort((a, b) => a - b), power: drawn[6] ?? 0 };
  },
  win(line: LineOf<Power655PlayType>, result: Power655Result, odds): LineWin {
    const matches = line.numbers.filter((n) => result.balls.includes(Number(n))).length;
    if (matches === 6) return { centi: 0, pools: { jackpot1: 1 } };
    // Jackpot 2 takes the place of the First prize
    if (matches === 5 && line.numbers.includes(String(result.power).padStart(2, '0'))) return { centi: 0, pools: { jackpot2: 1 } };
    return { centi: centi(odds.paytable?.[matches] ?? 0) };
  },
  maxWinCenti: (line: LineOf<Power655PlayType>, odds) => (line.numbers.length > 0 ? centi(Math.max(0, ...(odds.paytable ?? [0]))) : 0),
  summary: (result: Power655Result) => `${result.balls.map((b) => String(b).padStart(2, '0')).join(' ')} | ${String(result.power).padStart(2, '0')}`,
});
