import { BallsResult } from '../../balls-result';
import { LOBBY_KINDS } from '../lobby-kinds';
import type { ResultProps, SiteKind } from '../site-kind';

function FiveResult({ result, caption }: ResultProps) {
  return result.kind === 'five' ? <BallsResult balls={result.balls} label={caption} /> : null;
}

/** Five balls on the site: /lottery, the five balls in drawing order. */
export const fiveSite: SiteKind = {
  kind: 'five',
  ...LOBBY_KINDS.five,
  historyCall: 'openedNumbers',
  Result: FiveResult,
  resultLine: (result) => (result.kind === 'five' ? result.balls.join(' ') : ''),
};
