import { isApiErrorData } from '@/shared/api/api-error';
import { formFailureProblem } from '@/shared/form/failure';
import { useProblemText, type Problem } from '@/shared/form/problem';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';

/**
 * A code that could not be sent (spec section 8): a warning with the
 * server's reason (the number's own error when it gave one) and an OK
 * button. A network failure is said once by the error listener.
 */
export function useSendFailureNotice(field: string, label: string) {
  const dispatch = useAppDispatch();
  const text = useProblemText();
  const show = (problem: Problem) =>
    dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'errors.unknown', message: text(problem, label) } }));
  return {
    show,
    failed: (error: unknown) => {
      const own = isApiErrorData(error) ? error.fieldErrors.find((e) => e.field === field) : undefined;
      const problem = own ? { key: own.key, params: own.params ?? {} } : formFailureProblem(error);
      if (problem) show(problem);
    },
  };
}
