import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import { agentFailureReasons } from '@/shared/contract/agent';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { failureProblem, reasonProblem } from '@/shared/form/failure';
import type { Problem } from '@/shared/form/problem';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

/** Why a call of the agent centre failed: its own reason when it gave one (`agent.reasons.<reason>`, in the centre's texts), else the site's words for the code. */
export function agentProblem(error: ApiErrorData): Problem {
  return reasonProblem('agent', agentFailureReasons, error, { namespace: 'agentCentre' }) ?? failureProblem(error);
}

/** The field errors' amounts (`min`, `max`) are money: grouped as the reader's language groups them. */
const MONEY_PARAMS = new Set(['min', 'max']);
function withMoney(error: unknown): unknown {
  if (!isApiErrorData(error)) return error;
  const fieldErrors = error.fieldErrors.map((fieldError) =>
    fieldError.params
      ? {
          ...fieldError,
          params: Object.fromEntries(Object.entries(fieldError.params).map(([name, value]) => [name, MONEY_PARAMS.has(name) && typeof value === 'number' ? { money: value } : value])),
        }
      : fieldError,
  );
  return { ...error, fieldErrors };
}

/** A failed call of an agent form: field errors under their fields, the rest above the form. */
export function applyAgentErrors<V extends FieldValues>(form: { setError: UseFormSetError<V> }, error: unknown, shown?: readonly string[]) {
  return applyServerErrors(form, withMoney(error), { fieldCodes: ['VALIDATION'], formProblem: agentProblem, ...(shown ? { shown } : {}) });
}

/** The words of a failed action outside a form (accept, reject, terminate), as a problem to translate. */
export function actionProblem(error: unknown): Problem {
  if (!isApiErrorData(error) || error.kind === 'contract') return { key: 'errors.unknown' };
  const field = error.fieldErrors[0];
  if (field) return { key: field.key, params: field.params ?? {} };
  return agentProblem(error);
}
