import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@/shared/contract/system';
import { Flag } from './flags';
import styles from './country-code-select.module.css';

/** The list closes this long after focus leaves it (spec section 9), so a click on an option still lands. */
export const DROPDOWN_BLUR_DELAY_MS = 200;

export interface CountryCodeSelectProps {
  value: string;
  onChange: (dialingCode: string) => void;
  /** the platform's list of country codes (the caller's query) */
  codes: readonly CountryCode[];
  disabled?: boolean | undefined;
}

/** The country-code drop-down: opens on focus, closes 200 ms after blur, flags by country code. */
export function CountryCodeSelect({ value, onChange, codes, disabled }: CountryCodeSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  const selected: CountryCode | undefined = codes.find((c) => c.dialingCode === value);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const choose = (code: CountryCode) => {
    onChange(code.dialingCode);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (event.key === 'ArrowDown' ? Math.min(codes.length - 1, i + 1) : Math.max(0, i - 1)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const code = codes[active];
      if (code) choose(code);
    } else if (event.key === 'Tab') {
      // the focus moves on: the list closes at once
      setOpen(false);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        role="combobox"
        className={styles.trigger}
        aria-label={t('form.countryCode')}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-haspopup="listbox"
        aria-activedescendant={open ? `${id}-opt-${active}` : undefined}
        disabled={disabled}
        onFocus={() => {
          window.clearTimeout(timer.current);
          setActive(Math.max(0, codes.findIndex((c) => c.dialingCode === value)));
          setOpen(true);
        }}
        onBlur={() => {
          timer.current = window.setTimeout(() => setOpen(false), DROPDOWN_BLUR_DELAY_MS);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      >
        <Flag className={styles.flag} countryCode={selected?.countryCode} />
        <span>{value}</span>
      </button>
      {open && codes.length > 0 && (
        // not a Tab stop (Chromium makes a scrolling list one): the list closes when the focus leaves, and would take the focus with it
        <ul id={`${id}-list`} role="listbox" ref={listRef} className={styles.list} aria-label={t('form.countryCode')} tabIndex={-1}>
          {codes.map((code, index) => (
            <li
              key={code.countryCode}
              id={`${id}-opt-${index}`}
              data-index={index}
              role="option"
              aria-selected={code.dialingCode === value}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(code)}
            >
              <Flag className={styles.flag} countryCode={code.countryCode} />
              <span className={styles.name}>{code.name}</span>
              <span className={styles.dial}>{code.dialingCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
