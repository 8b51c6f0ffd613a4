import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '@/shared/components/icons';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import type { MemberStatus, OperatorMemberRow } from '@/shared/contract/operator';
import form from '@/shared/console/form.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { ListPager } from '@/shared/console/list-pager';
import { ErrorState } from '@/shared/console/states';
import { BrandTag } from '@/shared/console/brand-tag';
import table from '@/shared/console/table.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { StatusBadge, useMemberType } from './member-labels';
import { useMembersQuery } from './members-api';
import styles from './members-page.module.css';

const PAGE_SIZE = 25;

/** Members by account, mobile number or e-mail address; the search lives in the address, so back and reload keep it. */
export default function MembersPage() {
  const { t } = useTranslation('operator');
  const { money, dateTime } = useFormat();
  const memberType = useMemberType();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const status = (params.get('status') ?? '') as MemberStatus | '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // the field follows the address (back, forward, a link) and is free to type in between
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }

  const members = useMembersQuery({ query: query || undefined, status: status || undefined, page, pageSize: PAGE_SIZE });

  const update = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q: query, status, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
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
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };

  return (
    <>
      <PageHeader title={t('pages.members')} subtitle={t('members.lead')} />
      <form className={styles.filters} role="search" onSubmit={onSearch}>
        <label className={`${form.field} ${styles.query}`}>
          <span className="visually-hidden">{t('members.search')}</span>
          <span className={styles.searchBox}>
            <SearchIcon size={16} />
            <input
              className={form.input}
              type="search"
              name="q"
              data-console-search=""
              placeholder={t('members.searchPlaceholder')}
              value={draft}
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
            />
          </span>
        </label>
        <label className={form.field}>
          <span className="visually-hidden">{t('members.status')}</span>
          <select className={form.select} value={status} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t('members.anyStatus')}</option>
            <option value="active">{t('memberStatus.active')}</option>
            <option value="locked">{t('memberStatus.locked')}</option>
          </select>
        </label>
        <Button type="submit" size="small">
          {t('members.search')}
        </Button>
      </form>

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
