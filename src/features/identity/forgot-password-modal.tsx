import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { Tabs } from '@/shared/components/tabs';
import { deviceChallengeSchema, type DeviceChallenge } from '@/shared/contract/identity';
import { validateField, validationKeys } from '@/shared/contract/patterns';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, modalOpened } from '@/shared/store/modals-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import {
  useForgotByEmailMutation,
  useForgotSendCodeMutation,
  useForgotVerifyCodeMutation,
  useLoginMutation,
  useRegisterSettingsQuery,
  useResetByPhoneMutation,
} from './auth-api';
import { CountryCodeSelect, useDefaultDialingCode } from './country-code-select';
import { DeviceVerification } from './device-verification';
import { errorsFromFailure, isFailure, problemText, type Errors } from './field-errors';
import { SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';
import { useBotCheck } from './use-bot-check';
import { useCompleteLogin } from './use-complete-login';
import styles from './auth-forms.module.css';

function ByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useRegisterSettingsQuery();
  const [send, { isLoading }] = useForgotByEmailMutation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const labelOf = (f: string) => (f === 'email' ? t('register.fields.email') : t('auth.username'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = t('validation.notEmpty', { field: labelOf('username') });
    const rule = settings?.fields.email;
    const problem = rule ? validateField({ ...rule, enabled: true, required: true }, email.trim()) : email.trim() ? null : { key: validationKeys.notEmpty, params: {} };
    if (problem) next.email = problemText(t, problem, labelOf('email'));
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await send({ username: username.trim(), email: email.trim() }).unwrap();
      setSent(true);
    } catch (error) {
      setErrors(errorsFromFailure(t, error, labelOf) ?? {});
    }
  };

  if (sent) {
    return (
      <div className={styles.form}>
        <div className={styles.hero}>
          <span className={styles.successMark} aria-hidden="true">
            ✉
          </span>
          <p className={styles.heroText} role="status">
            {t('password.emailSent')}
          </p>
        </div>
        <Button block size="large" onClick={onDone} data-autofocus>
          {t('common.ok')}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.heroText}>{t('password.emailIntro')}</p>
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <TextField label={labelOf('username')} name="username" autoComplete="username" value={username} required data-autofocus error={errors.username} onChange={(e) => setUsername(e.target.value)} />
      <TextField label={labelOf('email')} name="email" type="email" autoComplete="email" value={email} required error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" size="large" block loading={isLoading}>
        {t('password.sendLink')}
      </Button>
    </form>
  );
}

function ByPhone() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const completeLogin = useCompleteLogin();
  const { data: settings } = useRegisterSettingsQuery();
  const defaultDialing = useDefaultDialingCode();
  const [sendCode] = useForgotSendCodeMutation();
  const [verifyCode, { isLoading: verifying }] = useForgotVerifyCodeMutation();
  const [resetByPhone, { isLoading: resetting }] = useResetByPhoneMutation();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const botCheck = useBotCheck();
  const [mobileNum, setMobileNum] = useState('');
  const [dialing, setDialing] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [verified, setVerified] = useState(false);
  // the account whose password is already reset: a failed login after it only retries the login
  const [resetAccount, setResetAccount] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<DeviceChallenge | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const countryDialingCode = dialing ?? defaultDialing;
  const labelOf = (f: string) =>
    f === 'verificationCode' ? t('auth.smsCode') : f === 'newPassword' ? t('password.new') : f === 'confirmNewPassword' ? t('password.confirm') : t('auth.mobileNum');

  const mobileProblem = () => {
    const rule = settings?.fields.mobileNum;
    if (!rule) return mobileNum.trim() ? null : t('validation.notEmpty', { field: labelOf('mobileNum') });
    const problem = validateField({ ...rule, enabled: true, required: true }, mobileNum.trim());
    return problem ? problemText(t, problem, labelOf('mobileNum')) : null;
  };

  const requestCode = async (): Promise<number | null> => {
    const problem = mobileProblem();
    setErrors(problem ? { mobileNum: problem } : {});
    if (problem) return null;
    try {
      const { expirationTime } = await sendCode({ mobileNum: mobileNum.trim(), countryDialingCode }).unwrap();
      // the countdown runs until the code's expiration time
      return Math.max(0, (expirationTime - Date.now()) / 1000);
    } catch (error) {
      const shown = errorsFromFailure(t, error, labelOf);
      if (shown) dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'errors.unknown', message: shown.mobileNum ?? shown.form } }));
      return null;
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const problem = mobileProblem();
    if (problem) next.mobileNum = problem;
    if (!code.trim()) next.verificationCode = t('validation.notEmpty', { field: labelOf('verificationCode') });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await verifyCode({ mobileNum: mobileNum.trim(), countryDialingCode, verificationCode: code.trim() }).unwrap();
      setVerified(true);
    } catch (error) {
      setErrors(errorsFromFailure(t, error, labelOf) ?? {});
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const rule = settings?.fields.password;
    const problem = rule ? validateField({ ...rule, enabled: true, required: true }, newPassword) : null;
    if (!newPassword) next.newPassword = t('validation.notEmpty', { field: labelOf('newPassword') });
    else if (problem) next.newPassword = problemText(t, problem, labelOf('newPassword'));
    if (confirm !== newPassword) next.confirmNewPassword = t(validationKeys.inconsistent);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const account =
        resetAccount ??
        (
          await resetByPhone({
            mobileNum: mobileNum.trim(),
            countryDialingCode,
            verificationCode: code.trim(),
            newPassword,
            confirmNewPassword: confirm,
          }).unwrap()
        ).account;
      setResetAccount(account);
      // log in with the new password, then go to /
      const result = await login({ username: account, password: newPassword, type: 'username', botCheck: await botCheck() }).unwrap();
      completeLogin(result, 'username', newPassword);
    } catch (error) {
      // a new network: the login continues with the verification step
      if (isFailure(error, 'VERIFICATION_REQUIRED')) {
        const parsed = deviceChallengeSchema.safeParse(error.value);
        if (parsed.success) {
          setChallenge(parsed.data);
          return;
        }
      }
      const shown = errorsFromFailure(t, error, labelOf);
      if (shown?.verificationCode) setVerified(false);
      setErrors(shown ?? {});
    }
  };

  if (challenge) {
    return <DeviceVerification challenge={challenge} onCancel={() => setChallenge(null)} loginKind="username" typedPassword={newPassword} />;
  }

  if (verified) {
    return (
      <form className={styles.form} onSubmit={(event) => void reset(event)} noValidate>
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <TextField label={labelOf('newPassword')} name="newPassword" type="password" autoComplete="new-password" value={newPassword} required data-autofocus error={errors.newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        <TextField label={labelOf('confirmNewPassword')} name="confirmNewPassword" type="password" autoComplete="new-password" value={confirm} required error={errors.confirmNewPassword} onChange={(e) => setConfirm(e.target.value)} />
        <Button type="submit" size="large" block loading={resetting || loggingIn}>
          {t('password.resetAndLogin')}
        </Button>
      </form>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void verify(event)} noValidate>
      <p className={styles.heroText}>{t('password.phoneIntro')}</p>
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.phoneRow}>
        <CountryCodeSelect value={countryDialingCode} onChange={setDialing} />
        <TextField label={labelOf('mobileNum')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel-national" value={mobileNum} required data-autofocus error={errors.mobileNum} onChange={(e) => setMobileNum(e.target.value)} />
      </div>
      <div className={styles.codeRow}>
        <TextField label={labelOf('verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" value={code} required maxLength={255} error={errors.verificationCode} onChange={(e) => setCode(e.target.value)} />
        <SmsCodeButton onSend={requestCode} />
      </div>
      <Button type="submit" size="large" block loading={verifying}>
        {t('common.next')}
      </Button>
    </form>
  );
}

/** Forgot password: e-mail tab, plus a mobile tab when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSystemStatus);
  const phoneOn = isModuleEnabled(status, 'CHNGPASSVERIF3');
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  const close = () => dispatch(modalClosed('forgotPassword'));
  return (
    <Modal title={t('password.forgotTitle')} onClose={close} width={460}>
      <Tabs
        label={t('password.forgotTitle')}
        items={[{ key: 'email' as const, label: t('password.byEmail') }, ...(phoneOn ? [{ key: 'mobile' as const, label: t('password.byPhone') }] : [])]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'email' ? <ByEmail onDone={close} /> : <ByPhone />}
      </Tabs>
    </Modal>
  );
}
