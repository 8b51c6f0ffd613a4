import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { baseApi } from '@/shared/api/base-api';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { depositFailureReasons, isPendingDeposit, type DepositFailureReason, type DepositOrder } from '@/shared/contract/deposit';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatCurrency } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { CopyButton } from './copy-button';
import { ORDER_POLL_MS, useCancelDepositMutation, useDepositOrderQuery } from './deposit-api';
import { payUrlOf } from './payment-window';
import { StateBadge } from './state-badge';
import { clock, useCountdown } from './use-countdown';
import styles from './deposit.module.css';
import { FRESH_STATE } from '@/shared/api/fresh-state';

/** A reason the site has words for; anything newer reads as the provider's refusal. */
const failureOf = (reason: string | null): DepositFailureReason =>
  depositFailureReasons.find((known) => known === reason) ?? 'providerFailed';

export interface OrderViewProps {
  id: number;
  currencySymbol: string;
  /** back to the channels (a new deposit) */
  onDone: () => void;
}

/**
 * One order: what to pay and where, the time left, and its state, which
 * follows the provider by itself: the order is asked for again every 3 s
 * while it waits (never after it is settled, nor once this view is gone).
 * When it becomes credited, the header balance is fetched again and a
 * toast says so.
 */
export function OrderView({ id, currencySymbol, onDone }: OrderViewProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const language = i18n.language as SupportedLanguage;
  const { data: order, isError, refetch, fulfilledTimeStamp } = useDepositOrderQuery(id, FRESH_STATE);
  const pending = order ? isPendingDeposit(order.state) : false;
  // the polling subscription lives only while the order waits
  useDepositOrderQuery(id, { pollingInterval: ORDER_POLL_MS, skip: !pending, skipPollingIfUnfocused: false });
  const [cancel, cancelling] = useCancelDepositMutation();
  const left = useCountdown(order?.secondsLeft ?? 0, fulfilledTimeStamp);

  const seen = useRef<DepositOrder['state'] | null>(null);
  useEffect(() => {
    if (!order) return;
    const before = seen.current;
    seen.current = order.state;
    if (before === null || before === order.state) return;
    dispatch(baseApi.util.invalidateTags(['DepositHistory' as never]));
    if (order.state === 'credited') {
      dispatch(baseApi.util.invalidateTags(['Balance']));
      dispatch(
        toastShown({
          tone: 'success',
          key: null,
          text: t('deposit.creditedToast', { amount: formatCurrency(order.creditedAmount ?? order.amount, language, { symbol: currencySymbol }) }),
        }),
      );
    }
  }, [order, dispatch, t, currencySymbol, language]);

  if (isError) {
    return (
      <LoadFailed title={t('deposit.orderError')} onRetry={() => void refetch()} />
    );
  }
  if (!order) {
    return (
      <div className={styles.order} aria-busy="true">
        <Skeleton className={styles.skeletonLine} />
        <Skeleton className={styles.skeletonBlock} />
      </div>
    );
  }

  const money = (amount: number) => formatCurrency(amount, language, { symbol: currencySymbol });
  // the provider's page in the member's language; an e-wallet's opened by itself on ordering, this link is the way back there
  const payUrl = payUrlOf(order, language);
  const overdue = pending && left === 0;

  return (
    <section className={styles.order} aria-labelledby="deposit-order-title" data-testid="deposit-order">
      <header className={styles.orderHead}>
        <div>
          <h3 id="deposit-order-title" className={styles.orderTitle}>
            {t('deposit.orderTitle', { channel: t(`deposit.kind.${order.kind}`) })}
          </h3>
          <p className={styles.muted}>
            {t('deposit.reference')}: <span className={styles.mono}>{order.reference}</span> · {formatDateTime(order.createdAt, language)}
          </p>
        </div>
        <StateBadge state={order.state} />
      </header>

      <div className={styles.amountRow}>
        <span className={styles.muted}>{pending ? t('deposit.amountDue') : t('deposit.amount')}</span>
        <strong className={styles.bigAmount}>{money(order.amount)}</strong>
      </div>

      {pending && (
        <p className={overdue ? styles.timerOver : styles.timer} role="timer" aria-live="off">
          {overdue ? t('deposit.timeUp') : t('deposit.timeLeft', { time: clock(left) })}
        </p>
      )}

      {order.state === 'credited' && (
        <p className={styles.success} role="status">
          {t('deposit.creditedText', { amount: money(order.creditedAmount ?? order.amount) })}
        </p>
      )}
      {order.state === 'failed' && (
        <p className={styles.failure} role="status">
          {t(`deposit.failure.${failureOf(order.failureReason)}`)}
        </p>
      )}
      {(order.state === 'expired' || order.state === 'cancelled') && (
        <p className={styles.muted} role="status">
          {t(`deposit.ended.${order.state}`)}
        </p>
      )}

      {pending && order.qrPayload && (
        <figure className={styles.qr}>
          <div className={styles.qrBox}>
            <QRCodeSVG value={order.qrPayload} size={196} marginSize={2} title={t('deposit.qrTitle')} />
          </div>
          <figcaption className={styles.hint}>{t('deposit.qrHint')}</figcaption>
        </figure>
      )}

      {pending && order.bank && (
        <dl className={styles.bank}>
          <div>
            <dt>{t('deposit.bank.name')}</dt>
            <dd>{order.bank.bankName}</dd>
          </div>
          <div>
            <dt>{t('deposit.bank.account')}</dt>
            <dd>
              <span className={styles.mono}>{order.bank.accountNumber}</span>
              <CopyButton value={order.bank.accountNumber} label={t('deposit.bank.account')} />
            </dd>
          </div>
          <div>
            <dt>{t('deposit.bank.holder')}</dt>
            <dd>{order.bank.accountName}</dd>
          </div>
          <div>
            <dt>{t('deposit.bank.amount')}</dt>
            <dd>
              <span className={styles.mono}>{String(order.amount)}</span>
              <CopyButton value={String(order.amount)} label={t('deposit.bank.amount')} />
            </dd>
          </div>
          <div className={styles.noteRow}>
            <dt>{t('deposit.bank.note')}</dt>
            <dd>
              <strong className={styles.mono} data-testid="deposit-note">
                {order.reference}
              </strong>
              <CopyButton value={order.reference} label={t('deposit.bank.note')} />
            </dd>
          </div>
        </dl>
      )}
      {pending && order.bank && <p className={styles.hint}>{t('deposit.bank.noteHint')}</p>}

      {pending && (
        <div className={styles.actions}>
          {payUrl && order.kind === 'eWallet' && (
            <a className={styles.payButton} href={payUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.payWithWallet')}
            </a>
          )}
          {payUrl && order.kind !== 'eWallet' && (
            <a className={styles.simulate} href={payUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.simulate')}
            </a>
          )}
          <Button variant="ghost" loading={cancelling.isLoading} onClick={() => void cancel(order.id)}>
            {t('deposit.cancelOrder')}
          </Button>
        </div>
      )}
      {pending && <p className={styles.waiting}>{t('deposit.waiting')}</p>}

      {!pending && (
        <div className={styles.actions}>
          <Button onClick={onDone}>{t('deposit.newDeposit')}</Button>
        </div>
      )}
    </section>
  );
}
