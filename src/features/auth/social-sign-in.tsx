import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { FacebookIcon } from '@/shared/components/icons';
import { useAppSelector } from '@/shared/store/hooks';
import { selectBrandSettings } from '@/shared/store/system-status-slice';
import { firebaseConfig } from './firebase/firebase-config';
import { phoneAuthErrorKey } from './firebase/phone-auth-errors';
import styles from './auth-forms.module.css';

/**
 * Google and Facebook sign-in, when the brand enables them and the site has a
 * Firebase config. The SDK loads on the first click, never before.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const settings = useAppSelector(selectBrandSettings);
  const [error, setError] = useState<string | null>(null);
  const config = firebaseConfig();
  const providers = [
    ...(settings?.googleSignIn ? (['google'] as const) : []),
    ...(settings?.facebookSignIn ? (['facebook'] as const) : []),
  ];
  if (!config || providers.length === 0) return null;

  const signIn = async (provider: 'google' | 'facebook') => {
    setError(null);
    try {
      const { signInWithProvider } = await import('./firebase/firebase-adapter');
      await signInWithProvider(config, provider);
      // the platform's account-linking call is not served by the reference server yet
      setError(t('phoneAuth.operationNotAllowed'));
    } catch (failure) {
      setError(t(phoneAuthErrorKey(failure)));
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('auth.orContinueWith')}</p>
      <div className={styles.secondary}>
        {providers.map((provider) => (
          <Button key={provider} variant="ghost" onClick={() => void signIn(provider)} icon={provider === 'facebook' ? <FacebookIcon size={16} /> : <span aria-hidden="true">G</span>}>
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
