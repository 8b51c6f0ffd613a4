import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { api } from '@/shared/contract/api';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { PhoneField, dialingCodeOf } from '@/shared/form/phone-field';
import { SmsCodeField } from '@/shared/form/sms-code-field';
import { alwaysRequired, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { useAccountCountryCodesQuery, useAccountRegisterSettingsQuery, useBindMobileMutation, useSendMobileBindCodeMutation } from './account-api';
import { useCodeSender } from './use-code-sender';
import styles from './account.module.css';

type Values = { mobileNum: string; countryDialingCode: string; verificationCode: string };

/** Binds (or changes) the account's mobile number: a text-message code goes to the new number. */
export function MobileBinding({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAccountRegisterSettingsQuery();
  const codes = useAccountCountryCodesQuery();
  const [sendCode] = useSendMobileBindCodeMutation();
  const [bind, { isLoading }] = useBindMobileMutation();
  const defaultDialingCode = settings.data?.initialDialingCode ?? '+84';
  const form = useContractForm<Values>({
    schema: api.bindMobile.request,
    rules: { mobileNum: alwaysRequired(settings.data?.fields.mobileNum) },
    defaultValues: { mobileNum: '', countryDialingCode: '', verificationCode: '' },
  });
  const withCode = (values: Values) => ({ mobileNum: values.mobileNum, countryDialingCode: dialingCodeOf(values.countryDialingCode, defaultDialingCode) });
  const onSend = useCodeSender(form, ['mobileNum'], (values) => sendCode(withCode(values)).unwrap());

  const submit = async (values: Values) => {
    try {
      await bind({ ...withCode(values), verificationCode: values.verificationCode }).unwrap();
      form.reset({ mobileNum: '', countryDialingCode: '', verificationCode: '' });
      dispatch(toastShown({ tone: 'success', key: null, text: t('account.binding.mobileBound') }));
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="account-mobile">
      <h3 id="account-mobile" className={styles.cardTitle}>
        {t('account.item.mobile')}
      </h3>
      <p className={styles.muted}>{current ? t('account.binding.current', { value: current }) : t('account.binding.noMobile')}</p>
      <ContractForm form={form} onSubmit={submit} className={styles.form}>
        <FormError />
        <PhoneField
          name="mobileNum"
          dialingName="countryDialingCode"
          label={current ? t('account.binding.newMobile') : t('account.item.mobile')}
          codes={codes.data ?? []}
          defaultDialingCode={defaultDialingCode}
          required
        />
        <SmsCodeField name="verificationCode" label={t('account.binding.code')} onSend={onSend} maxLength={8} />
        <Button type="submit" loading={isLoading}>
          {current ? t('account.action.change') : t('account.action.bind')}
        </Button>
      </ContractForm>
    </section>
  );
}
