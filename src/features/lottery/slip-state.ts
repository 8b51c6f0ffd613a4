import type { BetLine, PlayRule, PlayTypeCode } from '@/shared/contract/lottery-rules';
import type { PickedNumbers } from './kinds/site-kind';

/**
 * The bet slip's state as one value changed by events (a reducer, not a
 * state per field): the play type, the numbers being picked, the line's
 * options (stations, ball), the points, the lines added, and the review.
 */
export interface SlipState {
  play: PlayTypeCode | undefined;
  numbers: PickedNumbers;
  /** the stations chosen (null: the draw's first), the ball named (null: none, or the sum) */
  stations: readonly string[] | null;
  position: number | null;
  /** as typed: checked when the line is priced */
  points: string;
  lines: BetLine[];
  /** the player tried to add or place: problems are shown from now */
  tried: boolean;
  /** the lines under review in the confirmation */
  confirming: BetLine[] | null;
}

export type SlipEvent =
  | { type: 'playChosen'; play: PlayTypeCode; rule: PlayRule }
  | { type: 'numbersChanged'; numbers: PickedNumbers }
  | { type: 'stationsChosen'; stations: readonly string[] }
  | { type: 'positionChosen'; position: number | null }
  | { type: 'pointsTyped'; points: string }
  | { type: 'lineAdded'; line: BetLine }
  | { type: 'lineRemoved'; index: number }
  | { type: 'triedWithout' }
  | { type: 'reviewOpened'; lines: BetLine[] }
  | { type: 'reviewClosed' }
  | { type: 'betPlaced' }
  | { type: 'slipCleared' };

const noNumbers: PickedNumbers = { picked: [], typed: '', prefix: 0 };

/** The ball a play type starts on: ball 1 where one is required, the sum where one may be named. */
const firstPosition = (rule: PlayRule | undefined) => (rule?.position === 'optional' ? null : 1);

export function initialSlip(play: PlayTypeCode | undefined, rule: PlayRule | undefined): SlipState {
  return { play, numbers: noNumbers, stations: null, position: firstPosition(rule), points: '1', lines: [], tried: false, confirming: null };
}

export function slipReducer(state: SlipState, event: SlipEvent): SlipState {
  switch (event.type) {
    case 'playChosen':
      return { ...state, play: event.play, numbers: noNumbers, position: firstPosition(event.rule), tried: false };
    case 'numbersChanged':
      return { ...state, numbers: event.numbers, tried: event.numbers.picked.length === 0 && event.numbers.typed === '' ? false : state.tried };
    case 'stationsChosen':
      return { ...state, stations: event.stations };
    case 'positionChosen':
      return { ...state, position: event.position };
    case 'pointsTyped':
      return { ...state, points: event.points };
    case 'lineAdded':
      return { ...state, lines: [...state.lines, event.line], numbers: { ...noNumbers, prefix: state.numbers.prefix }, tried: false };
    case 'lineRemoved':
      return { ...state, lines: state.lines.filter((_, i) => i !== event.index) };
    case 'triedWithout':
      return { ...state, tried: true };
    case 'reviewOpened':
      return { ...state, tried: true, confirming: event.lines };
    case 'reviewClosed':
      return { ...state, confirming: null };
    case 'betPlaced':
      return { ...state, confirming: null, lines: [], numbers: { ...noNumbers, prefix: state.numbers.prefix }, tried: false };
    case 'slipCleared':
      return { ...state, lines: [], numbers: { ...noNumbers, prefix: state.numbers.prefix }, tried: false };
  }
}
