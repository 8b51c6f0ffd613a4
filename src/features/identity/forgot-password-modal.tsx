import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { Tabs } from '@/shared/components/tabs';
import { api } from '@/shared/contract/api';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { TextField } from '@/shared/form/text-field';
import { alwaysRequired, requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed } from '@/shared/store/modals-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import { useForgotByEmailMutation, useRegisterSettingsQuery } from './auth-api';
import { ForgotByPhone } from './forgot-by-phone';
import styles from './auth-forms.module.css';

type EmailValues = { username: string; email: string };

/** A reset link by e-mail: the username and the account's e-mail (in the brand's e-mail format). */
function ForgotByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useRegisterSettingsQuery();
  const [send, { isLoading }] = useForgotByEmailMutation();
  const [sent, setSent] = useState(false);
  const form = useContractForm<EmailValues>({
    schema: api.forgotByEmail.request,
    rules: { username: requiredRule, email: alwaysRequired(settings?.fields.email) },
    defaultValues: { username: '', email: '' },
  });

  const submit = async (values: EmailValues) => {
    try {
      await send(values).unwrap();
      setSent(true);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  if (sent) {
    return (
      <div className={styles.form}>
        <div className={styles.hero}>
          <span className={styles.successMark} aria-hidden="true">
            ✉
          </span>
          <p className={styles.heroText} role="status">
            {t('password.emailSent')}
          </p>
        </div>
        <Button block size="large" onClick={onDone} data-autofocus>
          {t('common.ok')}
        </Button>
      </div>
    );
  }
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form}>
      <p className={styles.heroText}>{t('password.emailIntro')}</p>
      <FormError />
      <TextField name="username" label={t('auth.username')} autoComplete="username" required autoFocusOnOpen />
      <TextField name="email" label={t('register.fields.email')} type="email" autoComplete="email" required />
      <Button type="submit" size="large" block loading={isLoading}>
        {t('password.sendLink')}
      </Button>
    </ContractForm>
  );
}

/** Forgot password: e-mail tab, plus a mobile tab when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSystemStatus);
  const phoneOn = isModuleEnabled(status, 'CHNGPASSVERIF3');
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  const close = () => dispatch(modalClosed('forgotPassword'));
  return (
    <Modal title={t('password.forgotTitle')} onClose={close} width={460}>
      <Tabs
        label={t('password.forgotTitle')}
        items={[{ key: 'email' as const, label: t('password.byEmail') }, ...(phoneOn ? [{ key: 'mobile' as const, label: t('password.byPhone') }] : [])]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'email' ? <ForgotByEmail onDone={close} /> : <ForgotByPhone />}
      </Tabs>
    </Modal>
  );
}
