import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { ListPager } from '@/shared/console/list-pager';
import { ErrorState } from '@/shared/console/states';
import { BrandTag } from '@/shared/console/brand-tag';
import table from '@/shared/console/table.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { useAddressFilters } from '@/shared/console/use-address-filters';
import { ContractForm } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { TextField } from '@/shared/form/text-field';
import { AuditDetails } from './audit-details';
import { useActionLabel } from './audit-labels';
import { useAuditQuery } from './audit-api';

type AuditEntry = NonNullable<ReturnType<typeof useAuditQuery>['data']>['items'][number];
import styles from './audit-page.module.css';

const PAGE_SIZE = 50;
const filterNames = ['action', 'operator', 'targetType', 'targetId', 'from', 'to'] as const;
type FilterName = (typeof filterNames)[number];
const filterSchema = z.object({
  action: z.string(),
  operator: z.string().check(z.maxLength(64)),
  targetType: z.string(),
  targetId: z.string().check(z.maxLength(100)),
  from: z.string(),
  to: z.string(),
});

/** A date field's day as the start of that day in the operator's time (the end of a range is the next midnight). */
function dayStart(day: string, next = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (next ? 1 : 0)).toISOString();
}

/** Every operator action, newest first: filtered by action, operator, target and days; paged. */
export default function AuditPage() {
  const { t } = useTranslation('operator');
  const { dateTime } = useFormat();
  const actionLabel = useActionLabel();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<FilterName, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const log = useAuditQuery({
    action: filters.action || undefined,
    operator: filters.operator || undefined,
    targetType: filters.targetType || undefined,
    targetId: filters.targetId || undefined,
    from: dayStart(filters.from),
    to: dayStart(filters.to, true),
    page,
    pageSize: PAGE_SIZE,
  });

  const apply = (next: Partial<Record<FilterName, string>>, nextPage = 1) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const name of filterNames) if (merged[name]) search.set(name, merged[name]);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  // the fields follow the address (back, forward, a link) and are free to type in between; a choice applies at once
  const filterForm = useAddressFilters({ schema: filterSchema, applied: filters, applyAtOnce: ['action', 'targetType'], onApply: (next) => apply(next) });
  // the actions to choose from come with the log: the address's action is chosen once its option is there
  const actions = log.data?.actions;
  useEffect(() => {
    if (actions) filterForm.setValue('action', filters.action);
  }, [actions, filterForm, filters.action]);
  const filtered = filterNames.some((name) => filters[name]);
  const columns: Column<AuditEntry>[] = [
    { key: 'time', header: t('audit.time'), cell: (entry) => <span className={table.muted}>{entry.createdAt ? dateTime(entry.createdAt) : '—'}</span> },
    { key: 'operator', header: t('audit.operator'), cell: (entry) => entry.operator.username },
    { key: 'action', header: t('audit.action'), cell: (entry) => actionLabel(entry.action) },
    {
      key: 'target',
      header: t('audit.target'),
      cell: (entry) => (
        <>
          {entry.targetType === 'member' ? (
            <Link to={consolePaths.member(Number(entry.targetId))}>
              {typeof entry.details.account === 'string' ? entry.details.account : t('audit.targets.member')} #{entry.targetId}
            </Link>
          ) : (
            `${entry.targetType === 'operator' ? t('audit.targets.operator') : entry.targetType} #${entry.targetId}`
          )}
          <BrandTag code={entry.merchantCode} />
        </>
      ),
    },
    { key: 'reason', header: t('audit.reason'), cell: (entry) => <span className={`${table.wraps} ${styles.reason}`}>{entry.reason ?? '—'}</span> },
    {
      key: 'details',
      header: t('audit.details'),
      cell: (entry) => (
        <div className={`${table.wraps} ${styles.detailsCell}`}>
          <AuditDetails details={entry.details} />
        </div>
      ),
    },
    { key: 'ip', header: t('audit.ip'), cell: (entry) => <span className={table.mono}>{entry.ip ?? '—'}</span> },
  ];

  return (
    <>
      <PageHeader title={t('pages.audit')} subtitle={t('audit.lead')} />
      <ContractForm form={filterForm} className={styles.filters} onSubmit={(values) => apply(Object.fromEntries(filterNames.map((name) => [name, values[name].trim()])))}>
        <SelectField
          name="action"
          label={t('audit.action')}
          options={[{ value: '', label: t('audit.anyAction') }, ...(log.data?.actions ?? []).map((action) => ({ value: action, label: actionLabel(action) }))]}
        />
        <TextField name="operator" label={t('audit.operator')} maxLength={64} data-console-search="" />
        <SelectField
          name="targetType"
          label={t('audit.targetType')}
          options={[
            { value: '', label: t('audit.anyTarget') },
            { value: 'member', label: t('audit.targets.member') },
            { value: 'operator', label: t('audit.targets.operator') },
          ]}
        />
        <TextField name="targetId" label={t('audit.targetId')} maxLength={100} />
        <TextField name="from" label={t('audit.from')} type="date" />
        <TextField name="to" label={t('audit.to')} type="date" />
        <div className={styles.filterButtons}>
          <Button type="submit" size="small">
            {t('audit.apply')}
          </Button>
          {filtered && (
            <Button variant="ghost" size="small" onClick={() => setParams(new URLSearchParams())}>
              {t('audit.clear')}
            </Button>
          )}
        </div>
      </ContractForm>

      {log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <>
          <div className={table.dense}>
            <DataTable
              caption={t('pages.audit')}
              columns={columns}
              rows={log.data?.items}
              rowKey={(entry) => entry.id}
              loading={log.isFetching}
              emptyTitle={filtered ? t('audit.noMatch') : t('audit.empty')}
            />
          </div>
          {log.data && log.data.items.length > 0 && (
            <ListPager page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={(next) => apply({}, next)} label={t('audit.pages')} />
          )}
        </>
      )}
    </>
  );
}
