import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '@/shared/components/icons';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import type { MemberStatus, OperatorMemberRow } from '@/shared/contract/operator';
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
import { StatusBadge, useMemberType } from './member-labels';
import { useMembersQuery } from './members-api';
import styles from './members-page.module.css';

const PAGE_SIZE = 25;

const filterSchema = z.object({ q: z.string().check(z.maxLength(100)), status: z.string() });

/** Members by account, mobile number or e-mail address; the search lives in the address, so back and reload keep it. */
export default function MembersPage() {
  const { t } = useTranslation('operator');
  const { money, dateTime } = useFormat();
  const memberType = useMemberType();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const status = (params.get('status') ?? '') as MemberStatus | '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const members = useMembersQuery({ query: query || undefined, status: status || undefined, page, pageSize: PAGE_SIZE });

  const update = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q: query, status, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  // the search follows the address (back, forward, a link) and is free to type in between; the status applies at once
  const filterForm = useAddressFilters({ schema: filterSchema, applied: { q: query, status }, applyAtOnce: ['status'], onApply: update });
  const columns: Column<OperatorMemberRow>[] = [
    {
      key: 'account',
      header: t('members.account'),
      cell: (member) => (
        <>
          <Link className={table.rowLink} to={consolePaths.member(member.id)}>
            {member.account}
          </Link>
          <BrandTag code={member.merchantCode} />
        </>
      ),
    },
    { key: 'nickname', header: t('members.nickname'), cell: (member) => <span className={table.clip}>{member.nickname}</span> },
    { key: 'type', header: t('members.type'), cell: (member) => memberType(member.isAgent) },
    { key: 'status', header: t('members.status'), cell: (member) => <StatusBadge status={member.status} /> },
    { key: 'mobile', header: t('members.mobile'), cell: (member) => (member.mobile ? <span className={table.mono}>{member.mobile}</span> : <span className={table.muted}>—</span>) },
    { key: 'email', header: t('members.email'), cell: (member) => <span className={table.clip}>{member.email ?? '—'}</span> },
    { key: 'balance', header: t('members.balance'), align: 'end', cell: (member) => (member.balance === null ? '—' : money(member.balance, { symbol: member.currencySymbol })) },
    { key: 'registered', header: t('members.registered'), cell: (member) => <span className={table.muted}>{member.createdAt ? dateTime(member.createdAt) : '—'}</span> },
    { key: 'lastLogin', header: t('members.lastLogin'), cell: (member) => <span className={table.muted}>{member.lastLoginAt ? dateTime(member.lastLoginAt) : '—'}</span> },
  ];

  return (
    <>
      <PageHeader title={t('pages.members')} subtitle={t('members.lead')} />
      <ContractForm form={filterForm} className={styles.filters} role="search" onSubmit={({ q }) => update({ q: q.trim() })}>
        <TextField
          name="q"
          label={t('members.search')}
          labelHidden
          fieldClassName={styles.query}
          className={styles.searchInput}
          type="search"
          data-console-search=""
          placeholder={t('members.searchPlaceholder')}
          maxLength={100}
          adornment={<SearchIcon size={16} />}
        />
        <SelectField
          name="status"
          label={t('members.status')}
          labelHidden
          options={[
            { value: '', label: t('members.anyStatus') },
            { value: 'active', label: t('memberStatus.active') },
            { value: 'locked', label: t('memberStatus.locked') },
          ]}
        />
        <Button type="submit" size="small">
          {t('members.search')}
        </Button>
      </ContractForm>

      {members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <>
          <div className={table.dense}>
            <DataTable
              caption={t('pages.members')}
              columns={columns}
              rows={members.data?.items}
              rowKey={(member) => member.id}
              loading={members.isFetching}
              emptyTitle={query ? t('members.noMatch', { query }) : t('members.none')}
              emptyText={query ? t('members.noMatchText') : undefined}
            />
          </div>
          {members.data && members.data.items.length > 0 && (
            <ListPager page={page} pageSize={PAGE_SIZE} total={members.data.total} onPage={(next) => update({ page: next })} label={t('members.pages')} />
          )}
        </>
      )}
    </>
  );
}
