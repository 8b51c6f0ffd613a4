import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { roleMay } from '@/shared/contract/operator';
import { depositOperatorApi } from '@/shared/contract/deposit-operator';
import { useMeQuery } from '@/shared/console/console-api';
import { formatCurrency } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';
import { useFormat } from '@/shared/i18n/use-format';
import { ErrorState, LoadingState } from '@/shared/console/states';
import { ConfirmDepositForm } from './confirm-deposit-form';
import { DepositFlags, DepositStateBadge, useDepositNoteLabel } from './deposit-labels';
import { useDepositQuery } from './deposits-api';
import styles from './deposits-page.module.css';

/** One order: its amounts, times, notes and the provider's callbacks; "mark paid" while it waits. */
export function DepositDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const { data, isLoading, isError, error, refetch } = useDepositQuery(id);
  const me = useMeQuery();
  const noteLabel = useDepositNoteLabel();
  const mayConfirm = roleMay(me.data?.operator.role, depositOperatorApi.operatorConfirmDeposit);

  return (
    <aside className={styles.detail} aria-label={t('deposits.detail')}>
      <div className={styles.detailHead}>
        <h2 className={styles.detailTitle}>{data ? data.order.reference : t('deposits.detail')}</h2>
        <Button variant="ghost" size="small" onClick={onClose}>
          {t('actions.back')}
        </Button>
      </div>
      {isLoading ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>{t('deposits.stateFilter')}</dt>
            <dd>
              <DepositStateBadge state={data.order.state} />
            </dd>
            <dt>{t('deposits.member')}</dt>
            <dd>
              {data.order.account} <span className={styles.muted}>#{data.order.memberId}</span>
            </dd>
            <dt>{t('deposits.channel')}</dt>
            <dd>{data.order.channelName}</dd>
            <dt>{t('deposits.amount')}</dt>
            <dd>{formatCurrency(data.order.amount, language, { symbol: data.order.currency })}</dd>
            <dt>{t('deposits.paid')}</dt>
            <dd>{data.order.paidAmount === null ? '—' : formatCurrency(data.order.paidAmount, language, { symbol: data.order.currency })}</dd>
            {data.order.paidAmount !== null && data.order.paidAmount !== data.order.amount && (
              <>
                <dt>{t('deposits.difference')}</dt>
                <dd>
                  {formatCurrency(data.order.paidAmount - data.order.amount, language, { symbol: data.order.currency, signed: true })}{' '}
                  <DepositFlags notes={data.order.notes} />
                </dd>
              </>
            )}
            <dt>{t('deposits.credited')}</dt>
            <dd>{data.order.creditedAmount === null ? '—' : formatCurrency(data.order.creditedAmount, language, { symbol: data.order.currency })}</dd>
            <dt>{t('deposits.created')}</dt>
            <dd>{(data.order.createdAt ? formatDateTime(data.order.createdAt, language) : '—')}</dd>
            <dt>{t('deposits.expires')}</dt>
            <dd>{(data.order.expiresAt ? formatDateTime(data.order.expiresAt, language) : '—')}</dd>
            <dt>{t('deposits.settled')}</dt>
            <dd>{(data.order.settledAt ? formatDateTime(data.order.settledAt, language) : '—')}</dd>
            {data.order.failureReason && (
              <>
                <dt>{t('deposits.failure')}</dt>
                <dd>{data.order.failureReason}</dd>
              </>
            )}
            {data.order.notes.length > 0 && (
              <>
                <dt>{t('deposits.notes')}</dt>
                <dd>{data.order.notes.map(noteLabel).join(', ')}</dd>
              </>
            )}
          </dl>
          <h3 className={styles.confirmTitle}>{t('deposits.callbacks')}</h3>
          {data.callbacks.length === 0 ? (
            <p className={styles.muted}>{t('deposits.noCallbacks')}</p>
          ) : (
            <ul className={styles.callbacks}>
              {data.callbacks.map((c) => (
                <li key={c.callbackId}>
                  <span className={styles.mono}>{c.callbackId}</span> · {c.status} · {formatCurrency(c.amount, language, { symbol: data.order.currency })} · {c.outcome} ·{' '}
                  {(c.receivedAt ? formatDateTime(c.receivedAt, language) : '—')}
                </li>
              ))}
            </ul>
          )}
          {data.order.state === 'pending' && mayConfirm && <ConfirmDepositForm key={data.order.id} order={data.order} />}
        </>
      )}
    </aside>
  );
}
