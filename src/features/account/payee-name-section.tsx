import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { LockIcon } from '@/shared/components/icons';
import { api } from '@/shared/contract/api';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { TextField } from '@/shared/form/text-field';
import { alwaysRequired, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { useAccountRegisterSettingsQuery, useSetPayeeNameMutation } from './account-api';
import styles from './account.module.css';

type Values = { payeeName: string };

/** The real name withdrawals are paid to: set once (the brand's payeeName rule), then shown locked. */
export function PayeeNameSection({ payeeName }: { payeeName: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAccountRegisterSettingsQuery();
  const [save, { isLoading }] = useSetPayeeNameMutation();
  const form = useContractForm<Values>({
    schema: api.setPayeeName.request,
    rules: { payeeName: alwaysRequired(settings.data?.fields.payeeName) },
    defaultValues: { payeeName: '' },
  });

  const submit = async (values: Values) => {
    try {
      await save(values).unwrap();
      dispatch(toastShown({ tone: 'success', key: null, text: t('account.profile.payeeSaved') }));
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="account-payee">
      <h3 id="account-payee" className={styles.cardTitle}>
        {t('account.item.payeeName')}
      </h3>
      {payeeName ? (
        <p className={styles.locked}>
          <LockIcon size={16} />
          <strong>{payeeName}</strong>
          <span className={styles.muted}>{t('account.profile.payeeLocked')}</span>
        </p>
      ) : (
        <ContractForm form={form} onSubmit={submit} className={styles.inlineForm}>
          <FormError />
          <TextField name="payeeName" label={t('account.item.payeeName')} description={t('account.profile.payeeHint')} autoComplete="name" required />
          <Button type="submit" loading={isLoading}>
            {t('account.action.save')}
          </Button>
        </ContractForm>
      )}
    </section>
  );
}
