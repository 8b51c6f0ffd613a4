import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { api } from '@/shared/contract/api';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SmsCodeField } from '@/shared/form/sms-code-field';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { useBindEmailMutation, useSendEmailBindCodeMutation } from './account-api';
import { useCodeSender } from './use-code-sender';
import styles from './account.module.css';

type Values = { email: string; verificationCode: string };

/** Binds (or changes) the account's e-mail address: a code goes to the new address, the address is bound with it. */
export function EmailBinding({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [sendCode] = useSendEmailBindCodeMutation();
  const [bind, { isLoading }] = useBindEmailMutation();
  const form = useContractForm<Values>({ schema: api.bindEmail.request, defaultValues: { email: '', verificationCode: '' } });
  const onSend = useCodeSender(form, ['email'], (values) => sendCode({ email: values.email }).unwrap());

  const submit = async (values: Values) => {
    try {
      await bind(values).unwrap();
      form.reset({ email: '', verificationCode: '' });
      dispatch(toastShown({ tone: 'success', key: null, text: t('account.binding.emailBound') }));
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="account-email">
      <h3 id="account-email" className={styles.cardTitle}>
        {t('account.item.email')}
      </h3>
      <p className={styles.muted}>{email ? t('account.binding.current', { value: email }) : t('account.binding.noEmail')}</p>
      <ContractForm form={form} onSubmit={submit} className={styles.form}>
        <FormError />
        <TextField name="email" type="email" label={email ? t('account.binding.newEmail') : t('account.item.email')} autoComplete="email" required />
        <SmsCodeField name="verificationCode" label={t('account.binding.code')} onSend={onSend} maxLength={8} />
        <Button type="submit" loading={isLoading}>
          {email ? t('account.action.change') : t('account.action.bind')}
        </Button>
      </ContractForm>
    </section>
  );
}
