import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/shared/form/apply-server-errors';

/** Seconds before another code may be asked for (the server sends one a minute to an address). */
export const RESEND_SECONDS = 60;

/**
 * The send button of a code field: checks the address fields first, then
 * asks for a code; a refusal (address taken, too many codes) is said under
 * its field. Answers the seconds to wait, or null when nothing was sent.
 */
export function useCodeSender<V extends FieldValues>(form: UseFormReturn<V>, fields: Array<Path<V>>, send: (values: V) => Promise<unknown>) {
  return async (): Promise<number | null> => {
    if (!(await form.trigger(fields))) return null;
    try {
      await send(form.getValues());
      return RESEND_SECONDS;
    } catch (error) {
      applyServerErrors(form, error);
      return null;
    }
  };
}
