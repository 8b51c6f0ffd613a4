import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import buttonStyles from '@/shared/components/button.module.css';
import { ModalFrame } from '@/shared/components/modal';
import { Tabs } from '@/shared/components/tabs';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { PasswordField, TextField } from '@/shared/form/text-field';
import { useAppSelector } from '@/shared/store/hooks';
import { isModuleEnabled, selectSiteInfo, selectSystemStatus } from '@/shared/store/system-status';
import { LoginPopupHead } from './login-popup-head';
import styles from './auth-forms.module.css';

const nothing = () => undefined;

/**
 * The login popup as it first opens (its login tab, the username login), for the server to send inert with
 * the document (src/entry-server.tsx `renderEarlyLogin`, server/src/http/site-shell.ts): the page's loader
 * shows it when Log in is pressed before the app can open the real one, which then takes its place with
 * what was typed (early-login-takeover.ts). The same components, classes and texts as `LoginPopup` and
 * `LoginForm`, in the same order (tests/unit/features/identity/early-login.test.tsx compares the two).
 */
export function EarlyLoginDialog() {
  const { t } = useTranslation();
  const info = useAppSelector(selectSiteInfo);
  const status = useAppSelector(selectSystemStatus);
  const smsLoginOn = isModuleEnabled(status, 'SMSLOGIN');
  const freePlayOn = (status?.info.settings.freePlay ?? false) && isModuleEnabled(status, 'FREEPLAY');
  const form = useForm({ defaultValues: { username: '', password: '', remember: false } });
  const titleId = useId();
  const title = t('auth.welcomeTitle', { brand: info?.brandName ?? '' });
  const modes = [{ key: 'username', label: t('auth.usernameLogin') }, ...(smsLoginOn ? [{ key: 'mobile', label: t('auth.mobileLogin') }] : [])];
  return (
    // no width: the popup's login tab is the frame's own 440 px (a style attribute would need the page's CSP to allow it)
    <ModalFrame title={title} titleId={titleId} closeLabel={t('common.close')}>
      <LoginPopupHead title={title} tab="login" onSelect={nothing}>
        <ContractForm form={form} onSubmit={nothing} className={styles.form}>
          <Tabs label={t('auth.loginBy')} items={modes} selected="username" onSelect={nothing} className={styles.subTabs}>
            <div className={styles.form}>
              <FormError />
              <TextField name="username" label={t('auth.username')} autoComplete="username" required autoFocusOnOpen />
              <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" required />
              <div className={styles.row}>
                <CheckboxField name="remember" label={t('auth.rememberMe')} />
                <button type="button" className={styles.linkButton}>
                  {t('auth.forgotPassword')}
                </button>
              </div>
              {/* data-spinner: the busy look of a press kept for the app (the Button's own `loading`) */}
              <Button type="submit" size="large" block data-spinner={buttonStyles.spinner}>
                {t('session.login')}
              </Button>
              <div className={styles.secondary}>
                {freePlayOn && <Button variant="ghost">{t('auth.freeTrial')}</Button>}
                <Button variant="ghost">{t('session.register')}</Button>
              </div>
            </div>
          </Tabs>
        </ContractForm>
      </LoginPopupHead>
    </ModalFrame>
  );
}
