import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw, LotteryMenuItem } from '@/shared/contract/lottery';
import { LOTTERY_NS } from './lottery-texts';
import { verifyDraw, type DrawCheck } from './verify-draw';
import frame from './lottery-page.module.css';
import styles from './lottery.module.css';

/**
 * The commitment of a draw: the SHA-256 of its seed, published before the
 * draw closed, and the seed revealed once drawn; this browser checks both
 * the hash and the result derived from the seed.
 */
export function DrawFairness({ draw, game }: { draw: Draw; game: Pick<LotteryMenuItem, 'kind' | 'region'> }) {
  const { t } = useTranslation(LOTTERY_NS);
  const key = `${draw.lotteryCode}:${draw.period}:${draw.seed ?? ''}`;
  const [checked, setChecked] = useState<{ key: string; check: DrawCheck | null } | null>(null);
  useEffect(() => {
    let live = true;
    verifyDraw(draw, game)
      .then((check) => {
        if (live) setChecked({ key, check });
      })
      .catch(() => {
        if (live) setChecked({ key, check: null });
      });
    return () => {
      live = false;
    };
  }, [draw, game, key]);
  const check = checked?.key === key ? checked.check : 'pending';
  return (
    <details className={styles.fair} data-testid="draw-fairness">
      <summary>{t('lottery:fair.title', { period: draw.period })}</summary>
      <dl className={styles.fairList}>
        <dt>{t('lottery:fair.seedHash')}</dt>
        <dd className={styles.seed}>{draw.seedHash}</dd>
        <dt>{t('lottery:fair.seed')}</dt>
        <dd className={styles.seed}>{draw.seed ?? t('lottery:fair.notRevealed')}</dd>
      </dl>
      {draw.seed && check !== 'pending' && check !== null && (
        <p className={check.hashMatches && check.resultMatches ? styles.won : styles.error} role="status">
          {check.hashMatches && check.resultMatches ? t('lottery:fair.verified') : t('lottery:fair.mismatch')}
        </p>
      )}
      <p className={frame.muted}>{t('lottery:fair.explain')}</p>
    </details>
  );
}
