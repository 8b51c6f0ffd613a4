import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '@/shared/components/icons';
import { Button } from '@/shared/components/button';
import type { MemberStatus } from '@/shared/contract/operator';
import form from '@/shared/console/form.module.css';
import { formatCurrency } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { Pager } from '@/shared/console/pager';
import { EmptyState, ErrorState, LoadingState } from '@/shared/console/states';
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
  const { language } = useFormat();
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

      {members.isLoading ? (
        <LoadingState />
      ) : members.isError || !members.data ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.items.length === 0 ? (
        <EmptyState title={query ? t('members.noMatch', { query }) : t('members.none')} text={query ? t('members.noMatchText') : undefined} />
      ) : (
        <>
          <div className={table.wrap} aria-busy={members.isFetching}>
            <table className={table.table}>
              <caption className="visually-hidden">{t('pages.members')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('members.account')}</th>
                  <th scope="col">{t('members.nickname')}</th>
                  <th scope="col">{t('members.type')}</th>
                  <th scope="col">{t('members.status')}</th>
                  <th scope="col">{t('members.mobile')}</th>
                  <th scope="col">{t('members.email')}</th>
                  <th scope="col" className={table.num}>
                    {t('members.balance')}
                  </th>
                  <th scope="col">{t('members.registered')}</th>
                  <th scope="col">{t('members.lastLogin')}</th>
                </tr>
              </thead>
              <tbody>
                {members.data.items.map((member) => (
                  <tr key={member.id}>
                    <td className={table.nowrap}>
                      <Link className={table.rowLink} to={consolePaths.member(member.id)}>
                        {member.account}
                      </Link>
                      <BrandTag code={member.merchantCode} />
                    </td>
                    <td className={table.clip}>{member.nickname}</td>
                    <td>{memberType(member.isAgent)}</td>
                    <td>
                      <StatusBadge status={member.status} />
                    </td>
                    <td className={member.mobile ? `${table.nowrap} ${table.mono}` : table.muted}>{member.mobile ?? '—'}</td>
                    <td className={table.clip}>{member.email ?? '—'}</td>
                    <td className={table.num}>{member.balance === null ? '—' : formatCurrency(member.balance, language, { symbol: member.currencySymbol })}</td>
                    <td className={`${table.nowrap} ${table.muted}`}>{(member.createdAt ? formatDateTime(member.createdAt, language) : '—')}</td>
                    <td className={`${table.nowrap} ${table.muted}`}>{(member.lastLoginAt ? formatDateTime(member.lastLoginAt, language) : '—')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={members.data.total} onPage={(next) => update({ page: next })} label={t('members.pages')} />
        </>
      )}
    </>
  );
}
