import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import form from '@/shared/console/form.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { ListPager } from '@/shared/console/list-pager';
import { ErrorState } from '@/shared/console/states';
import { BrandTag } from '@/shared/console/brand-tag';
import table from '@/shared/console/table.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { AuditDetails } from './audit-details';
import { useActionLabel } from './audit-labels';
import { useAuditQuery } from './audit-api';

type AuditEntry = NonNullable<ReturnType<typeof useAuditQuery>['data']>['items'][number];
import styles from './audit-page.module.css';

const PAGE_SIZE = 50;
const filterNames = ['action', 'operator', 'targetType', 'targetId', 'from', 'to'] as const;
type FilterName = (typeof filterNames)[number];

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
  // the fields follow the address (back, forward, a link) and are free to type in between
  const [draft, setDraft] = useState(filters);
  const filtersKey = filterNames.map((name) => filters[name]).join('\u0000');
  const [shownKey, setShownKey] = useState(filtersKey);
  if (shownKey !== filtersKey) {
    setShownKey(filtersKey);
    setDraft(filters);
  }

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
  const field = (name: FilterName) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
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
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          apply(Object.fromEntries(filterNames.map((name) => [name, draft[name].trim()])));
        }}
      >
        <label className={form.field}>
          <span className={form.label}>{t('audit.action')}</span>
          <select className={form.select} value={filters.action} onChange={(event) => apply({ action: event.target.value })}>
            <option value="">{t('audit.anyAction')}</option>
            {(log.data?.actions ?? []).map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('audit.operator')}</span>
          <input className={form.input} name="operator" maxLength={64} data-console-search="" {...field('operator')} />
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('audit.targetType')}</span>
          <select className={form.select} value={filters.targetType} onChange={(event) => apply({ targetType: event.target.value })}>
            <option value="">{t('audit.anyTarget')}</option>
            <option value="member">{t('audit.targets.member')}</option>
            <option value="operator">{t('audit.targets.operator')}</option>
          </select>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('audit.targetId')}</span>
          <input className={form.input} name="targetId" maxLength={100} {...field('targetId')} />
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('audit.from')}</span>
          <input className={form.input} type="date" name="from" {...field('from')} />
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('audit.to')}</span>
          <input className={form.input} type="date" name="to" {...field('to')} />
        </label>
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
      </form>

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
