import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '@/shared/components/data-table';
import { withdrawalStates, type WithdrawalState } from '@/shared/contract/withdraw';
import type { OperatorWithdrawal } from '@/shared/contract/withdraw-operator';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { ListPager } from '@/shared/console/list-pager';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { useAddressFilters } from '@/shared/console/use-address-filters';
import { ContractForm } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { WithdrawalStateBadge } from './withdrawal-labels';
import { useWithdrawalsQuery } from './withdrawals-api';
import styles from './withdrawals.module.css';

const PAGE_SIZE = 25;

const filterSchema = z.object({ state: z.string() });

/** The withdrawal review queue: pending first by default, filtered by state and account; the filter lives in the address. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('operator');
  const { money, dateTime } = useFormat();
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = raw === 'all' ? '' : ((raw ?? 'pending') as WithdrawalState);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useWithdrawalsQuery({ state: state || undefined, page, pageSize: PAGE_SIZE });

  const columns: Column<OperatorWithdrawal>[] = [
    {
      key: 'reference',
      header: t('withdrawals.reference'),
      cell: (w) => (
        <Link className={table.rowLink} to={consolePaths.withdrawal(w.id)}>
          {w.reference}
        </Link>
      ),
    },
    { key: 'member', header: t('withdrawals.member'), cell: (w) => w.member.account },
    { key: 'amount', header: t('withdrawals.amount'), align: 'end', cell: (w) => money(w.amount, { symbol: w.currencySymbol }) },
    { key: 'paid', header: t('withdrawals.paid'), align: 'end', cell: (w) => money(w.paid, { symbol: w.currencySymbol }) },
    {
      key: 'card',
      header: t('withdrawals.card'),
      cell: (w) => (
        <>
          {w.card.bankShortName} <span className={table.mono}>{w.card.maskedNumber}</span>
        </>
      ),
    },
    { key: 'state', header: t('withdrawals.state'), cell: (w) => <WithdrawalStateBadge state={w.state} /> },
    { key: 'requested', header: t('withdrawals.requested'), cell: (w) => <span className={table.muted}>{w.createdAt ? dateTime(w.createdAt) : '—'}</span> },
  ];
  const update = (next: { state?: string; page?: number }) => {
    const search = new URLSearchParams();
    search.set('state', next.state ?? (state || 'all'));
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const filterForm = useAddressFilters({ schema: filterSchema, applied: { state: state || 'all' }, applyAtOnce: ['state'], onApply: update });

  return (
    <>
      <PageHeader title={t('pages.withdrawals')} subtitle={t('withdrawals.lead')} />
      <ContractForm form={filterForm} className={styles.filters} onSubmit={(values) => update(values)}>
        <SelectField
          name="state"
          label={t('withdrawals.state')}
          options={[{ value: 'all', label: t('withdrawals.anyState') }, ...withdrawalStates.map((s) => ({ value: s, label: t(`withdrawalStates.${s}`) }))]}
        />
      </ContractForm>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className={table.dense}>
            <DataTable caption={t('pages.withdrawals')} columns={columns} rows={list.data?.items} rowKey={(w) => w.id} loading={list.isFetching} emptyTitle={t('withdrawals.none')} />
          </div>
          {list.data && list.data.items.length > 0 && (
            <ListPager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(next) => update({ page: next })} label={t('withdrawals.pages')} />
          )}
        </>
      )}
    </>
  );
}
