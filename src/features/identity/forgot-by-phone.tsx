import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { api } from '@/shared/contract/api';
import { deviceChallengeSchema, type DeviceChallenge } from '@/shared/contract/identity';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { isFailure } from '@/shared/form/failure';
import { dialingCodeOf, PhoneField } from '@/shared/form/phone-field';
import { SmsCodeField } from '@/shared/form/sms-code-field';
import { PasswordPair } from '@/shared/form/text-field';
import { alwaysRequired, requiredRule, schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useForgotSendCodeMutation, useForgotVerifyCodeMutation, useLoginMutation, useRegisterSettingsQuery, useResetByPhoneMutation } from './auth-api';
import { DeviceVerification } from './device-verification';
import { useBotCheck } from './use-bot-check';
import { useCompleteLogin } from './use-complete-login';
import { usePhoneCodes } from './use-default-dialing-code';
import { useSendFailureNotice } from './use-send-failure-notice';
import styles from './auth-forms.module.css';

/** The reset by phone: the contract's request (number, code, new password) and the confirmation. */
const phoneResetSchema = z.object({ ...api.resetByPhone.request.shape, confirmNewPassword: z.string() });
type PhoneResetValues = z.input<typeof phoneResetSchema>;

/**
 * Forgot password by phone: a code to the number, verified, then a new
 * password, then a login with it (which may continue with the new-network
 * verification). The code's countdown runs until its expiration time.
 */
export function ForgotByPhone() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const { data: settings } = useRegisterSettingsQuery();
  const phone = usePhoneCodes();
  const [sendCode] = useForgotSendCodeMutation();
  const [verifyCode, { isLoading: verifying }] = useForgotVerifyCodeMutation();
  const [resetByPhone, { isLoading: resetting }] = useResetByPhoneMutation();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const botCheck = useBotCheck();
  const sendFailure = useSendFailureNotice('mobileNum', t('auth.mobileNum'));
  const [verified, setVerified] = useState(false);
  // the account whose password is already reset: a failed login after it only retries the login
  const [resetAccount, setResetAccount] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<DeviceChallenge | null>(null);
  const form = useContractForm<PhoneResetValues>({
    schema: schemaOf(phoneResetSchema, verified ? ['newPassword', 'confirmNewPassword'] : ['mobileNum', 'countryDialingCode', 'verificationCode']),
    rules: verified
      ? { newPassword: alwaysRequired(settings?.fields.password) }
      : { mobileNum: alwaysRequired(settings?.fields.mobileNum), verificationCode: requiredRule },
    pairs: verified ? [['newPassword', 'confirmNewPassword']] : [],
    defaultValues: { mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });
  const number = () => ({
    mobileNum: form.getValues('mobileNum').trim(),
    countryDialingCode: dialingCodeOf(form.getValues('countryDialingCode'), phone.defaultDialingCode),
  });

  const requestCode = async (): Promise<number | null> => {
    if (!(await form.trigger('mobileNum'))) return null;
    try {
      const { expirationTime } = await sendCode(number()).unwrap();
      // the countdown runs until the code's expiration time
      return Math.max(0, (expirationTime - Date.now()) / 1000);
    } catch (error) {
      sendFailure.failed(error);
      return null;
    }
  };

  const verify = async (values: PhoneResetValues) => {
    try {
      await verifyCode({ ...number(), verificationCode: values.verificationCode }).unwrap();
      setVerified(true);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  const reset = async (values: PhoneResetValues) => {
    const code = form.getValues('verificationCode').trim();
    try {
      const account =
        resetAccount ??
        (await resetByPhone({ ...number(), verificationCode: code, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword }).unwrap()).account;
      setResetAccount(account);
      // log in with the new password, then go to /
      const result = await login({ username: account, password: values.newPassword, type: 'username', botCheck: await botCheck() }).unwrap();
      completeLogin(result, 'username', values.newPassword);
    } catch (error) {
      // a new network: the login continues with the verification step
      if (isFailure(error, 'VERIFICATION_REQUIRED')) {
        const parsed = deviceChallengeSchema.safeParse(error.value);
        if (parsed.success) {
          setChallenge(parsed.data);
          return;
        }
      }
      // a refused code goes back to the code step, where it is said
      const applied = applyServerErrors(form, error);
      if (applied?.fields.includes('verificationCode')) setVerified(false);
    }
  };

  if (challenge) {
    return <DeviceVerification challenge={challenge} onCancel={() => setChallenge(null)} loginKind="username" typedPassword={form.getValues('newPassword')} />;
  }

  if (verified) {
    return (
      <ContractForm key="reset" form={form} onSubmit={reset} className={styles.form}>
        <FormError />
        <PasswordPair name="newPassword" confirmName="confirmNewPassword" label={t('password.new')} confirmLabel={t('password.confirm')} autoFocusOnOpen />
        <Button type="submit" size="large" block loading={resetting || loggingIn}>
          {t('password.resetAndLogin')}
        </Button>
      </ContractForm>
    );
  }
  return (
    <ContractForm key="verify" form={form} onSubmit={verify} className={styles.form}>
      <p className={styles.heroText}>{t('password.phoneIntro')}</p>
      <FormError />
      <PhoneField
        name="mobileNum"
        dialingName="countryDialingCode"
        label={t('auth.mobileNum')}
        codes={phone.codes}
        defaultDialingCode={phone.defaultDialingCode}
        required
        autoFocusOnOpen
      />
      <SmsCodeField name="verificationCode" label={t('auth.smsCode')} onSend={requestCode} />
      <Button type="submit" size="large" block loading={verifying}>
        {t('common.next')}
      </Button>
    </ContractForm>
  );
}
