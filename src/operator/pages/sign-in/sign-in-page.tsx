import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { ShieldIcon } from '@/shared/components/more-icons';
import { useSignInMutation } from '@/shared/console/console-api';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { signedIn } from '@/shared/console/session-slice';
import { ContractForm } from '@/shared/form/contract-form';
import { PasswordField, TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Preferences } from '../../shell/preferences';
import { useConsoleDispatch, useConsoleSelector } from '@/shared/console/console-store';
import styles from './sign-in-page.module.css';

interface Values {
  username: string;
  password: string;
}

/** The lengths the contract allows; an empty field is said in the console's own words (the checks), not the site's. */
const signInSchema = z.object({ username: z.string().check(z.maxLength(64)), password: z.string().check(z.maxLength(128)) });
const signInChecks = (values: Values) => ({
  username: values.username.trim() === '' ? { key: 'operator:signIn.usernameRequired' } : null,
  password: values.password === '' ? { key: 'operator:signIn.passwordRequired' } : null,
});

/**
 * The console's sign-in, on the form kit. The password lives in this form's
 * state only, is sent encrypted (an E call) and is forgotten as soon as the
 * answer comes: nothing of it is stored in the browser.
 */
export function SignInPage() {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const dispatch = useConsoleDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, ended } = useConsoleSelector((state) => state.session);
  const signInForm = useContractForm<Values>({ schema: signInSchema, checks: signInChecks, defaultValues: { username: '', password: '' } });
  const [signIn, result] = useSignInMutation();
  const errorId = useId();
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    document.title = `${t('signIn.title')} · ${t('shell.console')}`;
  }, [t]);

  if (token && !result.isLoading) return <Navigate to={from ?? consolePaths.dashboard} replace />;

  const onSubmit = async ({ username, password }: Values) => {
    const answer = await signIn({ username: username.trim(), password });
    signInForm.setValue('password', '');
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
        <ContractForm form={signInForm} className={styles.form} onSubmit={onSubmit} aria-describedby={problem ? errorId : undefined}>
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
          <TextField name="username" label={t('signIn.username')} autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus maxLength={64} />
          <PasswordField name="password" label={t('signIn.password')} autoComplete="current-password" maxLength={128} />
          <Button type="submit" block loading={result.isLoading}>
            {t('signIn.submit')}
          </Button>
        </ContractForm>
        <p className={styles.footnote}>{t('signIn.footnote')}</p>
      </main>
    </div>
  );
}
