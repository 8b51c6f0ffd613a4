import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '@/shared/components/data-table';
import { applicationStates, type OperatorApplication } from '@/shared/contract/promotions-operator';
import { consolePaths } from '@/shared/console/console-paths';
import form from '@/shared/console/form.module.css';
import { PageHeader } from '@/shared/console/page-header';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { ApplicationStateBadge } from './application-labels';
import { useApplicationsQuery } from './applications-api';
import styles from './promotions-console.module.css';

/** Promotion applications to review: pending first by default, filtered by state in the address. */
export default function ApplicationsPage() {
  const { t } = useTranslation('operator');
  const { money, dateTime } = useFormat();
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = raw === 'all' ? undefined : ((applicationStates as readonly string[]).includes(raw ?? '') ? (raw as OperatorApplication['state']) : 'pending');
  const list = useApplicationsQuery({ state });

  const columns: Column<OperatorApplication>[] = [
    {
      key: 'promotion',
      header: t('applications.promotion'),
      cell: (a) => (
        <Link className={table.rowLink} to={consolePaths.application(a.id)}>
          {a.promotionTitle}
        </Link>
      ),
    },
    { key: 'member', header: t('applications.member'), cell: (a) => a.member.account },
    { key: 'comment', header: t('applications.comment'), cell: (a) => <span className={styles.clip}>{a.comment}</span> },
    { key: 'images', header: t('applications.images'), align: 'end', cell: (a) => a.imageIds.length },
    { key: 'amount', header: t('applications.amount'), align: 'end', cell: (a) => (a.amount === null ? '—' : money(a.amount, { symbol: a.currencySymbol })) },
    { key: 'state', header: t('applications.state'), cell: (a) => <ApplicationStateBadge state={a.state} /> },
    { key: 'applied', header: t('applications.applied'), cell: (a) => <span className={table.muted}>{dateTime(a.createdAt)}</span> },
  ];

  return (
    <>
      <PageHeader title={t('pages.applications')} subtitle={t('applications.lead')} />
      <div className={styles.filters}>
        <label className={form.field}>
          <span className={form.label}>{t('applications.state')}</span>
          <select className={form.select} value={state ?? 'all'} onChange={(event) => setParams(new URLSearchParams({ state: event.target.value }))}>
            <option value="all">{t('applications.anyState')}</option>
            {applicationStates.map((s) => (
              <option key={s} value={s}>
                {t(`applications.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className={table.dense}>
          <DataTable caption={t('pages.applications')} columns={columns} rows={list.data?.items} rowKey={(a) => a.id} loading={list.isFetching} emptyTitle={t('applications.none')} />
        </div>
      )}
    </>
  );
}
