import { useRef, useState } from 'react';
import type { Problem } from '@/shared/form/problem';
import type { PhoneVerification } from './firebase/firebase-adapter';
import type { FirebaseWebConfig } from './firebase/firebase-config';
import { phoneAuthErrorKey } from './firebase/phone-auth-errors';

/** With the identity service (Firebase) the button waits 60 s, whatever a code's lifetime (spec section 9). */
export const IDENTITY_SERVICE_COUNTDOWN_SECONDS = 60;

/**
 * A mobile number proved through the identity service: its text message
 * (behind an invisible reCAPTCHA in `host`), then the ID token of the typed
 * code, kept so a second submit does not spend the code again.
 */
export function useIdentityServicePhone(config: FirebaseWebConfig | null) {
  // the element of the invisible reCAPTCHA, set by its ref callback
  const [host, setHost] = useState<HTMLElement | null>(null);
  const sent = useRef<{ phone: string; verification: PhoneVerification } | null>(null);
  const proof = useRef<{ phone: string; code: string; idToken: string } | null>(null);

  /** Sends the code to a number (E.164): the countdown's seconds, or what went wrong. */
  const send = async (phone: string): Promise<{ seconds: number } | { problem: Problem } | null> => {
    if (!config || !host) return null;
    try {
      const { startPhoneVerification } = await import('./firebase/firebase-adapter');
      sent.current = { phone, verification: await startPhoneVerification(config, phone, host) };
      proof.current = null;
      return { seconds: IDENTITY_SERVICE_COUNTDOWN_SECONDS };
    } catch (failure) {
      return { problem: { key: phoneAuthErrorKey(failure) } };
    }
  };

  /** The ID token for the code typed for a number, or what to say under the code. */
  const confirm = async (phone: string, code: string): Promise<{ idToken: string } | { problem: Problem }> => {
    const kept = proof.current;
    if (kept && kept.phone === phone && kept.code === code) return { idToken: kept.idToken };
    const check = sent.current;
    if (!check || check.phone !== phone) return { problem: { key: 'register.sendCodeFirst' } };
    try {
      const idToken = await check.verification.confirm(code);
      proof.current = { phone, code, idToken };
      return { idToken };
    } catch (failure) {
      return { problem: { key: phoneAuthErrorKey(failure) } };
    }
  };

  return { setHost, send, confirm };
}
