import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { depositOperatorApi, type OperatorDepositRow } from '@/shared/contract/deposit-operator';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { ReasonField } from '@/shared/console/reason-field';
import { ReviewStep, useReview } from '@/shared/console/review-step';
import { ContractForm } from '@/shared/form/contract-form';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { useConfirmDepositMutation } from './deposits-api';
import styles from './deposits-page.module.css';

const confirmSchema = schemaOf(depositOperatorApi.operatorConfirmDeposit.request, ['reason']);

/**
 * "Mark paid": staff found the transfer on the bank statement. The reason is
 * required and goes to the audit log; the review repeats the order, the
 * member and the amount; one request id per reviewed confirmation, kept
 * while the answer is unknown, so pressing again cannot credit twice.
 */
export function ConfirmDepositForm({ order }: { order: OperatorDepositRow }) {
  const { t } = useTranslation('operator');
  const { money } = useFormat({ symbol: order.currency });
  const errorText = useErrorText();
  const reasonForm = useContractForm<{ reason: string }>({ schema: confirmSchema, defaultValues: { reason: '' } });
  const { review, toReview, back } = useReview<{ reason: string }>();
  const [confirm, result] = useConfirmDepositMutation();
  const hint = t('deposits.markPaidHint', { amount: money(order.amount), reference: order.reference });

  return (
    <section className={styles.confirm} aria-labelledby={`mark-paid-${order.id}`}>
      <h3 id={`mark-paid-${order.id}`} className={styles.confirmTitle}>
        {t('deposits.markPaid')}
      </h3>
      {review === null ? (
        <ContractForm
          form={reasonForm}
          className={styles.confirmForm}
          onSubmit={(values) => {
            result.reset();
            toReview(values);
          }}
        >
          <p className={form.hint}>{hint}</p>
          <ReasonField label={t('deposits.reason')} hint={t('deposits.reasonHint')} />
          <Button type="submit">{t('adjust.review')}</Button>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={hint}
          facts={[
            [t('deposits.reference'), order.reference],
            [t('deposits.member'), order.account],
            [t('deposits.amount'), <strong key="amount">{money(order.amount)}</strong>],
            [t('deposits.reason'), review.values.reason],
          ]}
          confirmLabel={t('deposits.markPaidSubmit')}
          error={result.isError ? errorText(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() => void confirm({ id: order.id, reason: review.values.reason, requestId: review.requestId })}
        />
      )}
    </section>
  );
}
