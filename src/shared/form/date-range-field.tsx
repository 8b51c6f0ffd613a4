import { useId } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { periodRange, presetRange, type DatePreset, type DateRange, type Period } from './date-range';
import { problemOf, useProblemText } from './problem';
import styles from './form.module.css';

export interface DateRangeFieldProps {
  /** the first day (yyyy-MM-dd) */
  startName: string;
  /** the last day (yyyy-MM-dd), included */
  endName: string;
  label: string;
  presets?: readonly DatePreset[];
  periods?: readonly Period[];
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** today, for the presets (tests); the clock's day by default */
  today?: Date;
}

const presetKeys = {
  previous7: 'form.dateRange.previous7',
  previous30: 'form.dateRange.previous30',
  next7: 'form.dateRange.next7',
  next30: 'form.dateRange.next30',
} as const satisfies Record<DatePreset, string>;

const periodKeys = {
  D: 'form.dateRange.periodD',
  W: 'form.dateRange.periodW',
  H: 'form.dateRange.periodH',
  M: 'form.dateRange.periodM',
} as const satisfies Record<Period, string>;

/**
 * From a day to a day, with quick choices: the previous or next 7 and 30
 * days and the platform's periods (this day, week, half-month, month). A
 * choice whose days are the ones entered shows as pressed.
 */
export function DateRangeField({ startName, endName, label, presets = [], periods = [], required, disabled, today }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = useProblemText();
  const { register, setValue, control } = useFormContext();
  const { errors, isSubmitted } = useFormState<FieldValues>({ name: [startName, endName] });
  const [start, end] = useWatch({ control, name: [startName, endName] }) as [unknown, unknown];
  const problem = problemOf(get(errors, startName) as { message?: unknown }) ?? problemOf(get(errors, endName) as { message?: unknown });
  const errorId = `${id}-error`;
  const choose = (range: DateRange) => {
    // once the form was submitted, a choice is judged at once like typing is
    setValue(startName, range.start, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue(endName, range.end, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  const input = (name: string, part: 'from' | 'to') => (
    <label className={styles.dateLabel}>
      <span>{t(part === 'from' ? 'form.dateRange.from' : 'form.dateRange.to')}</span>
      <input
        type="date"
        className={styles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        aria-required={required || undefined}
        disabled={disabled}
        {...register(name)}
      />
    </label>
  );
  const choice = (key: string, range: DateRange) => (
    <button
      key={key}
      type="button"
      className={styles.chip}
      aria-pressed={start === range.start && end === range.end}
      disabled={disabled}
      onClick={() => choose(range)}
    >
      {t(key as never)}
    </button>
  );
  return (
    <fieldset className={`${styles.field} ${styles.fieldset}`}>
      <legend className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.dateInputs}>
        {input(startName, 'from')}
        {input(endName, 'to')}
      </div>
      {presets.length + periods.length > 0 && (
        <div className={styles.chips}>
          {presets.map((preset) => choice(presetKeys[preset], presetRange(preset, today)))}
          {periods.map((period) => choice(periodKeys[period], periodRange(period, today)))}
        </div>
      )}
      {problem && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {text(problem, label)}
        </p>
      )}
    </fieldset>
  );
}
