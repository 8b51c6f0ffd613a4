import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { Tabs } from '@/shared/components/tabs';
import { api } from '@/shared/contract/api';
import { PAYMENT_PASSWORD_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_TRIES, type CodeChannel, type PaymentPasswordStatus } from '@/shared/contract/withdraw';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { SmsCodeField } from '@/shared/form/sms-code-field';
import { PasswordField, PasswordPair } from '@/shared/form/text-field';
import { requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { applyWithdrawErrors } from './withdraw-failure';
import {
  useChangePaymentPasswordMutation,
  usePaymentPasswordSendCodeMutation,
  usePaymentPasswordStatusQuery,
  useResetPaymentPasswordMutation,
  useSetPaymentPasswordMutation,
} from './withdraw-api';
import panels from '@/shared/styles/panels.module.css';
import styles from './withdraw.module.css';

const PIN_LENGTH = 6;

type SetValues = z.input<typeof api.setPaymentPassword.request>;
type ChangeValues = z.input<typeof api.changePaymentPassword.request>;
type ResetValues = z.input<typeof api.resetPaymentPassword.request>;

function useSaved() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return () => dispatch(toastShown({ tone: 'success', key: null, text: t('withdraw.pin.saved') }));
}

function SetForm() {
  const { t } = useTranslation();
  const saved = useSaved();
  const [setPin, { isLoading }] = useSetPaymentPasswordMutation();
  const form = useContractForm<SetValues>({
    schema: api.setPaymentPassword.request,
    rules: { loginPassword: requiredRule, paymentPassword: requiredRule },
    pairs: [['paymentPassword', 'confirmPaymentPassword']],
    defaultValues: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const submit = async (values: SetValues) => {
    try {
      await setPin(values).unwrap();
      saved();
    } catch (error) {
      applyWithdrawErrors(form, error);
    }
  };
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-label={t('withdraw.pin.setTitle')}>
      <p className={styles.lead}>{t('withdraw.pin.setText')}</p>
      <FormError />
      <PasswordField name="loginPassword" label={t('withdraw.pin.loginPassword')} autoComplete="current-password" required />
      <PasswordPair name="paymentPassword" confirmName="confirmPaymentPassword" label={t('withdraw.pin.new')} confirmLabel={t('withdraw.pin.confirm')} maxLength={PIN_LENGTH} />
      <Button type="submit" size="large" block loading={isLoading}>
        {t('withdraw.pin.setSubmit')}
      </Button>
    </ContractForm>
  );
}

function ChangeForm() {
  const { t } = useTranslation();
  const saved = useSaved();
  const [change, { isLoading }] = useChangePaymentPasswordMutation();
  const form = useContractForm<ChangeValues>({
    schema: api.changePaymentPassword.request,
    rules: { oldPaymentPassword: requiredRule, paymentPassword: requiredRule },
    pairs: [['paymentPassword', 'confirmPaymentPassword']],
    defaultValues: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const submit = async (values: ChangeValues) => {
    try {
      await change(values).unwrap();
      form.reset();
      saved();
    } catch (error) {
      applyWithdrawErrors(form, error);
    }
  };
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-label={t('withdraw.pin.changeTab')}>
      <FormError />
      <PasswordField name="oldPaymentPassword" label={t('withdraw.pin.old')} autoComplete="off" maxLength={PIN_LENGTH} required />
      <PasswordPair name="paymentPassword" confirmName="confirmPaymentPassword" label={t('withdraw.pin.new')} confirmLabel={t('withdraw.pin.confirm')} maxLength={PIN_LENGTH} />
      <Button type="submit" size="large" block loading={isLoading}>
        {t('withdraw.pin.changeSubmit')}
      </Button>
    </ContractForm>
  );
}

function ResetForm({ channels }: { channels: PaymentPasswordStatus['channels'] }) {
  const { t } = useTranslation();
  const saved = useSaved();
  const [send] = usePaymentPasswordSendCodeMutation();
  const [reset, { isLoading }] = useResetPaymentPasswordMutation();
  const first: CodeChannel = channels.sms ? 'sms' : 'email';
  const form = useContractForm<ResetValues>({
    schema: api.resetPaymentPassword.request,
    rules: { verificationCode: requiredRule, paymentPassword: requiredRule },
    pairs: [['paymentPassword', 'confirmPaymentPassword']],
    defaultValues: { channel: first, verificationCode: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  if (!channels.sms && !channels.email) {
    return <p className={styles.notice}>{t('withdraw.reasons.noContact')}</p>;
  }
  const options = (['sms', 'email'] as const).map((channel) => ({
    value: channel,
    label: channels[channel] ? t(`withdraw.pin.channel.${channel}`, { to: channels[channel] }) : t(`withdraw.pin.channelNone.${channel}`),
    disabled: !channels[channel],
  }));
  const sendCode = async () => {
    try {
      const { expiredMinutes } = await send({ channel: form.getValues('channel') }).unwrap();
      return expiredMinutes * 60;
    } catch (error) {
      applyWithdrawErrors(form, error);
      return null;
    }
  };
  const submit = async (values: ResetValues) => {
    try {
      await reset(values).unwrap();
      form.reset();
      saved();
    } catch (error) {
      applyWithdrawErrors(form, error);
    }
  };
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-label={t('withdraw.pin.resetTab')}>
      <p className={styles.lead}>{t('withdraw.pin.resetText')}</p>
      <FormError />
      <SelectField name="channel" label={t('withdraw.pin.channelLabel')} options={options} required />
      <SmsCodeField name="verificationCode" label={t('withdraw.pin.code')} onSend={sendCode} maxLength={PIN_LENGTH} />
      <PasswordPair name="paymentPassword" confirmName="confirmPaymentPassword" label={t('withdraw.pin.new')} confirmLabel={t('withdraw.pin.confirm')} maxLength={PIN_LENGTH} />
      <Button type="submit" size="large" block loading={isLoading}>
        {t('withdraw.pin.resetSubmit')}
      </Button>
    </ContractForm>
  );
}

/**
 * The payment password (a sub-page of the member centre, opened from My
 * account): set it the first time with the login password, then change it
 * or reset it with a code sent to the member's own phone or e-mail.
 */
export function PaymentPasswordPage() {
  const { t } = useTranslation();
  const status = usePaymentPasswordStatusQuery();
  const [tab, setTab] = useState<'change' | 'reset'>('change');
  // the page's clock: minutes left of a lock are counted from when the page opened
  const [openedAt] = useState(Date.now);

  if (status.isError) {
    return (
      <LoadFailed title={t('withdraw.loadFailed')} onRetry={() => void status.refetch()} />
    );
  }
  if (!status.data) {
    return (
      <div className={`${panels.page} ${styles.page}`} aria-busy="true">
        <Skeleton style={{ height: 48 }} />
        <Skeleton style={{ height: 220 }} />
      </div>
    );
  }
  const lockedMinutes = status.data.lockedUntil ? Math.max(1, Math.ceil((Date.parse(status.data.lockedUntil) - openedAt) / 60_000)) : null;
  return (
    <div className={`${panels.page} ${styles.page}`}>
      <section className={`${panels.panel} ${styles.card}`}>
        <h3 className={styles.cardTitle}>{status.data.isSet ? t('withdraw.pin.manageTitle') : t('withdraw.pin.setTitle')}</h3>
        <p className={styles.muted}>{t('withdraw.pin.rules', { digits: PIN_LENGTH, tries: PAYMENT_PASSWORD_MAX_TRIES, minutes: PAYMENT_PASSWORD_LOCK_MINUTES })}</p>
        {lockedMinutes !== null && (
          <p className={styles.warning} role="alert">
            {t('withdraw.reasons.paymentPasswordLocked', { minutes: lockedMinutes })}
          </p>
        )}
        {status.data.isSet ? (
          <Tabs
            label={t('withdraw.pin.manageTitle')}
            items={[
              { key: 'change', label: t('withdraw.pin.changeTab') },
              { key: 'reset', label: t('withdraw.pin.resetTab') },
            ]}
            selected={tab}
            onSelect={setTab}
          >
            {tab === 'change' ? <ChangeForm /> : <ResetForm channels={status.data.channels} />}
          </Tabs>
        ) : (
          <SetForm />
        )}
      </section>
    </div>
  );
}

export const Component = PaymentPasswordPage;
