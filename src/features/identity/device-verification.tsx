import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import type { DeviceChallenge, DeviceMethod } from '@/shared/contract/identity';
import { useDeviceSendCodeMutation, useDeviceVerifyMutation } from './auth-api';
import { errorsFromFailure, type Errors } from './field-errors';
import { SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';
import { useCompleteLogin, type LoginKind } from './use-complete-login';
import styles from './auth-forms.module.css';

/** An authenticator app shows 6 digits (RFC 6238). */
const AUTHENTICATOR_DIGITS = 6;

/**
 * The extra step of a login from a network the account never used (spec
 * section 6): a code by text message or e-mail, a code of the member's
 * authenticator app, or the bank account name. The login ends as the login
 * that was interrupted would have (`loginKind`, and the typed password for
 * the default-password check), so the forced password change still applies.
 */
export function DeviceVerification({
  challenge,
  onCancel,
  loginKind,
  typedPassword,
}: {
  challenge: DeviceChallenge;
  onCancel: () => void;
  loginKind: LoginKind;
  typedPassword?: string | undefined;
}) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [method, setMethod] = useState<DeviceMethod>(challenge.methods[0] ?? 'payeeName');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sendCode] = useDeviceSendCodeMutation();
  const [verify, { isLoading }] = useDeviceVerifyMutation();
  const answerLabel =
    method === 'payeeName' ? t('auth.device.payeeName') : method === 'authenticator' ? t('auth.device.authenticatorCode') : t('auth.smsCode');
  const sent = method === 'sms' || method === 'email';

  const send = async (): Promise<number | null> => {
    if (method !== 'sms' && method !== 'email') return null;
    try {
      const sent = await sendCode({ ticket: challenge.ticket, method }).unwrap();
      return sent.expiredMinutes * 60;
    } catch (error) {
      setErrors(errorsFromFailure(t, error, () => answerLabel) ?? {});
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setErrors({ answer: t('validation.notEmpty', { field: answerLabel }) });
      return;
    }
    if (method === 'authenticator' && !new RegExp(`^\\d{${AUTHENTICATOR_DIGITS}}$`).test(answer.trim())) {
      setErrors({ answer: t('validation.pattern.6', { field: answerLabel, range: String(AUTHENTICATOR_DIGITS) }) });
      return;
    }
    try {
      const result = await verify({ ticket: challenge.ticket, method, answer: answer.trim() }).unwrap();
      completeLogin(result, loginKind, typedPassword);
    } catch (error) {
      setErrors(errorsFromFailure(t, error, () => answerLabel) ?? {});
    }
  };

  const methodLabel = (m: DeviceMethod) =>
    m === 'sms'
      ? t('auth.device.bySms', { target: challenge.maskedMobile ?? '' })
      : m === 'email'
        ? t('auth.device.byEmail', { target: challenge.maskedEmail ?? '' })
        : m === 'authenticator'
          ? t('auth.device.byAuthenticator')
          : t('auth.device.byPayeeName');

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="device-title">
      <div className={styles.hero}>
        <h3 id="device-title" className={styles.heroTitle}>
          {t('auth.device.title')}
        </h3>
        <p className={styles.heroText}>{t('auth.device.text')}</p>
      </div>
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <fieldset className={styles.choices}>
        <legend className={styles.label}>{t('auth.device.choose')}</legend>
        {challenge.methods.map((m) => (
          <label key={m} className={styles.check}>
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => {
                setMethod(m);
                setAnswer('');
                setErrors({});
              }}
            />
            {methodLabel(m)}
          </label>
        ))}
      </fieldset>
      <div className={sent ? styles.codeRow : undefined}>
        <TextField
          label={answerLabel}
          name="answer"
          value={answer}
          required
          maxLength={method === 'authenticator' ? AUTHENTICATOR_DIGITS : 255}
          inputMode={method === 'authenticator' ? 'numeric' : undefined}
          autoComplete={method === 'payeeName' ? 'name' : 'one-time-code'}
          error={errors.answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
        {sent && <SmsCodeButton onSend={send} />}
      </div>
      <Button type="submit" size="large" block loading={isLoading}>
        {t('auth.device.confirm')}
      </Button>
      <Button variant="ghost" block onClick={onCancel}>
        {t('common.back')}
      </Button>
    </form>
  );
}
