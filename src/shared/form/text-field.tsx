import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, FieldSpinner, useFieldProblem } from './field';
import styles from './form.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children' | 'required' | 'value' | 'defaultValue' | 'onChange'>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  required?: boolean | undefined;
  description?: ReactNode;
  /** the value is being looked up (the control stays usable) */
  loading?: boolean | undefined;
  /** drawn after the control, inside the field (a button beside it) */
  adornment?: ReactNode;
  /** focused when the dialog opens */
  autoFocusOnOpen?: boolean | undefined;
  fieldClassName?: string | undefined;
  labelHidden?: boolean | undefined;
}

/** A labelled text input of the surrounding form (`ContractForm`). */
export function TextField({ name, label, required, description, loading, adornment, autoFocusOnOpen, fieldClassName, labelHidden, className, ...input }: TextFieldProps) {
  const { register } = useFormContext();
  const problem = useFieldProblem(name);
  return (
    <FieldShell label={label} required={required} problem={problem} description={description} loading={loading} className={fieldClassName} labelHidden={labelHidden}>
      {(control) => (
        <div className={styles.control}>
          <input
            {...control}
            className={className ? `${styles.input} ${className}` : styles.input}
            data-autofocus={autoFocusOnOpen || undefined}
            {...input}
            {...register(name)}
          />
          <FieldSpinner loading={loading} />
          {adornment}
        </div>
      )}
    </FieldShell>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment'>;

/** A password input with a button that shows what was typed (and hides it again). */
export function PasswordField({ className, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      className={className ? `${styles.withReveal} ${className}` : styles.withReveal}
      spellCheck={false}
      autoCapitalize="off"
      adornment={
        <button
          type="button"
          className={styles.reveal}
          aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
          aria-pressed={shown}
          disabled={props.disabled}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon open={!shown} />
        </button>
      }
    />
  );
}

export interface PasswordPairProps {
  name: string;
  confirmName: string;
  label: string;
  confirmLabel: string;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  autoFocusOnOpen?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * A new password and its confirmation. The form checks the pair (the
 * `pairs` of `useContractForm`): a confirmation that differs says "the two
 * passwords are inconsistent".
 */
export function PasswordPair({ name, confirmName, label, confirmLabel, required = true, maxLength, autoFocusOnOpen, disabled }: PasswordPairProps) {
  return (
    <>
      <PasswordField name={name} label={label} required={required} autoComplete="new-password" maxLength={maxLength} autoFocusOnOpen={autoFocusOnOpen} disabled={disabled} />
      <PasswordField name={confirmName} label={confirmLabel} required={required} autoComplete="new-password" maxLength={maxLength} disabled={disabled} />
    </>
  );
}
