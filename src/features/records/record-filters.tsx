import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { SearchIcon } from '@/shared/components/icons';
import { ContractForm } from '@/shared/form/contract-form';
import { DateRangeField } from '@/shared/form/date-range-field';
import { dateRangeProblem } from '@/shared/form/date-range';
import { SelectField, type SelectOption } from '@/shared/form/select-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import type { ReactNode } from 'react';
import styles from './records.module.css';

export interface FilterSelect {
  name: string;
  label: string;
  options: readonly SelectOption[];
  loading?: boolean;
}

export type FilterValues = { start: string; end: string } & Record<string, string>;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * The filter bar of a record page: the date range with the spec's presets
 * (previous 7 and 30 days, next 7 and 30 days, today, this week,
 * half-month and month) and the page's own choices; applied on Search.
 */
export function RecordFilters({
  defaultValues,
  selects = [],
  onApply,
  actions,
}: {
  defaultValues: FilterValues;
  selects?: readonly FilterSelect[];
  onApply: (values: FilterValues) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useContractForm<FilterValues>({
    schema: z.object({ start: day, end: day, ...Object.fromEntries(selects.map((s) => [s.name, z.string()])) }),
    defaultValues,
    checks: (values) => ({ end: dateRangeProblem(values, { required: true }) }),
  });
  return (
    <ContractForm form={form} onSubmit={onApply} className={styles.filters} aria-label={t('records.filters')}>
      <div className={styles.range}>
        <DateRangeField
          startName="start"
          endName="end"
          label={t('records.dateRange')}
          presets={['previous7', 'previous30', 'next7', 'next30']}
          periods={['D', 'W', 'H', 'M']}
          required
        />
      </div>
      {selects.map((s) => (
        <SelectField key={s.name} name={s.name} label={s.label} options={s.options} placeholder={t('records.all')} loading={s.loading} />
      ))}
      <div className={styles.filterActions}>
        <Button type="submit" icon={<SearchIcon size={16} />}>
          {t('records.search')}
        </Button>
        {actions}
      </div>
    </ContractForm>
  );
}
