import { useEffect, useRef } from 'react';
import type { DefaultValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useContractForm } from '@/shared/form/use-contract-form';

/**
 * A console list's filter bar on the form kit. The filter lives in the
 * address: the form starts from it and follows it (back, forward, a link),
 * a field that changed there takes the address's value and the others keep
 * what is being typed; a choice of `applyAtOnce` is written to the address
 * as soon as it changes (`onApply`), the other fields with the form's submit.
 */
export function useAddressFilters<V extends Record<string, string>>({
  schema,
  applied,
  applyAtOnce = [],
  onApply,
}: {
  schema: z.core.$ZodType;
  /** the filter as the address has it */
  applied: V;
  applyAtOnce?: ReadonlyArray<keyof V & string>;
  onApply: (next: Partial<V>) => void;
}): UseFormReturn<V> {
  const form = useContractForm<V>({ schema, defaultValues: applied as DefaultValues<V> });
  const shown = useRef(applied);
  const apply = useRef(onApply);
  useEffect(() => {
    apply.current = onApply;
    for (const name of Object.keys(applied) as Array<keyof V & string>) {
      if (applied[name] !== shown.current[name]) form.setValue(name as Path<V>, applied[name] as PathValue<V, Path<V>>);
    }
    shown.current = applied;
  });
  const atOnce = applyAtOnce.join(',');
  useEffect(() => {
    const names = atOnce.split(',');
    const subscription = form.watch((values, { name, type }) => {
      if (type === 'change' && name && names.includes(name)) apply.current({ [name]: values[name] ?? '' } as Partial<V>);
    });
    return () => subscription.unsubscribe();
  }, [form, atOnce]);
  return form;
}
