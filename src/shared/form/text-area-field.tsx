import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldProblem } from './field';
import styles from './form.module.css';

/** A remark of an activity application is at most 140 characters (spec section 5). */
export const REMARK_MAX_LENGTH = 140;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'maxLength' | 'required' | 'value' | 'onChange'> {
  name: string;
  label: string;
  maxLength: number;
  required?: boolean | undefined;
  /** a hint under the control, read with it */
  description?: ReactNode;
}

/** Free text with a counter of the characters used ("12/140"), read with the field. */
export function TextAreaField({ name, label, maxLength, required, description, rows = 4, className, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext();
  const value: unknown = useWatch({ control, name });
  const problem = useFieldProblem(name);
  const used = typeof value === 'string' ? value.length : 0;
  return (
    <FieldShell label={label} required={required} problem={problem} description={description} extraDescribedBy="counter">
      {(field) => (
        <div className={styles.control}>
          <textarea
            {...field}
            className={className ? `${styles.input} ${styles.textarea} ${className}` : `${styles.input} ${styles.textarea}`}
            rows={rows}
            maxLength={maxLength}
            {...textarea}
            {...register(name)}
          />
          <span id={`${field.id}-counter`} className={used >= maxLength ? `${styles.counter} ${styles.counterFull}` : styles.counter}>
            <span aria-hidden="true">{t('form.counter', { used, max: maxLength })}</span>
            <span className="visually-hidden">{t('form.counterSpoken', { used, max: maxLength })}</span>
          </span>
        </div>
      )}
    </FieldShell>
  );
}
