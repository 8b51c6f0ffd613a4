import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import type { PickerProps } from './kinds/site-kind';
import { LOTTERY_NS } from './lottery-texts';
import { NumberGrid } from './number-grid';
import { gridNumbers, quickPick } from './number-input';
import frame from './lottery-page.module.css';
import styles from './lottery.module.css';

/**
 * Picking a ticket of exactly k numbers (6 of 45): the balls of the play's
 * format, no more than k ticked (the others closed once k are), how many
 * are ticked, a quick pick of k at random and a clear.
 */
export function PickExactly({ rule, value, onChange }: PickerProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const count = rule.maxNumbers;
  const pool = useMemo(() => gridNumbers(rule.format), [rule.format]);
  const picked = useMemo(() => new Set(value.picked), [value.picked]);
  const full = picked.size >= count;
  const closed = useMemo(() => (full ? new Set(pool.filter((n) => !picked.has(n))) : undefined), [full, pool, picked]);
  const toggle = (n: string) => onChange({ ...value, typed: '', picked: picked.has(n) ? value.picked.filter((x) => x !== n) : [...value.picked, n] });
  return (
    <>
      <NumberGrid numbers={pool} selected={picked} onToggle={toggle} label={t('lottery:slip.numbers')} disabled={closed} />
      <div className={frame.headRow}>
        <span className={frame.muted} aria-live="polite" data-testid="pick-count">
          {t('lottery:slip.pickCount', { picked: picked.size, count })}
        </span>
        <div role="group" aria-label={t('lottery:slip.quickPicks')} className={styles.quick}>
          <Button size="small" variant="subtle" onClick={() => onChange({ ...value, typed: '', picked: quickPick('random', pool, 0, count) })}>
            {t('lottery:slip.quickPick')}
          </Button>
          <Button size="small" variant="subtle" onClick={() => onChange({ ...value, typed: '', picked: [] })}>
            {t('lottery:slip.pickClear')}
          </Button>
        </div>
      </div>
    </>
  );
}
