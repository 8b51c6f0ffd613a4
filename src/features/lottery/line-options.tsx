import { useTranslation } from 'react-i18next';
import type { Station } from '@/shared/contract/lottery';
import type { PlayRule } from '@/shared/contract/lottery-rules';
import { LOTTERY_NS } from './lottery-texts';
import frame from './lottery-page.module.css';
import styles from './lottery.module.css';

/**
 * What a line covers besides its numbers, as its play rule asks: the
 * stations of a draw of several (the cost is per station), and the ball a
 * line names (required, or optional with the sum of the balls instead).
 */
export function LineOptions({
  rule,
  drawStations,
  stations,
  position,
  onStations,
  onPosition,
}: {
  rule: PlayRule;
  drawStations: readonly Station[];
  stations: readonly string[];
  position: number | null;
  onStations: (stations: readonly string[]) => void;
  onPosition: (position: number | null) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  return (
    <>
      {rule.minStations > 0 && drawStations.length > 1 && (
        <div role="group" aria-label={t('lottery:slip.stations')} className={styles.quick}>
          {drawStations.map((s) => (
            <button
              key={s.code}
              type="button"
              className={frame.chip}
              aria-pressed={stations.includes(s.code)}
              onClick={() => onStations(stations.includes(s.code) ? stations.filter((c) => c !== s.code) : [...stations, s.code])}
            >
              {s.name}
            </button>
          ))}
        </div>
      )}
      {rule.position !== 'none' && (
        <div role="group" aria-label={t('lottery:slip.ball')} className={styles.quick}>
          {rule.position === 'optional' && (
            <button type="button" className={frame.chip} aria-pressed={position === null} onClick={() => onPosition(null)}>
              {t('lottery:slip.sumOfBalls')}
            </button>
          )}
          {Array.from({ length: rule.positions }, (_, i) => i + 1).map((n) => (
            <button key={n} type="button" className={frame.chip} aria-pressed={position === n} onClick={() => onPosition(n)}>
              {t('lottery:slip.ballN', { n })}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
