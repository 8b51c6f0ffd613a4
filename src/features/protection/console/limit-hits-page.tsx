import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '@/shared/components/data-table';
import type { ResponseOf } from '@/shared/contract/endpoint';
import { protectionErrorCodes, type ProtectionErrorCode } from '@/shared/contract/protection';
import type { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { BrandTag } from '@/shared/console/brand-tag';
import { consolePaths } from '@/shared/console/console-paths';
import form from '@/shared/console/form.module.css';
import { ListPager } from '@/shared/console/list-pager';
import { PageHeader } from '@/shared/console/page-header';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { useLimitHitsQuery } from './protection-console-api';

type Row = ResponseOf<typeof protectionOperatorApi.operatorLimitHits>['items'][number];
const PAGE_SIZE = 25;
const DAY_CHOICES = [7, 30, 90] as const;

/** Players who hit a limit or the session time: per member and code, how often and when last, over the chosen days. */
export default function LimitHitsPage() {
  const { t } = useTranslation('operator');
  const { dateTime, number } = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const days = DAY_CHOICES.find((d) => String(d) === params.get('days')) ?? 30;
  const list = useLimitHitsQuery({ days, page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const update = (next: { days?: number; page?: number }) => {
    const merged = { days, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.days !== 30) search.set('days', String(merged.days));
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const columns: Column<Row>[] = [
    {
      key: 'account',
      header: t('members.account'),
      cell: (row) => (
        <>
          <Link className={table.rowLink} to={consolePaths.member(row.memberId)}>
            {row.account}
          </Link>
          <BrandTag code={row.merchantCode} />
        </>
      ),
    },
    { key: 'code', header: t('protection.limit'), cell: (row) => ((protectionErrorCodes as readonly string[]).includes(row.code) ? t(`protection.codes.${row.code as ProtectionErrorCode}`) : row.code) },
    { key: 'hits', header: t('protection.hits'), align: 'end', cell: (row) => number(row.hits) },
    { key: 'last', header: t('protection.lastAt'), cell: (row) => <span className={table.muted}>{dateTime(row.lastAt)}</span> },
  ];
  return (
    <>
      <PageHeader
        title={t('pages.limitHits')}
        subtitle={t('protection.limitHitsLead')}
        actions={
          <label className={form.field}>
            <span className="visually-hidden">{t('protection.days')}</span>
            <select className={form.select} value={days} onChange={(event) => update({ days: Number(event.target.value) })}>
              {DAY_CHOICES.map((d) => (
                <option key={d} value={d}>
                  {t('protection.lastDays', { count: d })}
                </option>
              ))}
            </select>
          </label>
        }
      />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className={table.dense}>
            <DataTable caption={t('pages.limitHits')} columns={columns} rows={list.data?.items} rowKey={(row) => `${row.memberId}-${row.code}`} loading={list.isFetching} emptyTitle={t('protection.noHits')} />
          </div>
          {list.data && list.data.items.length > 0 && <ListPager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(next) => update({ page: next })} label={t('protection.pages')} />}
        </>
      )}
    </>
  );
}
