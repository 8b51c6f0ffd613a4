import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { wordKeys } from '@/shared/lib/lottery-names';
import type { PickerProps } from './kinds/site-kind';
import { LOTTERY_NS } from './lottery-texts';
import { NumberGrid } from './number-grid';
import { bigFrom, gridNumbers, parseTypedNumbers, prefixDigits, QUICK_PICKS, quickPick, type QuickPick } from './number-input';
import frame from './lottery-page.module.css';
import styles from './lottery.module.css';

const quickKeys = {
  big: 'lottery:slip.quick.big',
  small: 'lottery:slip.quick.small',
  even: 'lottery:slip.quick.even',
  odd: 'lottery:slip.quick.odd',
  random: 'lottery:slip.quick.random',
  all: 'lottery:slip.quick.all',
  clear: 'lottery:slip.quick.clear',
} as const satisfies Record<QuickPick, string>;

/**
 * The shared way of picking a line's numbers, from its play type's format:
 * words as chips (big, odd…); otherwise the grid (00–99, 000–999 a hundred
 * at a time, balls 01–80) with quick picks, and numbers typed on the usual
 * separators.
 */
export function NumberPicker({ rule, value, onChange }: PickerProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const picked = useMemo(() => new Set(value.picked), [value.picked]);
  const parsed = useMemo(() => parseTypedNumbers(value.typed, rule.code), [value.typed, rule.code]);
  const pool = useMemo(() => gridNumbers(rule.format, value.prefix), [rule.format, value.prefix]);
  const prefixes = prefixDigits(rule.format);
  const set = (next: Iterable<string>) => onChange({ ...value, picked: [...next] });
  const toggle = (n: string) => set(picked.has(n) ? value.picked.filter((x) => x !== n) : [...value.picked, n]);
  const applyQuick = (pick: QuickPick) => {
    if (pick === 'clear') {
      onChange({ ...value, picked: [], typed: '' });
      return;
    }
    const chosen = quickPick(pick, pool, bigFrom(rule.format), Math.max(rule.minNumbers, 1));
    if (pick === 'random') set(chosen);
    else set(new Set([...value.picked.filter((n) => !pool.includes(n)), ...chosen]));
  };

  if ('words' in rule.format) {
    return (
      <div role="group" aria-label={t('lottery:slip.numbers')} className={styles.quick}>
        {rule.format.words.map((word) => (
          <button key={word} type="button" className={frame.chip} aria-pressed={picked.has(word)} onClick={() => toggle(word)}>
            {wordKeys[word] ? t(wordKeys[word]) : word}
          </button>
        ))}
      </div>
    );
  }
  return (
    <>
      {prefixes === 1 && (
        <div role="group" aria-label={t('lottery:slip.hundreds')} className={styles.quick}>
          {Array.from({ length: 10 }, (_, h) => (
            <button key={h} type="button" className={frame.chip} aria-pressed={h === value.prefix} onClick={() => onChange({ ...value, prefix: h })}>
              {`${h}xx`}
            </button>
          ))}
        </div>
      )}
      {prefixes === 2 && (
        <label className={styles.field}>
          <span>{t('lottery:slip.hundreds')}</span>
          <select value={value.prefix} onChange={(event) => onChange({ ...value, prefix: Number(event.target.value) })}>
            {Array.from({ length: 100 }, (_, h) => (
              <option key={h} value={h}>{`${String(h).padStart(2, '0')}xx`}</option>
            ))}
          </select>
        </label>
      )}
      <NumberGrid numbers={pool} selected={picked} onToggle={toggle} label={t('lottery:slip.numbers')} />
      <div role="group" aria-label={t('lottery:slip.quickPicks')} className={styles.quick}>
        {QUICK_PICKS.map((pick) => (
          <Button key={pick} size="small" variant="subtle" onClick={() => applyQuick(pick)}>
            {t(quickKeys[pick])}
          </Button>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor="lottery-typed">{t('lottery:slip.typed')}</label>
        <textarea id="lottery-typed" value={value.typed} onChange={(event) => onChange({ ...value, typed: event.target.value })} aria-describedby="lottery-typed-hint" spellCheck={false} />
        <span id="lottery-typed-hint" className={frame.muted}>
          {t('lottery:slip.typedHint')}
        </span>
      </div>
      {parsed.invalid.length > 0 && (
        <p className={styles.error} role="alert">
          {t('lottery:slip.invalid', { list: parsed.invalid.slice(0, 10).join(', ') })}
        </p>
      )}
      {parsed.duplicates.length > 0 && <p className={frame.muted}>{t('lottery:slip.duplicates', { list: parsed.duplicates.slice(0, 10).join(', ') })}</p>}
    </>
  );
}

/** The numbers of a line: those ticked and those typed (valid ones), each once, shortest and lowest first. */
export function numbersOf(playType: string, value: { picked: readonly string[]; typed: string }): string[] {
  return [...new Set([...value.picked, ...parseTypedNumbers(value.typed, playType).numbers])].sort((a, b) => (a.length === b.length ? a.localeCompare(b) : a.length - b.length));
}
