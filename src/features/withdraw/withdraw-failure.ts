import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import { withdrawFailureReasons, type WithdrawFailureReason } from '@/shared/contract/withdraw';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { failureProblem, reasonProblem } from '@/shared/form/failure';
import type { Problem } from '@/shared/form/problem';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

/** Why a call of this domain failed: its own reason when it gave one (`withdraw.reasons.<reason>`, the amount still to bet as money), else the site's words for the code. */
export function withdrawProblem(error: ApiErrorData): Problem {
  return reasonProblem('withdraw', withdrawFailureReasons, error, { money: ['remaining', 'bonus', 'limit', 'left'] }) ?? failureProblem(error);
}

/** The field errors' amounts (`min`, `max`, `remaining`) are money: grouped as the reader's language groups them. */
const MONEY_PARAMS = new Set(['min', 'max', 'remaining']);
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

/** A failed call of a money-out form: field errors under their fields (a lock is said there too), the rest above the form. */
export function applyWithdrawErrors<V extends FieldValues>(form: { setError: UseFormSetError<V> }, error: unknown, shown?: readonly string[]) {
  return applyServerErrors(form, withMoney(error), { fieldCodes: ['VALIDATION', 'FORBIDDEN'], formProblem: withdrawProblem, ...(shown ? { shown } : {}) });
}

export function isReason(error: unknown, reason: WithdrawFailureReason): boolean {
  return isApiErrorData(error) && (error.value as { reason?: unknown } | null)?.reason === reason;
}
