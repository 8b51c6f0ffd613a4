import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { EyeIcon, EyeOffIcon } from '@/shared/components/icons';
import { ShieldIcon } from '@/shared/components/more-icons';
import { useSignInMutation } from '@/shared/console/console-api';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { signedIn } from '@/shared/console/session-slice';
import { Preferences } from '../../shell/preferences';
import { useConsoleDispatch, useConsoleSelector } from '@/shared/console/console-store';
import styles from './sign-in-page.module.css';

/**
 * The console's sign-in. The password lives in this form's state only, is
 * sent encrypted (an E call) and is forgotten as soon as the answer comes:
 * nothing of it is stored in the browser.
 */
export function SignInPage() {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const dispatch = useConsoleDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, ended } = useConsoleSelector((state) => state.session);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState<{ username: boolean; password: boolean }>({ username: false, password: false });
  const [signIn, result] = useSignInMutation();
  const errorId = useId();
  const fieldId = useId();
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    document.title = `${t('signIn.title')} · ${t('shell.console')}`;
  }, [t]);

  if (token && !result.isLoading) return <Navigate to={from ?? consolePaths.dashboard} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const empty = { username: name === '', password: password === '' };
    setMissing(empty);
    if (empty.username || empty.password) return;
    const answer = await signIn({ username: name, password });
    setPassword('');
    if ('data' in answer && answer.data) {
      dispatch(signedIn({ token: answer.data.token, operator: answer.data.operator }));
      void navigate(from ?? consolePaths.dashboard, { replace: true });
    }
  };

  const problem = result.isError ? errorText(result.error) : ended === 'expired' ? t('signIn.expired') : null;

  return (
    <div className={styles.page}>
      <div className={styles.corner}>
        <Preferences />
      </div>
      <main className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            <ShieldIcon size={22} />
          </span>
          <div>
            <div className={styles.brandName}>Lotus Play</div>
            <div className={styles.brandSub}>{t('shell.console')}</div>
          </div>
        </div>
        <h1 className={styles.title}>{t('signIn.title')}</h1>
        <p className={styles.lead}>{t('signIn.lead')}</p>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={problem ? errorId : undefined}>
          {problem && (
            <div id={errorId} className={form.alert} role="alert">
              {problem}
            </div>
          )}
          {ended === 'signedOut' && !problem && (
            <div className={form.success} role="status">
              {t('signIn.signedOut')}
            </div>
          )}
          <div className={form.field}>
            <label className={form.label} htmlFor={`${fieldId}-username`}>
              {t('signIn.username')}
            </label>
            <input
              id={`${fieldId}-username`}
              className={form.input}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              maxLength={64}
              value={username}
              aria-invalid={missing.username || undefined}
              aria-describedby={missing.username ? `${fieldId}-username-error` : undefined}
              onChange={(event) => setUsername(event.target.value)}
            />
            {missing.username && (
              <span id={`${fieldId}-username-error`} className={form.error}>
                {t('signIn.usernameRequired')}
              </span>
            )}
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${fieldId}-password`}>
              {t('signIn.password')}
            </label>
            <span className={styles.passwordRow}>
              <input
                id={`${fieldId}-password`}
                className={form.input}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                maxLength={128}
                value={password}
                aria-invalid={missing.password || undefined}
                aria-describedby={missing.password ? `${fieldId}-password-error` : undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button
                type="button"
                className={styles.reveal}
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
                aria-pressed={showPassword}
              >
                {showPassword ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
              </button>
            </span>
            {missing.password && (
              <span id={`${fieldId}-password-error`} className={form.error}>
                {t('signIn.passwordRequired')}
              </span>
            )}
          </div>
          <Button type="submit" block loading={result.isLoading}>
            {t('signIn.submit')}
          </Button>
        </form>
        <p className={styles.footnote}>{t('signIn.footnote')}</p>
      </main>
    </div>
  );
}
