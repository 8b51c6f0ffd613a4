import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_NS } from './lottery-texts';
import styles from './lottery.module.css';

const COLUMNS = 10;

export interface NumberGridProps {
  /** the numbers shown, in order (00–99, or one hundred of 000–999) */
  numbers: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: (number: string) => void;
  label: string;
  /** numbers that cannot be chosen (the play's limit reached) */
  disabled?: ReadonlySet<string>;
}

/**
 * A keyboard-usable number picker: one tab stop (roving tabindex), the arrow
 * keys move by one or by a row, Home/End to the ends of the row, Page Up/Down
 * to the first/last row; Space or Enter toggles, and each number says whether
 * it is chosen (aria-pressed).
 */
export function NumberGrid({ numbers, selected, onToggle, label, disabled }: NumberGridProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, numbers.length - 1);

  const move = (event: KeyboardEvent, index: number) => {
    const last = numbers.length - 1;
    const rowStart = index - (index % COLUMNS);
    const next =
      event.key === 'ArrowRight'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowLeft'
          ? Math.max(index - 1, 0)
          : event.key === 'ArrowDown'
            ? Math.min(index + COLUMNS, last)
            : event.key === 'ArrowUp'
              ? index - COLUMNS >= 0
                ? index - COLUMNS
                : index
              : event.key === 'Home'
                ? rowStart
                : event.key === 'End'
                  ? Math.min(rowStart + COLUMNS - 1, last)
                  : event.key === 'PageUp'
                    ? index % COLUMNS
                    : event.key === 'PageDown'
                      ? Math.min(last - (last % COLUMNS) + (index % COLUMNS), last)
                      : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <div role="group" aria-label={label} className={styles.grid} data-digits={numbers[0]?.length}>
      {numbers.map((number, index) => {
        const on = selected.has(number);
        const off = disabled?.has(number) ?? false;
        return (
          <button
            key={number}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            className={styles.ball}
            aria-pressed={on}
            aria-disabled={off || undefined}
            title={off ? t('lottery:slip.numberClosed') : undefined}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => move(event, index)}
            onClick={() => {
              if (!off) onToggle(number);
            }}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}
