import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '@/shared/components/data-table';
import type { ResponseOf } from '@/shared/contract/endpoint';
import type { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { BrandTag } from '@/shared/console/brand-tag';
import { consolePaths } from '@/shared/console/console-paths';
import { ListPager } from '@/shared/console/list-pager';
import { PageHeader } from '@/shared/console/page-header';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { useExcludedMembersQuery } from './protection-console-api';

type Row = ResponseOf<typeof protectionOperatorApi.operatorExcludedMembers>['items'][number];
const PAGE_SIZE = 25;

/** The players a time-out or self-exclusion holds now, of the operator's brand (the page lives in the address). */
export default function ExcludedPage() {
  const { t } = useTranslation('operator');
  const { dateTime } = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useExcludedMembersQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
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
    { key: 'kind', header: t('protection.kind'), cell: (row) => t(`protection.blockKinds.${row.kind}`) },
    { key: 'duration', header: t('protection.duration'), cell: (row) => row.duration },
    { key: 'starts', header: t('protection.starts'), cell: (row) => <span className={table.muted}>{dateTime(row.startsAt)}</span> },
    { key: 'ends', header: t('protection.ends'), cell: (row) => (row.endsAt ? dateTime(row.endsAt) : t('protection.permanent')) },
    { key: 'source', header: t('protection.source'), cell: (row) => (row.source === 'operator' ? t('protection.staff') : t('protection.byMember')) },
  ];
  return (
    <>
      <PageHeader title={t('pages.excluded')} subtitle={t('protection.excludedLead')} />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className={table.dense}>
            <DataTable caption={t('pages.excluded')} columns={columns} rows={list.data?.items} rowKey={(row) => `${row.memberId}-${row.startsAt}`} loading={list.isFetching} emptyTitle={t('protection.noneExcluded')} />
          </div>
          {list.data && list.data.items.length > 0 && (
            <ListPager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} label={t('protection.pages')} />
          )}
        </>
      )}
    </>
  );
}
