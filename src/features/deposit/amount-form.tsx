import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { api } from '@/shared/contract/api';
import type { DepositChannel, DepositOrder } from '@/shared/contract/deposit';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';
import { amountProblem } from '@/shared/form/amount';
import { AmountField } from '@/shared/form/amount-field';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useCreateDepositMutation } from './deposit-api';
import { payUrlOf, usePaymentWindow } from './payment-window';
import styles from './deposit.module.css';

interface AmountValues {
  amount: number | null;
}

export interface AmountFormProps {
  channel: DepositChannel;
  /** the brand's currency: an amount has no more decimals than it (none in VND) */
  currency: string;
  currencySymbol: string;
  onOrder: (order: DepositOrder) => void;
}

/** The amount of a bank transfer, QR or e-wallet deposit: typed or picked, within the channel's limits. */
export function AmountForm({ channel, currency, currencySymbol, onOrder }: AmountFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  const action = useIdempotencyKey();
  const [create, { isLoading }] = useCreateDepositMutation();
  const form = useContractForm<AmountValues>({
    schema: schemaOf(api.createDeposit.request, []),
    checks: (values) => ({ amount: amountProblem(values.amount, { min: channel.min, max: channel.max, required: true, currency }) }),
    defaultValues: { amount: null },
  });
  const chosen = form.watch('amount');

  // an e-wallet order opens the provider's page by itself (the order's link stays as the way there)
  const payment = usePaymentWindow();
  const opensProvider = channel.kind === 'eWallet';

  const submit = async (values: AmountValues) => {
    const result = await create({ body: { channel: channel.code, amount: values.amount ?? 0 }, idempotencyKey: action.key });
    action.settle('error' in result ? result.error : undefined);
    if ('error' in result) {
      payment.close();
      applyServerErrors(form, result.error);
      return;
    }
    const payUrl = payUrlOf(result.data, language);
    if (payUrl) payment.navigate(payUrl);
    else payment.close();
    onOrder(result.data);
  };

  return (
    <ContractForm
      form={form}
      onSubmit={submit}
      onInvalidSubmit={payment.close}
      // the submit event of the member's click: the one moment a new tab may open
      onSubmitCapture={opensProvider ? payment.open : undefined}
      className={styles.form}
      aria-label={t('deposit.formLabel', { channel: channel.name })}
    >
      <FormError />
      <AmountField name="amount" label={t('deposit.amount')} currencySymbol={currencySymbol} min={channel.min} max={channel.max} required />
      <div className={styles.quick} role="group" aria-label={t('deposit.quickAmounts')}>
        {channel.quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.chip}
            aria-pressed={chosen === amount}
            onClick={() => form.setValue('amount', amount, { shouldValidate: true, shouldDirty: true })}
          >
            {formatMoney(amount, language)}
          </button>
        ))}
      </div>
      <Button type="submit" size="large" block loading={isLoading}>
        {t('deposit.submit')}
      </Button>
    </ContractForm>
  );
}
