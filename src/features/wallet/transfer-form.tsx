import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { walletTransferSchema, type Wallets } from '@/shared/contract/wallet';
import { AmountField } from '@/shared/form/amount-field';
import { amountProblem } from '@/shared/form/amount';
import { setFormProblem } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatCurrency } from '@/shared/lib/format';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { useWalletTransferMutation } from './wallet-api';
import { walletFailureProblem } from './wallet-failure';
import styles from './wallet.module.css';

interface TransferValues {
  direction: 'in' | 'out';
  vendor: string;
  amount: number | null;
}

/** Transfer in (main → a vendor's wallet) or out (a vendor's wallet → main), one idempotent call per action. */
export function TransferForm({ wallets }: { wallets: Wallets }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const action = useIdempotencyKey();
  const [transfer, transferring] = useWalletTransferMutation();
  const form = useContractForm<TransferValues>({
    schema: walletTransferSchema,
    defaultValues: { direction: 'in', vendor: wallets.wallets[0]?.vendor ?? '', amount: null },
    checks: (values) => ({ amount: amountProblem(values.amount, { required: true, min: 1, max: payingOf(values) }) }),
  });
  function payingOf(values: Pick<TransferValues, 'direction' | 'vendor'>) {
    const held = values.direction === 'in' ? wallets.main : (wallets.wallets.find((w) => w.vendor === values.vendor)?.balance ?? 0);
    return Math.floor(held);
  }
  const [direction, vendor] = form.watch(['direction', 'vendor']);
  const paying = payingOf({ direction, vendor });
  const money = (n: number) => formatCurrency(n, i18n.language as SupportedLanguage, { symbol: wallets.currencySymbol });

  const submit = async (values: TransferValues) => {
    const result = await transfer({
      body: { direction: values.direction, vendor: values.vendor, amount: values.amount ?? 0 },
      idempotencyKey: action.key,
    });
    const error = 'error' in result ? result.error : undefined;
    action.settle(error);
    if (!error) {
      const name = wallets.wallets.find((w) => w.vendor === values.vendor)?.name ?? values.vendor;
      form.reset({ ...values, amount: null });
      dispatch(
        toastShown({
          tone: 'success',
          key: null,
          text: t(values.direction === 'in' ? 'transferWallet.doneIn' : 'transferWallet.doneOut', { amount: money(values.amount ?? 0), vendor: name }),
        }),
      );
      return;
    }
    const problem = walletFailureProblem(error);
    if (problem) setFormProblem(form, problem);
  };

  return (
    <section aria-labelledby="transfer-title" className={styles.transfer}>
      <h3 id="transfer-title" className={styles.sectionTitle}>
        {t('transferWallet.transferTitle')}
      </h3>
      <ContractForm form={form} onSubmit={submit} className={styles.form}>
        <FormError />
        <SelectField
          name="direction"
          label={t('transferWallet.direction')}
          options={[
            { value: 'in', label: t('transferWallet.directionIn') },
            { value: 'out', label: t('transferWallet.directionOut') },
          ]}
        />
        <SelectField name="vendor" label={t('transferWallet.vendor')} options={wallets.wallets.map((w) => ({ value: w.vendor, label: w.name }))} />
        <AmountField name="amount" label={t('transferWallet.amount')} currencySymbol={wallets.currencySymbol} min={1} max={paying >= 1 ? paying : undefined} required />
        <div className={styles.formActions}>
          <Button
            variant="ghost"
            size="small"
            disabled={paying < 1}
            onClick={() => form.setValue('amount', paying, { shouldDirty: true })}
          >
            {t('transferWallet.all')}
          </Button>
          <Button type="submit" loading={transferring.isLoading}>
            {t('transferWallet.submit')}
          </Button>
        </div>
      </ContractForm>
    </section>
  );
}
