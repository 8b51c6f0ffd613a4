import { BallsResult } from '../../balls-result';
import { PickExactly } from '../../pick-exactly';
import { LOBBY_KINDS } from '../lobby-kinds';
import type { ResultProps, SiteKind } from '../site-kind';

function Mega645Result({ result, caption }: ResultProps) {
  return result.kind === 'mega645' ? <BallsResult balls={result.balls} label={caption} pad /> : null;
}

/** Mega 6/45 on the site: /lottery, a ticket of 6 picked on the 45 balls (or at random), the 6 balls drawn. */
export const mega645Site: SiteKind = {
  kind: 'mega645',
  ...LOBBY_KINDS.mega645,
  historyCall: 'openedNumbers',
  Result: Mega645Result,
  resultLine: (result) => (result.kind === 'mega645' ? result.balls.map((b) => String(b).padStart(2, '0')).join(' ') : ''),
  Picker: PickExactly,
  jackpotNames: { jackpot: 'lottery:jackpot.jackpot' },
};
