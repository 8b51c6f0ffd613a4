import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { MAX_PROOFS, type ReceiptChoice, type Withdrawal } from '@/shared/contract/withdraw';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { ImageUploadField } from '@/shared/form/image-upload-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectToken } from '@/shared/store/session-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import * as z from 'zod/mini';
import { useFormat } from '@/shared/i18n/use-format';
import { applyWithdrawErrors } from './withdraw-failure';
import { uploadProofs, useConfirmWithdrawalReceiptMutation } from './withdraw-api';
import panels from '@/shared/styles/panels.module.css';
import styles from './withdraw.module.css';

type ProofValues = { proofs: File[] };
const proofSchema = z.object({ proofs: z.array(z.custom<File>()) });

/** Seconds until a time, ticking every second; 0 once it has passed (the screen is keyed by its deadline). */
function useSecondsUntil(iso: string | null, onZero: () => void): number {
  const target = iso ? Date.parse(iso) : Number.NaN;
  const left = () => (Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) {
        window.clearInterval(timer);
        onZero();
      }
    }, 1000);
    return () => window.clearInterval(timer);
    // the deadline is what matters; onZero only refreshes the data
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return seconds;
}

const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The withdrawal receipt confirmation screen: what was paid (the received
 * amount) and what remains, a countdown to forced received and what that
 * means, and the three answers: received, full payment made, or not received
 * with up to three pictures of the bank statement.
 */
export function ReceiptConfirmation({ withdrawal, currencySymbol, forcedMinutes, onExpired }: { withdrawal: Withdrawal; currencySymbol: string; forcedMinutes: number; onExpired: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const { money } = useFormat({ symbol: currencySymbol });
  const [confirm, { isLoading }] = useConfirmWithdrawalReceiptMutation();
  const [proving, setProving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const seconds = useSecondsUntil(withdrawal.confirmDeadline, onExpired);
  const form = useContractForm<ProofValues>({
    schema: proofSchema,
    checks: (values) => ({ proofs: values.proofs.length === 0 ? { key: 'withdraw.errors.proofRequired', params: { max: MAX_PROOFS } } : null }),
    defaultValues: { proofs: [] },
  });

  const answer = async (choice: ReceiptChoice, proofIds?: string[]) => {
    try {
      await confirm({ id: withdrawal.id, choice, ...(proofIds ? { proofIds } : {}) }).unwrap();
      dispatch(toastShown({ tone: 'success', key: null, text: t('withdraw.receipt.thanks') }));
    } catch (error) {
      applyWithdrawErrors(form, error, []);
    }
  };
  const sendProofs = async (values: ProofValues) => {
    setUploading(true);
    try {
      const ids = await uploadProofs(values.proofs, token);
      await answer('notReceived', ids);
    } catch (error) {
      applyWithdrawErrors(form, error, ['proofs']);
    } finally {
      setUploading(false);
    }
  };

  const allPaid = withdrawal.remaining === 0;
  return (
    <section className={`${panels.panel} ${styles.card} ${styles.receipt}`} aria-labelledby={`receipt-${withdrawal.id}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle} id={`receipt-${withdrawal.id}`}>
          {t('withdraw.receipt.title', { reference: withdrawal.reference })}
        </h3>
        <span className={styles.countdown} role="timer" aria-label={t('withdraw.receipt.countdownLabel', { time: clock(seconds) })}>
          {clock(seconds)}
        </span>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('withdraw.receipt.amount')}</dt>
          <dd>{money(withdrawal.amount)}</dd>
        </div>
        <div className={`${styles.stat} ${styles.statHighlight}`}>
          <dt>{t('withdraw.receipt.received')}</dt>
          <dd>{money(withdrawal.paid)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.receipt.remaining')}</dt>
          <dd>{money(withdrawal.remaining)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t('withdraw.receipt.card', { bank: withdrawal.card.bankShortName, number: withdrawal.card.maskedNumber })}
      </p>
      <p className={styles.notice}>{t('withdraw.receipt.forcedExplained', { minutes: forcedMinutes })}</p>
      <div className={styles.choices}>
        <Button onClick={() => void answer('received')} loading={isLoading && !proving} disabled={uploading}>
          {allPaid ? t('withdraw.receipt.choiceReceived') : t('withdraw.receipt.choiceReceivedPart')}
        </Button>
        <Button variant="accent" onClick={() => void answer('fullPayment')} disabled={!allPaid || uploading} title={allPaid ? undefined : t('withdraw.receipt.fullNotYet')}>
          {t('withdraw.receipt.choiceFull')}
        </Button>
        <Button variant="ghost" onClick={() => setProving(true)} aria-expanded={proving} disabled={uploading}>
          {t('withdraw.receipt.choiceNotReceived')}
        </Button>
      </div>
      {!allPaid && <p className={styles.muted}>{t('withdraw.receipt.fullNotYet')}</p>}
      {proving && (
        <ContractForm form={form} onSubmit={sendProofs} className={styles.form} aria-label={t('withdraw.receipt.proofTitle')}>
          <p className={styles.lead}>{t('withdraw.receipt.proofText')}</p>
          <FormError />
          <ImageUploadField name="proofs" label={t('withdraw.receipt.proofLabel')} maxCount={MAX_PROOFS} required />
          <Button type="submit" variant="danger" loading={uploading || isLoading}>
            {t('withdraw.receipt.proofSubmit')}
          </Button>
        </ContractForm>
      )}
    </section>
  );
}
