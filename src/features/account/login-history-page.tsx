import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import type { LoginRecord } from '@/shared/contract/account';
import { htmlLang } from '@/shared/i18n/language';
import { formatDateTime } from '@/shared/lib/format-date';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { useLoginHistoryQuery } from './account-api';
import { PageTitle, placeText } from './account-bits';
import styles from './account.module.css';

/** Login history: every login to the account, failed ones included, newest first. */
export function Component() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [page, setPage] = useState(1);
  const history = useLoginHistoryQuery(page);
  const columns: Column<LoginRecord>[] = [
    { key: 'at', header: t('account.history.time'), cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at, language)}</time> },
    { key: 'ip', header: t('account.history.ip'), cell: (row) => row.ip ?? '—' },
    { key: 'place', header: t('account.history.place'), cell: (row) => placeText(t, row.place, htmlLang[language]) },
    { key: 'device', header: t('account.history.device'), cell: (row) => row.device ?? t('account.history.unknownDevice') },
    {
      key: 'result',
      header: t('account.history.result'),
      cell: (row) => <span className={row.success ? styles.stateGood : styles.stateBad}>{row.success ? t('account.history.success') : t('account.history.failure')}</span>,
    },
  ];
  const pageCount = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1;
  return (
    <div className={styles.page}>
<PageTitle page="loginHistory" />
      <p className={styles.muted}>{t('account.history.intro')}</p>
      <DataTable
        caption={t('memberCentre.loginHistory')}
        columns={columns}
        rows={history.data?.rows}
        rowKey={(row) => row.id}
        loading={history.isFetching}
        error={history.isError}
        onRetry={() => void history.refetch()}
        emptyTitle={t('account.history.empty')}
      />
      <Pager page={page} pageCount={pageCount} onPage={setPage} disabled={history.isFetching} />
    </div>
  );
}
