import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Tabs } from '@/shared/components/tabs';
import { deviceChallengeSchema, mobileSchema, type DeviceChallenge } from '@/shared/contract/identity';
import { loginRequestSchema } from '@/shared/contract/session';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { CaptchaField } from '@/shared/form/captcha-field';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { asksForCaptcha, isFailure } from '@/shared/form/failure';
import { dialingCodeOf } from '@/shared/form/phone-field';
import { PasswordField, TextField } from '@/shared/form/text-field';
import { alwaysRequired, requiredRule, schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import { useLoginMutation, useRegisterSettingsQuery, useSmsNoLoginMutation } from './auth-api';
import { forgetUser, readRememberedMobile, readRememberedUser, rememberMobile, rememberUser } from './remember-me';
import { useBotCheck } from './use-bot-check';
import { useCaptcha } from './use-captcha';
import { useCompleteLogin } from './use-complete-login';
import { usePhoneCodes } from './use-default-dialing-code';
import { useSendFailureNotice } from './use-send-failure-notice';
import styles from './auth-forms.module.css';

// rarely needed parts are their own chunks: the popup opens fast
const LoginMobileFields = lazy(() => import('./login-mobile-fields').then((m) => ({ default: m.LoginMobileFields })));
const DeviceVerification = lazy(() => import('./device-verification').then((m) => ({ default: m.DeviceVerification })));
const SocialSignIn = lazy(() => import('./social-sign-in').then((m) => ({ default: m.SocialSignIn })));

type Mode = 'username' | 'mobile';

/** The login's fields: the contract's login request, and the text-message login's number and code. */
const loginFormSchema = z.object({
  username: loginRequestSchema.shape.username,
  password: loginRequestSchema.shape.password,
  captcha: loginRequestSchema.shape.captcha,
  countryDialingCode: loginRequestSchema.shape.countryDialingCode,
  mobileNum: mobileSchema.shape.mobileNum,
  smsCode: loginRequestSchema.shape.password,
  remember: z.boolean(),
});
type LoginValues = z.input<typeof loginFormSchema>;

/** What the form starts with: the remembered username or number (never a password). */
function rememberedValues(): LoginValues {
  const user = readRememberedUser();
  const mobile = readRememberedMobile();
  return {
    username: user ?? '',
    password: '',
    captcha: '',
    mobileNum: mobile?.mobileNum ?? '',
    countryDialingCode: mobile?.countryDialingCode ?? '',
    smsCode: '',
    remember: user !== null || mobile !== null,
  };
}

export function LoginForm({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSystemStatus);
  const smsLoginOn = isModuleEnabled(status, 'SMSLOGIN');
  const freePlayOn = (status?.info.settings.freePlay ?? false) && isModuleEnabled(status, 'FREEPLAY');
  const completeLogin = useCompleteLogin();
  const [login, { isLoading }] = useLoginMutation();
  const [sendSms] = useSmsNoLoginMutation();
  const botCheck = useBotCheck();
  const { data: settings } = useRegisterSettingsQuery();
  const phone = usePhoneCodes();
  const sendFailure = useSendFailureNotice('mobileNum', t('auth.mobileNum'));

  const [defaults] = useState(rememberedValues);
  const [mode, setMode] = useState<Mode>(smsLoginOn && defaults.mobileNum ? 'mobile' : 'username');
  const [captchaShown, setCaptchaShown] = useState(false);
  // the new-network step, and whether the login it interrupted asked for withdrawal only
  const [challenge, setChallenge] = useState<{ challenge: DeviceChallenge; withdrawOnly: boolean } | null>(null);
  const [solving, setSolving] = useState(false);
  // a member on a time-out or self-exclusion with money left: the refusal offers a withdraw-only session
  const [withdrawOffered, setWithdrawOffered] = useState(false);
  const form = useContractForm<LoginValues>({
    schema: schemaOf(
      loginFormSchema,
      mode === 'username' ? ['username', 'password', ...(captchaShown ? (['captcha'] as const) : []), 'remember'] : ['mobileNum', 'smsCode', 'countryDialingCode', 'remember'],
    ),
    rules:
      mode === 'username'
        ? { username: requiredRule, password: requiredRule, ...(captchaShown ? { captcha: requiredRule } : {}) }
        : { mobileNum: alwaysRequired(settings?.fields.mobileNum), smsCode: requiredRule },
    defaultValues: defaults,
  });
  const captcha = useCaptcha(captchaShown, () => form.setValue('captcha', ''));
  const dialing = () => dialingCodeOf(form.getValues('countryDialingCode'), phone.defaultDialingCode);

  const requestSms = async (): Promise<number | null> => {
    if (!(await form.trigger('mobileNum'))) return null;
    try {
      const sent = await sendSms({ mobileNum: form.getValues('mobileNum').trim(), countryDialingCode: dialing(), botCheck: await botCheck() }).unwrap();
      return sent.expiredMinutes * 60;
    } catch (error) {
      sendFailure.failed(error);
      return null;
    }
  };

  const remember = (values: LoginValues) => {
    if (!values.remember) forgetUser();
    else if (mode === 'username') rememberUser(values.username);
    else rememberMobile({ mobileNum: values.mobileNum, countryDialingCode: dialing() });
  };

  const submit = async (values: LoginValues, withdrawOnly?: unknown) => {
    setSolving(mode === 'username');
    setWithdrawOffered(false);
    try {
      const result =
        mode === 'username'
          ? await login({
              username: values.username,
              password: values.password,
              type: 'username',
              ...(captchaShown ? { captcha: (values.captcha ?? '').trim(), captchaKey: captcha.key } : {}),
              // section 4: the bot check comes before the call, and not for the text-message login
              botCheck: await botCheck().finally(() => setSolving(false)),
              ...(withdrawOnly === true ? { withdrawOnly: true } : {}),
            }).unwrap()
          : await login({ username: values.mobileNum, password: values.smsCode.trim(), type: 'sms', countryDialingCode: dialing() }).unwrap();
      remember(values);
      completeLogin(result, mode === 'username' ? 'username' : 'sms', mode === 'username' ? values.password : undefined);
    } catch (error) {
      if (isFailure(error, 'VERIFICATION_REQUIRED')) {
        const parsed = deviceChallengeSchema.safeParse(error.value);
        if (parsed.success) {
          remember(values);
          setChallenge({ challenge: parsed.data, withdrawOnly: withdrawOnly === true });
          return;
        }
      }
      // a text-message login's number and code are the call's username and password; the form says why above the fields too
      const mobileNames: Record<string, string> = { username: 'mobileNum', password: 'smsCode' };
      const applied = applyServerErrors(form, error, { fieldCodes: [], fieldOf: (field) => (mode === 'mobile' ? (mobileNames[field] ?? field) : field) });
      if (!applied) return; // network: shown once by the error listener; the form keeps what was typed
      if ((isFailure(error, 'TIMED_OUT') || isFailure(error, 'SELF_EXCLUDED')) && (error.value as { withdrawOnly?: unknown } | null)?.withdrawOnly === true) {
        setWithdrawOffered(mode === 'username');
      }
      if (asksForCaptcha(error)) {
        if (captchaShown) captcha.refresh();
        setCaptchaShown(true);
      }
    }
  };

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <DeviceVerification
          challenge={challenge.challenge}
          withdrawOnly={challenge.withdrawOnly}
          onCancel={() => setChallenge(null)}
          loginKind="username"
          typedPassword={form.getValues('password')}
        />
      </Suspense>
    );
  }

  const tabs = [
    { key: 'username' as const, label: t('auth.usernameLogin') },
    ...(smsLoginOn ? [{ key: 'mobile' as const, label: t('auth.mobileLogin') }] : []),
  ];

  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form}>
      <Tabs
        label={t('auth.loginBy')}
        items={tabs}
        selected={mode}
        onSelect={(key) => {
          setMode(key);
          form.clearErrors();
        }}
        className={styles.subTabs}
      >
        <div className={styles.form}>
          <FormError />
          {mode === 'username' ? (
            <>
              <TextField name="username" label={t('auth.username')} autoComplete="username" required autoFocusOnOpen />
              <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" required />
              {captchaShown && <CaptchaField name="captcha" label={t('auth.captcha')} image={captcha.image} onRefresh={captcha.refresh} />}
            </>
          ) : (
            <Suspense fallback={null}>
              <LoginMobileFields codes={phone.codes} defaultDialingCode={phone.defaultDialingCode} onSend={requestSms} />
            </Suspense>
          )}
          <div className={styles.row}>
            <CheckboxField name="remember" label={t('auth.rememberMe')} />
            <button type="button" className={styles.linkButton} onClick={() => dispatch(modalOpened({ name: 'forgotPassword' }))}>
              {t('auth.forgotPassword')}
            </button>
          </div>
          {withdrawOffered ? (
            <Button size="large" block loading={isLoading || solving} onClick={() => void form.handleSubmit((values) => submit(values, true))()}>
              {t('protection.withdrawOnly.offer')}
            </Button>
          ) : (
            <Button type="submit" size="large" block loading={isLoading || solving}>
              {t('session.login')}
            </Button>
          )}
          <div className={styles.secondary}>
            {freePlayOn && (
              <Button variant="ghost" onClick={() => dispatch(modalOpened({ name: 'freePlay' }))}>
                {t('auth.freeTrial')}
              </Button>
            )}
            <Button variant="ghost" onClick={onRegister}>
              {t('session.register')}
            </Button>
          </div>
          <Suspense fallback={null}>
            <SocialSignIn />
          </Suspense>
        </div>
      </Tabs>
    </ContractForm>
  );
}
