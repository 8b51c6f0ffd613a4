import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import { withdrawFailureReasons, type WithdrawFailureReason } from '@/shared/contract/withdraw';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { failureProblem } from '@/shared/form/failure';
import type { Problem } from '@/shared/form/problem';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

/** The words of each refusal of this domain (`value.reason`), with the numbers it carries. */
function reasonProblem(reason: WithdrawFailureReason, value: Record<string, unknown>): Problem {
  const number = (name: string) => (typeof value[name] === 'number' ? value[name] : 0);
  switch (reason) {
    case 'paymentPasswordNotSet':
      return { key: 'withdraw.reasons.paymentPasswordNotSet' };
    case 'paymentPasswordLocked':
      return { key: 'withdraw.reasons.paymentPasswordLocked', params: { minutes: number('minutes') } };
    case 'turnoverNotMet':
      return { key: 'withdraw.reasons.turnoverNotMet', params: { remaining: { money: number('remaining') } } };
    case 'dailyCountReached':
      return { key: 'withdraw.reasons.dailyCountReached', params: { count: number('count') } };
    case 'uplineNotAllowed':
      return { key: 'withdraw.reasons.uplineNotAllowed' };
    case 'withdrawalClosed':
      return { key: 'withdraw.reasons.withdrawalClosed' };
    case 'noContact':
      return { key: 'withdraw.reasons.noContact' };
  }
}

/** Why a call of this domain failed: its own reason when it gave one, else the site's words for the code. */
export function withdrawProblem(error: ApiErrorData): Problem {
  const value = (error.value ?? {}) as Record<string, unknown>;
  const reason = value.reason;
  if (typeof reason === 'string' && (withdrawFailureReasons as readonly string[]).includes(reason)) {
    return reasonProblem(reason as WithdrawFailureReason, value);
  }
  return failureProblem(error);
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
