import type { ComponentType } from 'react';
import type { LotteryMenuItem, Station } from '@/shared/contract/lottery';
import type { LotteryKind, LotteryResult, PlayRule } from '@/shared/contract/lottery-rules';

/** A drawn result as a kind lays it out. */
export interface ResultProps {
  result: LotteryResult;
  stations: readonly Station[];
  caption: string;
}

/** The numbers being picked for a line: ticked on a grid, typed, and the hundred shown (3 and 4 digits). */
export interface PickedNumbers {
  picked: readonly string[];
  typed: string;
  prefix: number;
}

export interface PickerProps {
  rule: PlayRule;
  value: PickedNumbers;
  onChange: (value: PickedNumbers) => void;
}

/**
 * What a kind of lottery is to the site: where its games open, its result's
 * layout and summary, and its own parts of the bet slip. Each kind writes
 * this in its folder (`kinds/<kind>/`); `kinds/registry.ts` lists them; the
 * lobby, the game page, the slip and the histories ask it and name no kind.
 */
export interface SiteKind {
  kind: LotteryKind;
  /** the route that lists its games and opens them (spec section 2) */
  route: 'lottery' | 'vnlottery';
  /** the results call of its history: the Vietnamese lottery has its own (spec section 7) */
  historyCall: 'openedNumbers' | 'vnOpenedNumbers';
  /** the result in its own layout */
  Result: ComponentType<ResultProps>;
  /** the result in one line of the history, stations by their names */
  resultLine(result: LotteryResult, stationName: (code: string) => string): string;
  /** a tag beside a game's name (its region) */
  Tag?: ComponentType<{ game: LotteryMenuItem }>;
  /** how numbers are picked, when the shared grid (quick picks, typed numbers) is not the kind's way */
  Picker?: ComponentType<PickerProps>;
  /** the names of its jackpot pools (kinds with jackpots), by the pool's code in its rules */
  jackpotNames?: Record<string, JackpotNameKey>;
}

export type JackpotNameKey = 'lottery:jackpot.jackpot' | 'lottery:jackpot.jackpot1' | 'lottery:jackpot.jackpot2';
