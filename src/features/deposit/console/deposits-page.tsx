import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { SearchIcon } from '@/shared/components/icons';
import { DataTable, type Column } from '@/shared/components/data-table';
import { depositStates, type DepositState } from '@/shared/contract/deposit';
import type { OperatorDepositRow } from '@/shared/contract/deposit-operator';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { ListPager } from '@/shared/console/list-pager';
import { ErrorState } from '@/shared/console/states';
import { BrandTag } from '@/shared/console/brand-tag';
import table from '@/shared/console/table.module.css';
import { useAddressFilters } from '@/shared/console/use-address-filters';
import { ContractForm } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { TextField } from '@/shared/form/text-field';
import { DepositDetail } from './deposit-detail';
import { DepositFlags, DepositStateBadge } from './deposit-labels';
import { useDepositsQuery } from './deposits-api';
import styles from './deposits-page.module.css';

const PAGE_SIZE = 25;

const filterSchema = z.object({ member: z.string().check(z.maxLength(64)), state: z.string() });

/**
 * Deposit orders of the operator's brand, newest first, by state and member;
 * a row opens its detail beside the list, where a pending one can be marked
 * paid. The filters and the open order live in the address.
 */
export default function DepositsPage() {
  const { t } = useTranslation('operator');
  const { money, dateTime } = useFormat();
  const [params, setParams] = useSearchParams();
  const member = params.get('member') ?? '';
  const state = (params.get('state') ?? '') as DepositState | '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('id')) || null;

  const deposits = useDepositsQuery({ member: member || undefined, state: state || undefined, page, pageSize: PAGE_SIZE });

  const update = (next: { member?: string; state?: string; page?: number; id?: number | null }) => {
    const merged = { member, state, page: 1, id: open, ...next };
    const search = new URLSearchParams();
    if (merged.member) search.set('member', merged.member);
    if (merged.state) search.set('state', merged.state);
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.id) search.set('id', String(merged.id));
    setParams(search);
  };
  // the member searched follows the address (back, forward, a link) and is free to type in between; the state applies at once
  const filterForm = useAddressFilters({ schema: filterSchema, applied: { member, state }, applyAtOnce: ['state'], onApply: (next) => update({ ...next, id: null }) });
  const columns: Column<OperatorDepositRow>[] = [
    {
      key: 'reference',
      header: t('deposits.reference'),
      cell: (order) => (
        <button type="button" className={`${styles.rowButton} ${table.mono}`} onClick={() => update({ id: order.id, page })} aria-current={order.id === open || undefined}>
          {order.reference}
        </button>
      ),
    },
    {
      key: 'member',
      header: t('deposits.member'),
      cell: (order) => (
        <>
          {order.account}
          <BrandTag code={order.merchantCode} />
        </>
      ),
    },
    { key: 'channel', header: t('deposits.channel'), cell: (order) => order.channelName },
    { key: 'amount', header: t('deposits.amount'), align: 'end', cell: (order) => money(order.creditedAmount ?? order.amount, { symbol: order.currency }) },
    {
      key: 'state',
      header: t('deposits.stateFilter'),
      cell: (order) => (
        <span className={styles.flags}>
          <DepositStateBadge state={order.state} />
          <DepositFlags notes={order.notes} />
        </span>
      ),
    },
    { key: 'created', header: t('deposits.created'), cell: (order) => <span className={table.muted}>{order.createdAt ? dateTime(order.createdAt) : '—'}</span> },
  ];

  return (
    <>
      <PageHeader title={t('pages.deposits')} subtitle={t('deposits.lead')} />
      <ContractForm form={filterForm} className={styles.filters} role="search" onSubmit={(values) => update({ member: values.member.trim(), id: null })}>
        <TextField
          name="member"
          label={t('deposits.member')}
          labelHidden
          fieldClassName={styles.query}
          className={styles.searchInput}
          type="search"
          data-console-search=""
          placeholder={t('deposits.memberPlaceholder')}
          maxLength={64}
          adornment={<SearchIcon size={16} />}
        />
        <SelectField
          name="state"
          label={t('deposits.stateFilter')}
          labelHidden
          options={[{ value: '', label: t('deposits.anyState') }, ...depositStates.map((s) => ({ value: s, label: t(`deposits.state.${s}`) }))]}
        />
        <Button type="submit" size="small">
          {t('deposits.search')}
        </Button>
      </ContractForm>

      <div className={open ? styles.split : undefined}>
        <div>
          {deposits.isError ? (
            <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} />
          ) : (
            <>
              <div className={table.dense}>
                <DataTable
                  caption={t('pages.deposits')}
                  columns={columns}
                  rows={deposits.data?.items}
                  rowKey={(order) => order.id}
                  rowClassName={(order) => (order.id === open ? table.current : undefined)}
                  loading={deposits.isFetching}
                  emptyTitle={t('deposits.none')}
                />
              </div>
              {deposits.data && deposits.data.items.length > 0 && (
                <ListPager page={page} pageSize={PAGE_SIZE} total={deposits.data.total} onPage={(next) => update({ page: next })} label={t('deposits.pages')} />
              )}
            </>
          )}
        </div>
        {open && <DepositDetail id={open} onClose={() => update({ id: null, page })} />}
      </div>
    </>
  );
}
