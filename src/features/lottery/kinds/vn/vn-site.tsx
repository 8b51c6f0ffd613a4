import { LOBBY_KINDS } from '../lobby-kinds';
import type { SiteKind } from '../site-kind';
import { VnResultTable } from './vn-result-table';

/** The Vietnamese lottery on the site: /vnlottery, its own results call, the region's prize table with đầu/đuôi. */
export const vnSite: SiteKind = {
  kind: 'vn',
  ...LOBBY_KINDS.vn,
  historyCall: 'vnOpenedNumbers',
  Result: VnResultTable,
  // the special prize of each station
  resultLine: (result, stationName) => (result.kind === 'vn' ? result.stations.map((s) => `${stationName(s.station)}: ${s.prizes.DB?.[0] ?? ''}`).join(' · ') : ''),
};
