import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { minorUnitProblem } from '@/shared/contract/currency';
import { MAX_ADJUSTMENT, REASON_MAX, REASON_MIN, type OperatorMemberDetail } from '@/shared/contract/operator';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { formatCurrency } from '@/shared/lib/format';
import { useFormat } from '@/shared/i18n/use-format';
import { newRequestId, parseAmount } from './amount';
import { useAdjustBalanceMutation } from './members-api';
import styles from './dialogs.module.css';

type Member = OperatorMemberDetail['member'];
type Direction = 'credit' | 'debit';

export interface AdjustmentDone {
  direction: Direction;
  amount: number;
  balanceAfter: number;
  replayed: boolean;
}

/**
 * A manual credit or debit: fill in, review, confirm. The confirmation
 * repeats who, how much, the balance before and after, and the reason. One
 * request id per reviewed adjustment: pressing confirm again after a lost
 * answer cannot move the money twice; going back to change it draws a new one.
 */
export function AdjustBalanceDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (done: AdjustmentDone) => void }) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const errorText = useErrorText();
  const [direction, setDirection] = useState<Direction>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [review, setReview] = useState<{ requestId: string; amount: number } | null>(null);
  const [touched, setTouched] = useState(false);
  const [adjust, result] = useAdjustBalanceMutation();
  const reviewRef = useRef<HTMLDivElement>(null);
  const amountId = useId();
  const reasonId = useId();

  const balance = member.balance ?? 0;
  const amount = parseAmount(amountText);
  const after = amount === null ? null : direction === 'credit' ? balance + amount : balance - amount;
  const unitProblem = amount === null ? null : minorUnitProblem(amount, member.currency);
  const amountProblem =
    amountText.trim() === ''
      ? t('adjust.amountRequired')
      : amount === null || amount <= 0
        ? t('adjust.amountInvalid')
        : amount > MAX_ADJUSTMENT
          ? t('adjust.amountTooLarge', { max: formatCurrency(MAX_ADJUSTMENT, language, { symbol: member.currencySymbol }) })
          : unitProblem
            ? t(unitProblem.key, { ns: 'translation', ...unitProblem.params })
            : after !== null && after < 0
            ? t('adjust.wouldBeNegative')
            : null;
  const reasonProblem = reason.trim().length < REASON_MIN ? t('adjust.reasonRequired', { min: REASON_MIN }) : null;

  useEffect(() => {
    // the confirmation takes the focus: Enter confirms what was just reviewed, Escape leaves
    if (review) reviewRef.current?.querySelector<HTMLButtonElement>('[data-confirm]')?.focus();
  }, [review]);

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountProblem || reasonProblem || amount === null) return;
    result.reset();
    setReview({ requestId: newRequestId(), amount });
  };

  const onConfirm = async () => {
    if (!review) return;
    const answer = await adjust({ memberId: member.id, direction, amount: review.amount, reason: reason.trim(), requestId: review.requestId });
    if ('data' in answer && answer.data) {
      onDone({ direction, amount: review.amount, balanceAfter: answer.data.balanceAfter, replayed: answer.data.replayed });
    }
  };

  const shown = (value: number) => formatCurrency(value, language, { symbol: member.currencySymbol });

  return (
    <Modal title={t('adjust.title', { account: member.account })} onClose={onClose} width={520} closeOnOverlay={false}>
      {review === null ? (
        <form className={styles.form} onSubmit={onReview} noValidate>
          <fieldset className={styles.directions}>
            <legend className={form.label}>{t('adjust.direction')}</legend>
            {(['credit', 'debit'] as const).map((option) => (
              <label key={option} className={`${styles.direction} ${direction === option ? styles.chosen : ''}`}>
                <input type="radio" name="direction" value={option} checked={direction === option} onChange={() => setDirection(option)} />
                <span>
                  <strong>{t(`adjust.${option}`)}</strong>
                  <small>{t(`adjust.${option}Hint`)}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <div className={form.field}>
            <label className={form.label} htmlFor={amountId}>
              {t('adjust.amount', { currency: member.currency })}
            </label>
            <input
              id={amountId}
              className={`${form.input} ${styles.amount}`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              data-autofocus=""
              value={amountText}
              aria-invalid={(touched && amountProblem !== null) || undefined}
              aria-describedby={`${amountId}-hint`}
              onChange={(event) => setAmountText(event.target.value)}
            />
            <span id={`${amountId}-hint`} className={touched && amountProblem ? form.error : form.hint}>
              {touched && amountProblem
                ? amountProblem
                : amount !== null && after !== null
                  ? t('adjust.preview', { amount: shown(amount), before: shown(balance), after: shown(after) })
                  : t('adjust.balanceNow', { balance: shown(balance) })}
            </span>
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={reasonId}>
              {t('adjust.reason')}
            </label>
            <textarea
              id={reasonId}
              className={form.textarea}
              name="reason"
              maxLength={REASON_MAX}
              value={reason}
              aria-invalid={(touched && reasonProblem !== null) || undefined}
              aria-describedby={`${reasonId}-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <span id={`${reasonId}-hint`} className={touched && reasonProblem ? form.error : form.hint}>
              {touched && reasonProblem ? reasonProblem : t('adjust.reasonHint')}
            </span>
          </div>
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit">{t('adjust.review')}</Button>
          </div>
        </form>
      ) : (
        <div className={styles.form} ref={reviewRef}>
          <p className={styles.summary}>
            {t(direction === 'credit' ? 'adjust.confirmCredit' : 'adjust.confirmDebit', { amount: shown(review.amount), account: member.account })}
          </p>
          <dl className={styles.facts}>
            <dt>{t('adjust.member')}</dt>
            <dd>
              {member.account} · {member.nickname} · {member.merchantCode}
            </dd>
            <dt>{t('adjust.direction')}</dt>
            <dd>
              <strong className={direction === 'credit' ? styles.credit : styles.debit}>{t(`adjust.${direction}`)}</strong>
            </dd>
            <dt>{t('adjust.amountLabel')}</dt>
            <dd className={styles.bigAmount}>{shown(review.amount)}</dd>
            <dt>{t('adjust.balanceBefore')}</dt>
            <dd>{shown(balance)}</dd>
            <dt>{t('adjust.balanceAfter')}</dt>
            <dd>
              <strong>{shown(direction === 'credit' ? balance + review.amount : balance - review.amount)}</strong>
            </dd>
            <dt>{t('adjust.reason')}</dt>
            <dd className={styles.reasonText}>{reason.trim()}</dd>
          </dl>
          <p className={form.hint}>{t('adjust.audited')}</p>
          {result.isError && (
            <div className={form.alert} role="alert">
              {errorText(result.error)}
            </div>
          )}
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={() => setReview(null)} disabled={result.isLoading}>
              {t('actions.back')}
            </Button>
            <Button data-confirm="" variant={direction === 'credit' ? 'primary' : 'danger'} loading={result.isLoading} onClick={() => void onConfirm()}>
              {t(direction === 'credit' ? 'adjust.doCredit' : 'adjust.doDebit', { amount: shown(review.amount) })}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
