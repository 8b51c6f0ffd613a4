import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useLogoutMutation } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { api } from '@/shared/contract/api';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { PasswordField, PasswordPair } from '@/shared/form/text-field';
import { alwaysRequired, requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, modalOpened, type ModalEntry } from '@/shared/store/modals-slice';
import { selectMemberInfo, userLoggedOut } from '@/shared/store/session-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import { useChangePasswordMutation, useRegisterSettingsQuery } from './auth-api';
import styles from './auth-forms.module.css';

const changeSchema = api.changePassword.request;
type ChangeValues = z.input<typeof changeSchema>;

/**
 * Change password, voluntary or forced (first login, expired password). It
 * shows the account and always asks the old password: the browser never
 * keeps one. Success ends the session and opens the login popup.
 */
export function ChangePasswordModal({ entry }: { entry: Extract<ModalEntry, { name: 'changePassword' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectMemberInfo);
  const { data: settings } = useRegisterSettingsQuery();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [logout] = useLogoutMutation();
  const form = useContractForm<ChangeValues>({
    schema: changeSchema,
    rules: { oldPassword: requiredRule, newPassword: alwaysRequired(settings?.fields.password) },
    pairs: [['newPassword', 'confirmNewPassword']],
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const endSession = async (then: 'login' | 'home') => {
    await logout().unwrap().catch(() => undefined);
    dispatch(userLoggedOut());
    if (then === 'login') dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
  };

  const close = () => {
    // a forced change cannot be skipped: leaving it ends the session
    if (entry.options.forced) void endSession('home');
    else dispatch(modalClosed('changePassword'));
  };

  const submit = async (values: ChangeValues) => {
    try {
      await change(values).unwrap();
      dispatch(toastShown({ tone: 'success', key: null, text: t('password.changed') }));
      await endSession('login');
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Modal title={t('password.changeTitle')} onClose={close} width={440} closeOnOverlay={!entry.options.forced}>
      {entry.options.forced && (
        <p className={styles.notice} role="status">
          {entry.options.reason === 'expired' ? t('password.expiredText') : t('password.firstLoginText')}
        </p>
      )}
      <ContractForm form={form} onSubmit={submit} className={styles.form}>
        <div className={styles.accountBox}>
          <span className={styles.label}>{t('password.account')}</span>
          <strong className={styles.accountNumber}>{user?.account ?? '—'}</strong>
        </div>
        <FormError />
        <input type="text" name="username" autoComplete="username" value={user?.account ?? ''} readOnly hidden />
        <PasswordField name="oldPassword" label={t('password.old')} autoComplete="current-password" required autoFocusOnOpen />
        <PasswordPair name="newPassword" confirmName="confirmNewPassword" label={t('password.new')} confirmLabel={t('password.confirm')} />
        <Button type="submit" size="large" block loading={isLoading}>
          {t('password.changeSubmit')}
        </Button>
      </ContractForm>
    </Modal>
  );
}
