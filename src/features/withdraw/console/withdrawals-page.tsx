import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { withdrawalStates, type WithdrawalState } from '@/shared/contract/withdraw';
import form from '@/shared/console/form.module.css';
import { formatCurrency } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { Pager } from '@/shared/console/pager';
import { EmptyState, ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { WithdrawalStateBadge } from './withdrawal-labels';
import { useWithdrawalsQuery } from './withdrawals-api';
import styles from './withdrawals.module.css';

const PAGE_SIZE = 25;

/** The withdrawal review queue: pending first by default, filtered by state and account; the filter lives in the address. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = raw === 'all' ? '' : ((raw ?? 'pending') as WithdrawalState);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useWithdrawalsQuery({ state: state || undefined, page, pageSize: PAGE_SIZE });

  const update = (next: { state?: string; page?: number }) => {
    const search = new URLSearchParams();
    search.set('state', next.state ?? (state || 'all'));
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <PageHeader title={t('pages.withdrawals')} subtitle={t('withdrawals.lead')} />
      <div className={styles.filters}>
        <label className={form.field}>
          <span className={form.label}>{t('withdrawals.state')}</span>
          <select className={form.select} value={state || 'all'} onChange={(event) => update({ state: event.target.value })}>
            <option value="all">{t('withdrawals.anyState')}</option>
            {withdrawalStates.map((s) => (
              <option key={s} value={s}>
                {t(`withdrawalStates.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError || !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('withdrawals.none')} />
      ) : (
        <>
          <div className={table.wrap} aria-busy={list.isFetching}>
            <table className={table.table}>
              <caption className="visually-hidden">{t('pages.withdrawals')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('withdrawals.reference')}</th>
                  <th scope="col">{t('withdrawals.member')}</th>
                  <th scope="col" className={table.num}>
                    {t('withdrawals.amount')}
                  </th>
                  <th scope="col" className={table.num}>
                    {t('withdrawals.paid')}
                  </th>
                  <th scope="col">{t('withdrawals.card')}</th>
                  <th scope="col">{t('withdrawals.state')}</th>
                  <th scope="col">{t('withdrawals.requested')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((w) => (
                  <tr key={w.id}>
                    <td className={table.nowrap}>
                      <Link className={table.rowLink} to={consolePaths.withdrawal(w.id)}>
                        {w.reference}
                      </Link>
                    </td>
                    <td className={table.nowrap}>{w.member.account}</td>
                    <td className={table.num}>{formatCurrency(w.amount, language, { symbol: w.currencySymbol })}</td>
                    <td className={table.num}>{formatCurrency(w.paid, language, { symbol: w.currencySymbol })}</td>
                    <td className={table.nowrap}>
                      {w.card.bankShortName} <span className={table.mono}>{w.card.maskedNumber}</span>
                    </td>
                    <td>
                      <WithdrawalStateBadge state={w.state} />
                    </td>
                    <td className={`${table.nowrap} ${table.muted}`}>{(w.createdAt ? formatDateTime(w.createdAt, language) : '—')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(next) => update({ page: next })} label={t('withdrawals.pages')} />
        </>
      )}
    </>
  );
}
