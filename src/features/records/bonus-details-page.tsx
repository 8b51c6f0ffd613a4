import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE, type BonusRecord } from '@/shared/contract/records';
import { useFormat } from '@/shared/i18n/use-format';
import { ReportTable, type ReportColumn } from '@/shared/report/report-table';
import panels from '@/shared/styles/panels.module.css';
import { useBonusRecordsQuery } from './records-api';
import styles from './records.module.css';

/** Bonus details (bonusDetails): the bonuses received, with the turnover each asks and how far it is met. */
export function Component() {
  const { t } = useTranslation();
  const { money, dateTime } = useFormat();
  const [page, setPage] = useState(1);
  const bonuses = useBonusRecordsQuery({ pageNo: page, pageSize: RECORDS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const data = bonuses.data;

  const columns: ReportColumn<BonusRecord>[] = [
    { key: 'time', header: t('records.bonus.time'), cell: (b) => dateTime(b.createdAt).slice(0, 10) },
    { key: 'reason', header: t('records.bonus.reason'), cell: (b) => <span className={panels.strong}>{t(`records.bonus.reasons.${b.reason}` as never)}</span> },
    { key: 'amount', header: t('records.bonus.amount'), align: 'end', cell: (b) => money(b.amount) },
    {
      key: 'required',
      header: t('records.bonus.required'),
      align: 'end',
      cell: (b) => (
        <>
          <span>{money(b.turnoverRequired)}</span>
          <span className={panels.sub}>{t('records.bonus.multiple', { multiple: b.turnoverMultiple })}</span>
        </>
      ),
    },
    {
      key: 'progress',
      header: t('records.bonus.progress'),
      cell: (b) => {
        const percent = b.turnoverRequired > 0 ? Math.min(100, Math.floor((b.turnoverDone / b.turnoverRequired) * 100)) : 100;
        return (
          <div className={styles.progress}>
            <progress max={100} value={percent} aria-label={t('records.bonus.progressOf', { done: money(b.turnoverDone), required: money(b.turnoverRequired) })} />
            <span className={panels.sub}>
              {money(b.turnoverDone)} · {percent}%
            </span>
          </div>
        );
      },
    },
    {
      key: 'status',
      header: t('records.bonus.status'),
      align: 'center',
      cell: (b) => <span className={`${panels.badge} ${b.completed ? panels.badgeGood : panels.badgeInfo}`}>{t(b.completed ? 'records.bonus.completed' : 'records.bonus.inProgress')}</span>,
    },
  ];

  return (
    <div className={panels.page}>
      <p className={styles.lead}>
        {t('records.bonus.lead')}
        {data && data.locked > 0 && (
          <>
            {' '}
            <strong>{t('records.bonus.locked', { amount: money(data.locked) })}</strong>
          </>
        )}
      </p>
      <ReportTable
        caption={t('memberCentre.bonusDetails')}
        columns={columns}
        rows={data?.items}
        rowKey={(b) => b.id}
        query={bonuses}
        pager={data && { page: data.pageNo, pageCount: data.totalPages, onPage: setPage }}
        emptyTitle={t('records.bonus.emptyTitle')}
        emptyText={t('records.bonus.emptyText')}
      />
    </div>
  );
}
