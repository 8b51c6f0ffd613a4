import { useLayoutEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { AMOUNT_MAX_DIGITS, formatAmount, parseAmount } from './amount';
import { FieldShell } from './field';
import { problemOf, useProblemText } from './problem';
import styles from './form.module.css';

export interface AmountFieldProps {
  name: string;
  label: string;
  /** the brand's currency symbol, drawn before the amount */
  currencySymbol: string;
  min?: number | undefined;
  max?: number | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  loading?: boolean | undefined;
  autoFocusOnOpen?: boolean | undefined;
}

/** How many digits are left of a position of a text. */
const digitsBefore = (text: string, position: number) => text.slice(0, position).replace(/\D/g, '').length;

/** The position just after the n-th digit of a text. */
function positionAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i]!)) seen += 1;
    if (seen === digits) return i + 1;
  }
  return text.length;
}

/**
 * Money typed in whole major units: the currency symbol before it, grouped
 * as the active language groups thousands while typing (the caret stays
 * after the digit it was after), the limits said under it. The form's value
 * is a number (or null when empty); `amountProblem` checks the limits.
 */
export function AmountField({ name, label, currencySymbol, min, max, required, disabled, loading, autoFocusOnOpen }: AmountFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  const { field, fieldState } = useController({ name });
  const text = useProblemText();
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const value = typeof field.value === 'number' ? field.value : null;
  const shown = value === null ? '' : formatAmount(value, language);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    const position = positionAfterDigits(input.current.value, caret.current);
    input.current.setSelectionRange(position, position);
    caret.current = null;
  });

  const limits =
    min !== undefined && max !== undefined
      ? text({ key: 'form.amount.range', params: { min: { money: min }, max: { money: max } } })
      : min !== undefined
        ? text({ key: 'form.amount.atLeast', params: { min: { money: min } } })
        : max !== undefined
          ? text({ key: 'form.amount.atMost', params: { max: { money: max } } })
          : undefined;

  return (
    <FieldShell label={label} required={required} problem={problemOf(fieldState.error)} description={limits} loading={loading}>
      {(control) => (
        <div className={`${styles.control} ${styles.amount}`}>
          <span className={styles.currency} aria-hidden="true">
            {currencySymbol}
          </span>
          <input
            {...control}
            ref={(element) => {
              input.current = element;
              field.ref(element);
            }}
            name={field.name}
            className={`${styles.input} ${styles.amountInput}`}
            inputMode="numeric"
            autoComplete="off"
            value={shown}
            disabled={disabled}
            data-autofocus={autoFocusOnOpen || undefined}
            data-currency={currencySymbol}
            maxLength={AMOUNT_MAX_DIGITS * 2}
            onBlur={field.onBlur}
            onChange={(event) => {
              const typed = event.target.value;
              caret.current = digitsBefore(typed, event.target.selectionStart ?? typed.length);
              field.onChange(parseAmount(typed));
            }}
          />
        </div>
      )}
    </FieldShell>
  );
}
