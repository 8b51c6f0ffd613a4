import { useTranslation } from 'react-i18next';
import { headTailTable } from './head-tail';
import { PRIZE_ROWS, type PrizeCode, type VnRegion } from './result-layout';
import styles from './lottery.module.css';

export const prizeLabelKeys = {
  DB: 'lottery.prize.DB',
  G1: 'lottery.prize.G1',
  G2: 'lottery.prize.G2',
  G3: 'lottery.prize.G3',
  G4: 'lottery.prize.G4',
  G5: 'lottery.prize.G5',
  G6: 'lottery.prize.G6',
  G7: 'lottery.prize.G7',
  G8: 'lottery.prize.G8',
} as const satisfies Record<PrizeCode, string>;

/**
 * A Vietnamese lottery result in its region's layout (Miền Bắc from the
 * special prize down, Miền Trung and Nam from the 8th prize up), beside the
 * đầu/đuôi table of its two-digit endings.
 */
export function VnResultTable({ region, prizes, caption }: { region: VnRegion; prizes: Partial<Record<PrizeCode, readonly string[]>>; caption: string }) {
  const { t } = useTranslation();
  const all = PRIZE_ROWS[region].flatMap((row) => prizes[row.code] ?? []);
  return (
    <div className={styles.tables}>
      <table className={styles.resultTable} data-testid="vn-result">
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          {PRIZE_ROWS[region].map((row) => (
            <tr key={row.code}>
              <th scope="row">{t(prizeLabelKeys[row.code])}</th>
              <td>
                <span className={`${styles.numbers} ${row.code === 'DB' ? styles.special : ''}`}>
                  {(prizes[row.code] ?? Array.from({ length: row.count }, () => '…')).map((n, i) => (
                    <span key={`${row.code}-${i}`}>{n}</span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <HeadTailTable numbers={all} />
    </div>
  );
}

/** Đầu/đuôi: for each digit, the tails drawn with it as head (and the heads drawn with it as tail). */
export function HeadTailTable({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTranslation();
  const rows = headTailTable(numbers);
  return (
    <table className={styles.headTail} data-testid="head-tail">
      <caption className="visually-hidden">{t('lottery.results.headTailCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.results.digit')}</th>
          <th scope="col">{t('lottery.results.head')}</th>
          <th scope="col">{t('lottery.results.tail')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.digit}>
            <td>{row.digit}</td>
            <td>{row.tails.join(', ') || '–'}</td>
            <td>{row.heads.join(', ') || '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A fast lottery's draw: its balls in order. */
export function BallsResult({ numbers, label }: { numbers: readonly string[]; label: string }) {
  return (
    <ol className={styles.ballRow} aria-label={label}>
      {numbers.map((n, i) => (
        <li key={i} className={styles.resultBall}>
          {n}
        </li>
      ))}
    </ol>
  );
}
