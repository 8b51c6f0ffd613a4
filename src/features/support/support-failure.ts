import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import { supportFailureReasons } from '@/shared/contract/support';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { failureProblem, reasonProblem } from '@/shared/form/failure';
import type { Problem } from '@/shared/form/problem';

/** Why a desk call failed: its reason (`support:support.reasons.<reason>`), else the site's words for the code. */
export function supportProblem(error: ApiErrorData): Problem {
  return reasonProblem('support', supportFailureReasons, error, { namespace: 'support' }) ?? failureProblem(error);
}

/** The desk's field errors carry keys of its namespace (`support.errors.…` is `support:errors.…` here). */
function inNamespace(error: unknown): unknown {
  if (!isApiErrorData(error)) return error;
  return { ...error, fieldErrors: error.fieldErrors.map((f) => (f.key.startsWith('support.') ? { ...f, key: f.key.replace(/^support\./, 'support:') } : f)) };
}

/** A failed desk call on a form: field errors under their fields, the rest above the form. */
export function applySupportErrors<V extends FieldValues>(form: { setError: UseFormSetError<V> }, error: unknown, shown: readonly string[]) {
  return applyServerErrors(form, inNamespace(error), { formProblem: supportProblem, shown });
}
