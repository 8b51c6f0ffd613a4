import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { REASON_MAX, REASON_MIN } from '@/shared/contract/operator';
import type { OperatorDepositRow } from '@/shared/contract/deposit-operator';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { formatCurrency } from '@/shared/lib/format';
import { useFormat } from '@/shared/i18n/use-format';
import { useConfirmDepositMutation } from './deposits-api';
import styles from './deposits-page.module.css';

/**
 * "Mark paid": staff found the transfer on the bank statement. The reason is
 * required and goes to the audit log; one request id per confirmation, kept
 * while the answer is unknown, so pressing again cannot credit twice.
 */
export function ConfirmDepositForm({ order }: { order: OperatorDepositRow }) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId] = useState(newIdempotencyKey);
  const [confirm, result] = useConfirmDepositMutation();
  const reasonId = useId();
  const problem = reason.trim().length < REASON_MIN ? t('deposits.reasonRequired', { min: REASON_MIN }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    await confirm({ id: order.id, reason: reason.trim(), requestId });
  };

  return (
    <form className={styles.confirm} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.confirmTitle}>{t('deposits.markPaid')}</h3>
      <p className={form.hint}>{t('deposits.markPaidHint', { amount: formatCurrency(order.amount, language, { symbol: order.currency }), reference: order.reference })}</p>
      <div className={form.field}>
        <label className={form.label} htmlFor={reasonId}>
          {t('deposits.reason')}
        </label>
        <textarea
          id={reasonId}
          className={form.textarea}
          name="reason"
          maxLength={REASON_MAX}
          value={reason}
          aria-invalid={(touched && problem !== null) || undefined}
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <span id={`${reasonId}-hint`} className={touched && problem ? form.error : form.hint}>
          {touched && problem ? problem : t('deposits.reasonHint')}
        </span>
      </div>
      {result.isError && (
        <p className={form.error} role="alert">
          {errorText(result.error)}
        </p>
      )}
      <Button type="submit" loading={result.isLoading}>
        {t('deposits.markPaidSubmit')}
      </Button>
    </form>
  );
}
