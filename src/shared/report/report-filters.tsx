import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { SearchIcon } from '@/shared/components/icons';
import { ContractForm } from '@/shared/form/contract-form';
import { DateRangeField } from '@/shared/form/date-range-field';
import { dateRangeProblem } from '@/shared/form/date-range';
import { SelectField, type SelectOption } from '@/shared/form/select-field';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import styles from '@/shared/styles/panels.module.css';
import { REPORT_PERIODS, REPORT_PRESETS } from './report-range';

export interface FilterSelect {
  name: string;
  label: string;
  options: readonly SelectOption[];
  loading?: boolean;
}

export interface FilterText {
  name: string;
  label: string;
  maxLength: number;
}

export type FilterValues = { start: string; end: string } & Record<string, string>;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * The filter bar of every report: the date range with the spec's presets
 * (previous and next 7 and 30 days) and the periods (day, week, half-month,
 * month), the report's own searches and choices, and its actions (export);
 * applied on Search.
 */
export function ReportFilters({
  label,
  defaultValues,
  selects = [],
  texts = [],
  onApply,
  actions,
}: {
  /** the form's accessible name (default "Filters") */
  label?: string;
  defaultValues: FilterValues;
  selects?: readonly FilterSelect[];
  texts?: readonly FilterText[];
  onApply: (values: FilterValues) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useContractForm<FilterValues>({
    schema: z.object({
      start: day,
      end: day,
      ...Object.fromEntries(selects.map((s) => [s.name, z.string()])),
      ...Object.fromEntries(texts.map((s) => [s.name, z.string().check(z.maxLength(s.maxLength))])),
    }),
    defaultValues,
    checks: (values) => ({ end: dateRangeProblem(values, { required: true }) }),
  });
  return (
    <ContractForm form={form} onSubmit={onApply} className={styles.filters} aria-label={label ?? t('table.filters')}>
      <div className={styles.filtersWide}>
        <DateRangeField startName="start" endName="end" label={t('table.dateRange')} presets={REPORT_PRESETS} periods={REPORT_PERIODS} required />
      </div>
      {texts.map((s) => (
        <TextField key={s.name} name={s.name} label={s.label} maxLength={s.maxLength} autoComplete="off" />
      ))}
      {selects.map((s) => (
        <SelectField key={s.name} name={s.name} label={s.label} options={s.options} placeholder={t('table.all')} loading={s.loading} />
      ))}
      <div className={styles.filterActions}>
        <Button type="submit" icon={<SearchIcon size={16} />}>
          {t('table.search')}
        </Button>
        {actions}
      </div>
    </ContractForm>
  );
}
