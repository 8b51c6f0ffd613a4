import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { cardSchema, type DepositChannel, type DepositOrder } from '@/shared/contract/deposit';
import { validationKeys } from '@/shared/contract/patterns';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatCurrency } from '@/shared/lib/format';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { TextField } from '@/shared/form/text-field';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useCreateDepositMutation } from './deposit-api';
import styles from './deposit.module.css';

interface CardValues {
  telco: string;
  value: string;
  serial: string;
  pin: string;
}

export interface CardFormProps {
  channel: DepositChannel;
  currencySymbol: string;
  onOrder: (order: DepositOrder) => void;
}

/** A telecom scratch card: the telco, the value printed on it, its serial and PIN. Checked at once. */
export function CardForm({ channel, currencySymbol, onOrder }: CardFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  const action = useIdempotencyKey();
  const [create, { isLoading }] = useCreateDepositMutation();
  const form = useContractForm<CardValues>({
    schema: schemaOf(cardSchema, ['serial', 'pin']),
    checks: (values) => ({
      telco: values.telco ? null : { key: validationKeys.notEmpty },
      value: values.value ? null : { key: validationKeys.notEmpty },
    }),
    defaultValues: { telco: channel.telcos[0] ?? '', value: '', serial: '', pin: '' },
  });

  const submit = async (values: CardValues) => {
    const result = await create({
      body: { channel: channel.code, amount: Number(values.value), card: { telco: values.telco, serial: values.serial, pin: values.pin } },
      idempotencyKey: action.key,
    });
    action.settle('error' in result ? result.error : undefined);
    if ('error' in result) applyServerErrors(form, result.error, { fieldOf: (field) => (field === 'amount' ? 'value' : field) });
    else onOrder(result.data);
  };

  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-label={t('deposit.formLabel', { channel: channel.name })}>
      <FormError />
      <div className={styles.pair}>
        <SelectField name="telco" label={t('deposit.card.telco')} options={channel.telcos.map((telco) => ({ value: telco, label: telco }))} required />
        <SelectField
          name="value"
          label={t('deposit.card.value')}
          placeholder={t('deposit.card.choose')}
          options={channel.cardValues.map((value) => ({ value: String(value), label: formatCurrency(value, language, { symbol: currencySymbol }) }))}
          required
        />
      </div>
      <TextField name="serial" label={t('deposit.card.serial')} inputMode="numeric" autoComplete="off" required />
      <TextField name="pin" label={t('deposit.card.pin')} inputMode="numeric" autoComplete="off" required />
      <p className={styles.hint}>{t('deposit.card.hint')}</p>
      <Button type="submit" size="large" block loading={isLoading}>
        {t('deposit.card.submit')}
      </Button>
    </ContractForm>
  );
}
