import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldProblem } from './field';
import { useProblemText } from './problem';
import styles from './form.module.css';

export interface CheckboxFieldProps {
  name: string;
  /** the sentence beside the box (may hold a link) */
  label: ReactNode;
  /** the box must be ticked (a consent): read as required */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
}

/** A box to tick, named by its sentence, with its error under it (consents: age, terms, a warning understood). */
export function CheckboxField({ name, label, required, disabled, className }: CheckboxFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const problem = useFieldProblem(name);
  const text = useProblemText();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${styles.checkField} ${className}` : styles.checkField}>
      <label className={styles.check}>
        <input
          type="checkbox"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          {...register(name)}
        />
        {label}
      </label>
      {problem && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {text(problem)}
        </p>
      )}
    </div>
  );
}
