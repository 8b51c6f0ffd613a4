import { useId, type ReactNode } from 'react';
import { get, useFormState, type FieldValues } from 'react-hook-form';
import { problemOf, useProblemText, type Problem } from './problem';
import styles from './form.module.css';

/** The problem of a field of the surrounding form (re-renders only with that field's state). */
export function useFieldProblem(name: string): Problem | null {
  const { errors } = useFormState<FieldValues>({ name });
  return problemOf(get(errors, name) as { message?: unknown } | undefined);
}

/** What a control needs to be named, described and marked invalid by its field. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldShellProps {
  label: string;
  required?: boolean | undefined;
  problem: Problem | null;
  /** a hint under the control, read with it (`aria-describedby`) */
  description?: ReactNode;
  /** more text read with the control, drawn by the control itself (a counter): its element has this id suffix */
  extraDescribedBy?: string;
  loading?: boolean | undefined;
  className?: string | undefined;
  /** the label for assistive technology only (a search box whose placeholder and icon say what it is) */
  labelHidden?: boolean | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled field: the label with a star when required, the control, a
 * hint and the error under it; the control is named by the label and
 * described by the hint and the error, which is announced when it appears.
 */
export function FieldShell({ label, required, problem, description, extraDescribedBy, loading, className, labelHidden, children }: FieldShellProps) {
  const id = useId();
  const text = useProblemText();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, extraDescribedBy ? `${id}-${extraDescribedBy}` : null, problem ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} aria-busy={loading || undefined}>
      <label className={labelHidden ? 'visually-hidden' : styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {problem && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {text(problem, label)}
        </p>
      )}
    </div>
  );
}

/** A spinner inside a field's control while what it shows is loading. */
export function FieldSpinner({ loading }: { loading: boolean | undefined }) {
  return loading ? <span className={styles.fieldSpinner} aria-hidden="true" /> : null;
}
