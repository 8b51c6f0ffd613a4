import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { Modal } from '@/shared/components/modal';
import { owesRemainder, type Withdrawal } from '@/shared/contract/withdraw';
import { useFormat } from '@/shared/i18n/use-format';
import { StateBadge } from './state-badge';
import { useWithdrawalsQuery } from './withdraw-api';
import panels from '@/shared/styles/panels.module.css';
import styles from './withdraw.module.css';
import { FRESH_STATE } from '@/shared/api/fresh-state';

const PAGE_SIZE = 10;

function Detail({ withdrawal, money, onClose }: { withdrawal: Withdrawal; money: (n: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <Modal title={t('withdraw.history.detailTitle', { reference: withdrawal.reference })} onClose={onClose} width={480}>
      <dl className={styles.detail}>
        <dt>{t('withdraw.history.state')}</dt>
        <dd>
          <StateBadge state={withdrawal.state} />
        </dd>
        <dt>{t('withdraw.history.time')}</dt>
        <dd>{dateTime(withdrawal.createdAt)}</dd>
        <dt>{t('withdraw.receipt.amount')}</dt>
        <dd>{money(withdrawal.amount)}</dd>
        <dt>{t('withdraw.receipt.received')}</dt>
        <dd>{money(withdrawal.paid)}</dd>
        {owesRemainder(withdrawal.state) && (
          <>
            <dt>{t('withdraw.receipt.remaining')}</dt>
            <dd>{money(withdrawal.remaining)}</dd>
          </>
        )}
        <dt>{t('withdraw.history.card')}</dt>
        <dd>
          {withdrawal.card.bankShortName} {withdrawal.card.maskedNumber} · {withdrawal.card.holderName}
        </dd>
        {withdrawal.parts.map((part, i) => (
          <div key={part.id} style={{ display: 'contents' }}>
            <dt>{t('withdraw.history.part', { n: i + 1 })}</dt>
            <dd>
              {money(part.amount)} · {dateTime(part.createdAt)}
              {part.returnedAt && <> · {t('withdraw.history.returned', { time: dateTime(part.returnedAt) })}</>}
            </dd>
          </div>
        ))}
        {withdrawal.rejectReason && (
          <>
            <dt>{t('withdraw.history.reason')}</dt>
            <dd>{withdrawal.rejectReason}</dd>
          </>
        )}
        {withdrawal.proofIds.length > 0 && (
          <>
            <dt>{t('withdraw.history.proofs')}</dt>
            <dd>{t('withdraw.history.proofCount', { count: withdrawal.proofIds.length })}</dd>
          </>
        )}
      </dl>
      {withdrawal.state === 'forcedReceived' && <p className={styles.muted}>{t('withdraw.history.forcedNote')}</p>}
    </Modal>
  );
}

/** Every withdrawal of the member, newest first, paged; a row opens its detail. */
export function WithdrawalHistory({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormat({ symbol: currencySymbol });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Withdrawal | null>(null);
  const list = useWithdrawalsQuery({ page, pageSize: PAGE_SIZE }, FRESH_STATE);
  const columns: Column<Withdrawal>[] = [
    { key: 'reference', header: t('withdraw.history.reference'), cell: (w) => w.reference },
    { key: 'time', header: t('withdraw.history.time'), cell: (w) => dateTime(w.createdAt) },
    { key: 'amount', header: t('withdraw.receipt.amount'), cell: (w) => money(w.amount), align: 'end' },
    { key: 'card', header: t('withdraw.history.card'), cell: (w) => `${w.card.bankShortName} ${w.card.maskedNumber}` },
    { key: 'state', header: t('withdraw.history.state'), cell: (w) => <StateBadge state={w.state} /> },
  ];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <section className={`${panels.panel} ${styles.card}`}>
      <h3 className={styles.cardTitle}>{t('withdraw.history.title')}</h3>
      <DataTable
        caption={t('withdraw.history.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(w) => w.id}
        loading={list.isFetching && !list.data}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyTitle={t('withdraw.history.empty')}
        onRowClick={setOpen}
        skeletonRows={3}
      />
      <Pager page={page} pageCount={pages} onPage={setPage} disabled={list.isFetching} />
      {open && <Detail withdrawal={open} money={money} onClose={() => setOpen(null)} />}
    </section>
  );
}
