import * as z from 'zod/mini';
import { centi, defineKind, distinctBalls, flatCost, playRule, type LineOf, type PlayRule } from '../kind';

/*
 * Vietlott Mega 6/45: a ticket is 6 numbers of 01–45; the draw gives 6.
 * 3, 4 and 5 matches pay fixed prizes (Third, Second, First: the paytable
 * by matches, units per point); 6 matches win the Jackpot, a pool that
 * starts at 12 billion ₫ for a 10,000 ₫ ticket (1,200,000 units), grows by
 * a share of every stake until it is won, and is then shared by its winners.
 */

export const mega645PlayTypes = ['mega645'] as const;
export type Mega645PlayType = (typeof mega645PlayTypes)[number];

export interface Mega645Result {
  kind: 'mega645';
  /** the 6 numbers drawn, ascending */
  balls: number[];
}

const rules: Record<Mega645PlayType, PlayRule> = {
  mega645: playRule('mega645', 'mega645', { balls: [1, 45] }, 'one', 6, 6, 6, flatCost(1)),
};

/** The prize tiers by matches: the paytable's index (6: the jackpot, shared; no fixed prize). */
export const MEGA645_TIERS = [
  { matches: 6, prize: 'jackpot' },
  { matches: 5, prize: 'first' },
  { matches: 4, prize: 'second' },
  { matches: 3, prize: 'third' },
] as const;

const matchesOf = (numbers: readonly string[], balls: readonly number[]) => numbers.filter((n) => balls.includes(Number(n))).length;

export const mega645Kind = defineKind({
  kind: 'mega645',
  playTypes: mega645PlayTypes,
  rules,
  resultSchema: z.object({ kind: z.literal('mega645'), balls: z.array(z.number()) }),
  pools: [{ code: 'jackpot', startUnits: 1_200_000, share: 0.4 }],
  /** 6 distinct balls of 45, in the order drawn, then shown ascending */
  derive: (_draw, bytes): Mega645Result => ({ kind: 'mega645', balls: distinctBalls(bytes, 6, 45).sort((a, b) => a - b) }),
  win(line: LineOf<Mega645PlayType>, result: Mega645Result, odds) {
    const matches = matchesOf(line.numbers, result.balls);
    if (matches === 6) return { centi: 0, pools: { jackpot: 1 } };
    return { centi: centi(odds.paytable?.[matches] ?? 0) };
  },
  // the fixed prizes' best (First); the jackpot is shown apart, as it stands
  maxWinCenti: (line: LineOf<Mega645PlayType>, odds) => (line.numbers.length > 0 ? centi(Math.max(0, ...(odds.paytable ?? [0]))) : 0),
  summary: (result: Mega645Result) => result.balls.map((b) => String(b).padStart(2, '0')).join(' '),
});
