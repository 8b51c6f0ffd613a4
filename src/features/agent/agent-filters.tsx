import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { SearchIcon } from '@/shared/components/icons';
import { ContractForm } from '@/shared/form/contract-form';
import { DateRangeField } from '@/shared/form/date-range-field';
import { dateRangeProblem, presetRange, type DateRange } from '@/shared/form/date-range';
import { SelectField, type SelectOption } from '@/shared/form/select-field';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import type { ReactNode } from 'react';
import styles from './agent.module.css';
import { AGENT_NS } from './agent-texts';

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

/** The instants of a range of local days: from the first day's midnight to the midnight after the last day. */
export function instantsOf(range: DateRange): { from: string; to: string } {
  const [sy, sm, sd] = range.start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = range.end.split('-').map(Number) as [number, number, number];
  return { from: new Date(sy, sm - 1, sd).toISOString(), to: new Date(ey, em - 1, ed + 1).toISOString() };
}

/** What a report shows first: the previous 7 days, today included. */
export function defaultRange(today = new Date()): DateRange {
  return presetRange('previous7', today);
}

/** The filled-in choices of a filter, without the empty ones ("all"). */
export function chosen<K extends string>(values: FilterValues, names: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(names.filter((n) => values[n]).map((n) => [n, values[n]!.trim()])) as Partial<Record<K, string>>;
}

/**
 * The filter bar of an agent report: the date range with the spec's presets
 * (previous and next 7 and 30 days, and the periods D, W, H, M), the page's
 * own choices and searches; applied on Search.
 */
export function AgentFilters({
  label,
  defaultValues,
  selects = [],
  texts = [],
  onApply,
  actions,
}: {
  label: string;
  defaultValues: FilterValues;
  selects?: readonly FilterSelect[];
  texts?: readonly FilterText[];
  onApply: (values: FilterValues) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(AGENT_NS);
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
    <ContractForm form={form} onSubmit={onApply} className={styles.filters} aria-label={label}>
      <div className={styles.range}>
        <DateRangeField startName="start" endName="end" label={t('report.dateRange')} presets={['previous7', 'previous30', 'next7', 'next30']} periods={['D', 'W', 'H', 'M']} required />
      </div>
      {texts.map((s) => (
        <TextField key={s.name} name={s.name} label={s.label} maxLength={s.maxLength} autoComplete="off" />
      ))}
      {selects.map((s) => (
        <SelectField key={s.name} name={s.name} label={s.label} options={s.options} placeholder={t('report.all')} loading={s.loading} />
      ))}
      <div className={styles.filterActions}>
        <Button type="submit" icon={<SearchIcon size={16} />}>
          {t('report.search')}
        </Button>
        {actions}
      </div>
    </ContractForm>
  );
}
