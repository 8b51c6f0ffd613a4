import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { FacebookIcon } from '@/shared/components/icons';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectBrandSettings } from '@/shared/store/system-status-slice';
import { useSocialLoginMutation } from './auth-api';
import { firebaseConfig } from './firebase/firebase-config';
import { phoneAuthErrorKey } from './firebase/phone-auth-errors';
import { socialFailureText } from './social-errors';
import { useCompleteLogin } from './use-complete-login';
import styles from './auth-forms.module.css';

type Provider = 'google' | 'facebook';

/**
 * Google and Facebook sign-in, when the brand enables them and the site has a
 * Firebase config. The SDK loads on the first click, never before. The
 * identity service's token goes to the platform: a linked member is logged
 * in; an identity without an account opens the link-or-register dialog.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectBrandSettings);
  const completeLogin = useCompleteLogin();
  const [socialLogin] = useSocialLoginMutation();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const config = firebaseConfig();
  const providers = [
    ...(settings?.googleSignIn ? (['google'] as const) : []),
    ...(settings?.facebookSignIn ? (['facebook'] as const) : []),
  ];
  if (!config || providers.length === 0) return null;

  const signIn = async (provider: Provider) => {
    setError(null);
    setBusy(provider);
    try {
      let idToken: string;
      try {
        const { signInWithProvider } = await import('./firebase/firebase-adapter');
        idToken = await signInWithProvider(config, provider);
      } catch (failure) {
        setError(t(phoneAuthErrorKey(failure)));
        return;
      }
      try {
        const result = await socialLogin({ idToken }).unwrap();
        if (result.status === 'loggedIn') {
          completeLogin(result.login, 'firebase');
        } else {
          const { status: _status, ...options } = result;
          dispatch(modalOpened({ name: 'socialLink', options }));
        }
      } catch (failure) {
        // no answer at all is shown once by the error listener
        if (isApiErrorData(failure) && failure.kind === 'network') return;
        setError(isApiErrorData(failure) ? socialFailureText(t, failure) : t('errors.unknown'));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('auth.orContinueWith')}</p>
      <div className={styles.secondary}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="ghost"
            loading={busy === provider}
            disabled={busy !== null}
            onClick={() => void signIn(provider)}
            icon={provider === 'facebook' ? <FacebookIcon size={16} /> : <span aria-hidden="true">G</span>}
          >
            {provider === 'google' ? t('auth.google') : t('auth.facebook')}
          </Button>
        ))}
      </div>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
