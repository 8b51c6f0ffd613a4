import { Suspense, lazy, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { Tabs } from '@/shared/components/tabs';
import { deviceChallengeSchema, type DeviceChallenge } from '@/shared/contract/identity';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import { useCaptchaQuery, useLoginMutation, useRegisterSettingsQuery, useSmsNoLoginMutation } from './auth-api';
import { useBotCheck } from './use-bot-check';
import { useDefaultDialingCode } from './use-default-dialing-code';
import { asksForCaptcha as needsCaptcha, errorsFromFailure, failureText, problemText, type Errors } from './field-errors';
import { forgetUser, readRememberedMobile, readRememberedUser, rememberMobile, rememberUser } from './remember-me';
import { TextField } from './text-field';
import { useCompleteLogin } from './use-complete-login';
import { validateField } from '@/shared/contract/patterns';
import styles from './auth-forms.module.css';

// rarely needed parts are their own chunks: the popup opens fast
const CountryCodeSelect = lazy(() => import('./country-code-select').then((m) => ({ default: m.CountryCodeSelect })));
const SmsCodeButton = lazy(() => import('./sms-code-button').then((m) => ({ default: m.SmsCodeButton })));
const DeviceVerification = lazy(() => import('./device-verification').then((m) => ({ default: m.DeviceVerification })));
const SocialSignIn = lazy(() => import('./social-sign-in').then((m) => ({ default: m.SocialSignIn })));

/** A captcha image is refreshed by click at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

type Mode = 'username' | 'mobile';

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
  const defaultDialing = useDefaultDialingCode();

  const rememberedUser = readRememberedUser();
  const rememberedMobile = readRememberedMobile();
  const [mode, setMode] = useState<Mode>(smsLoginOn && rememberedMobile ? 'mobile' : 'username');
  const [username, setUsername] = useState(rememberedUser ?? '');
  const [password, setPassword] = useState('');
  const [mobileNum, setMobileNum] = useState(rememberedMobile?.mobileNum ?? '');
  const [dialing, setDialing] = useState<string | null>(rememberedMobile?.countryDialingCode ?? null);
  const [smsCode, setSmsCode] = useState('');
  const [remember, setRemember] = useState(rememberedUser !== null || rememberedMobile !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaTurn, setCaptchaTurn] = useState(0);
  const [lastRefresh, setLastRefresh] = useState(0);
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [challenge, setChallenge] = useState<DeviceChallenge | null>(null);
  const [solving, setSolving] = useState(false);
  const { data: captchaData } = useCaptchaQuery(captchaTurn, { skip: !captchaShown });
  const countryDialingCode = dialing ?? defaultDialing;

  const label = (field: string) =>
    field === 'password' ? t(mode === 'mobile' ? 'auth.smsCode' : 'auth.password') : field === 'captcha' ? t('auth.captcha') : t(mode === 'mobile' ? 'auth.mobileNum' : 'auth.username');

  const refreshCaptcha = () => {
    const now = Date.now();
    if (now - lastRefresh < CAPTCHA_REFRESH_MS) return;
    setLastRefresh(now);
    setCaptchaTurn((n) => n + 1);
    setCaptcha('');
  };

  const mobileProblem = () => {
    if (!settings) return mobileNum.trim() ? null : t('validation.notEmpty', { field: t('auth.mobileNum') });
    const problem = validateField({ ...settings.fields.mobileNum, enabled: true, required: true }, mobileNum.trim());
    return problem ? problemText(t, problem, t('auth.mobileNum')) : null;
  };

  const requestSms = async (): Promise<number | null> => {
    const problem = mobileProblem();
    setErrors(problem ? { mobileNum: problem } : {});
    if (problem) return null;
    try {
      const sent = await sendSms({ mobileNum: mobileNum.trim(), countryDialingCode, botCheck: await botCheck() }).unwrap();
      return sent.expiredMinutes * 60;
    } catch (error) {
      const next = errorsFromFailure(t, error, () => t('auth.mobileNum'));
      if (next) {
        dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'errors.unknown', message: next.form ?? next.mobileNum } }));
      }
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (mode === 'username') {
      if (!username.trim()) next.username = t('validation.notEmpty', { field: t('auth.username') });
      if (!password.trim()) next.password = t('validation.notEmpty', { field: t('auth.password') });
      if (captchaShown && !captcha.trim()) next.captcha = t('validation.notEmpty', { field: t('auth.captcha') });
    } else {
      const problem = mobileProblem();
      if (problem) next.mobileNum = problem;
      if (!smsCode.trim()) next.smsCode = t('validation.notEmpty', { field: t('auth.smsCode') });
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSolving(mode === 'username');
    try {
      const result =
        mode === 'username'
          ? await login({
              username: username.trim(),
              password,
              type: 'username',
              ...(captchaShown ? { captcha: captcha.trim(), captchaKey: captchaData?.key ?? '' } : {}),
              // section 4: the bot check comes before the call, and not for the text-message login
              botCheck: await botCheck().finally(() => setSolving(false)),
            }).unwrap()
          : await login({ username: mobileNum.trim(), password: smsCode.trim(), type: 'sms', countryDialingCode }).unwrap();
      if (!remember) forgetUser();
      else if (mode === 'username') rememberUser(username.trim());
      else rememberMobile({ mobileNum: mobileNum.trim(), countryDialingCode });
      completeLogin(result, mode === 'username' ? 'username' : 'sms', mode === 'username' ? password : undefined);
    } catch (error) {
      if (isApiErrorData(error) && error.code === 'VERIFICATION_REQUIRED') {
        const parsed = deviceChallengeSchema.safeParse(error.value);
        if (parsed.success) {
          if (!remember) forgetUser();
          else rememberUser(username.trim());
          setChallenge(parsed.data);
          return;
        }
      }
      const shown = errorsFromFailure(t, error, label);
      if (!shown) return; // network: shown once by the error listener; the form keeps what was typed
      if (needsCaptcha(error)) {
        if (captchaShown) refreshCaptcha();
        setCaptchaShown(true);
      }
      if (shown.smsCode === undefined && shown.password && mode === 'mobile') shown.smsCode = shown.password;
      setErrors({ ...shown, form: shown.form ?? (isApiErrorData(error) ? failureText(t, error) : undefined) });
    }
  };

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <DeviceVerification
          challenge={challenge}
          onCancel={() => setChallenge(null)}
          loginKind="username"
          typedPassword={password}
        />
      </Suspense>
    );
  }

  const tabs = [
    { key: 'username' as const, label: t('auth.usernameLogin') },
    ...(smsLoginOn ? [{ key: 'mobile' as const, label: t('auth.mobileLogin') }] : []),
  ];

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Tabs
        label={t('auth.loginBy')}
        items={tabs}
        selected={mode}
        onSelect={(key) => {
          setMode(key);
          setErrors({});
        }}
        className={styles.subTabs}
      >
        <div className={styles.form}>
          {errors.form && (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          )}
          {mode === 'username' ? (
            <>
              <TextField
                label={t('auth.username')}
                name="username"
                autoComplete="username"
                value={username}
                required
                data-autofocus
                error={errors.username}
                onChange={(e) => setUsername(e.target.value)}
              />
              <TextField
                label={t('auth.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                required
                error={errors.password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {captchaShown && (
                <div className={styles.captchaRow}>
                  <TextField
                    label={t('auth.captcha')}
                    name="captcha"
                    autoComplete="off"
                    value={captcha}
                    required
                    maxLength={16}
                    error={errors.captcha}
                    onChange={(e) => setCaptcha(e.target.value)}
                  />
                  <button type="button" className={styles.captchaImage} aria-label={t('auth.refreshCaptcha')} onClick={refreshCaptcha}>
                    {captchaData && <img src={`data:image/svg+xml;base64,${captchaData.image}`} alt={t('auth.captchaImage')} />}
                  </button>
                </div>
              )}
            </>
          ) : (
            <Suspense fallback={null}>
              <div className={styles.phoneRow}>
                <CountryCodeSelect value={countryDialingCode} onChange={setDialing} />
                <TextField
                  label={t('auth.mobileNum')}
                  name="mobileNum"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={mobileNum}
                  required
                  data-autofocus
                  error={errors.mobileNum}
                  onChange={(e) => setMobileNum(e.target.value)}
                />
              </div>
              <div className={styles.codeRow}>
                <TextField
                  label={t('auth.smsCode')}
                  name="smsCode"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={smsCode}
                  required
                  maxLength={255}
                  error={errors.smsCode}
                  onChange={(e) => setSmsCode(e.target.value)}
                />
                <SmsCodeButton onSend={requestSms} />
              </div>
            </Suspense>
          )}
          <div className={styles.row}>
            <label className={styles.check}>
              <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              {t('auth.rememberMe')}
            </label>
            <button type="button" className={styles.linkButton} onClick={() => dispatch(modalOpened({ name: 'forgotPassword' }))}>
              {t('auth.forgotPassword')}
            </button>
          </div>
          <Button type="submit" size="large" block loading={isLoading || solving}>
            {t('session.login')}
          </Button>
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
    </form>
  );
}
