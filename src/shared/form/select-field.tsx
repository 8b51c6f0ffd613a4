import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldShell, FieldSpinner, useFieldProblem } from './field';
import styles from './form.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** the first, empty choice ("please choose"); none when absent */
  placeholder?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** the options are being fetched */
  loading?: boolean | undefined;
  description?: ReactNode;
  labelHidden?: boolean | undefined;
}

/** A labelled choice among options (the browser's own list, so it works with every input). */
export function SelectField({ name, label, options, placeholder, required, disabled, loading, description, labelHidden }: SelectFieldProps) {
  const { register } = useFormContext();
  const problem = useFieldProblem(name);
  return (
    <FieldShell label={label} required={required} problem={problem} description={description} loading={loading} labelHidden={labelHidden}>
      {(control) => (
        <div className={`${styles.control} ${styles.selectControl}`}>
          <select {...control} className={`${styles.input} ${styles.select}`} disabled={disabled || loading} {...register(name)}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldSpinner loading={loading} />
        </div>
      )}
    </FieldShell>
  );
}
