import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { DropdownMenu, menuItemClass } from '@/shared/components/dropdown-menu';
import { ChevronDownIcon, FacebookIcon, GoogleMark } from '@/shared/components/icons';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectBrandSettings } from '@/shared/store/system-status';
import { useSocialLoginMutation } from './auth-api';
import { firebaseConfig } from './firebase/firebase-config';
import { phoneAuthErrorKey } from './firebase/phone-auth-errors';
import { offersWithdrawOnly, socialFailureProblem } from './social-errors';
import { useProblemText } from '@/shared/form/problem';
import { useCompleteLogin } from './use-complete-login';
import styles from './auth-forms.module.css';

type Provider = 'google' | 'facebook';

/**
 * Google and Facebook sign-in, when the brand enables them and the site has a
 * Firebase config. The SDK loads on the first click, never before. The
 * identity service's token goes to the platform: a linked member is logged
 * in; an identity without an account opens the link-or-register dialog.
 */
function useSocialSignIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectBrandSettings);
  const completeLogin = useCompleteLogin();
  const [socialLogin] = useSocialLoginMutation();
  const problemText = useProblemText();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);
  // a blocked member with money left: the identity service's token, kept to ask again for withdrawal only
  const [withdrawOffer, setWithdrawOffer] = useState<{ provider: Provider; idToken: string } | null>(null);
  const config = firebaseConfig();
  const providers: Provider[] = config
    ? [...(settings?.googleSignIn ? (['google'] as const) : []), ...(settings?.facebookSignIn ? (['facebook'] as const) : [])]
    : [];

  /** Resolves true when the sign-in reached an end (logged in or the link dialog opened). */
  const signIn = async (provider: Provider, kept?: string): Promise<boolean> => {
    if (!config) return false;
    setError(null);
    setWithdrawOffer(null);
    setBusy(provider);
    try {
      let idToken: string;
      try {
        if (kept) idToken = kept;
        else {
          const { signInWithProvider } = await import('./firebase/firebase-adapter');
          idToken = await signInWithProvider(config, provider);
        }
      } catch (failure) {
        setError(t(phoneAuthErrorKey(failure)));
        return false;
      }
      try {
        const result = await socialLogin({ idToken, ...(kept ? { withdrawOnly: true } : {}) }).unwrap();
        if (result.status === 'loggedIn') {
          completeLogin(result.login, 'firebase');
        } else {
          const { status: _status, ...options } = result;
          dispatch(modalOpened({ name: 'socialLink', options }));
        }
        return true;
      } catch (failure) {
        // no answer at all is shown once by the error listener
        if (isApiErrorData(failure) && failure.kind === 'network') return false;
        setError(isApiErrorData(failure) ? problemText(socialFailureProblem(failure)) : t('errors.unknown'));
        if (isApiErrorData(failure) && !kept && offersWithdrawOnly(failure)) setWithdrawOffer({ provider, idToken });
        return false;
      }
    } finally {
      setBusy(null);
    }
  };

  /** The offer taken: the same identity, asked for a session that reaches only the withdrawal. */
  const withdrawOnly = withdrawOffer ? () => signIn(withdrawOffer.provider, withdrawOffer.idToken) : null;
  const label = (provider: Provider) => (provider === 'google' ? t('auth.google') : t('auth.facebook'));
  return { providers, busy, error, signIn, label, withdrawOnly };
}

function ProviderIcon({ provider }: { provider: Provider }) {
  return provider === 'facebook' ? <FacebookIcon size={16} className={styles.facebookMark} /> : <GoogleMark size={16} />;
}

/** The buttons under the login form. */
export function SocialSignIn() {
  const { t } = useTranslation();
  const { providers, busy, error, signIn, label, withdrawOnly } = useSocialSignIn();
  if (providers.length === 0) return null;

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
            icon={<ProviderIcon provider={provider} />}
          >
            {label(provider)}
          </Button>
        ))}
      </div>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      {withdrawOnly && (
        <Button size="large" block loading={busy !== null} onClick={() => void withdrawOnly()}>
          {t('protection.withdrawOnly.offer')}
        </Button>
      )}
    </div>
  );
}

/**
 * The header's variant: one 'Sign in with' button whose drop-down lists the
 * providers. The menu stays open on a failure, with the reason under the
 * entries, and closes when the sign-in reached its end.
 */
export function SocialSignInMenu() {
  const { t } = useTranslation();
  const { providers, busy, error, signIn, label, withdrawOnly } = useSocialSignIn();
  if (providers.length === 0) return null;

  return (
    <DropdownMenu
      label={t('auth.signInWith')}
      trigger={(props) => (
        <Button variant="ghost" className={styles.hideNarrow} {...props}>
          {t('auth.signInWith')}
          <ChevronDownIcon size={14} />
        </Button>
      )}
    >
      {(close) => (
        <>
          {providers.map((provider) => (
            <button
              key={provider}
              type="button"
              role="menuitem"
              className={`${menuItemClass} ${styles.menuItem}`}
              disabled={busy !== null}
              aria-busy={busy === provider}
              onClick={() => {
                void signIn(provider).then((done) => done && close());
              }}
            >
              <ProviderIcon provider={provider} />
              {label(provider)}
            </button>
          ))}
          {error && (
            <p className={styles.menuError} role="alert">
              {error}
            </p>
          )}
          {withdrawOnly && (
            <button
              type="button"
              role="menuitem"
              className={`${menuItemClass} ${styles.menuItem}`}
              disabled={busy !== null}
              onClick={() => {
                void withdrawOnly().then((done) => done && close());
              }}
            >
              {t('protection.withdrawOnly.offer')}
            </button>
          )}
        </>
      )}
    </DropdownMenu>
  );
}
