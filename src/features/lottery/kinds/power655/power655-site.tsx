import { useTranslation } from 'react-i18next';
import { BallsResult } from '../../balls-result';
import { LOTTERY_NS } from '../../lottery-texts';
import { PickExactly } from '../../pick-exactly';
import { LOBBY_KINDS } from '../lobby-kinds';
import type { ResultProps, SiteKind } from '../site-kind';

const two = (n: number) => String(n).padStart(2, '0');

/** The six balls, then the power number apart. */
function Power655Result({ result, caption }: ResultProps) {
  const { t } = useTranslation(LOTTERY_NS);
  return result.kind === 'power655' ? <BallsResult balls={result.balls} label={caption} pad extra={{ ball: result.power, label: t('lottery:results.power') }} /> : null;
}

/** Power 6/55 on the site: /lottery, a ticket of 6 of the 55 balls, the 6 balls drawn and the power number apart, two jackpots. */
export const power655Site: SiteKind = {
  kind: 'power655',
  ...LOBBY_KINDS.power655,
  historyCall: 'openedNumbers',
  Result: Power655Result,
  resultLine: (result) => (result.kind === 'power655' ? `${result.balls.map(two).join(' ')} | ${two(result.power)}` : ''),
  Picker: PickExactly,
  jackpotNames: { jackpot1: 'lottery:jackpot.jackpot1', jackpot2: 'lottery:jackpot.jackpot2' },
};
