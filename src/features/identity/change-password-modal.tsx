import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { validateField, validationKeys } from '@/shared/contract/patterns';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, modalOpened, type ModalEntry } from '@/shared/store/modals-slice';
import { selectMemberInfo, userLoggedOut } from '@/shared/store/session-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import { useChangePasswordMutation, useRegisterSettingsQuery } from './auth-api';
import { errorsFromFailure, problemText, type Errors } from './field-errors';
import { TextField } from './text-field';
import styles from './auth-forms.module.css';

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
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const labelOf = (f: string) => (f === 'oldPassword' ? t('password.old') : f === 'newPassword' ? t('password.new') : t('password.confirm'));

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!oldPassword) next.oldPassword = t('validation.notEmpty', { field: labelOf('oldPassword') });
    const rule = settings?.fields.password;
    if (!newPassword) next.newPassword = t('validation.notEmpty', { field: labelOf('newPassword') });
    else if (rule) {
      const problem = validateField({ ...rule, enabled: true, required: true }, newPassword);
      if (problem) next.newPassword = problemText(t, problem, labelOf('newPassword'));
    }
    if (confirm !== newPassword) next.confirmNewPassword = t(validationKeys.inconsistent);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await change({ oldPassword, newPassword, confirmNewPassword: confirm }).unwrap();
      dispatch(toastShown({ tone: 'success', key: null, text: t('password.changed') }));
      await endSession('login');
    } catch (error) {
      setErrors(errorsFromFailure(t, error, labelOf) ?? {});
    }
  };

  return (
    <Modal title={t('password.changeTitle')} onClose={close} width={440} closeOnOverlay={!entry.options.forced}>
      {entry.options.forced && (
        <p className={styles.notice} role="status">
          {entry.options.reason === 'expired' ? t('password.expiredText') : t('password.firstLoginText')}
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.accountBox}>
          <span className={styles.label}>{t('password.account')}</span>
          <strong className={styles.accountNumber}>{user?.account ?? '—'}</strong>
        </div>
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <input type="text" name="username" autoComplete="username" value={user?.account ?? ''} readOnly hidden />
        <TextField label={labelOf('oldPassword')} name="oldPassword" type="password" autoComplete="current-password" value={oldPassword} required data-autofocus error={errors.oldPassword} onChange={(e) => setOld(e.target.value)} />
        <TextField label={labelOf('newPassword')} name="newPassword" type="password" autoComplete="new-password" value={newPassword} required error={errors.newPassword} onChange={(e) => setNew(e.target.value)} />
        <TextField label={labelOf('confirmNewPassword')} name="confirmNewPassword" type="password" autoComplete="new-password" value={confirm} required error={errors.confirmNewPassword} onChange={(e) => setConfirm(e.target.value)} />
        <Button type="submit" size="large" block loading={isLoading}>
          {t('password.changeSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
