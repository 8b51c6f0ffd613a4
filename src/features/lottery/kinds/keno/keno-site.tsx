import { BallsResult } from '../../balls-result';
import { LOBBY_KINDS } from '../lobby-kinds';
import type { ResultProps, SiteKind } from '../site-kind';

function KenoResult({ result, caption }: ResultProps) {
  return result.kind === 'keno' ? <BallsResult balls={result.balls} label={caption} pad /> : null;
}

/** Keno on the site: /lottery, the 20 numbers ascending. */
export const kenoSite: SiteKind = {
  kind: 'keno',
  ...LOBBY_KINDS.keno,
  historyCall: 'openedNumbers',
  Result: KenoResult,
  resultLine: (result) => (result.kind === 'keno' ? result.balls.map((b) => String(b).padStart(2, '0')).join(' ') : ''),
};
