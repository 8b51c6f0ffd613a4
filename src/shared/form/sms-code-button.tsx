import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';

/** Code requests are throttled to one a second (spec section 5). */
export const SMS_THROTTLE_MS = 1000;

export interface SmsCodeButtonProps {
  /**
   * Validates the number and asks for a code. Resolves to the seconds the
   * button stays disabled (expiredMinutes × 60, or until expirationTime),
   * or null when nothing was sent.
   */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
}

/** 'Send code', then 'code sent (N)' counting down, then enabled again. */
export function SmsCodeButton({ onSend, disabled }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const lastClick = useRef(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const now = Date.now();
    if (now - lastClick.current < SMS_THROTTLE_MS) return;
    lastClick.current = now;
    setBusy(true);
    try {
      const seconds = await onSend();
      if (seconds !== null && seconds > 0) setLeft(Math.ceil(seconds));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="subtle" onClick={() => void send()} disabled={disabled || left > 0} loading={busy} aria-live="polite">
      {left > 0 ? t('form.codeSent', { seconds: left }) : t('form.sendCode')}
    </Button>
  );
}
