import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headTailStats, VN_PRIZE_TABLE, type VnPrizeCode, type VnStationResult } from '@/shared/contract/lottery-kinds/vn/rules';
import { LOTTERY_NS } from '../../lottery-texts';
import type { ResultProps } from '../site-kind';
import frame from '../../lottery-page.module.css';
import styles from '../../lottery.module.css';

export const prizeLabelKeys = {
  DB: 'lottery:prize.DB',
  G1: 'lottery:prize.G1',
  G2: 'lottery:prize.G2',
  G3: 'lottery:prize.G3',
  G4: 'lottery:prize.G4',
  G5: 'lottery:prize.G5',
  G6: 'lottery:prize.G6',
  G7: 'lottery:prize.G7',
  G8: 'lottery:prize.G8',
} as const satisfies Record<VnPrizeCode, string>;

/**
 * A Vietnamese lottery result in its region's layout: Miền Bắc from the
 * special prize down to the 7th prize (27 numbers), Miền Trung and Nam from
 * the 8th prize up to the special prize (18), one column per station; then
 * the đầu/đuôi table of a station.
 */
export function VnResultTable({ result, stations, caption }: ResultProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const [shown, setShown] = useState(0);
  if (result.kind !== 'vn') return null;
  const nameOf = (code: string) => stations.find((s) => s.code === code)?.name ?? code;
  const station: VnStationResult | undefined = result.stations[Math.min(shown, result.stations.length - 1)];
  return (
    <div className={styles.tables}>
      <table className={styles.resultTable} data-testid="vn-result" data-region={result.region}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lottery:results.prize')}</th>
            {result.stations.map((s) => (
              <th key={s.station} scope="col">
                {nameOf(s.station)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {VN_PRIZE_TABLE[result.region].map((row) => (
            <tr key={row.prize}>
              <th scope="row">{t(prizeLabelKeys[row.prize])}</th>
              {result.stations.map((s) => (
                <td key={s.station}>
                  <span className={`${styles.numbers} ${row.prize === 'DB' ? styles.special : ''}`}>
                    {(s.prizes[row.prize] ?? []).map((n, i) => (
                      <span key={i}>{n}</span>
                    ))}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.column}>
        {result.stations.length > 1 && (
          <div role="group" aria-label={t('lottery:results.station')} className={styles.quick}>
            {result.stations.map((s, i) => (
              <button key={s.station} type="button" className={frame.chip} aria-pressed={i === shown} onClick={() => setShown(i)}>
                {nameOf(s.station)}
              </button>
            ))}
          </div>
        )}
        {station && <HeadTailTable station={station} />}
      </div>
    </div>
  );
}

/** Đầu/đuôi of one station: for each digit, the tails drawn with it as head and the heads drawn with it as tail. */
export function HeadTailTable({ station }: { station: VnStationResult }) {
  const { t } = useTranslation(LOTTERY_NS);
  const stats = headTailStats(station);
  return (
    <table className={styles.headTail} data-testid="head-tail">
      <caption className="visually-hidden">{t('lottery:results.headTailCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery:results.digit')}</th>
          <th scope="col">{t('lottery:results.head')}</th>
          <th scope="col">{t('lottery:results.tail')}</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: 10 }, (_, digit) => (
          <tr key={digit}>
            <td>{digit}</td>
            <td>{[...(stats.heads[digit] ?? [])].sort().join(', ') || '–'}</td>
            <td>{[...(stats.tails[digit] ?? [])].sort().join(', ') || '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
