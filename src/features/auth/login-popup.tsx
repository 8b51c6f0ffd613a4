import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { Tabs } from '@/shared/components/tabs';
import { paths } from '@/shared/config/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, modalOpened, type ModalEntry } from '@/shared/store/modals-slice';
import { userLoggedIn } from '@/shared/store/session-slice';
import { selectSiteInfo } from '@/shared/store/system-status-slice';
import { useCaptchaQuery, useLoginMutation } from './auth-api';
import { forgetUser, readRememberedUser, rememberUser } from './remember-me';
import { TextField } from './text-field';
import styles from './auth-forms.module.css';

/** A captcha image is refreshed by click at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

type Errors = Partial<Record<'username' | 'password' | 'captcha' | 'form', string>>;

function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const remembered = readRememberedUser();
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaTurn, setCaptchaTurn] = useState(0);
  const [lastRefresh, setLastRefresh] = useState(0);
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { data: captchaData } = useCaptchaQuery(captchaTurn, { skip: !captchaShown });

  const refreshCaptcha = () => {
    const now = Date.now();
    if (now - lastRefresh < CAPTCHA_REFRESH_MS) return;
    setLastRefresh(now);
    setCaptchaTurn((n) => n + 1);
    setCaptcha('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = t('validation.notEmpty', { field: t('auth.username') });
    if (!password.trim()) next.password = t('validation.notEmpty', { field: t('auth.password') });
    if (captchaShown && !captcha.trim()) next.captcha = t('validation.notEmpty', { field: t('auth.captcha') });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const result = await login({
        username: username.trim(),
        password,
        type: 'username',
        ...(captchaShown ? { captcha: captcha.trim(), captchaKey: captchaData?.key ?? '' } : {}),
      }).unwrap();
      if (remember) rememberUser(username.trim());
      else forgetUser();
      dispatch(userLoggedIn({ token: result.token, user: result.user }));
      dispatch(modalClosed('login'));
      void navigate(paths.home.href());
    } catch (error) {
      if (!isApiErrorData(error)) throw error;
      if (error.kind === 'network') return; // shown once by the error listener; the form keeps what was typed
      const needsCaptcha =
        error.code === 'CAPTCHA_REQUIRED' ||
        error.code === 'CAPTCHA_INVALID' ||
        (typeof error.value === 'object' && error.value !== null && 'captchaRequired' in error.value);
      if (needsCaptcha) {
        if (captchaShown) refreshCaptcha();
        setCaptchaShown(true);
      }
      setErrors({ form: error.message });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
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
            inputMode="text"
            value={captcha}
            required
            error={errors.captcha}
            onChange={(e) => setCaptcha(e.target.value)}
          />
          <button
            type="button"
            className={styles.captchaImage}
            style={{ alignSelf: 'end', marginBottom: errors.captcha ? 25 : 0 }}
            aria-label={t('auth.refreshCaptcha')}
            onClick={refreshCaptcha}
          >
            {captchaData && <img src={`data:image/svg+xml;base64,${captchaData.image}`} alt={t('auth.captchaImage')} />}
          </button>
        </div>
      )}
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t('auth.rememberMe')}
        </label>
      </div>
      <Button type="submit" size="large" block loading={isLoading}>
        {t('session.login')}
      </Button>
    </form>
  );
}

function RegisterInvite() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <div className={styles.form}>
      <div className={styles.hero}>
        <span className={styles.bonus}>{t('auth.registerBonus')}</span>
        <p className={styles.heroText}>{t('auth.registerInvite')}</p>
      </div>
      <Button
        size="large"
        variant="accent"
        block
        data-autofocus
        onClick={() => {
          dispatch(modalClosed('login'));
          void navigate(paths.register.href());
        }}
      >
        {t('auth.createAccount')}
      </Button>
      <p className={styles.alt}>
        {t('auth.haveAccount')}{' '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }))}
        >
          {t('session.login')}
        </button>
      </p>
    </div>
  );
}

export function LoginPopup({ entry }: { entry: Extract<ModalEntry, { name: 'login' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectSiteInfo);
  const tab = entry.options.tab;
  return (
    <Modal title={t('auth.welcomeTitle', { brand: info?.brandName ?? '' })} onClose={() => dispatch(modalClosed('login'))} width={440}>
      <Tabs
        label={t('auth.welcomeTitle', { brand: info?.brandName ?? '' })}
        items={[
          { key: 'login', label: t('session.login') },
          { key: 'register', label: t('session.register') },
        ]}
        selected={tab}
        onSelect={(key) => dispatch(modalOpened({ name: 'login', options: { tab: key } }))}
      >
        {tab === 'login' ? <LoginForm /> : <RegisterInvite />}
      </Tabs>
    </Modal>
  );
}
