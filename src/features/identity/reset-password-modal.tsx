import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { validateField, validationKeys } from '@/shared/contract/patterns';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalClosed, modalOpened, type ModalEntry } from '@/shared/store/modals-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import { useRegisterSettingsQuery, useResetByEmailTokenMutation } from './auth-api';
import { errorsFromFailure, problemText, type Errors } from './field-errors';
import { TextField } from './text-field';
import styles from './auth-forms.module.css';

/** The page of the e-mailed reset link: a new password, then log in again. */
export function ResetPasswordModal({ entry }: { entry: Extract<ModalEntry, { name: 'resetPassword' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: settings } = useRegisterSettingsQuery();
  const [reset, { isLoading }] = useResetByEmailTokenMutation();
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const labelOf = (f: string) => (f === 'newPassword' ? t('password.new') : t('password.confirm'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
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
      await reset({ token: entry.options.token, newPassword, confirmNewPassword: confirm }).unwrap();
      dispatch(modalClosed('resetPassword'));
      dispatch(toastShown({ tone: 'success', key: null, text: t('password.changed') }));
      dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
    } catch (error) {
      setErrors(errorsFromFailure(t, error, labelOf) ?? {});
    }
  };

  return (
    <Modal title={t('password.resetTitle')} onClose={() => dispatch(modalClosed('resetPassword'))} width={440}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <TextField label={labelOf('newPassword')} name="newPassword" type="password" autoComplete="new-password" value={newPassword} required data-autofocus error={errors.newPassword} onChange={(e) => setNew(e.target.value)} />
        <TextField label={labelOf('confirmNewPassword')} name="confirmNewPassword" type="password" autoComplete="new-password" value={confirm} required error={errors.confirmNewPassword} onChange={(e) => setConfirm(e.target.value)} />
        <Button type="submit" size="large" block loading={isLoading}>
          {t('password.changeSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
