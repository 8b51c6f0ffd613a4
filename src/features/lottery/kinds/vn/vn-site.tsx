import { useTranslation } from 'react-i18next';
import type { LotteryMenuItem } from '@/shared/contract/lottery';
import { LOTTERY_NS } from '../../lottery-texts';
import type { SiteKind } from '../site-kind';
import { regionKeys } from './region-names';
import { VnResultTable } from './vn-result-table';

function RegionTag({ game }: { game: LotteryMenuItem }) {
  const { t } = useTranslation(LOTTERY_NS);
  return game.region ? <span>{t(regionKeys[game.region])}</span> : null;
}

/** The Vietnamese lottery on the site: /vnlottery, its own results call, the region's prize table with đầu/đuôi. */
export const vnSite: SiteKind = {
  kind: 'vn',
  route: 'vnlottery',
  historyCall: 'vnOpenedNumbers',
  Result: VnResultTable,
  // the special prize of each station
  resultLine: (result, stationName) => (result.kind === 'vn' ? result.stations.map((s) => `${stationName(s.station)}: ${s.prizes.DB?.[0] ?? ''}`).join(' · ') : ''),
  Tag: RegionTag,
};
