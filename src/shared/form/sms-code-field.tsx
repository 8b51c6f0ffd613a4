import { SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';
import styles from './form.module.css';

/** A code sent by text message is at most this long (spec section 9). */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

export interface SmsCodeFieldProps {
  name: string;
  label: string;
  /** validates the number and asks for a code: the seconds to wait, or null when nothing was sent */
  onSend: () => Promise<number | null>;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  inputMode?: 'numeric' | 'text' | undefined;
  autoComplete?: string | undefined;
  disabled?: boolean | undefined;
}

/** The code field with its send button beside it (countdown, one request a second). */
export function SmsCodeField({
  name,
  label,
  onSend,
  required = true,
  maxLength = VERIFICATION_CODE_MAX_LENGTH,
  inputMode = 'numeric',
  autoComplete = 'one-time-code',
  disabled,
}: SmsCodeFieldProps) {
  return (
    <div className={styles.codeRow}>
      <TextField name={name} label={label} inputMode={inputMode} autoComplete={autoComplete} required={required} maxLength={maxLength} disabled={disabled} />
      <SmsCodeButton onSend={onSend} disabled={disabled} />
    </div>
  );
}
