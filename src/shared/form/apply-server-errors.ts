import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import { failureProblem } from './failure';
import { encodeProblem, type Problem } from './problem';

/** Where a form's own message (above its fields) is kept: a root error of react-hook-form. */
export const FORM_ERROR = 'root.server';

export interface ServerErrorOptions {
  /**
   * The fields the form draws. An error of any other field (a code taken
   * from the address, say) is said above the form instead. Without it every
   * field error goes to its field, and a form may reveal the field for it.
   */
  shown?: readonly string[];
  /** Codes whose field errors say everything (default: VALIDATION); any other code is also said above the form. */
  fieldCodes?: readonly string[];
  /** The words above the form for a failure (default: `failureProblem`). */
  formProblem?: (error: ApiErrorData) => Problem;
  /** The label key of a field, to name it when its error is said above the form. */
  labelKey?: (field: string) => string;
  /** The form's name of a field the server names otherwise (a text-message login's "password" is its code). */
  fieldOf?: (field: string) => string;
}

export interface AppliedServerErrors {
  /** the fields that received an error */
  fields: string[];
  /** whether a message was set above the form */
  form: boolean;
}

/** Sets a problem under a field (a refusal found outside the form's checks). */
export function setFieldProblem<V extends FieldValues>(form: { setError: UseFormSetError<V> }, field: Path<V>, problem: Problem): void {
  form.setError(field, { type: 'problem', message: encodeProblem(problem) });
}

/** Sets the form's own message (translated when drawn, like field errors). */
export function setFormProblem<V extends FieldValues>(form: { setError: UseFormSetError<V> }, problem: Problem): void {
  form.setError(FORM_ERROR, { type: 'server', message: encodeProblem(problem) });
}

/**
 * A failed call's errors, applied to the form once: each field error of the
 * failure envelope (`fieldErrors`) under its field (the first for a field),
 * and a message above the form when the fields do not say it all. Returns
 * null for a network failure: the error listener says that once, and the
 * form keeps what was typed (Saleor's `getFormErrors`, in one place).
 */
export function applyServerErrors<V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
  error: unknown,
  options: ServerErrorOptions = {},
): AppliedServerErrors | null {
  if (isApiErrorData(error) && error.kind === 'network') return null;
  if (!isApiErrorData(error) || error.kind === 'contract') {
    setFormProblem(form, { key: 'errors.unknown' });
    return { fields: [], form: true };
  }
  const placed = new Set<string>();
  let above: Problem | null = null;
  for (const fieldError of error.fieldErrors) {
    const field = options.fieldOf?.(fieldError.field) ?? fieldError.field;
    const problem: Problem = { key: fieldError.key, params: fieldError.params ?? {} };
    if (options.shown && !options.shown.includes(field)) {
      const label = options.labelKey?.(field);
      above ??= label ? { key: problem.key, params: { ...problem.params, field: { key: label } } } : problem;
      continue;
    }
    if (placed.has(field)) continue;
    placed.add(field);
    form.setError(field as Path<V>, { type: 'server', message: encodeProblem(problem) });
  }
  const saidByFields = placed.size > 0 && (options.fieldCodes ?? ['VALIDATION']).includes(error.code);
  if (!above && !saidByFields) above = (options.formProblem ?? failureProblem)(error);
  if (above) setFormProblem(form, above);
  return { fields: [...placed], form: above !== null };
}
