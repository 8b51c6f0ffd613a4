import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, get, useFormState, type FieldValues, type SubmitErrorHandler, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { FORM_ERROR } from './apply-server-errors';
import { problemOf, useProblemText } from './problem';
import styles from './form.module.css';

export interface ContractFormProps<V extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<V>;
  onSubmit: SubmitHandler<V>;
  /** a submit the checks stopped (the fields show why) */
  onInvalidSubmit?: SubmitErrorHandler<V>;
  children: ReactNode;
}

/** The form element of a `useContractForm` form: its fields find the form through context; the browser's own checks are off. */
export function ContractForm<V extends FieldValues>({ form, onSubmit, onInvalidSubmit, children, className, ...rest }: ContractFormProps<V>) {
  return (
    <FormProvider {...form}>
      <form className={className ?? styles.form} noValidate {...rest} onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalidSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's own message (a failed call), above its fields. */
export function FormError({ className }: { className?: string }) {
  const { errors } = useFormState<FieldValues>();
  const problem = problemOf(get(errors, FORM_ERROR) as { message?: unknown } | undefined);
  const text = useProblemText();
  if (!problem) return null;
  return (
    <p className={className ?? styles.formError} role="alert">
      {text(problem)}
    </p>
  );
}
