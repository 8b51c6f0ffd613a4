import type { FirebaseWebConfig } from './firebase-config';

/**
 * The only door to Firebase. It is imported dynamically (never in the first
 * screen's bundle), and only when a Firebase button is used; the rest of the
 * site talks to these three functions, not to the SDK.
 */
export type SocialProvider = 'google' | 'facebook';

export interface PhoneVerification {
  /** confirms the code typed by the player; resolves to the identity service's ID token */
  confirm(code: string): Promise<string>;
}

async function authOf(config: FirebaseWebConfig) {
  const [{ initializeApp, getApps }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp(config);
  return { auth: auth.getAuth(app), sdk: auth };
}

/** Sign-in with Google or Facebook in a popup; resolves to the ID token the platform checks. */
export async function signInWithProvider(config: FirebaseWebConfig, provider: SocialProvider): Promise<string> {
  const { auth, sdk } = await authOf(config);
  const authProvider = provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.FacebookAuthProvider();
  const result = await sdk.signInWithPopup(auth, authProvider);
  return result.user.getIdToken();
}

/** Sends a code by text message through the identity service (an invisible reCAPTCHA in `container`). */
export async function startPhoneVerification(config: FirebaseWebConfig, phoneNumber: string, container: HTMLElement): Promise<PhoneVerification> {
  const { auth, sdk } = await authOf(config);
  // a fresh element each time: a reCAPTCHA cannot be rendered twice into one element (a resend after the countdown)
  const host = document.createElement('div');
  container.replaceChildren(host);
  const verifier = new sdk.RecaptchaVerifier(auth, host, { size: 'invisible' });
  let confirmation: Awaited<ReturnType<typeof sdk.signInWithPhoneNumber>>;
  try {
    confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
  } finally {
    // the code is sent (or refused): the widget has done its work
    verifier.clear();
  }
  return {
    async confirm(code: string) {
      const credential = await confirmation.confirm(code);
      return credential.user.getIdToken();
    },
  };
}
