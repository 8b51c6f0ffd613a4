import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';
import styles from './form.module.css';

/** A captcha image is refreshed by click at most once a second (spec section 5). */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps {
  name: string;
  label: string;
  /** the image, base64 SVG as the captcha call answers; absent while it loads */
  image: string | undefined;
  /** asks for a new image (at most once a second by click) */
  onRefresh: () => void;
  maxLength?: number | undefined;
  disabled?: boolean | undefined;
}

/** The typed code beside its image; a click on the image shows a new one. */
export function CaptchaField({ name, label, image, onRefresh, maxLength = 16, disabled }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const lastRefresh = useRef(0);
  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_MS) return;
    lastRefresh.current = now;
    onRefresh();
  };
  return (
    <div className={styles.captchaRow}>
      <TextField name={name} label={label} autoComplete="off" required maxLength={maxLength} loading={!image} disabled={disabled} />
      <button type="button" className={styles.captchaImage} aria-label={t('form.refreshCaptcha')} onClick={refresh} disabled={disabled}>
        {image && <img src={`data:image/svg+xml;base64,${image}`} alt={t('form.captchaImage')} />}
      </button>
    </div>
  );
}
