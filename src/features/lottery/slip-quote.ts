import type { LotteryGame } from '@/shared/contract/lottery';
import { checkLine, combosOf, lineCost, lineMaxWinCenti, type BetLine, type LineProblem } from '@/shared/contract/lottery-rules';

export interface LineQuote {
  /** the bets the line makes (combinations of a xiên or đá) */
  combos: number;
  /** what it costs, major units, as the server will debit it */
  cost: number;
  /** the most it can win, major units */
  potentialWin: number;
}

/**
 * A line priced with the shared rules, exactly as the server charges it: the
 * problem the server would refuse it for, or its combinations, cost and
 * potential win at the game's unit price and odds.
 */
export function quoteLine(line: BetLine, game: LotteryGame, drawStations: readonly string[]): { problem: LineProblem } | LineQuote {
  const problem = checkLine(line, game.game.kind, drawStations);
  if (problem) return { problem };
  if (line.points > game.maxPointsPerLine) return { problem: 'badPoints' };
  const info = game.playTypes.find((p) => p.code === line.playType);
  if (!info) return { problem: 'unknownPlayType' };
  const cost = lineCost(line, game.game.region, game.unitPrice);
  const winCenti = lineMaxWinCenti(line, { odds: info.odds, ...(info.paytable ? { paytable: info.paytable } : {}) }, game.game.region);
  return { combos: combosOf(line), cost, potentialWin: (winCenti * line.points * game.unitPrice) / 100 };
}

export function isQuote(value: ReturnType<typeof quoteLine>): value is LineQuote {
  return !('problem' in value);
}

/** The total of a slip's lines (the `expectedTotal` the server checks). */
export function slipTotal(lines: readonly BetLine[], game: LotteryGame, drawStations: readonly string[]): number {
  return lines.reduce((sum, line) => {
    const quote = quoteLine(line, game, drawStations);
    return sum + (isQuote(quote) ? quote.cost : 0);
  }, 0);
}
