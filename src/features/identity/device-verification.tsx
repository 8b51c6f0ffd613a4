import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { api } from '@/shared/contract/api';
import type { DeviceChallenge, DeviceMethod } from '@/shared/contract/identity';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SmsCodeField } from '@/shared/form/sms-code-field';
import { TextField } from '@/shared/form/text-field';
import { requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { useDeviceSendCodeMutation, useDeviceVerifyMutation } from './auth-api';
import { useCompleteLogin, type LoginKind } from './use-complete-login';
import styles from './auth-forms.module.css';

const answerSchema = z.object({ answer: api.deviceVerify.request.shape.answer });
type AnswerValues = z.input<typeof answerSchema>;

/** An authenticator app shows 6 digits (RFC 6238). */
const AUTHENTICATOR_DIGITS = 6;
/** The authenticator's code as a field rule: digits only (pattern 6), exactly 6 of them. */
const authenticatorRule = { enabled: true, required: true, patternId: 6, minLength: AUTHENTICATOR_DIGITS, maxLength: AUTHENTICATOR_DIGITS };

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
  withdrawOnly = false,
}: {
  challenge: DeviceChallenge;
  onCancel: () => void;
  loginKind: LoginKind;
  typedPassword?: string | undefined;
  /** the interrupted login asked for a session that reaches only the withdrawal (a time-out or exclusion with money left) */
  withdrawOnly?: boolean;
}) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [method, setMethod] = useState<DeviceMethod>(challenge.methods[0] ?? 'payeeName');
  const form = useContractForm<AnswerValues>({
    schema: answerSchema,
    rules: { answer: method === 'authenticator' ? authenticatorRule : requiredRule },
    defaultValues: { answer: '' },
  });
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
      applyServerErrors(form, error);
      return null;
    }
  };

  const submit = async (values: AnswerValues) => {
    try {
      const result = await verify({ ticket: challenge.ticket, method, answer: values.answer, ...(withdrawOnly ? { withdrawOnly: true } : {}) }).unwrap();
      completeLogin(result, loginKind, typedPassword);
    } catch (error) {
      applyServerErrors(form, error);
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
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-labelledby="device-title">
      <div className={styles.hero}>
        <h3 id="device-title" className={styles.heroTitle}>
          {t('auth.device.title')}
        </h3>
        <p className={styles.heroText}>{t('auth.device.text')}</p>
      </div>
      <FormError />
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
                form.reset({ answer: '' });
              }}
            />
            {methodLabel(m)}
          </label>
        ))}
      </fieldset>
      {sent ? (
        <SmsCodeField name="answer" label={answerLabel} onSend={send} inputMode="text" />
      ) : (
        <TextField
          name="answer"
          label={answerLabel}
          required
          maxLength={method === 'authenticator' ? AUTHENTICATOR_DIGITS : 255}
          inputMode={method === 'authenticator' ? 'numeric' : undefined}
          autoComplete={method === 'payeeName' ? 'name' : 'one-time-code'}
        />
      )}
      <Button type="submit" size="large" block loading={isLoading}>
        {t('auth.device.confirm')}
      </Button>
      <Button variant="ghost" block onClick={onCancel}>
        {t('common.back')}
      </Button>
    </ContractForm>
  );
}
