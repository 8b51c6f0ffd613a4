import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { roleMay } from '@/shared/contract/operator';
import { depositOperatorApi } from '@/shared/contract/deposit-operator';
import { useMeQuery } from '../../api/operator-api';
import { money, signedMoney, useConsoleLanguage, when } from '../../components/format';
import { ErrorState, LoadingState } from '../../components/states';
import { ConfirmDepositForm } from './confirm-deposit-form';
import { DepositFlags, DepositStateBadge, useDepositNoteLabel } from './deposit-labels';
import { useDepositQuery } from './deposits-api';
import styles from './deposits-page.module.css';

/** One order: its amounts, times, notes and the provider's callbacks; "mark paid" while it waits. */
export function DepositDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const language = useConsoleLanguage();
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
            <dd>{money(data.order.amount, data.order.currency, language)}</dd>
            <dt>{t('deposits.paid')}</dt>
            <dd>{data.order.paidAmount === null ? '—' : money(data.order.paidAmount, data.order.currency, language)}</dd>
            {data.order.paidAmount !== null && data.order.paidAmount !== data.order.amount && (
              <>
                <dt>{t('deposits.difference')}</dt>
                <dd>
                  {signedMoney(data.order.paidAmount - data.order.amount, data.order.currency, language)}{' '}
                  <DepositFlags notes={data.order.notes} />
                </dd>
              </>
            )}
            <dt>{t('deposits.credited')}</dt>
            <dd>{data.order.creditedAmount === null ? '—' : money(data.order.creditedAmount, data.order.currency, language)}</dd>
            <dt>{t('deposits.created')}</dt>
            <dd>{when(data.order.createdAt)}</dd>
            <dt>{t('deposits.expires')}</dt>
            <dd>{when(data.order.expiresAt)}</dd>
            <dt>{t('deposits.settled')}</dt>
            <dd>{when(data.order.settledAt)}</dd>
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
                  <span className={styles.mono}>{c.callbackId}</span> · {c.status} · {money(c.amount, data.order.currency, language)} · {c.outcome} ·{' '}
                  {when(c.receivedAt)}
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
