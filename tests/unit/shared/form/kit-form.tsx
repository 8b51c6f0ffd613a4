import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { useContractForm, type ContractFormSpec } from '@/shared/form/use-contract-form';

export interface KitFormProps<V extends FieldValues> {
  spec: ContractFormSpec<V>;
  defaultValues: DefaultValues<V>;
  onSubmit: (values: V, form: UseFormReturn<V>) => unknown;
  children: ReactNode;
}

/** A form of the kit as a feature writes one: the contract form, its message above, its fields, a submit button. */
export function KitForm<V extends FieldValues>({ spec, defaultValues, onSubmit, children }: KitFormProps<V>) {
  const form = useContractForm<V>({ ...spec, defaultValues });
  return (
    <ContractForm form={form} onSubmit={async (values) => void (await onSubmit(values, form))} aria-label="Test form">
      <FormError />
      {children}
      <button type="submit">Send</button>
    </ContractForm>
  );
}
