import styles from './lottery.module.css';

/**
 * Balls of a draw in a row, in the order given; `extra` balls (a power
 * number) set apart after them, each with its own name for assistive
 * technology.
 */
export function BallsResult({ balls, label, pad, extra }: { balls: readonly number[]; label: string; pad?: boolean; extra?: { ball: number; label: string } }) {
  const show = (n: number) => (pad ? String(n).padStart(2, '0') : String(n));
  return (
    <div className={styles.ballLine}>
      <ol className={styles.ballRow} aria-label={label}>
        {balls.map((n, i) => (
          <li key={i} className={styles.resultBall}>
            {show(n)}
          </li>
        ))}
      </ol>
      {extra && (
        <span className={`${styles.resultBall} ${styles.extraBall}`} aria-label={`${extra.label} ${show(extra.ball)}`} data-testid="extra-ball">
          {show(extra.ball)}
        </span>
      )}
    </div>
  );
}
