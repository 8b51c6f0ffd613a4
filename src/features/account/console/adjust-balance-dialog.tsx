import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { MAX_ADJUSTMENT, operatorApi, type OperatorMemberDetail } from '@/shared/contract/operator';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { ReasonField } from '@/shared/console/reason-field';
import { ReviewStep, useReview } from '@/shared/console/review-step';
import { amountProblem } from '@/shared/form/amount';
import { AmountField } from '@/shared/form/amount-field';
import { ContractForm } from '@/shared/form/contract-form';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { useAdjustBalanceMutation } from './members-api';
import styles from './dialogs.module.css';

type Member = OperatorMemberDetail['member'];
type Direction = 'credit' | 'debit';

interface AdjustValues {
  direction: Direction;
  amount: number | null;
  reason: string;
}

export interface AdjustmentDone {
  direction: Direction;
  amount: number;
  balanceAfter: number;
  replayed: boolean;
}

const adjustSchema = schemaOf(operatorApi.operatorAdjustBalance.request, ['direction', 'reason']);

/**
 * A manual credit or debit: fill in, review, confirm. The confirmation
 * repeats who, how much, the balance before and after, and the reason. One
 * request id per reviewed adjustment: pressing confirm again after a lost
 * answer cannot move the money twice; going back to change it draws a new one.
 */
export function AdjustBalanceDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (done: AdjustmentDone) => void }) {
  const { t } = useTranslation('operator');
  const { money } = useFormat({ symbol: member.currencySymbol });
  const errorText = useErrorText();
  const balance = member.balance ?? 0;
  const after = (direction: Direction, amount: number) => (direction === 'credit' ? balance + amount : balance - amount);
  const adjustForm = useContractForm<AdjustValues>({
    schema: adjustSchema,
    defaultValues: { direction: 'credit', amount: null, reason: '' },
    checks: ({ direction, amount }) => ({
      amount:
        amountProblem(amount, { required: true, min: 1, max: MAX_ADJUSTMENT, currency: member.currency }) ??
        (amount !== null && after(direction, amount) < 0 ? { key: 'operator:adjust.wouldBeNegative' } : null),
    }),
  });
  const direction = useWatch({ control: adjustForm.control, name: 'direction' });
  const amount = useWatch({ control: adjustForm.control, name: 'amount' });
  const { review, toReview, back } = useReview<AdjustValues & { amount: number }>();
  const [adjust, result] = useAdjustBalanceMutation();

  const onConfirm = async () => {
    if (!review) return;
    const { direction: chosen, amount: reviewed, reason } = review.values;
    const answer = await adjust({ memberId: member.id, direction: chosen, amount: reviewed, reason, requestId: review.requestId });
    if ('data' in answer && answer.data) onDone({ direction: chosen, amount: reviewed, balanceAfter: answer.data.balanceAfter, replayed: answer.data.replayed });
  };

  return (
    <Modal title={t('adjust.title', { account: member.account })} onClose={onClose} width={520} closeOnOverlay={false}>
      {review === null ? (
        <ContractForm
          form={adjustForm}
          className={styles.form}
          onSubmit={(values) => {
            result.reset();
            toReview({ ...values, amount: values.amount ?? 0 });
          }}
        >
          <fieldset className={styles.directions}>
            <legend className={form.label}>{t('adjust.direction')}</legend>
            {(['credit', 'debit'] as const).map((option) => (
              <label key={option} className={`${styles.direction} ${direction === option ? styles.chosen : ''}`}>
                <input type="radio" value={option} {...adjustForm.register('direction')} />
                <span>
                  <strong>{t(`adjust.${option}`)}</strong>
                  <small>{t(`adjust.${option}Hint`)}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.amountField}>
            <AmountField name="amount" label={t('adjust.amount', { currency: member.currency })} currencySymbol={member.currencySymbol} required autoFocusOnOpen />
            <p className={form.hint} aria-live="polite">
              {amount !== null && amount > 0
                ? t('adjust.preview', { amount: money(amount), before: money(balance), after: money(after(direction, amount)) })
                : t('adjust.balanceNow', { balance: money(balance) })}
            </p>
          </div>
          <ReasonField label={t('adjust.reason')} hint={t('adjust.reasonHint')} />
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit">{t('adjust.review')}</Button>
          </div>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={t(review.values.direction === 'credit' ? 'adjust.confirmCredit' : 'adjust.confirmDebit', { amount: money(review.values.amount), account: member.account })}
          facts={[
            [t('adjust.member'), `${member.account} · ${member.nickname} · ${member.merchantCode}`],
            [
              t('adjust.direction'),
              <strong key="direction" className={review.values.direction === 'credit' ? styles.credit : styles.debit}>
                {t(`adjust.${review.values.direction}`)}
              </strong>,
            ],
            [t('adjust.amountLabel'), <span key="amount" className={styles.bigAmount}>{money(review.values.amount)}</span>],
            [t('adjust.balanceBefore'), money(balance)],
            [t('adjust.balanceAfter'), <strong key="after">{money(after(review.values.direction, review.values.amount))}</strong>],
            [t('adjust.reason'), <span key="reason" className={styles.reasonText}>{review.values.reason}</span>],
          ]}
          note={t('adjust.audited')}
          confirmLabel={t(review.values.direction === 'credit' ? 'adjust.doCredit' : 'adjust.doDebit', { amount: money(review.values.amount) })}
          danger={review.values.direction === 'debit'}
          error={result.isError ? errorText(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() => void onConfirm()}
        />
      )}
    </Modal>
  );
}
