import { BallsResult } from '../../balls-result';
import type { ResultProps, SiteKind } from '../site-kind';

function KenoResult({ result, caption }: ResultProps) {
  return result.kind === 'keno' ? <BallsResult balls={result.balls} label={caption} pad /> : null;
}

/** Keno on the site: /lottery, the 20 numbers ascending. */
export const kenoSite: SiteKind = {
  kind: 'keno',
  route: 'lottery',
  historyCall: 'openedNumbers',
  Result: KenoResult,
  resultLine: (result) => (result.kind === 'keno' ? result.balls.map((b) => String(b).padStart(2, '0')).join(' ') : ''),
};
